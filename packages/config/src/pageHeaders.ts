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

/**
 * The files the apps serve outside `/_next/`: their metadata files, at the root
 * (`app/favicon.ico`, `app/robots.ts`, `app/sitemap.ts`).
 */
export const SITE_FILES = ['favicon.ico', 'robots.txt', 'sitemap.xml'] as const;

/**
 * What no page rule covers: route handlers, Next's own files and the site's files by name. Any
 * other path is a page request, a dot in it or not (`/clases-grabadas/x.y`, a slug that cannot
 * exist): it gets the not-found page with the pages' policy, never a render of its own without
 * one (issue #26).
 */
export const NOT_A_PAGE = `(?:api|_next)/|(?:${SITE_FILES.map(escapeRegExp).join('|')})$`;

/** next.config `source` of every page request (not `/api/…`, `/_next/…` nor files). */
export const PAGE_SOURCE = `/:path((?!${NOT_A_PAGE}).*)`;

/** `text` with the characters of a regular expression escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * next.config `source` of every page request outside the per-request paths. Each of
 * `perRequest` is a regular expression over the path without its leading slash (`auth`,
 * `campaign/[^/]+/signup`), covering what lies below it too. Those get a nonce policy from the
 * proxy; route handlers and files get none.
 */
export function cachedPagesSource(perRequest: readonly string[]): string {
  const excluded = perRequest.length > 0 ? `|(?:${perRequest.join('|')})(?:/|$)` : '';
  return `/:path((?!${NOT_A_PAGE}${excluded}).*)`;
}

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
