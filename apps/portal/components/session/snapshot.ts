/**
 * What the page chrome (header, campaign strip) knows of the session, without the session code.
 *
 * The session runtime (`@vivasalud/auth/react`: jotai, the machine, the site client) is a chunk
 * loaded once the page is idle (`components/session/SessionIsland.tsx`); until then, and on the server,
 * this store answers "not known yet". The runtime publishes here what the chrome shows, and the
 * header's "Cerrar sesión" reaches the runtime's logout through `requestLogout()`. A tiny
 * `useSyncExternalStore` store: every reader re-renders when the session changes.
 */
import { storedRecordSignedIn, USER_KEY } from '@vivasalud/auth/keys';
import { useSyncExternalStore } from 'react';

export interface ChromeSession {
  /** The session runtime answered who is there (false on the server, before it loads, and while
   * its start-up check runs). */
  known: boolean;
  signedIn: boolean;
  /** The signed-in person, as far as the chrome shows them. */
  user: { name: string; documentNumber: string | null } | null;
  /** Pro member (spec §6): the crown and Telemedicina. */
  isPro: boolean;
  /** The logout is running ("Cargando" on the button). */
  logoutLoading: boolean;
  /**
   * Someone may be signed in: the session's `user` record is in this browser's storage (never a
   * token) or the runtime says so. False on the server and while hydrating.
   */
  maybeSignedIn: boolean;
}

export const UNKNOWN_SESSION: ChromeSession = Object.freeze({
  known: false,
  signedIn: false,
  user: null,
  isPro: false,
  logoutLoading: false,
  maybeSignedIn: false,
});

const listeners = new Set<() => void>();
let published: ChromeSession | null = null;
let storedHint: ChromeSession | null = null;
let logoutHandler: (() => void) | null = null;

/**
 * This browser's storage holds a signed-in session's user record (never a token): someone may be
 * in. A logout leaves the record with the device id only, which does not count.
 */
export function hasStoredUser(): boolean {
  try {
    return storedRecordSignedIn(window.localStorage.getItem(USER_KEY));
  } catch {
    // Storage refused (private modes): nothing to go by.
    return false;
  }
}

/** Before the runtime answers: "maybe signed in" when storage holds the session's user record. */
function hint(): ChromeSession {
  storedHint ??= hasStoredUser() ? { ...UNKNOWN_SESSION, maybeSignedIn: true } : UNKNOWN_SESSION;
  return storedHint;
}

function read(): ChromeSession {
  return published ?? hint();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

const onTheServer = () => UNKNOWN_SESSION;

/** The session as the chrome shows it; `UNKNOWN_SESSION` on the server and while hydrating. */
export function useChromeSession(): ChromeSession {
  return useSyncExternalStore(subscribe, read, onTheServer);
}

/**
 * One part of the session as a reader shows it: `select` answers a value compared with
 * `Object.is` (a boolean, a string, or a part of the session object itself — never an object it
 * makes), and the reader re-renders only when that value changes.
 *
 * Why (issue #33): a store's update renders synchronously, and the session runtime's first answer
 * (`known` turning true) re-rendered the whole header, both campaign strips and the banners in
 * one long task right after the page loaded — for a visitor, to show exactly what they showed.
 */
export function useChromeSessionPart<T>(select: (session: ChromeSession) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(read()),
    () => select(UNKNOWN_SESSION),
  );
}

/** The session's record in this browser or the runtime's answer says a member may be there. */
export const maybeMember = (session: ChromeSession): boolean =>
  session.signedIn || (!session.known && session.maybeSignedIn);

/** The runtime has not answered yet, and someone may be signed in. */
export const sessionLoading = (session: ChromeSession): boolean =>
  !session.known && session.maybeSignedIn;

export const isSignedIn = (session: ChromeSession): boolean => session.signedIn;

const storedAtLoad = () => hint().maybeSignedIn;
const notAtLoadOnTheServer = () => false;

/**
 * Whether this page was first painted for someone likely signed in: the session's user record
 * was stored when the page loaded (the same rule as the inline `data-session` script,
 * `@/lib/session/sessionHint.ts`). Unlike `maybeSignedIn` it does not change once the session is known, so
 * what the first paint laid out keeps its place. False on the server and while hydrating.
 */
export function useSignedInAtLoad(): boolean {
  return useSyncExternalStore(subscribe, storedAtLoad, notAtLoadOnTheServer);
}

/** The runtime's side: what the chrome shows now, and how a logout is asked for. */
export function publishSession(session: ChromeSession, logout: () => void): void {
  published = session;
  logoutHandler = logout;
  for (const listener of listeners) listener();
}

/** "Cerrar sesión" in the header: only a signed-in header shows it, so the runtime is there. */
export function requestLogout(): void {
  logoutHandler?.();
}

/** Tests only: back to a page that has not loaded the runtime. */
export function resetChromeSession(): void {
  published = null;
  storedHint = null;
  logoutHandler = null;
  for (const listener of listeners) listener();
}
