/**
 * The browser's side of a person's progress (issue #19): the same-site route
 * `/api/recorded-classes/progress-class` (the session cookie stays on the server, which adds the
 * bearer), read through TanStack Query — the page's one QueryClient (`PageQueryClient`), so one
 * request is shared by every island of a page — and
 * saved with fetch, or `navigator.sendBeacon` when the page is being left.
 */
import { createSiteClient, type SiteSchema } from '@vivasalud/api-client/site';
import { recordedClassesQueries } from '@vivasalud/api-client/queries/recorded-classes';

export type ProgressEntry = SiteSchema<'RecordedClassProgressList'>['results'][number];
export type ProgressUpdate = SiteSchema<'ProgressUpdate'>;

export const PROGRESS_PATH = '/api/recorded-classes/progress-class';

/**
 * What the signed-in person has watched, the latest first (`recordedClassesQueries`: no retry on
 * 401 — the islands then show nothing).
 */
export function progressQuery() {
  return recordedClassesQueries(createSiteClient({ baseUrl: window.location.origin })).progress();
}

export type SaveResult =
  | { ok: true; entry: SiteSchema<'RecordedClassProgress'> }
  | { ok: false; retryAfterSeconds?: number; signedOut?: boolean };

/**
 * Saves a position; never throws (playback must not stop because a save failed). A plain fetch,
 * not the typed client: the answer's `Retry-After` (429) is read from its headers.
 */
export async function saveProgress(update: ProgressUpdate): Promise<SaveResult> {
  try {
    const response = await fetch(PROGRESS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(update),
      cache: 'no-store',
    });
    if (response.ok) {
      return { ok: true, entry: (await response.json()) as SiteSchema<'RecordedClassProgress'> };
    }
    if (response.status === 401) return { ok: false, signedOut: true };
    if (response.status === 429) {
      const wait = Number(response.headers.get('retry-after'));
      return { ok: false, retryAfterSeconds: Number.isFinite(wait) && wait > 0 ? wait : 30 };
    }
    return { ok: false };
  } catch {
    // No network: the next save sends the latest position.
    return { ok: false };
  }
}

/**
 * Saves a position as the page is being left (hidden, closed, navigated away): a beacon the
 * browser sends even after the page is gone (text/plain JSON, which the route accepts).
 */
export function beaconProgress(update: ProgressUpdate): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  return navigator.sendBeacon(PROGRESS_PATH, JSON.stringify(update));
}
