import type { Environment } from '@vivasalud/config/hosts';

/**
 * The session cookie that carries the identity bearer token (page JavaScript never sees it).
 *
 * - Not secure (a `dev` host such as localhost, over http): `vs_session`.
 * - Secure (any host that is not `dev` — qa and production are https — or
 *   `VIVASALUD_COOKIE_SECURE=true`): `__Host-vs_session` with `Path=/` and no `Domain`, so only
 *   the exact host that set it receives it.
 * - Secure and `VIVASALUD_COOKIE_DOMAIN` set (e.g. `vivasalud.pe`, so that `campanas.` shares the
 *   login of `www.`): `__Secure-vs_session; Domain=<that>` — the `__Host-` prefix forbids a Domain.
 *   Without `Secure` the Domain is still sent (name `vs_session`), for local set-ups on subdomains.
 * - Always `Path=/; HttpOnly; SameSite=Lax; Max-Age=28800` (8 hours, the identity session
 *   lifetime). Clearing sends the same attributes with an empty value and `Max-Age=0`.
 */
export const SESSION_COOKIE = 'vs_session';
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

export const COOKIE_ENV = {
  secure: 'VIVASALUD_COOKIE_SECURE',
  domain: 'VIVASALUD_COOKIE_DOMAIN',
} as const;

export interface SessionCookieSettings {
  name: string;
  secure: boolean;
  /** Domain attribute, when the login is shared with subdomains. */
  domain: string | undefined;
}

type Env = Readonly<Record<string, string | undefined>>;

/** A registrable domain name: letters, digits, hyphens and dots (no spaces, `;` or ports). */
const DOMAIN =
  /^\.?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

export function sessionCookieSettings(
  environment: Environment,
  env: Env = {},
): SessionCookieSettings {
  const secure = environment !== 'dev' || env[COOKIE_ENV.secure]?.trim().toLowerCase() === 'true';
  const domain = env[COOKIE_ENV.domain]?.trim() || undefined;
  if (domain && !DOMAIN.test(domain)) {
    // A value that could break the header (or that no browser would accept) is a deployment
    // error: fail loudly instead of silently issuing host-only cookies.
    throw new Error(`${COOKIE_ENV.domain} is not a valid domain name`);
  }
  const name = !secure
    ? SESSION_COOKIE
    : domain
      ? `__Secure-${SESSION_COOKIE}`
      : `__Host-${SESSION_COOKIE}`;
  return { name, secure, domain };
}

function attributes(settings: SessionCookieSettings, maxAge: number): string {
  return [
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
    ...(settings.domain ? [`Domain=${settings.domain}`] : []),
    ...(settings.secure ? ['Secure'] : []),
  ].join('; ');
}

/** `Set-Cookie` value that stores `token` for 8 hours. */
export function serializeSessionCookie(settings: SessionCookieSettings, token: string): string {
  return `${settings.name}=${encodeURIComponent(token)}; ${attributes(settings, SESSION_MAX_AGE_SECONDS)}`;
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
