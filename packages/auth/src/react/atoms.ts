/**
 * The jotai atoms behind the hooks. Each `<AuthProvider>` has its own store, so these are
 * per-provider state, not globals.
 */
import { atom } from 'jotai';
import { initialAuthState, type AuthState } from '../machine';
import type { AuthFormError } from './errors';

/** The machine's state; written only by the runtime's `dispatch`. */
export const authStateAtom = atom<AuthState>(initialAuthState);

/** The device id, once read from storage or created (null before start-up). */
export const deviceIdAtom = atom<string | null>(null);

/** Errors shown by each form (the machine's `error` effect lands in one of these). */
export const loginErrorAtom = atom<AuthFormError | null>(null);
export const codeErrorAtom = atom<AuthFormError | null>(null);
export const signupErrorAtom = atom<AuthFormError | null>(null);

/** A code resend is running. */
export const resendingAtom = atom(false);

/** Slices, so a component re-renders only when its flag changes. */
export const authLoadingAtom = atom((get) => get(authStateAtom).authLoading);
export const logoutLoadingAtom = atom((get) => get(authStateAtom).logoutLoading);
export const pendingMfaAtom = atom((get) => {
  const state = get(authStateAtom);
  return state.status === 'pendingMfa' ? state.pending : null;
});
