/** Helpers the hooks share. */
import type { AuthEvent, AuthState } from '../machine';
import { fail, fromMachineMessage, type AuthFormError, type AuthResult } from './errors';
import type { AuthRuntime } from './runtime';

/**
 * Fails a form's call through the machine: dispatches the failure event, whose `error` effect
 * becomes the form's error (`known` when it is the message that was sent, else the spec §8
 * message mapped for people). Resolves with the hook's failed result carrying the error that
 * was shown, or `known` when the machine showed none.
 */
export async function failForm<T>(
  runtime: AuthRuntime,
  event: AuthEvent,
  setError: (error: AuthFormError | null) => void,
  known: AuthFormError,
): Promise<AuthResult<T>> {
  let shown: AuthFormError | null = null;
  await runtime.dispatch(event, {
    onError: (message) => {
      shown = message === known.message ? known : fromMachineMessage(message);
      setError(shown);
    },
  });
  return fail(shown ?? known);
}

/** The signed-in user's document number, when the session has one (spec §8). */
export function sessionDocumentNumber(state: AuthState): string | null {
  return state.status === 'authenticated' && state.user.documentNumber
    ? state.user.documentNumber
    : null;
}
