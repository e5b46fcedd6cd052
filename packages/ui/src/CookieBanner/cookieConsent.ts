'use client';

/**
 * The `cookiesAccepted` flag of localStorage (spec §4, §9) as a store React can read, for the
 * cookie banner of every site (each origin has its own flag): every component using it
 * re-renders when it is accepted here or in another tab. The flag is
 * client-only: on the server and during hydration it reads as "not known yet" (`undefined`), so
 * the server HTML and the first client render agree.
 */
import { useSyncExternalStore } from 'react';

/** Spec §9: the localStorage key and the value stored on acceptance. */
export const COOKIES_ACCEPTED_KEY = 'cookiesAccepted';
export const COOKIES_ACCEPTED_VALUE = 'true';

/** What storage holds under `cookiesAccepted`: `undefined` while not known (server, hydration). */
export type StoredCookieFlag = string | null | undefined;

/** Whether the stored flag says the cookies were accepted. */
export function isCookiesAccepted(stored: StoredCookieFlag): boolean {
  return stored === COOKIES_ACCEPTED_VALUE;
}

/** Same-tab notice of a change (the `storage` event only reaches the other tabs). */
const CHANGED = 'vivasalud:cookies-accepted';

/** The acceptance of this page when storage refuses writes (private modes, full quota). */
let unsaved: string | null = null;

function read(): string | null {
  try {
    return window.localStorage.getItem(COOKIES_ACCEPTED_KEY) ?? unsaved;
  } catch {
    return unsaved;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COOKIES_ACCEPTED_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
}

const notKnownOnTheServer = (): StoredCookieFlag => undefined;

/** What storage holds under `cookiesAccepted`; `undefined` on the server and while hydrating. */
export function useStoredCookieFlag(): StoredCookieFlag {
  return useSyncExternalStore<StoredCookieFlag>(subscribe, read, notKnownOnTheServer);
}

/**
 * Whether the person accepted the cookies ("Aceptar todas las cookies"). False on the server and
 * until the page has hydrated: gate analytics and other cookie-setting scripts on it.
 */
export function useCookiesAccepted(): boolean {
  return isCookiesAccepted(useStoredCookieFlag());
}

/** Stores `cookiesAccepted` = `true` and tells every reader on this page. */
export function acceptCookies(): void {
  try {
    window.localStorage.setItem(COOKIES_ACCEPTED_KEY, COOKIES_ACCEPTED_VALUE);
  } catch {
    // Not stored (the banner comes back on the next load), but accepted for this page.
    unsaved = COOKIES_ACCEPTED_VALUE;
  }
  window.dispatchEvent(new Event(CHANGED));
}
