/**
 * «Ahorro de datos» (issue #33, "Fast on a phone in Peru"): most of Peru browses on prepaid data,
 * so a person can ask the portal to spend less of it — smaller images, no media loaded before
 * they press play, recorded classes opening in «Solo audio». What it never changes is what a
 * person can do: every page, link and control stays.
 *
 * Where the choice lives (plain data and string work only: the layout's inline script, the
 * footer's switch, the media player and next.config all read this file, so nothing here may be
 * server-only or use the `@/` alias):
 * - the cookie `vs_ahorro` (`1` on, `0` off), set by the footer's form (`POST /api/ahorro-de-datos`,
 *   `lib/ahorro/route.ts`). A preference the person sets themselves, strictly necessary to give
 *   them what they asked for, holding nothing about them: no consent needed (Ley 29733, like the
 *   cookie notice's own flag), so the cookie notice does not gate it.
 * - else the browser's own request: `Save-Data: on` (Chromium's data saver, a proxy that adds it),
 *   which next.config `headers()` mirrors into the session cookie `vs_save_data` on page requests
 *   (`ahorroHeaderRules`), or `navigator.connection.saveData`. An explicit `0` beats the header.
 *
 * Pages cached for everyone cannot differ by cookie in their HTML, so the page is the same and
 * the choice is applied where it can be without a second copy of each page:
 * - `<html data-ahorro>` before the first paint (`AHORRO_SCRIPT` of `script.ts`, in the layout's one inline
 *   script): the footer's status and button (CSS), the media player (preload, «Solo audio»);
 * - the image requests themselves, which carry the cookie and the header: next.config rewrites
 *   `/_next/image` to `/api/ahorro-de-datos/imagen`, which sends the browser to a smaller, lighter
 *   copy (`ahorroImageUrl`).
 */

/** The person's choice: `1` on, `0` off (an off beats the browser's `Save-Data`). */
export const AHORRO_COOKIE = 'vs_ahorro';
export const AHORRO_ON = '1';
export const AHORRO_OFF = '0';

/** `Save-Data: on` seen on this browser's last page request (a session cookie; next.config). */
export const SAVE_DATA_COOKIE = 'vs_save_data';

/** The choice is kept for a year, like the locale cookie. */
export const AHORRO_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The attribute on `<html>` while saving: `elegido` (the person chose it) or `navegador` (their
 * browser asked for it); absent otherwise.
 */
export const AHORRO_ATTRIBUTE = 'data-ahorro';

export type AhorroSource = 'elegido' | 'navegador';

/** Where the footer's section is: the switch's answer lands there (`#ahorro-de-datos`). */
export const AHORRO_SECTION_ID = 'ahorro-de-datos';

/** The switch's route (a form post; `lib/ahorro/route.ts`). */
export const AHORRO_ROUTE = '/api/ahorro-de-datos';

/**
 * The page that says the state from the server (rendered per request), where the switch lands
 * without JavaScript; its `?volver=` is the page to go back to. The path is the manifest's
 * (`lib/routes.ts`), written here for the client-side parts that must not load the table.
 */
export const AHORRO_PAGE = '/ahorro-de-datos';
export const VOLVER_PARAM = 'volver';

/** The `<noscript>` form's field: land on `AHORRO_PAGE`, which shows the state. */
export const CONFIRM_FIELD = 'confirmar';

export interface AhorroSignals {
  /** The `vs_ahorro` cookie's value, if any. */
  cookie: string | undefined;
  /** Whether the browser asks to save data (`Save-Data: on`, `navigator.connection.saveData`). */
  saveData: boolean;
}

/**
 * Whether to save data, and why: the person's choice first (`1` on, `0` off, whatever the
 * browser says), else the browser's `Save-Data`. Any other cookie value is no choice.
 */
export function ahorroOf({ cookie, saveData }: AhorroSignals): AhorroSource | null {
  if (cookie === AHORRO_ON) return 'elegido';
  if (cookie === AHORRO_OFF) return null;
  return saveData ? 'navegador' : null;
}

/** `Save-Data: on` (RFC-less client hint: `on`, any case, surrounding spaces). */
export function saveDataRequested(header: string | null | undefined): boolean {
  return header?.trim().toLowerCase() === 'on';
}

/** A cookie's value in a `Cookie` header or `document.cookie`. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** In the browser: whether this page saves data (the inline script's mark), and why. */
export function ahorroInPage(): AhorroSource | null {
  if (typeof document === 'undefined') return null;
  const value = document.documentElement.getAttribute(AHORRO_ATTRIBUTE);
  return value === 'elegido' || value === 'navegador' ? value : null;
}
