import { applyPagePolicy, deploymentOf } from '@vivasalud/config/security';
import { NextResponse, type NextRequest } from 'next/server';
import { cookieFlagScriptHash } from './lib/banners/cookieFlagHash';
import { isPerRequestPath } from './lib/routes';
import { thirdPartyIds, thirdPartyOrigins } from './lib/shell/thirdParties';

/** Read once when the server starts: a malformed host URL fails there, not on each request. */
const deployment = deploymentOf(process.env);
/** The hosts of the consented analytics and A/B scripts (none when their ids are not set). */
const thirdParties = thirdPartyOrigins(thirdPartyIds(process.env));
/** The root layout's inline cookie-flag check, allowed by hash where pages carry a nonce. */
const inlineScriptHashes = [cookieFlagScriptHash()];

/**
 * The proxy runs only where it must (DESIGN.md, "Rendering and caching (decided)"):
 * - on the per-request routes of the manifest (`lib/routes.ts`, mode `per-request`): a fresh
 *   nonce that Next.js reads back from the `Content-Security-Policy` request header and puts on
 *   the scripts it renders (`x-nonce` hands it to server components with scripts of their own);
 * - on any request that carries a `Content-Security-Policy`, `…-Report-Only` or `x-nonce`
 *   header: Next.js would render that nonce into a cached page for every visitor, so the proxy
 *   drops them. A CDN in front strips them too; this holds without one.
 * Cached pages get their policy, security headers and locale cookie from next.config `headers()`
 * (lib/pageHeaders.ts), and unknown paths the not-found page from its `rewrites()`.
 */
export function proxy(request: NextRequest) {
  const requestHeaders = new Headers(request.headers);
  const perRequest = isPerRequestPath(request.nextUrl.pathname);
  const policy = applyPagePolicy(requestHeaders, deployment, {
    development: process.env.NODE_ENV === 'development',
    perRequest,
    thirdParties,
    inlineScriptHashes,
  });
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  // A cached page keeps the policy of next.config (the same for everyone).
  if (perRequest) response.headers.set('Content-Security-Policy', policy);
  return response;
}

/**
 * Literal, as Next.js requires (it reads the matcher at build time): the manifest's per-request
 * routes (`perRequestMatches()`: each with what lies below it, or a catalog with a cached detail
 * below it as its own path, with and without the trailing slash), without prefetches (Next.js
 * CSP guide: they fetch data for a later navigation, no document), then any request with a
 * forged nonce. `proxy.test.ts` checks the first group against the manifest.
 */
export const config = {
  matcher: [
    {
      source: '/herramientas-para-tu-salud/calculadora-de-dias-fertiles/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/herramientas-para-tu-salud/calculadora-de-estatura/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/herramientas-para-tu-salud/calculadora-de-calorias/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/herramientas-para-tu-salud/calculadora-IMC/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/programas-bienestar/detail/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/telemedicina/fin-telemedicina/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/auth/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/clases-en-vivo',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/clases-en-vivo/',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/clases-grabadas',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/clases-grabadas/',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/guias-y-consejos',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/guias-y-consejos/',
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
