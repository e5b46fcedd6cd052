/**
 * THE route manifest of the portal (DESIGN.md, "The portal: one folder per area"): every path
 * pattern the portal answers (static, or with dynamic segments anywhere), the CMS page it shows
 * (`GET /pages/{slug}/`), its name (breadcrumb label), its render mode, and every other fact
 * about it: structured-data type, crawl rule, related-resources rule, analytics off, feedback
 * off, banner exceptions. Nothing else lists paths (`paths.test.ts` checks it): the proxy
 * matcher, the CSP mode, the unknown-path rewrite, the sitemap and robots.txt, the breadcrumbs,
 * JSON-LD, the related resources, the calculators' analytics, the feedback widget, the banners
 * and the content catch-all read this table, most through what `@vivasalud/config/routes`
 * derives from it. `routes.test.ts` checks it against the route folders of `app/`.
 *
 * The CMS slugs are the seeded service's (apps/api/seed/documents/pages.yaml).
 */
// Relative: next.config.ts and proxy.ts load this file outside the app's `@/` alias. Client code
// never imports it: the entries whose facts the browser reads (analytics, feedback, banners) are
// in `clientRoutes.ts`, listed here in their place, so that no client bundle grows with the table.
import { AHORRO_PAGE } from './ahorro/ahorro';
import {
  breadcrumbTrail,
  isDynamicPattern,
  PAGE_SOURCE,
  routeManifest,
  type Crumb,
  type JsBudget,
  type RenderMode,
} from '@vivasalud/config/routes';
import { campaignsSite } from '@vivasalud/config/hosts';
import {
  ACCOUNT_ROUTE,
  APPOINTMENT_ROUTE,
  PROGRAM_SIGNUP_ROUTE,
  MY_SPACE_ROUTE,
  TELEMEDICINE_ROUTE,
  SYMPTOMS_DIRECTORY_ROUTE,
  ADDITIONAL_USES_PATH,
  CALCULATOR_PATHS,
  CALCULATOR_ROUTES,
  COOKIE_POLICY_ROUTE,
  TOOLS_PATH,
} from './clientRoutes';
import { copyPatternOf } from './catalog/copies';
import {
  DISCIPLINE_PARAM,
  DISTRICT_PARAM,
  GUIDE_TYPE_PARAM,
  MENTOR_PARAM,
  SPECIALTY_PARAM,
} from './catalog/filters';

export {
  ADDITIONAL_USES_PATH,
  CALCULATOR_PATHS,
  CATALOG_COPIES,
  CALCULATOR_ROUTES,
  CLIENT_FACT_ROUTES,
  TOOLS_PATH,
} from './clientRoutes';

export type { Crumb, PerRequestMatch, RenderMode } from '@vivasalud/config/routes';

/** The schema.org type of a page (`lib/seo/jsonLd.ts`). */
export type StructuredDataType = 'MedicalWebPage' | 'WebPage';

/**
 * The related-resources block of spec §2 (`lib/pages/relatedResources.ts`): the "experiencias"
 * or "expertos" resources; every "expertos" one plus one class or guide; the "experiencias" ones
 * plus one class or guide.
 */
export type RelatedRule = 'experiences-or-experts' | 'experts-and-one' | 'experiences-and-one';

/** A banner of the common layout (`lib/banners/rules.ts`). */
export type Banner = 'cookies' | 'consent';

export interface Route {
  /**
   * The path pattern, without a trailing slash (the app answers both forms): static
   * (`/vive-sanamente/lecturas`) or with dynamic segments anywhere, each written `[name]` and
   * holding a slug (`/clases-en-vivo/[slug]`, `/sintomas-y-enfermedades/[letra]`,
   * `/mini-manual/[slug]/[capitulo]`).
   */
  pattern: string;
  /**
   * The route's name, typed here only: the breadcrumb label when the route is an ancestor of the
   * page shown, and the area's name wherever the portal names it (a catalog's title, a detail
   * page's breadcrumb).
   */
  label: string;
  /** The CMS page it shows (`GET /pages/{slug}/`), when it has one. */
  slug?: string;
  /** How it renders (`RenderMode`, DESIGN.md "Rendering and caching (decided)"). */
  mode: RenderMode;
  /**
   * `cms`: the content catch-all (`(site)/[...path]`) renders its CMS page; `own`: a route
   * folder of its own under `app/` (its CMS page, if any, is part of it).
   */
  page: 'cms' | 'own';
  /**
   * The schema.org type of its pages and of what lies below it (`lib/seo/jsonLd.ts`), unless a
   * route below says otherwise; `WebPage` where no route says.
   */
  schema?: StructuredDataType;
  /**
   * For crawlers (`lib/seo/crawl.ts`): `disallow` — robots.txt keeps them out of it and of what
   * lies below it (a route with routes below it is written as a folder, `/auth/`); `no-sitemap`
   * — a person's own data: crawlable (to read its `noindex`), out of the sitemap, with what lies
   * below it.
   */
  crawl?: 'disallow' | 'no-sitemap';
  /** The related-resources rule of its page (spec §2; `lib/pages/relatedResources.ts`). */
  related?: RelatedRule;
  /**
   * A catalog's own page, which reads its query (issue #33): the parameters of the area's own
   * filters besides `categoria` and `pagina` (`lib/catalog/params.ts`), in the order its address
   * writes them. The page reads them from here. The proxy serves each address of it that it can
   * vouch for from the cached copy of the page for its state (`lib/catalog/copies.ts`, a `cached`
   * route of the table, added after it); everything else renders per request, as `mode` says.
   */
  catalog?: { filters: readonly string[] };
  /** `off`: no analytics tag starts on its page (a calculator: its query holds health data). */
  analytics?: 'off';
  /** `off`: no embedded feedback widget on it nor below it (spec §2: routes under /auth). */
  feedback?: 'off';
  /**
   * Banners that never show (spec §4; `lib/banners/rules.ts`): `cookies` on this page only;
   * `consent` on every path starting with the pattern.
   */
  noBanners?: readonly Banner[];
  /**
   * Its JavaScript budget against a bare Next page (`JsBudget` of `@vivasalud/config/routes`,
   * issue #33): `form` for a page with a form, `player` for a recorded class; `content` (1.10×)
   * unless told. Only its own page (what lies below it says its own).
   */
  js?: JsBudget;
}

type Facts = Omit<Route, 'pattern' | 'slug' | 'label' | 'mode' | 'page'>;

/** A content route: a route that shows a CMS page, at a static path. */
export interface ContentRoute {
  /** The canonical path, without a trailing slash (the app answers both forms). */
  path: string;
  /** The page's slug on the content service. */
  slug: string;
  /** The breadcrumb label when the route is an ancestor of the page shown. */
  label: string;
}

const TOOLS = TOOLS_PATH;
const LIVE_HEALTHY = '/vive-sanamente';
/** The library's types: their segment, CMS page, name, and the name of one of them. */
const LIVE_HEALTHY_TYPES = [
  ['lecturas', 'vive-sanamente-lecturas', 'Lecturas', 'Lectura'],
  ['videos', 'vive-sanamente-videos', 'Videos', 'Video'],
  ['podcasts', 'vive-sanamente-podcasts', 'Podcasts', 'Podcast'],
  ['infografias', 'vive-sanamente-infografias', 'Infografías', 'Infografía'],
] as const;
const PROGRAMS = '/programas-bienestar';

/** A CMS-only page, served by the content catch-all from the cache. */
const cms = (pattern: string, slug: string, label: string, facts: Facts = {}): Route => ({
  pattern,
  slug,
  label,
  mode: 'cached',
  page: 'cms',
  ...facts,
});

/**
 * THE table. How a route is rendered (`mode`, DESIGN.md "Rendering and caching (decided)"):
 * - `cached`: the same HTML for everyone, served from Next's cache without the proxy; its static
 *   CSP, security headers and `NEXT_LOCALE` cookie come from `next.config` `headers()`. Its page
 *   never reads the query (`searchParams`): Next renders such a page per request, whatever the
 *   manifest says (`routes.test.ts` checks the route folders), and serves a cached route the
 *   same for every query.
 * - `per-request`: reads the session or the query on the server, so every address of it renders
 *   per request (`Cache-Control: private, no-store`); the proxy runs and gives it a nonce CSP.
 *   A catalog (`catalog`) is the exception the proxy makes: the addresses it can vouch for are
 *   answered by the cached copy of the page for their state (`withCatalogCopies`).
 */
export const ROUTES: readonly Route[] = withCatalogCopies([
  {
    // Home (issue #18): its CMS page (heading, SEO, sections) with the home blocks of the service.
    pattern: '/',
    slug: 'home',
    label: 'Inicio',
    mode: 'cached',
    page: 'own',
  },
  {
    // The CMS page with the pillars block (`home/pilares/`, issue #18).
    pattern: '/pilares',
    slug: 'pilares',
    label: 'Pilares del bienestar',
    mode: 'cached',
    page: 'own',
  },
  {
    pattern: TOOLS,
    slug: 'herramientas-para-tu-salud',
    label: 'Herramientas para tu salud',
    mode: 'cached',
    page: 'own',
    schema: 'MedicalWebPage',
  },
  ...CALCULATOR_ROUTES,
  {
    // The comment form (issue #32) reads `?referencia=` and `?resultado=&campos=` on the server;
    // the approved comments come with the page.
    pattern: '/comentarios',
    slug: 'comentarios',
    label: 'Comentarios',
    mode: 'per-request',
    page: 'own',
    js: 'form',
  },
  {
    // The library (issue #30) reads `?buscar=&categoria=&pilar=&tema=&tipo=&pagina=`: rendered per
    // request like the other catalogs; nothing of the visitor's is read.
    pattern: LIVE_HEALTHY,
    slug: 'vive-sanamente',
    label: 'Vive sanamente',
    mode: 'per-request',
    page: 'own',
    schema: 'MedicalWebPage',
  },
  ...LIVE_HEALTHY_TYPES.flatMap(([segment, slug, label, item]): Route[] => [
    // A type's list: the library's filters, its type fixed.
    { pattern: `${LIVE_HEALTHY}/${segment}`, slug, label, mode: 'per-request', page: 'own' },
    // A publication: the same cached HTML for everyone (ISR, 300 s).
    { pattern: `${LIVE_HEALTHY}/${segment}/[slug]`, label: item, mode: 'cached', page: 'own' },
    {
      // The spec's `…/detail?id=N` (and `?slug=S`, the links of the home slider and /pilares):
      // a permanent redirect to the publication's own address.
      pattern: `${LIVE_HEALTHY}/${segment}/detail`,
      label: item,
      mode: 'per-request',
      page: 'own',
      crawl: 'no-sitemap',
    },
  ]),
  cms('/programas-de-salud', 'programas-de-salud', 'Programas de salud', {
    schema: 'MedicalWebPage',
  }),
  {
    // The programs (issue #32): the CMS page with every program the service lists. Cached.
    pattern: PROGRAMS,
    slug: 'programas-bienestar',
    label: 'Programas de bienestar',
    mode: 'cached',
    page: 'own',
    schema: 'MedicalWebPage',
  },
  // A program (`/programas-bienestar/maternidad`…): the same cached HTML for everyone (ISR).
  { pattern: `${PROGRAMS}/[slug]`, label: 'Programa', mode: 'cached', page: 'own' },
  PROGRAM_SIGNUP_ROUTE,
  {
    // A person's appointments: not health content. A folder of its own (the programs' `[slug]`
    // would take the address otherwise).
    pattern: `${PROGRAMS}/citas`,
    slug: 'programas-bienestar-citas',
    label: 'Mis citas',
    mode: 'cached',
    page: 'own',
    schema: 'WebPage',
    crawl: 'no-sitemap',
  },
  APPOINTMENT_ROUTE,
  {
    // The spec's `…/detail?id=N` and `…/detail/citas?id=N`: 308 to the program's address and to
    // its appointment request.
    pattern: `${PROGRAMS}/detail`,
    label: 'Programa',
    mode: 'per-request',
    page: 'own',
    crawl: 'no-sitemap',
  },
  {
    pattern: `${PROGRAMS}/detail/citas`,
    label: 'Citas',
    mode: 'per-request',
    page: 'own',
    schema: 'WebPage',
    crawl: 'no-sitemap',
  },
  SYMPTOMS_DIRECTORY_ROUTE,
  {
    // A condition's page, the same cached HTML for everyone (ISR, 300 s); the address the
    // service's searches answer (`ResultadoBusqueda.url`, `BusquedaSintomaResultado.url`).
    pattern: '/sintomas-y-enfermedades/[slug]',
    slug: 'sintomas-y-enfermedades',
    label: 'Síntoma o enfermedad',
    mode: 'cached',
    page: 'own',
  },
  // The mini-manuals (issue #31): the same cached HTML for everyone (ISR, 300 s).
  {
    pattern: '/mini-manuales',
    label: 'Mini-manuales',
    mode: 'cached',
    page: 'own',
    schema: 'MedicalWebPage',
  },
  { pattern: '/mini-manuales/[slug]', label: 'Mini-manual', mode: 'cached', page: 'own' },
  // The catalogs read their query on the server (`?categoria=&pagina=`, issue #15): Next renders
  // their own page per request (`private, no-store`, the nonce policy of issue #26). Nothing of the
  // visitor's is read: the proxy answers each address it can vouch for (its query without a
  // mistake, values the service has) from the cached copy of the page for its state (issue #33).
  {
    pattern: '/clases-en-vivo',
    slug: 'clases-en-vivo',
    label: 'Clases en vivo',
    mode: 'per-request',
    page: 'own',
    related: 'experiences-or-experts',
    // Who teaches (`?imparte=`): where each of «Nuestros especialistas» on home leads.
    catalog: { filters: [MENTOR_PARAM] },
  },
  // The class is the same cached HTML for everyone (its seats, a reserve form that posts without
  // JavaScript); a member's reservation is read in the browser (`/api/live-classes/reservations`,
  // issue #28), and reserving or cancelling revalidates the page.
  { pattern: '/clases-en-vivo/[slug]', label: 'Clase en vivo', mode: 'cached', page: 'own' },
  {
    // The catalog reads `?categoria=&pagina=` (issue #19, the live classes' pattern); what the
    // person watched is read in the browser (`/api/recorded-classes/progress-class`).
    pattern: '/clases-grabadas',
    slug: 'clases-grabadas',
    label: 'Clases grabadas',
    mode: 'per-request',
    page: 'own',
    related: 'experiences-or-experts',
    catalog: { filters: [] },
  },
  // The player's page is the same for everyone; the resume offer is read in the browser.
  {
    pattern: '/clases-grabadas/[slug]',
    label: 'Clase grabada',
    mode: 'cached',
    page: 'own',
    js: 'player',
  },
  {
    // The catalog reads `?categoria=&tipo=&pagina=` (issue #19).
    pattern: '/guias-y-consejos',
    slug: 'guias-y-consejos',
    label: 'Guías y consejos',
    mode: 'per-request',
    page: 'own',
    schema: 'MedicalWebPage',
    related: 'experiences-or-experts',
    catalog: { filters: [GUIDE_TYPE_PARAM] },
  },
  { pattern: '/guias-y-consejos/[slug]', label: 'Guía', mode: 'cached', page: 'own' },
  TELEMEDICINE_ROUTE,
  {
    // The end-of-call screen of a session: nothing a search should lead to.
    pattern: '/telemedicina/fin-telemedicina',
    label: 'Fin de la consulta',
    mode: 'per-request',
    page: 'own',
    crawl: 'disallow',
  },
  {
    // The catalog reads `?disciplina=&distrito=&pagina=` (issue #29, the live classes' pattern);
    // nothing of the visitor's is read.
    pattern: '/experiencias-presenciales',
    slug: 'experiencias-presenciales',
    label: 'Experiencias presenciales',
    mode: 'per-request',
    page: 'own',
    related: 'experts-and-one',
    catalog: { filters: [DISCIPLINE_PARAM, DISTRICT_PARAM] },
  },
  // The class is the same cached HTML for everyone (its place, schedule and prices).
  {
    pattern: '/experiencias-presenciales/[slug]',
    label: 'Experiencia presencial',
    mode: 'cached',
    page: 'own',
    // Its reservation form (issue #29).
    js: 'form',
  },
  {
    // The catalog reads `?especialidad=&pagina=` (issue #29, the live classes' pattern): rendered
    // per request like the other catalogs; nothing of the visitor's is read.
    pattern: '/sesiones-con-expertos',
    slug: 'sesiones-con-expertos',
    label: 'Sesiones con expertos',
    mode: 'per-request',
    page: 'own',
    related: 'experiences-and-one',
    catalog: { filters: [SPECIALTY_PARAM] },
  },
  // A session is the same cached HTML for everyone (ISR, 300 s).
  {
    pattern: '/sesiones-con-expertos/[slug]',
    label: 'Sesión con experto',
    mode: 'cached',
    page: 'own',
  },
  cms('/contenidos', 'contenidos', 'Contenidos'),
  COOKIE_POLICY_ROUTE,
  cms('/transparencia', 'transparencia', 'Transparencia'),
  cms('/politica-de-privacidad', 'politica-de-privacidad', 'Política de privacidad'),
  cms('/terminos-condiciones', 'terminos-condiciones', 'Términos y condiciones'),
  cms(ADDITIONAL_USES_PATH, 'usos-adicionales', 'Usos adicionales de tus datos'),
  {
    // «Ahorro de datos» (issue #33): the state, read from the cookie and `Save-Data` on the
    // server, where the footer's switch lands without JavaScript (a cached page cannot say it).
    pattern: AHORRO_PAGE,
    label: 'Ahorro de datos',
    mode: 'per-request',
    page: 'own',
    crawl: 'no-sitemap',
    // A settings form (no script of its own: it loads the layout's JavaScript only).
    js: 'form',
  },
  MY_SPACE_ROUTE,
  ACCOUNT_ROUTE,
  ...(
    [
      ['/auth/login', 'Inicia sesión'],
      ['/auth/registro', 'Regístrate'],
      ['/auth/recuperar-contrasena', 'Recupera tu contraseña'],
      ['/auth/restablecer-contrasena', 'Restablece tu contraseña'],
    ] as const
  ).map(([pattern, label]): Route => ({
    pattern,
    label,
    mode: 'per-request',
    page: 'own',
    js: 'form',
  })),
  {
    pattern: '/service-unavailable',
    label: 'Servicio no disponible',
    mode: 'cached',
    page: 'own',
    crawl: 'disallow',
  },
]);

/**
 * The table, then the cached copy of each catalog's page (`catalog`, issue #33): a `cached` route
 * that the proxy serves the catalog's addresses from, the visitor's address kept; never an
 * address of its own (the proxy answers it with the not-found page), out of the sitemap (a
 * dynamic pattern).
 */
function withCatalogCopies(routes: readonly Route[]): readonly Route[] {
  return [
    ...routes,
    ...routes.flatMap(({ pattern, label, catalog }): Route[] =>
      catalog ? [{ pattern: copyPatternOf(pattern), label, mode: 'cached', page: 'own' }] : [],
    ),
  ];
}

/** A catalog's own route (`catalog`): its address's parameters are its filters. */
export type CatalogRoute = Route & { catalog: NonNullable<Route['catalog']> };

/** The catalog's own route at a requested path (a trailing slash allowed), if it is one. */
export function catalogRouteOf(pathname: string): CatalogRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find((route): route is CatalogRoute => !!route.catalog && route.pattern === path);
}

/** The catalogs' own routes (`catalog`), in the table's order. */
export const CATALOG_ROUTES: readonly CatalogRoute[] = ROUTES.filter(
  (route): route is CatalogRoute => !!route.catalog,
);

/** The route of a pattern; throws for a pattern missing from the table (a programming error). */
export function routeOf(pattern: string): Route {
  const route = ROUTES.find((candidate) => candidate.pattern === pattern);
  if (!route) throw new Error(`No route ${pattern}`);
  return route;
}

/** The name of the route at `pattern` (its `label`): an area's name, typed in the table only. */
export const routeLabel = (pattern: string): string => routeOf(pattern).label;

/** The routes that show a CMS page at a static path (breadcrumbs, sitemap, catch-all). */
export const CONTENT_ROUTES: readonly ContentRoute[] = ROUTES.flatMap((route) =>
  route.slug !== undefined && !isDynamicPattern(route.pattern)
    ? [{ path: route.pattern, slug: route.slug, label: route.label }]
    : [],
);

/**
 * Where the two tables name one screen twice: the second path answers 308 to the canonical one.
 * Home is `/` (main navigation, table A; the service's canonical URL); the calculators live under
 * the tools page (table B; every link and canonical URL of the seeded content points there).
 */
export const PERMANENT_REDIRECTS: Readonly<Record<string, string>> = {
  '/home': '/',
  ...Object.fromEntries(CALCULATOR_PATHS.map((path) => [path.slice(TOOLS.length), path])),
};

/**
 * Where a path that matches no route is rewritten (`unknownPathRewrite`), and an unknown slug of
 * a catalog (proxy.ts): the content pages cache every path they render, so unknown paths all
 * share this one not-found page instead of filling the cache (and the disk) with one copy per
 * address. Visitors get it from the proxy (`@vivasalud/config/not-found-page`), which alone asks Next.js for it,
 * with a clean address: the page never holds a visitor's address (issue #26).
 */
export const UNKNOWN_PATH = '/pagina-no-encontrada';

/**
 * What next.config and the proxy derive from the table (`@vivasalud/config/routes`): a dynamic
 * segment holds the slug rule.
 */
const manifest = routeManifest(ROUTES);

/**
 * Where the proxy gives the nonce policy: each `per-request` route of the manifest, with what lies
 * below it (`/auth` covers `/auth/login` and an unknown `/auth/x`) unless a `cached` route lies
 * below it (`/clases-en-vivo` covers itself only: `/clases-en-vivo/<slug>` is cached). A pattern
 * covered by a shorter one that takes what lies below it is left out.
 */
export const perRequestMatches = manifest.perRequestMatches;

/** The patterns that cover what lies below them (`perRequestMatches`), as path prefixes. */
export function perRequestPrefixes(): string[] {
  return perRequestMatches()
    .filter((match) => match.below)
    .map((match) => match.pattern);
}

/**
 * THE decision of a page's policy (issue #26), from the manifest, for an address (path and
 * query): `per-request` (the proxy's nonce policy) at or below a per-request route
 * (`perRequestMatches`), `cached` (next.config's policy) everywhere else, unknown paths included
 * (the shared not-found page). The query never changes it: a cached route's page does not read
 * it, and a route whose page reads it is per-request for every address that reaches its page
 * (`/clases-en-vivo` and `/clases-en-vivo?pagina=2` alike). Only the proxy sends some addresses
 * of a catalog elsewhere: to the cached copy of the page for their state, with the cached pages'
 * policy (issue #33, `lib/catalog/copies.ts`). next.config (`cachedSource`) and the proxy (its
 * matcher and `isPerRequestPath`) follow it; `routes.test.ts` checks all three agree.
 */
export const renderModeOf = manifest.renderModeOf;

/** Whether a requested path gets the nonce policy from the proxy (`renderModeOf`). */
export const isPerRequestPath = manifest.isPerRequestPath;

/**
 * Whether a requested path has a route (or is no page: `/api/…`, `/_next/…`, the site's files):
 * the contrary of `unknownPathRewrite().source`, as the proxy checks it.
 */
export const isKnownPath = manifest.isKnownPath;

/**
 * next.config `source` of every page request outside the per-request routes (those get a nonce
 * policy from the proxy; route handlers and files get none).
 */
export const cachedSource = manifest.cachedSource;

/** next.config `source` of every page request (not `/api/…`, `/_next/…` nor files). */
export { PAGE_SOURCE };

/**
 * next.config `rewrites().beforeFiles`: a page request that matches no route is answered by the
 * shared not-found page (`UNKNOWN_PATH`, status 404, the address kept), without the proxy.
 * Needs `experimental.caseSensitiveRoutes` (`/PILARES` is no route either).
 */
export function unknownPathRewrite(): { source: string; destination: string } {
  return { source: manifest.unknownPathSource(), destination: UNKNOWN_PATH };
}

/** A redirect rule as `redirects()` of next.config takes it. */
export interface RedirectRule {
  source: string;
  destination: string;
  permanent: true;
}

/**
 * `PERMANENT_REDIRECTS` as next.config rules: answered 308 before any page renders, with the query
 * kept (Next.js appends it), and with or without the trailing slash.
 */
export function permanentRedirectRules(): RedirectRule[] {
  return Object.entries(PERMANENT_REDIRECTS).flatMap(([from, to]) => [
    { source: from, destination: to, permanent: true as const },
    { source: `${from}/`, destination: to, permanent: true as const },
  ]);
}

/**
 * The campaigns site's public origin (issue #17), which the portal's `/campaign/…` paths and its
 * campaign strip lead to: `NEXT_PUBLIC_VIVASALUD_CAMPAIGNS_URL` (the strip's build setting) or
 * `VIVASALUD_CAMPAIGNS_URL` when set, else the host map's for the portal's environment
 * (`VIVASALUD_SITE_URL`'s hostname): `http://localhost:3001` in development,
 * `https://campanas.vivasalud.pe` in production. A malformed URL throws at build time.
 */
export function campaignsSiteUrl(env: Readonly<Record<string, string | undefined>>): string {
  const site = env.VIVASALUD_SITE_URL?.trim();
  const hostname = site ? new URL(site).hostname : 'localhost';
  const configured = env.NEXT_PUBLIC_VIVASALUD_CAMPAIGNS_URL?.trim();
  return campaignsSite(hostname, {
    VIVASALUD_CAMPAIGNS_URL: configured || env.VIVASALUD_CAMPAIGNS_URL,
  });
}

/** A redirect to another site, as `redirects()` of next.config takes it. */
export interface ExternalRedirectRule {
  source: string;
  destination: string;
  permanent: true;
}

/**
 * Spec §2's campaign pages are served by the campaigns site on its own subdomain (issue #17):
 * the portal answers `/campaign` and everything under it with a PERMANENT redirect (308) to the
 * same path there — sign-up, participation and information pages alike, with the query kept and
 * the trailing slash as asked. Answered before any page renders (next.config `redirects()`).
 */
export function campaignRedirectRules(origin: string): ExternalRedirectRule[] {
  // The form with the trailing slash first: Next.js matches `/campaign/:path+` on it too.
  return [
    { source: '/campaign/', destination: `${origin}/`, permanent: true },
    { source: '/campaign', destination: `${origin}/`, permanent: true },
    { source: '/campaign/:path+/', destination: `${origin}/campaign/:path+/`, permanent: true },
    { source: '/campaign/:path+', destination: `${origin}/campaign/:path+`, permanent: true },
  ];
}

/**
 * The content route of a requested path (decoded, with or without a trailing slash), or
 * `undefined` when the manifest has none.
 */
export function findContentRoute(path: string): ContentRoute | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return CONTENT_ROUTES.find((candidate) => candidate.path === normalized);
}

/** The content route of `path`; throws for a path missing from the table (a programming error). */
export function contentRoute(path: string): ContentRoute {
  const route = findContentRoute(path);
  if (!route) throw new Error(`No content route for ${path}`);
  return route;
}

/**
 * The breadcrumb after the home icon (spec §2): each ancestor of `path` that is a known route,
 * then the page itself with `title`. Home has none.
 */
export function breadcrumbItems(
  path: string,
  title: string,
  routes: readonly ContentRoute[] = CONTENT_ROUTES,
): Crumb[] {
  return breadcrumbTrail(routes, path, title);
}

/** Search parameters as a page receives them. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** A record id from the query (`?id=3`): a whole number from 1 to 2147483647, else `undefined`. */
export function recordId(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}
