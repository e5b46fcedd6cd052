'use client';

/**
 * The `cookiesAccepted` flag of localStorage (spec §4, §9) as a store React can read, as in the
 * portal. This site has its own origin, so its own flag. Client-only: on the server and during
 * hydration it reads as "not known yet" (`undefined`).
 */
import { useSyncExternalStore } from 'react';

/** Spec §9: the localStorage key and the value stored on acceptance. */
export const COOKIES_ACCEPTED_KEY = 'cookiesAccepted';
export const COOKIES_ACCEPTED_VALUE = 'true';

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

const notKnownOnTheServer = (): string | null | undefined => undefined;

/** What storage holds under `cookiesAccepted`; `undefined` on the server and while hydrating. */
export function useStoredCookieFlag(): string | null | undefined {
  return useSyncExternalStore(subscribe, read, notKnownOnTheServer);
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
