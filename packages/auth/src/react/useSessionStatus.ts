import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import type { UserProfile } from '../machine';
import { authStateAtom } from './atoms';
import { useAuthRuntime } from './context';

/** What a form needs of the session: who is there, and where to go once signed in. */
export interface SessionStatus {
  status: 'unauthenticated' | 'pendingMfa' | 'authenticated';
  user: UserProfile | null;
  /** The start-up session check is running. */
  loading: boolean;
  setPathToGo(path: string | null): void;
}

/**
 * The part of `useSession` the account forms read (issue #33): without the session's calls
 * (reload, additional clauses, unauthorized) and their error handling, which a form page does not
 * need with its first load.
 */
export function useSessionStatus(): SessionStatus {
  const runtime = useAuthRuntime();
  const state = useAtomValue(authStateAtom);
  const setPathToGo = useCallback(
    (path: string | null) => {
      void runtime.dispatch({ type: 'PATH_TO_GO_SET', path });
    },
    [runtime],
  );
  const user = state.status === 'authenticated' ? state.user : null;
  return useMemo(
    () => ({ status: state.status, user, loading: state.loading, setPathToGo }),
    [state.status, user, state.loading, setPathToGo],
  );
}
