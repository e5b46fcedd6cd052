import type { Environment } from '@vivasalud/config/hosts';

/**
 * The session cookie that carries the identity bearer token (page JavaScript never sees it).
 * Each site has its own, host-only (issue #17: never a `Domain=` session cookie; a signed-in
 * person is handed from the portal to the campaigns site with a one-time ticket, `tickets.ts`):
 *
 * - Not secure (a `dev` host such as localhost, over http): `vs_session` on the portal,
 *   `vs_campaign_session` on the campaigns site. Browsers keep cookies per host, not per port, so
 *   on localhost the two names keep the sites' sessions apart, as their hosts do in production.
 * - Secure (any host that is not `dev` — qa and production are https — or
 *   `VIVASALUD_COOKIE_SECURE=true`): `__Host-vs_session` / `__Host-vs_campaign_session`, with
 *   `Path=/` and no `Domain`, so only the exact host that set it receives it.
 * - Always `Path=/; HttpOnly; SameSite=Lax; Max-Age=28800` (8 hours, the identity session
 *   lifetime) — except a session born of a one-time ticket (issue #26), whose cookie lives only
 *   as long as that session: the seconds the identity service says are left of the sign-in that
 *   minted the ticket. Clearing sends the same attributes with an empty value and `Max-Age=0`.
 * - `VIVASALUD_COOKIE_DOMAIN` (a shared-domain cookie, before issue #17) is refused: a deployment
 *   that still sets it fails loudly instead of sharing the session between hosts.
 */
export const SESSION_COOKIE = 'vs_session';
/** The cookie name of each site (before its `__Host-` prefix). */
export const SESSION_COOKIES = {
  portal: SESSION_COOKIE,
  campaigns: 'vs_campaign_session',
} as const;
export type Site = keyof typeof SESSION_COOKIES;
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

export const COOKIE_ENV = {
  secure: 'VIVASALUD_COOKIE_SECURE',
  /** No longer honoured: setting it is an error (see above). */
  domain: 'VIVASALUD_COOKIE_DOMAIN',
} as const;

export interface SessionCookieSettings {
  name: string;
  secure: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

export function sessionCookieSettings(
  environment: Environment,
  env: Env = {},
  site: Site = 'portal',
): SessionCookieSettings {
  if (env[COOKIE_ENV.domain]?.trim()) {
    throw new Error(
      `${COOKIE_ENV.domain} is no longer supported: each site keeps its own host-only session cookie and the portal hands sign-ins to the campaigns site with one-time tickets (unset it)`,
    );
  }
  const secure = environment !== 'dev' || env[COOKIE_ENV.secure]?.trim().toLowerCase() === 'true';
  const base = SESSION_COOKIES[site];
  return { name: secure ? `__Host-${base}` : base, secure };
}

function attributes(settings: SessionCookieSettings, maxAge: number): string {
  return [
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
    ...(settings.secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * `Set-Cookie` value that stores `token` for 8 hours, or for `maxAge` seconds (a whole number
 * from 0 to 8 hours: a ticket's session, which ends with the sign-in that minted it).
 */
export function serializeSessionCookie(
  settings: SessionCookieSettings,
  token: string,
  maxAge: number = SESSION_MAX_AGE_SECONDS,
): string {
  if (!Number.isInteger(maxAge) || maxAge < 0 || maxAge > SESSION_MAX_AGE_SECONDS) {
    throw new RangeError('A session cookie lives from 0 to 8 hours, in whole seconds');
  }
  return `${settings.name}=${encodeURIComponent(token)}; ${attributes(settings, maxAge)}`;
}

/** `Set-Cookie` value that removes the session cookie (same attributes, `Max-Age=0`). */
export function clearSessionCookie(settings: SessionCookieSettings): string {
  return `${settings.name}=; ${attributes(settings, 0)}`;
}

/** The session token from a `Cookie` request header, or undefined when absent or empty. */
export function readSessionCookie(
  cookieHeader: string | null | undefined,
  settings: Pick<SessionCookieSettings, 'name'>,
): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0 || pair.slice(0, index).trim() !== settings.name) continue;
    const raw = pair.slice(index + 1).trim();
    if (!raw) continue;
    try {
      return decodeURIComponent(raw);
    } catch {
      // Not percent-encoded by us: not a token we issued.
      continue;
    }
  }
  return undefined;
}
