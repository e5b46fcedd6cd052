/**
 * The page headers of next.config `headers()` that both apps share (DESIGN.md, "Rendering and
 * caching (decided)"): cached pages are served without the proxy, so their Content-Security-Policy
 * (the same for everyone, no nonce) and the `NEXT_LOCALE` cookie come from here; per-request
 * pages get their nonce policy from the app's proxy. Pure: each app passes its environment, the
 * per-request paths of its route manifest and its third parties.
 */
import {
  contentSecurityPolicy,
  deploymentOf,
  securityHeaders,
  type Header,
  type ThirdPartyOrigins,
} from './security';
import { PAGE_SOURCE } from './routes';

type Env = Readonly<Record<string, string | undefined>>;

/** Spec §4: the app shell keeps the current locale in `NEXT_LOCALE` (path /, about a year). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE = 'es-PE';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A rule of next.config `headers()`. */
export interface HeaderRule {
  source: string;
  headers: Header[];
  missing?: { type: 'cookie'; key: string }[];
}

// The page sources are the route machinery's (`./routes`), re-exported where they were first.
export { cachedPagesSource, escapeRegExp, NOT_A_PAGE, PAGE_SOURCE, SITE_FILES } from './routes';

/** The policy of every cached page: no nonce (it would be someone else's), the same for all. */
export function cachedPagePolicy(env: Env, thirdParties?: ThirdPartyOrigins): string {
  const deployment = deploymentOf(env);
  return contentSecurityPolicy({
    nonce: null,
    development: env.NODE_ENV === 'development',
    https: deployment.https,
    mediaOrigins: deployment.mediaOrigins,
    ...(thirdParties ? { thirdParties } : {}),
  });
}

/** The `Set-Cookie` value that gives a first visit the locale cookie. */
export function localeCookie(https: boolean): string {
  return `${LOCALE_COOKIE}=${LOCALE}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${https ? '; Secure' : ''}`;
}

export interface PageHeaderOptions {
  /** `cachedPagesSource(…)` of the app's route manifest. */
  cachedSource: string;
  /** What the app's consented scripts load (the portal's analytics); none by default. */
  thirdParties?: ThirdPartyOrigins;
  /**
   * The route handlers whose redirect carries a one-time ticket in its `Location` (the sign-in
   * ticket routes, issue #26): `Referrer-Policy: no-referrer`, so no Referer takes it onward.
   * Next.js puts these rules over a handler's own headers, so the handler's `no-referrer` needs
   * its rule here; last, since the last matching rule wins over the site-wide policy.
   */
  noReferrer?: readonly string[];
}

/**
 * Every response gets the security headers; every page outside the per-request paths the cached
 * pages' policy; every page request without the cookie the locale cookie. `next build` writes
 * these into its routes manifest: set `VIVASALUD_SITE_URL` (and any third-party ids) when
 * building.
 */
export function pageHeaderRules(
  env: Env,
  { cachedSource, thirdParties, noReferrer = [] }: PageHeaderOptions,
): HeaderRule[] {
  const deployment = deploymentOf(env);
  return [
    { source: '/:path*', headers: securityHeaders(deployment) },
    {
      source: cachedSource,
      headers: [{ key: 'Content-Security-Policy', value: cachedPagePolicy(env, thirdParties) }],
    },
    {
      source: PAGE_SOURCE,
      missing: [{ type: 'cookie', key: LOCALE_COOKIE }],
      headers: [{ key: 'Set-Cookie', value: localeCookie(deployment.https) }],
    },
    ...noReferrer.map((source) => ({
      source,
      headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }],
    })),
  ];
}
