import { applyPagePolicy, deploymentOf } from '@vivasalud/config/security';
import { NextResponse, type NextRequest } from 'next/server';

/** Read once when the server starts: a malformed host URL fails there, not on each request. */
const deployment = deploymentOf(process.env);

/**
 * Page requests (issue #6): a fresh nonce and the Content-Security-Policy that allows only the
 * scripts carrying it, as in the portal (`@vivasalud/config/security` builds both). Next.js
 * reads the nonce back from the `Content-Security-Policy` request header and puts it on the
 * scripts it renders; `x-nonce` hands it to server components. A nonce only reaches pages
 * rendered for the request, never prerendered ones. The other security headers are on every
 * response through `headers()` in next.config.ts.
 */
export function proxy(request: NextRequest) {
  const requestHeaders = new Headers(request.headers);
  // Every campaign page is rendered per request (the root layout calls `connection()`).
  const policy = applyPagePolicy(requestHeaders, deployment, {
    development: process.env.NODE_ENV === 'development',
    perRequest: true,
  });
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
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
