import { useAtom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { Channel, DocumentType, MfaChallenge, SignupAnswer } from '../machine';
import { authLoadingAtom, signupErrorAtom } from './atoms';
import { useAuthRuntime } from './context';
import {
  captureResponse,
  internalError,
  ok,
  toFormError,
  type AuthFormError,
  type AuthResult,
} from './errors';
import { AUTH_MESSAGES, CLIENT_CODES, INTERNAL_MESSAGES } from './messages';
import { failForm } from './shared';

export interface SignupValues {
  documentType: DocumentType;
  documentNumber: string;
  name: string;
  lastName: string;
  email: string;
  /** As the site contract wants: digits with optional +prefix. */
  phone: string;
  password: string;
  acceptTerms: boolean;
  acceptAdditionalClauses: boolean;
}

export interface SignupOptions {
  /** Campaign the sign-up comes from: the campaign page moves on, not the hook. */
  campaignPath?: string | null;
  channel?: Channel;
}

type SignupOutcome = 'registered' | 'pendingMfa';

export interface Signup {
  /** While a sign-up runs, calling again answers the same promise (no second request). */
  signup(values: SignupValues, options?: SignupOptions): Promise<AuthResult<SignupOutcome>>;
  loading: boolean;
  error: AuthFormError | null;
  clearError(): void;
}

/** A code step's challenge, or null when `value` is not one. */
function asChallenge(value: unknown): MfaChallenge | null {
  if (!value || typeof value !== 'object') return null;
  const { reference, channel, destination } = value as Record<string, unknown>;
  if (typeof reference !== 'string' || typeof destination !== 'string') return null;
  if (channel !== 'mail' && channel !== 'sms') return null;
  return { reference, channel, destination };
}

/**
 * The sign-up answer, or null when it is empty or not one (spec §8: "El registro falló"); an
 * answer that needs a code but names no code step is not one either.
 */
function asAnswer(data: unknown): SignupAnswer | null {
  if (!data || typeof data !== 'object') return null;
  const { isNeedMfa, phone, email, documentNumber, name, challenge } = data as Record<
    string,
    unknown
  >;
  if (typeof isNeedMfa !== 'boolean' || typeof documentNumber !== 'string') return null;
  const step = asChallenge(challenge);
  if (isNeedMfa && !step) return null;
  return {
    isNeedMfa,
    phone: typeof phone === 'string' ? phone : '',
    email: typeof email === 'string' ? email : '',
    documentNumber,
    name: typeof name === 'string' ? name : '',
    challenge: step,
  };
}

/** POST /api/auth/signup → SIGNUP_SUCCEEDED (registered, or pending second step) / SIGNUP_FAILED. */
export function useSignup(): Signup {
  const runtime = useAuthRuntime();
  const loading = useAtomValue(authLoadingAtom);
  const [error, setError] = useAtom(signupErrorAtom);

  const send = useCallback(
    async (values: SignupValues, options: SignupOptions): Promise<AuthResult<SignupOutcome>> => {
      const failed = (known: AuthFormError) =>
        failForm<SignupOutcome>(
          runtime,
          { type: 'SIGNUP_FAILED', message: known.message },
          setError,
          known,
        );
      setError(null);
      if (!values.acceptTerms) {
        // Spec §5: terms and conditions must be accepted (the contract only takes `true`).
        return failed({
          message: AUTH_MESSAGES.termsRequired,
          code: CLIENT_CODES.termsRequired,
          fields: [{ field: 'acceptTerms', message: AUTH_MESSAGES.termsRequired }],
        });
      }
      const channel = options.channel ?? 'mail';
      const campaignPath = options.campaignPath ? options.campaignPath : null;
      await runtime.dispatch({ type: 'AUTH_REQUESTED' });
      const capture = captureResponse();
      let data: unknown;
      try {
        const device = await runtime.deviceId();
        ({ data } = await runtime.client.POST('/api/auth/signup', {
          body: {
            campaignPath,
            document_type: values.documentType,
            document_number: values.documentNumber.trim(),
            email: values.email.trim(),
            name: values.name.trim(),
            last_name: values.lastName.trim(),
            phone: values.phone.replace(/[\s().-]/g, ''),
            password: values.password,
            is_terms_conditions_accepted: true,
            is_additional_clauses_accepted: values.acceptAdditionalClauses,
            device,
            channel,
          },
          middleware: [capture.middleware],
        }));
      } catch (cause) {
        return failed(toFormError(cause, { retryAfter: capture.retryAfter(), now: runtime.now() }));
      }
      const answer = asAnswer(data);
      if (!answer) {
        return failForm(
          runtime,
          { type: 'SIGNUP_SUCCEEDED', answer: null, campaignPath },
          setError,
          internalError(INTERNAL_MESSAGES.signupFailed),
        );
      }
      await runtime.dispatch({ type: 'SIGNUP_SUCCEEDED', answer, campaignPath });
      return ok(answer.isNeedMfa ? 'pendingMfa' : 'registered');
    },
    [runtime, setError],
  );
  // A double submit must not register twice (nor send two codes).
  const signup = useCallback(
    (values: SignupValues, options: SignupOptions = {}) =>
      runtime.singleFlight('signup', () => send(values, options)),
    [runtime, send],
  );

  const clearError = useCallback(() => setError(null), [setError]);
  return { signup, loading, error, clearError };
}
