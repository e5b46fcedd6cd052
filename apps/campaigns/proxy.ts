import { publicOrigin, sessionCookieSettings, silentCheck } from '@vivasalud/auth/server';
import { resolveHosts } from '@vivasalud/config/hosts';
import { createPageProxy } from '@vivasalud/config/proxy';
import { NextResponse, type NextRequest } from 'next/server';
import { isKnownPath, isPerRequestPath, UNKNOWN_PATH } from './lib/routes';
import { sitesOf } from './lib/site';

/**
 * The proxy runs only where it must (DESIGN.md, "Rendering and caching (decided)"), with the
 * portal's body (`createPageProxy` of `@vivasalud/config/proxy`):
 * - on the per-request routes of the manifest (`lib/routes.ts`: sign-up and participation): the
 *   silent check of the portal's session (issue #25, this site's own decision, below), then a
 *   fresh nonce that Next.js reads back from the `Content-Security-Policy` request header and
 *   puts on the scripts it renders (`x-nonce` hands it to server components);
 * - on any request that carries a `Content-Security-Policy`, `…-Report-Only` or `x-nonce`
 *   header: Next.js would render that nonce into a cached page for every visitor, so the proxy
 *   drops them. A CDN in front strips them too; this holds without one.
 * - on any address no route has (`unknownPathSource()`): the shared not-found page (status 404,
 *   the address kept) from the copy the proxy keeps, never a render for the request: Next.js
 *   writes the address of the request that renders a page into its HTML, and a cached not-found
 *   page rendered again by whichever request found it stale showed that visitor's address to
 *   everyone (issue #26, `@vivasalud/config/not-found-page`).
 * Cached pages (home, landings, terms, information) get their policy, security headers and
 * locale cookie from next.config `headers()` (`@vivasalud/config/page-headers`). The route
 * handlers (`/api/…`) need no page policy and never pass here.
 */
const pageProxy = createPageProxy({
  env: process.env,
  manifest: { isKnownPath, isPerRequestPath, unknownPath: UNKNOWN_PATH },
  responses: NextResponse,
  decide(request, { perRequest }) {
    if (!perRequest) return undefined;
    // Signed in on the portal, not yet here: one top-level hop through the portal's ticket route
    // first (`silentCheck` of @vivasalud/auth/server, issue #25); the page then renders signed in,
    // or for an anonymous visitor once the hop came back with nothing.
    const hostname = new URL(publicOrigin(request)).hostname;
    const cookie = sessionCookieSettings(
      resolveHosts(hostname, process.env).environment,
      process.env,
      'campaigns',
    );
    return silentCheck(request, { cookie, portal: sitesOf(process.env).portal });
  },
});

export function proxy(request: NextRequest): Promise<Response> {
  return pageProxy(request);
}

/**
 * Literal, as Next.js requires (it reads the matcher at build time): the manifest's per-request
 * routes (each with what lies below it), without prefetches (Next.js CSP guide: they fetch data
 * for a later navigation, no document), then any address no route has, then any request with a
 * forged nonce. `routes.test.ts` checks them against the manifest.
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
    // Any address no route has: `unknownPathSource()`, word for word.
    {
      source:
        '/:path((?!(?:api|_next)/|(?:favicon\\.ico|robots\\.txt|sitemap\\.xml)$|(?:|campaign/[^/]+|campaign/[^/]+/terminos|campaign/corre-por-la-p/informacion|campaign/[^/]+/resultado|service-unavailable|campaign/[^/]+/signup|campaign/[^/]+/participate)/?$).*)',
    },
    { source: '/:path*', has: [{ type: 'header', key: 'content-security-policy' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'content-security-policy-report-only' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'x-nonce' }] },
  ],
};
