/**
 * The browser storage keys of the session (spec §3), apart from `./storage` so that a page can
 * look at them without loading the storage code (issue #6: the portal's header and banners read
 * them on every page before the session runtime loads).
 */

/** localStorage: the `user` record, never a token. */
export const USER_KEY = 'user';
/** sessionStorage: the pending second step. */
export const PENDING_MFA_KEY = 'mfaPendingState';

/**
 * Whether a stored `user` record (the raw localStorage value) says someone is signed in: only a
 * hint before the session check answers. A logout keeps the record with the device id only.
 */
export function storedRecordSignedIn(raw: string | null): boolean {
  if (!raw) return false;
  try {
    const record: unknown = JSON.parse(raw);
    return (
      typeof record === 'object' &&
      record !== null &&
      (record as { isAuthenticated?: unknown }).isAuthenticated === true
    );
  } catch {
    return false;
  }
}
