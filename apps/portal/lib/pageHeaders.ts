/**
 * The response headers of next.config `headers()` (DESIGN.md, "Rendering and caching (decided)"):
 * cached pages are served without the proxy, so their Content-Security-Policy and the
 * `NEXT_LOCALE` cookie come from here; per-request pages get their nonce policy from proxy.ts.
 */
// Relative: next.config.ts loads this file outside the app's `@/` alias.
import {
  contentSecurityPolicy,
  deploymentOf,
  securityHeaders,
  type Header,
} from '@vivasalud/config/security';
import { cachedSource, PAGE_SOURCE } from './routes';
import { thirdPartyIds, thirdPartyOrigins } from './shell/thirdParties';

type Env = Record<string, string | undefined>;

/** Spec §4: the app shell keeps the current locale in `NEXT_LOCALE` (path /, about a year). */
const LOCALE_COOKIE = 'NEXT_LOCALE';
const LOCALE = 'es-PE';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

interface HeaderRule {
  source: string;
  headers: Header[];
  missing?: { type: 'cookie'; key: string }[];
}

/** The policy of every cached page: no nonce (it would be someone else's), the same for all. */
function cachedPagePolicy(env: Env): string {
  const deployment = deploymentOf(env);
  return contentSecurityPolicy({
    nonce: null,
    development: env.NODE_ENV === 'development',
    https: deployment.https,
    mediaOrigins: deployment.mediaOrigins,
    thirdParties: thirdPartyOrigins(thirdPartyIds(env)),
  });
}

/** The `Set-Cookie` value that gives a first visit the locale cookie. */
function localeCookie(https: boolean): string {
  return `${LOCALE_COOKIE}=${LOCALE}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${https ? '; Secure' : ''}`;
}

/**
 * Every response gets the security headers; every response outside the per-request routes the
 * cached pages' policy; every page request without the cookie the locale cookie. `next build`
 * writes these into its routes manifest: set `VIVASALUD_SITE_URL` (and the third-party ids) when
 * building.
 */
export function pageHeaderRules(env: Env): HeaderRule[] {
  const deployment = deploymentOf(env);
  return [
    { source: '/:path*', headers: securityHeaders(deployment) },
    {
      source: cachedSource(),
      headers: [{ key: 'Content-Security-Policy', value: cachedPagePolicy(env) }],
    },
    {
      source: PAGE_SOURCE,
      missing: [{ type: 'cookie', key: LOCALE_COOKIE }],
      headers: [{ key: 'Set-Cookie', value: localeCookie(deployment.https) }],
    },
  ];
}
