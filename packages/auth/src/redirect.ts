/**
 * Open-redirect guard for `redirect` query parameters and the stored `pathToGo` (issue #5).
 * Only same-origin relative paths (`/x?y#z`) pass; anything else becomes "/".
 */

const HOME = '/';
/** A base no real request can have, so anything that resolves off it left the site. */
const PROBE_ORIGIN = 'http://same-origin.invalid';
/** Longer values are not paths a person follows; refusing them keeps the decoding loop cheap. */
const MAX_LENGTH = 2048;
/** C0 controls and DEL: browsers strip tabs and newlines from URLs, so `/\t/evil.com` is `//evil.com`. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}

/** True when the text, read by a browser, would start a scheme-relative or backslash URL. */
function leavesOrigin(path: string): boolean {
  return path.startsWith('//') || path.startsWith('/\\') || hasControl(path);
}

/**
 * True when `path` is rooted, has no backslash, and neither it nor what a later layer (router,
 * server) would make of it by decoding (`/%2F%2Fevil.com`, `/%5Cevil.com`, doubly encoded)
 * leaves the origin.
 */
function staysOnSite(path: string): boolean {
  // Must be rooted: `https:evil.com`, `javascript:…` and `evil.com` all fail here.
  if (!path.startsWith('/')) return false;
  // Browsers read `\` as `/` in a URL, so `/\evil.com` means `//evil.com`; a real path never needs one.
  if (path.includes('\\') || leavesOrigin(path)) return false;
  let decoded = path;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return false; // malformed escapes are not a path we wrote
    }
    if (next === decoded) break;
    if (leavesOrigin(next)) return false;
    decoded = next;
  }
  return true;
}

/**
 * The same-site path `value` stands for, resolved as a browser resolves it (`/a/../b` → `/b`,
 * `/campañas` → `/campa%C3%B1as`), or `undefined` when it is none: not a string, empty, longer
 * than 2048 characters, not rooted (`https:…`, `javascript:…`, `evil.com`, ` /x`), or what a
 * browser, router or server would read as another site (`//host`, `/\\host`, a tab, newline or
 * other control character anywhere, `%2F`/`%5C`/`%09` encoded once or more, dot segments
 * rebuilding `//host`).
 */
function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH)
    return undefined;
  if (!staysOnSite(value)) return undefined;

  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  // Dot segments can rebuild `//host` (`/.//evil.com`, `/%2e%2e/%2F%2Fevil.com`): the resolved
  // form is what is returned, so it passes the same checks (and sanitizing twice changes nothing).
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return staysOnSite(resolved) ? resolved : undefined;
}

/**
 * Whether `value` is a same-site path, exactly as `sanitizeRedirect` decides it: the one rule of
 * the app for "this address stays on the site" (redirects, `pathToGo`, and the portal's CMS
 * links, `hrefKind`, issue #16). No trimming: a caller that trims does it first.
 */
export function isSameSitePath(value: unknown): value is string {
  return sameSitePath(value) !== undefined;
}

/** `value` when it is a same-site path (resolved, see `isSameSitePath`), else `/`. */
export function sanitizeRedirect(value: unknown): string {
  return sameSitePath(value) ?? HOME;
}

/** The query parameter and value of the sign-in notice after an unusable sign-in ticket. */
export const TICKET_NOTICE_PARAM = 'aviso';
export const TICKET_NOTICE_VALUE = 'acceso-vencido';
/** What the sign-in page shows for `?aviso=acceso-vencido`. */
export const TICKET_NOTICE =
  'El enlace de acceso ya se usó o venció. Inicia sesión para continuar.';

/**
 * The portal's link that takes a person to `path` on the campaigns site signed in as they are
 * on the portal (a one-time ticket, see `@vivasalud/auth/server`), or signed out when they are
 * not: `ticketHref('/campaign/sorteo-audifonos/participate/')` →
 * `/api/auth/ticket?to=%2Fcampaign%2Fsorteo-audifonos%2Fparticipate%2F`. A path that is not
 * same-site becomes `/`.
 */
export function ticketHref(path: string): string {
  return `/api/auth/ticket?to=${encodeURIComponent(sanitizeRedirect(path))}`;
}

/** `login=1` on the portal's ticket route: someone not signed in there signs in first. */
export const TICKET_LOGIN_PARAM = 'login';

/**
 * The campaigns site's «Inicia sesión» (issue #25): the portal's ticket route with `path` (a page
 * of the campaigns site) as the return and `login=1` — someone signed in on the portal comes
 * straight back to `path` signed in; anyone else signs in on the portal first, then comes back.
 * `campaignsSignInHref('https://www.vivasalud.pe', '/campaign/x/signup/')` →
 * `https://www.vivasalud.pe/api/auth/ticket?to=%2Fcampaign%2Fx%2Fsignup%2F&login=1`.
 */
export function campaignsSignInHref(portal: string, path: string): string {
  return new URL(`${ticketHref(path)}&${TICKET_LOGIN_PARAM}=1`, portal).href;
}
