import { applyPagePolicy, deploymentOf, isUnder } from '@vivasalud/config/security';
import { NextResponse, type NextRequest } from 'next/server';
import { cookieFlagScriptHash } from './lib/banners/cookieFlagHash';
import { CALCULATOR_PATHS, hasPage, UNKNOWN_PATH } from './lib/pages/routes';
import { thirdPartyIds, thirdPartyOrigins } from './lib/shell/thirdParties';

/** Read once when the server starts: a malformed host URL fails there, not on each request. */
const deployment = deploymentOf(process.env);
/** The hosts of the consented analytics and A/B scripts (none when their ids are not set). */
const thirdParties = thirdPartyOrigins(thirdPartyIds(process.env));
/** The root layout's inline cookie-flag check, allowed by hash where pages carry a nonce. */
const inlineScriptHashes = [cookieFlagScriptHash()];

/** Spec §4: the app shell keeps the current locale in `NEXT_LOCALE` (path /, about a year). */
const LOCALE_COOKIE = 'NEXT_LOCALE';
const LOCALE = 'es-PE';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The pages rendered for each request (their layouts call `connection()` or they read the
 * query): they get a nonce. Every other page may be served from the cache (ISR) and gets the
 * cached pages' policy: a nonce rendered into a cached page would be someone else's. A page
 * missing here still works (with the weaker policy); a cached page given a nonce would not.
 */
export const PER_REQUEST_PATHS = [
  '/auth',
  '/programas-bienestar/detail',
  '/telemedicina/fin-telemedicina',
  ...CALCULATOR_PATHS,
];

/**
 * Page requests (issue #6): the Content-Security-Policy of the page. On per-request pages, a
 * fresh nonce that Next.js reads back from the `Content-Security-Policy` request header and puts
 * on the scripts it renders (`x-nonce` hands it to server components with scripts of their own).
 * See the README's "Security" section. The other security headers are on every response through
 * `headers()` in next.config.ts.
 */
export function proxy(request: NextRequest) {
  const requestHeaders = new Headers(request.headers);
  const policy = applyPagePolicy(requestHeaders, deployment, {
    development: process.env.NODE_ENV === 'development',
    perRequest: isUnder(request.nextUrl.pathname, PER_REQUEST_PATHS),
    thirdParties,
    inlineScriptHashes,
  });
  const { pathname } = request.nextUrl;
  // Unknown paths share one cached not-found page (`UNKNOWN_PATH`): the address stays, the
  // answer is 404, and no copy per address is cached.
  const response = hasPage(pathname)
    ? NextResponse.next({ request: { headers: requestHeaders } })
    : NextResponse.rewrite(new URL(UNKNOWN_PATH, request.url), {
        request: { headers: requestHeaders },
      });
  response.headers.set('Content-Security-Policy', policy);

  if (!request.cookies.has(LOCALE_COOKIE)) {
    response.cookies.set({
      name: LOCALE_COOKIE,
      value: LOCALE,
      path: '/',
      maxAge: ONE_YEAR_SECONDS,
      sameSite: 'lax',
      secure: deployment.https,
    });
  }
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: not the route handlers (`/api/…`), Next's own files (`/_next/static`,
      // `/_next/image`, …) nor files with an extension (`favicon.ico`, `robots.txt`, public/).
      source: '/((?!api/|_next/|.*\\.\\w+$).*)',
      // Nor prefetches (Next.js CSP guide): they fetch data for a later navigation, no document.
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
