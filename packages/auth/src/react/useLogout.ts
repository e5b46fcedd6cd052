import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { logoutLoadingAtom } from './atoms';
import { useAuthRuntime } from './context';

export interface Logout {
  /**
   * Spec §4: clears the stored user (keeping the device id) and the pending step, closes the
   * session cookie, and after 50 ms goes to `/auth/login?redirect=…` when a return path is given,
   * else home. Resolves once the logout call is done (its failure is logged only).
   */
  logout(returnPath?: string | null): Promise<void>;
  loading: boolean;
}

export function useLogout(): Logout {
  const runtime = useAuthRuntime();
  const loading = useAtomValue(logoutLoadingAtom);
  const logout = useCallback(
    async (returnPath?: string | null) => {
      await runtime.dispatch({ type: 'LOGOUT', returnPath: returnPath ?? null });
    },
    [runtime],
  );
  return { logout, loading };
}
