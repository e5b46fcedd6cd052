import { useAtom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { Channel, DocumentType } from '../machine';
import { authLoadingAtom, loginErrorAtom } from './atoms';
import { useAuthRuntime } from './context';
import {
  captureResponse,
  fail,
  ok,
  toFormError,
  type AuthFormError,
  type AuthResult,
} from './errors';
import { AUTH_MESSAGES, CLIENT_CODES } from './messages';
import { dispatchFailure } from './shared';

export interface LoginValues {
  documentType: DocumentType;
  document: string;
  password: string;
  /** Where a one-time code goes if one is needed; the portal sends 'mail'. */
  channel?: Channel;
}

export interface Login {
  login(values: LoginValues): Promise<AuthResult<'authenticated' | 'pendingMfa'>>;
  loading: boolean;
  error: AuthFormError | null;
  clearError(): void;
}

/** POST /api/auth/login → LOGIN_SUCCEEDED (authenticated, or pending second step) / LOGIN_FAILED. */
export function useLogin(): Login {
  const runtime = useAuthRuntime();
  const loading = useAtomValue(authLoadingAtom);
  const [error, setError] = useAtom(loginErrorAtom);

  const login = useCallback(
    async (values: LoginValues): Promise<AuthResult<'authenticated' | 'pendingMfa'>> => {
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
        const known = toFormError(cause, { retryAfter: capture.retryAfter(), now: runtime.now() });
        const shown = await dispatchFailure(
          runtime,
          { type: 'LOGIN_FAILED', message: known.message },
          setError,
          known,
        );
        return fail(shown);
      }
      if (!answer?.userData) {
        const known = { message: AUTH_MESSAGES.unexpected, code: CLIENT_CODES.emptyAnswer };
        const shown = await dispatchFailure(
          runtime,
          { type: 'LOGIN_FAILED', message: known.message },
          setError,
          known,
        );
        return fail(shown);
      }
      const needMfa = answer.needMfa === true;
      await runtime.dispatch({ type: 'LOGIN_SUCCEEDED', needMfa, user: answer.userData, channel });
      return ok(needMfa ? 'pendingMfa' : 'authenticated');
    },
    [runtime, setError],
  );

  const clearError = useCallback(() => setError(null), [setError]);
  return { login, loading, error, clearError };
}
