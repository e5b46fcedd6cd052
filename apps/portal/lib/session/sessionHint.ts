/**
 * Issue #25: the session's layout decided before the first paint. Cached pages are the same HTML
 * for everyone and the session is known in the browser only, after the session island loads; a
 * header or strip that waited for it changed its boxes after the page was painted (CLS 0.10–0.15).
 * This inline script, at the top of the document, reads whether this browser holds a signed-in
 * session's `user` record (the profile, never a token: `storedRecordSignedIn` of
 * `@vivasalud/auth/keys`, the same rule) and sets `data-session="in|out"` on `<html>`. CSS then
 * decides what takes space from the first paint on: the header's login button is kept invisible
 * in its fixed slot for a likely member, and the campaign strip in the page's flow is for
 * visitors only (a member's strip waits in the bottom queue, `components/banners/Banners.tsx`).
 * Once the session is known, `markSession` keeps the attribute true for the header.
 *
 * Fixed text: part of the layout's one inline script (`lib/shell/firstPaint.ts`), allowed on
 * per-request pages by its hash; the cached pages' policy allows inline scripts.
 */
import { USER_KEY } from '@vivasalud/auth/keys';

/** The attribute set on `<html>`: `in` when a signed-in session's record is stored, else `out`. */
export const SESSION_ATTRIBUTE = 'data-session';

export type SessionHint = 'in' | 'out';

export const SESSION_HINT_SCRIPT = `(function(d){var s="out";try{var u=JSON.parse(localStorage.getItem(${JSON.stringify(USER_KEY)})||"null");if(u&&typeof u==="object"&&u.isAuthenticated===true)s="in"}catch(e){}d.setAttribute(${JSON.stringify(SESSION_ATTRIBUTE)},s)})(document.documentElement);`;

/**
 * Once the session is known, the header's login button follows it (`in` hides it, in its fixed
 * slot: nothing moves). Nothing else reads the attribute after the first paint.
 */
export function markSession(hint: SessionHint): void {
  if (typeof document === 'undefined') return;
  document.documentElement.setAttribute(SESSION_ATTRIBUTE, hint);
}
