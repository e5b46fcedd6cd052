import { applyPagePolicy, deploymentOf } from '@vivasalud/config/security';
import { NextResponse, type NextRequest } from 'next/server';
import { isPerRequestPath } from './lib/routes';

/** Read once when the server starts: a malformed host URL fails there, not on each request. */
const deployment = deploymentOf(process.env);

/**
 * The proxy runs only where it must (DESIGN.md, "Rendering and caching (decided)"), as in the
 * portal:
 * - on the per-request routes of the manifest (`lib/routes.ts`: sign-up and participation): a
 *   fresh nonce that Next.js reads back from the `Content-Security-Policy` request header and
 *   puts on the scripts it renders (`x-nonce` hands it to server components);
 * - on any request that carries a `Content-Security-Policy`, `…-Report-Only` or `x-nonce`
 *   header: Next.js would render that nonce into a cached page for every visitor, so the proxy
 *   drops them. A CDN in front strips them too; this holds without one.
 * Cached pages (home, landings, terms, information) get their policy, security headers and
 * locale cookie from next.config `headers()` (`@vivasalud/config/page-headers`). The route
 * handlers (`/api/…`) need no page policy and never pass here.
 */
export function proxy(request: NextRequest) {
  const requestHeaders = new Headers(request.headers);
  const perRequest = isPerRequestPath(request.nextUrl.pathname);
  const policy = applyPagePolicy(requestHeaders, deployment, {
    development: process.env.NODE_ENV === 'development',
    perRequest,
  });
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  // A cached page keeps the policy of next.config (the same for everyone).
  if (perRequest) response.headers.set('Content-Security-Policy', policy);
  return response;
}

/**
 * Literal, as Next.js requires (it reads the matcher at build time): the manifest's per-request
 * routes (each with what lies below it), without prefetches (Next.js CSP guide: they fetch data
 * for a later navigation, no document), then any request with a forged nonce. `routes.test.ts`
 * checks the first group against the manifest.
 */
export const config = {
  matcher: [
    {
      source: '/campaign/:slug/signup/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/campaign/:slug/participate/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    { source: '/:path*', has: [{ type: 'header', key: 'content-security-policy' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'content-security-policy-report-only' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'x-nonce' }] },
  ],
};
