import { isApiError } from '@vivasalud/api-client/errors';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import type { PendingMfa, UserProfile } from '../machine';
import { authStateAtom, deviceIdAtom } from './atoms';
import { useAuthRuntime } from './context';
import { readSession } from './effects';
import {
  captureResponse,
  describeFailure,
  fail,
  logAuthError,
  ok,
  toFormError,
  type AuthResult,
} from './errors';
import { AUTH_MESSAGES, INTERNAL_MESSAGES } from './messages';

export interface Session {
  status: 'unauthenticated' | 'pendingMfa' | 'authenticated';
  user: UserProfile | null;
  isAuthenticated: boolean;
  isPro: boolean;
  /** The start-up session check is running. */
  loading: boolean;
  logoutLoading: boolean;
  /** Name stored by a sign-up without second step. */
  registeredName: string | null;
  pending: PendingMfa | null;
  deviceId: string | null;
  setPathToGo(path: string | null): void;
  /** Re-reads the session from the server (GET /api/auth/get-user). */
  reload(): Promise<void>;
  /** POST /api/polices/additional_clauses/; on success the user's flag becomes true. */
  acceptAdditionalClauses(): Promise<AuthResult>;
  /** For the content clients' `onUnauthorized` (spec §4: a 401 closes the session). */
  unauthorized(returnPath?: string | null): void;
}

/** Spec §6: "pro" membership, ignoring case and surrounding spaces. */
export function isProMembership(membership: string | null | undefined): boolean {
  return typeof membership === 'string' && membership.trim().toLowerCase() === 'pro';
}

const clausesFailed = INTERNAL_MESSAGES.additionalClausesFailed;

export function useSession(): Session {
  const runtime = useAuthRuntime();
  const state = useAtomValue(authStateAtom);
  const deviceId = useAtomValue(deviceIdAtom);

  const setPathToGo = useCallback(
    (path: string | null) => {
      void runtime.dispatch({ type: 'PATH_TO_GO_SET', path });
    },
    [runtime],
  );

  const reload = useCallback(async () => {
    // Asked at the current epoch: if who is signed in changes meanwhile, the answer is stale.
    const { authEpoch } = runtime.getState();
    await runtime.dispatch(await readSession(runtime.client, authEpoch));
  }, [runtime]);

  const unauthorized = useCallback(
    (returnPath?: string | null) => {
      void runtime.dispatch({ type: 'UNAUTHORIZED', returnPath: returnPath ?? null });
    },
    [runtime],
  );

  const acceptAdditionalClauses = useCallback(async (): Promise<AuthResult> => {
    if (runtime.getState().status !== 'authenticated') {
      return fail({ message: AUTH_MESSAGES.additionalClausesFailed, code: clausesFailed });
    }
    const capture = captureResponse();
    try {
      const { data } = await runtime.client.POST('/api/polices/additional_clauses/', {
        body: {},
        middleware: [capture.middleware],
      });
      if (data?.success !== true) {
        logAuthError('Additional clauses not accepted (success false)');
        return fail({ message: AUTH_MESSAGES.additionalClausesFailed, code: clausesFailed });
      }
    } catch (error) {
      logAuthError(describeFailure('Additional clauses not accepted', error));
      // Spec §8: the server's message, or "Error al aceptar las cláusulas" (also offline).
      const formError =
        isApiError(error) && error.code === 'NETWORK_ERROR'
          ? { message: AUTH_MESSAGES.additionalClausesFailed, code: 'NETWORK_ERROR' }
          : toFormError(error, {
              retryAfter: capture.retryAfter(),
              now: runtime.now(),
              fallbackMessage: AUTH_MESSAGES.additionalClausesFailed,
              fallbackCode: clausesFailed,
            });
      // A 401 means the session cookie is gone: close the session here too (spec §4).
      if (isApiError(error) && error.code === 'UNAUTHORIZED') {
        void runtime.dispatch({ type: 'UNAUTHORIZED' });
      }
      return fail(formError);
    }
    const current = runtime.getState();
    if (current.status === 'authenticated') {
      await runtime.dispatch({
        type: 'USER_RELOADED',
        user: { ...current.user, isAdditionalClausesAccepted: true },
      });
    }
    return ok();
  }, [runtime]);

  const user = state.status === 'authenticated' ? state.user : null;
  return useMemo(
    () => ({
      status: state.status,
      user,
      isAuthenticated: state.status === 'authenticated',
      isPro: isProMembership(user?.membership),
      loading: state.loading,
      logoutLoading: state.logoutLoading,
      registeredName: state.status === 'unauthenticated' ? state.registeredName : null,
      pending: state.status === 'pendingMfa' ? state.pending : null,
      deviceId,
      setPathToGo,
      reload,
      acceptAdditionalClauses,
      unauthorized,
    }),
    [state, user, deviceId, setPathToGo, reload, acceptAdditionalClauses, unauthorized],
  );
}
