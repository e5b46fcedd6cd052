import { useAtom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { Channel, DocumentType } from '../machine';
import { authLoadingAtom, loginErrorAtom } from './atoms';
import { useAuthRuntime } from './context';
import { captureResponse, ok, toFormError, type AuthFormError, type AuthResult } from './errors';
import { AUTH_MESSAGES, CLIENT_CODES } from './messages';
import { failForm } from './shared';

export interface LoginValues {
  documentType: DocumentType;
  document: string;
  password: string;
  /** Where a one-time code goes if one is needed; the portal sends 'mail'. */
  channel?: Channel;
}

type LoginOutcome = 'authenticated' | 'pendingMfa';

export interface Login {
  /** While a login runs, calling again answers the same promise (no second request). */
  login(values: LoginValues): Promise<AuthResult<LoginOutcome>>;
  loading: boolean;
  error: AuthFormError | null;
  clearError(): void;
}

/** POST /api/auth/login → LOGIN_SUCCEEDED (authenticated, or pending second step) / LOGIN_FAILED. */
export function useLogin(): Login {
  const runtime = useAuthRuntime();
  const loading = useAtomValue(authLoadingAtom);
  const [error, setError] = useAtom(loginErrorAtom);

  const send = useCallback(
    async (values: LoginValues): Promise<AuthResult<LoginOutcome>> => {
      const failed = (known: AuthFormError) =>
        failForm<LoginOutcome>(
          runtime,
          { type: 'LOGIN_FAILED', message: known.message },
          setError,
          known,
        );
      setError(null);
      const channel = values.channel ?? 'mail';
      await runtime.dispatch({ type: 'AUTH_REQUESTED' });
      const capture = captureResponse();
      let answer;
      try {
        const device = await runtime.deviceId();
        const { data } = await runtime.client.POST('/api/auth/login', {
          body: {
            documentType: values.documentType,
            document: values.document.trim(),
            password: values.password,
            device,
            channel,
          },
          middleware: [capture.middleware],
        });
        answer = data;
      } catch (cause) {
        return failed(toFormError(cause, { retryAfter: capture.retryAfter(), now: runtime.now() }));
      }
      // A code step carries only its challenge; a sign-in, the profile (issue #16).
      if (answer?.needMfa === true && answer.challenge) {
        await runtime.dispatch({
          type: 'LOGIN_SUCCEEDED',
          needMfa: true,
          challenge: answer.challenge,
        });
        return ok('pendingMfa');
      }
      if (answer?.needMfa === false && answer.userData) {
        await runtime.dispatch({ type: 'LOGIN_SUCCEEDED', needMfa: false, user: answer.userData });
        return ok('authenticated');
      }
      return failed({ message: AUTH_MESSAGES.unexpected, code: CLIENT_CODES.emptyAnswer });
    },
    [runtime, setError],
  );
  // A double Enter must not log in twice: the second login would send a second code.
  const login = useCallback(
    (values: LoginValues) => runtime.singleFlight('login', () => send(values)),
    [runtime, send],
  );

  const clearError = useCallback(() => setError(null), [setError]);
  return { login, loading, error, clearError };
}
