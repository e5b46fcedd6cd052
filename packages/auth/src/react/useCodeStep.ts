import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { CODE_VALIDITY_MINUTES, type AuthState, type Channel, type PendingMfa } from '../machine';
import { authLoadingAtom, codeErrorAtom, pendingMfaAtom, resendingAtom } from './atoms';
import { useAuthRuntime } from './context';
import {
  captureResponse,
  describeFailure,
  fail,
  internalError,
  logAuthError,
  ok,
  toFormError,
  type AuthFormError,
  type AuthResult,
} from './errors';
import { AUTH_MESSAGES, CLIENT_CODES, INTERNAL_MESSAGES } from './messages';
import { failForm } from './shared';

export interface CodeStep {
  pending: PendingMfa | null;
  /** When the current code stops being valid (5 minutes, or the server's on resend). */
  expiresAt: Date | null;
  /** While a validation runs, calling again answers the same promise (no second request). */
  validate(otp: string): Promise<AuthResult>;
  /** While a resend runs, calling again answers the same promise (no second request). */
  resend(channel?: Channel): Promise<AuthResult<{ minutosVigencia: number }>>;
  loading: boolean;
  resending: boolean;
  error: AuthFormError | null;
  clearError(): void;
}

const noPending: AuthFormError = {
  message: AUTH_MESSAGES.noPendingMfa,
  code: CLIENT_CODES.noPendingMfa,
};

function currentPending(state: AuthState): PendingMfa | null {
  return state.status === 'pendingMfa' ? state.pending : null;
}

/** The one-time-code step: validate (then the user is re-read) and resend. */
export function useCodeStep(): CodeStep {
  const runtime = useAuthRuntime();
  const pending = useAtomValue(pendingMfaAtom);
  const loading = useAtomValue(authLoadingAtom);
  const [resending, setResending] = useAtom(resendingAtom);
  const [error, setError] = useAtom(codeErrorAtom);

  const validateCode = useCallback(
    async (otp: string): Promise<AuthResult> => {
      const step = currentPending(runtime.getState());
      if (!step) {
        setError(noPending);
        return fail(noPending);
      }
      setError(null);
      await runtime.dispatch({ type: 'AUTH_REQUESTED' });
      const capture = captureResponse();
      let success: boolean;
      try {
        const device = await runtime.deviceId();
        const { data } = await runtime.client.POST('/api/auth/mfa-validation', {
          body: { reference: step.reference, device, otp: otp.trim() },
          middleware: [capture.middleware],
        });
        success = data?.success === true;
      } catch (cause) {
        const known = toFormError(cause, { retryAfter: capture.retryAfter(), now: runtime.now() });
        return failForm(
          runtime,
          { type: 'CODE_VALIDATED', success: false, message: known.message },
          setError,
          known,
        );
      }
      if (!success) {
        // Spec §8: "MFA validation failed" (kept in `code`; people read the Spanish text).
        return failForm(
          runtime,
          { type: 'CODE_VALIDATED', success: false },
          setError,
          internalError(INTERNAL_MESSAGES.mfaValidationFailed),
        );
      }
      const state = await runtime.dispatch({ type: 'CODE_VALIDATED', success: true });
      if (state.status !== 'authenticated') {
        // The code was accepted but the session could not be read (logged by the machine).
        const notOpen = {
          message: AUTH_MESSAGES.sessionNotOpen,
          code: CLIENT_CODES.sessionNotOpen,
        };
        setError(notOpen);
        return fail(notOpen);
      }
      return ok();
    },
    [runtime, setError],
  );

  const resendCode = useCallback(
    async (channel?: Channel): Promise<AuthResult<{ minutosVigencia: number }>> => {
      // Spec §8: a failed resend is logged only; the result still tells the page.
      const step = currentPending(runtime.getState());
      if (!step) return fail(noPending);
      setResending(true);
      const capture = captureResponse();
      let minutosVigencia: number;
      let destination: string | undefined;
      try {
        const device = await runtime.deviceId();
        const { data } = await runtime.client.POST('/api/auth/send-mfa', {
          body: { reference: step.reference, device, channel: channel ?? step.channel },
          middleware: [capture.middleware],
        });
        if (data?.mensaje?.toUpperCase() !== 'EXITO') {
          logAuthError('Code resend refused');
          return fail({ message: AUTH_MESSAGES.resendFailed, code: CLIENT_CODES.resendFailed });
        }
        minutosVigencia =
          Number.isFinite(data.minutosVigencia) && data.minutosVigencia > 0
            ? data.minutosVigencia
            : CODE_VALIDITY_MINUTES;
        destination = typeof data.destination === 'string' ? data.destination : undefined;
      } catch (cause) {
        logAuthError(describeFailure('Code resend failed', cause));
        return fail(
          toFormError(cause, {
            retryAfter: capture.retryAfter(),
            now: runtime.now(),
            fallbackMessage: AUTH_MESSAGES.resendFailed,
          }),
        );
      } finally {
        setResending(false);
      }
      // A new code makes the last "wrong code" message stale: the runtime clears it when the
      // pending step changes.
      await runtime.dispatch({
        type: 'CODE_RESENT',
        minutosVigencia,
        channel: channel ?? step.channel,
        ...(destination ? { destination } : {}),
      });
      return ok({ minutosVigencia });
    },
    [runtime, setResending],
  );

  // onComplete + Enter must not validate twice (a second wrong try), nor a double click resend
  // twice (the first code would be invalidated).
  const validate = useCallback(
    (otp: string) => runtime.singleFlight('validateCode', () => validateCode(otp)),
    [runtime, validateCode],
  );
  const resend = useCallback(
    (channel?: Channel) => runtime.singleFlight('resendCode', () => resendCode(channel)),
    [runtime, resendCode],
  );

  const expiresAtText = pending?.expiresAt ?? null;
  const expiresAt = useMemo(() => {
    if (!expiresAtText) return null;
    const time = Date.parse(expiresAtText);
    return Number.isNaN(time) ? null : new Date(time);
  }, [expiresAtText]);

  const clearError = useCallback(() => setError(null), [setError]);
  return { pending, expiresAt, validate, resend, loading, resending, error, clearError };
}
