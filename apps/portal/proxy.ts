import { carriesNonce, createPageProxy } from '@vivasalud/config/proxy';
import { NextResponse, type NextRequest } from 'next/server';
import { cookieFlagScriptHash } from './lib/banners/cookieFlagHash';
import { CATALOG_COPIES } from './lib/clientRoutes';
import { catalogCopyOf } from './lib/catalog/serve';
import { catalogRouteOf, isKnownPath, isPerRequestPath, UNKNOWN_PATH } from './lib/routes';
import { createSlugDirectory, slugRouteOf } from './lib/slugs';
import { thirdPartyIds, thirdPartyOrigins } from './lib/shell/thirdParties';

/** The slugs of the catalog routes, read from the content service (lib/slugs.ts). */
const slugs = createSlugDirectory();

/**
 * The proxy runs only where it must (DESIGN.md, "Rendering and caching (decided)"); its body is
 * the one both apps share (`createPageProxy` of `@vivasalud/config/proxy`):
 * - on the per-request routes of the manifest (`lib/routes.ts`, mode `per-request`): a fresh
 *   nonce that Next.js reads back from the `Content-Security-Policy` request header and puts on
 *   the scripts it renders (`x-nonce` hands it to server components with scripts of their own);
 *   the root layout's inline cookie-flag check is allowed by hash;
 * - on any request that carries a `Content-Security-Policy`, `…-Report-Only` or `x-nonce`
 *   header: Next.js would render that nonce into a cached page for every visitor, so the proxy
 *   drops them. A CDN in front strips them too; this holds without one.
 * - on any address no route has (the same pattern as next.config's rewrite,
 *   `unknownPathRewrite`): the shared not-found page (`UNKNOWN_PATH`, 404), without a render,
 *   from the copy the proxy keeps (`@vivasalud/config/not-found-page`: a page rendered for a
 *   visitor would show their address to everyone; issue #26).
 * - the portal's own decisions: on the catalog routes with a slug (`SLUG_AREAS`, lib/slugs.ts), a
 *   slug the catalog does not have is unknown too: the same not-found page, from the cache,
 *   without rendering the page nor asking the service. On a catalog's own page (issue #33), an
 *   address it can vouch for is answered by the cached copy of the page for its state
 *   (`lib/catalog/copies.ts`), with the cached pages' policy; a copy's own address, asked for from
 *   outside, is unknown.
 * Cached pages get their policy, security headers and locale cookie from next.config `headers()`
 * (lib/pageHeaders.ts), and unknown paths the not-found page from its `rewrites()`.
 */
const pageProxy = createPageProxy({
  env: process.env,
  manifest: { isKnownPath, isPerRequestPath, unknownPath: UNKNOWN_PATH },
  responses: NextResponse,
  // The hosts of the consented analytics and A/B scripts (none when their ids are not set).
  thirdParties: thirdPartyOrigins(thirdPartyIds(process.env)),
  inlineScriptHashes: [cookieFlagScriptHash()],
  async decide(request, step) {
    // The proxy's own rewrites never come through here: a copy asked for is asked for from outside.
    if (step.pathname.startsWith(`${CATALOG_COPIES}/`)) return step.notFound();
    const catalog = catalogRouteOf(step.pathname);
    if (catalog) {
      const copy = await catalogCopyOf(catalog, new URL(request.url).searchParams, slugs);
      if (copy) return step.cached(copy);
      // Rendered per request, as before; a prefetch gets no nonce (it renders no document).
      return isPrefetch(request) && !carriesNonce(request) ? step.pass() : undefined;
    }
    const slugRoute = slugRouteOf(step.pathname);
    if (!slugRoute) return undefined;
    if ((await slugs.check(slugRoute.area, slugRoute.slug)) === 'unknown') return step.notFound();
    // A known one is a cached page: nothing to do unless it carries a nonce header.
    return carriesNonce(request) ? undefined : step.pass();
  },
});

/** A request for a later navigation's data (Next.js's router, or a browser's own prefetch). */
function isPrefetch(request: Request): boolean {
  return (
    request.headers.has('next-router-prefetch') || request.headers.get('purpose') === 'prefetch'
  );
}

export function proxy(request: NextRequest): Promise<Response> {
  return pageProxy(request);
}

/**
 * Literal, as Next.js requires (it reads the matcher at build time): the manifest's per-request
 * routes (`perRequestMatches()`: each with what lies below it, or a route with a cached one below
 * it as its own path, with and without the trailing slash), without prefetches (Next.js CSP
 * guide: they fetch data for a later navigation, no document), but the catalogs' own pages with
 * them (a prefetch of an address is answered by the page that answers the address), then the
 * catalogs' cached copies, then any address no route has, then the catalog routes with a slug,
 * then any request with a forged nonce.
 * `proxy.test.ts` checks them against the manifest, next.config's rewrite and `SLUG_AREAS`.
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
      source: '/programas-bienestar/:slug/inscripcion/:path*',
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
      source: '/programas-bienestar/solicita-cita/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/telemedicina/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/ahorro-de-datos/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/mi-espacio/:path*',
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
      source: '/comentarios/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/sintomas-y-enfermedades',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/sintomas-y-enfermedades/',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/vive-sanamente',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/vive-sanamente/',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/vive-sanamente/lecturas',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/vive-sanamente/lecturas/',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/vive-sanamente/lecturas/detail/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/vive-sanamente/videos',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/vive-sanamente/videos/',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/vive-sanamente/videos/detail/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/vive-sanamente/podcasts',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/vive-sanamente/podcasts/',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/vive-sanamente/podcasts/detail/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/vive-sanamente/infografias',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/vive-sanamente/infografias/',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/vive-sanamente/infografias/detail/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    // The catalogs' own pages (`CATALOG_ROUTES`), prefetches too: the proxy decides which page
    // answers an address (issue #33); and their cached copies, never an address of their own.
    { source: '/clases-en-vivo' },
    { source: '/clases-en-vivo/' },
    { source: '/clases-grabadas' },
    { source: '/clases-grabadas/' },
    { source: '/guias-y-consejos' },
    { source: '/guias-y-consejos/' },
    { source: '/experiencias-presenciales' },
    { source: '/experiencias-presenciales/' },
    { source: '/sesiones-con-expertos' },
    { source: '/sesiones-con-expertos/' },
    { source: '/catalogo-en-cache/:path*' },
    // Any address no route has: next.config's `unknownPathRewrite().source`, word for word.
    {
      source:
        '/:path((?!(?:api|_next)/|(?:favicon\\.ico|robots\\.txt|sitemap\\.xml)$|(?:|pilares|herramientas-para-tu-salud|herramientas-para-tu-salud/calculadora-IMC|herramientas-para-tu-salud/calculadora-de-calorias|herramientas-para-tu-salud/calculadora-de-estatura|herramientas-para-tu-salud/calculadora-de-dias-fertiles|comentarios|vive-sanamente|vive-sanamente/lecturas|vive-sanamente/lecturas/[A-Za-z0-9_-]{1,100}|vive-sanamente/lecturas/detail|vive-sanamente/videos|vive-sanamente/videos/[A-Za-z0-9_-]{1,100}|vive-sanamente/videos/detail|vive-sanamente/podcasts|vive-sanamente/podcasts/[A-Za-z0-9_-]{1,100}|vive-sanamente/podcasts/detail|vive-sanamente/infografias|vive-sanamente/infografias/[A-Za-z0-9_-]{1,100}|vive-sanamente/infografias/detail|programas-de-salud|programas-bienestar|programas-bienestar/[A-Za-z0-9_-]{1,100}|programas-bienestar/[A-Za-z0-9_-]{1,100}/inscripcion|programas-bienestar/citas|programas-bienestar/solicita-cita|programas-bienestar/detail|programas-bienestar/detail/citas|sintomas-y-enfermedades|sintomas-y-enfermedades/[A-Za-z0-9_-]{1,100}|mini-manuales|mini-manuales/[A-Za-z0-9_-]{1,100}|clases-en-vivo|clases-en-vivo/[A-Za-z0-9_-]{1,100}|clases-grabadas|clases-grabadas/[A-Za-z0-9_-]{1,100}|guias-y-consejos|guias-y-consejos/[A-Za-z0-9_-]{1,100}|telemedicina|telemedicina/fin-telemedicina|experiencias-presenciales|experiencias-presenciales/[A-Za-z0-9_-]{1,100}|sesiones-con-expertos|sesiones-con-expertos/[A-Za-z0-9_-]{1,100}|contenidos|politicas-de-cookies|transparencia|politica-de-privacidad|terminos-condiciones|usos-adicionales|ahorro-de-datos|mi-espacio|auth|auth/login|auth/registro|auth/recuperar-contrasena|auth/restablecer-contrasena|service-unavailable|catalogo-en-cache/clases-en-vivo/[A-Za-z0-9_-]{1,100}|catalogo-en-cache/clases-grabadas/[A-Za-z0-9_-]{1,100}|catalogo-en-cache/guias-y-consejos/[A-Za-z0-9_-]{1,100}|catalogo-en-cache/experiencias-presenciales/[A-Za-z0-9_-]{1,100}|catalogo-en-cache/sesiones-con-expertos/[A-Za-z0-9_-]{1,100})/?$).*)',
    },
    // The catalog routes with a slug (`SLUG_AREAS`): prefetches too (an unknown slug's is a 404).
    { source: '/clases-grabadas/:slug' },
    { source: '/clases-en-vivo/:slug' },
    { source: '/guias-y-consejos/:slug' },
    { source: '/sintomas-y-enfermedades/:slug' },
    { source: '/experiencias-presenciales/:slug' },
    { source: '/sesiones-con-expertos/:slug' },
    { source: '/vive-sanamente/lecturas/:slug' },
    { source: '/vive-sanamente/videos/:slug' },
    { source: '/vive-sanamente/podcasts/:slug' },
    { source: '/vive-sanamente/infografias/:slug' },
    { source: '/mini-manuales/:slug' },
    { source: '/programas-bienestar/:slug' },
    { source: '/:path*', has: [{ type: 'header', key: 'content-security-policy' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'content-security-policy-report-only' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'x-nonce' }] },
  ],
};
