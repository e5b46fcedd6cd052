/**
 * THE route manifest of the portal (DESIGN.md, "The portal: one folder per area"): every path
 * pattern the portal answers, static or with one `[slug]` segment, the CMS page it shows
 * (`GET /pages/{slug}/`), its breadcrumb label and its render mode. The proxy matcher, the CSP
 * mode, the unknown-path rewrite, the sitemap, the breadcrumbs and the content catch-all read it;
 * `routes.test.ts` checks it against the route folders of `app/`.
 *
 * The CMS slugs are the seeded service's (apps/api/seed/documents/pages.yaml).
 */
// Relative: next.config.ts and proxy.ts load this file outside the app's `@/` alias.
import {
  cachedPagesSource,
  escapeRegExp,
  NOT_A_PAGE,
  PAGE_SOURCE,
} from '@vivasalud/config/page-headers';
import { campaignsSite } from '@vivasalud/config/hosts';
import { CALCULATOR_PATHS, TOOLS_PATH } from './calculatorPaths';

export { CALCULATOR_PATHS };

/**
 * How a route is rendered (DESIGN.md, "Rendering and caching (decided)"):
 * - `cached`: the same HTML for everyone, served from Next's cache without the proxy; its static
 *   CSP, security headers and `NEXT_LOCALE` cookie come from `next.config` `headers()`. Its page
 *   never reads the query (`searchParams`): Next renders such a page per request, whatever the
 *   manifest says (`routes.test.ts` checks the route folders), and serves a cached route the
 *   same for every query.
 * - `per-request`: reads the session or the query on the server, so every address of it renders
 *   per request (`Cache-Control: private, no-store`); the proxy runs and gives it a nonce CSP.
 */
export type RenderMode = 'cached' | 'per-request';

export interface Route {
  /**
   * The path pattern, without a trailing slash (the app answers both forms): static
   * (`/vive-sanamente/lecturas`) or with one dynamic last segment (`/clases-en-vivo/[slug]`).
   */
  pattern: string;
  /** The breadcrumb label when the route is an ancestor of the page shown. */
  label: string;
  /** The CMS page it shows (`GET /pages/{slug}/`), when it has one. */
  slug?: string;
  mode: RenderMode;
  /**
   * `cms`: the content catch-all (`(site)/[...path]`) renders its CMS page; `own`: a route
   * folder of its own under `app/` (its CMS page, if any, is part of it).
   */
  page: 'cms' | 'own';
}

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
const PROGRAMS = '/programas-bienestar';

/**
 * A wellness program (`?id=`) and its appointments (table A). They read the program from
 * `home/programa-bienestar/*`; the seed has no CMS page of their own (the appointments view uses
 * the «Mis citas» page).
 */
export const PROGRAM_DETAIL_PATH = `${PROGRAMS}/detail`;
export const PROGRAM_APPOINTMENTS_PATH = `${PROGRAMS}/detail/citas`;

/** The calculators' breadcrumb labels. */
const CALCULATOR_LABELS: Readonly<Record<string, string>> = {
  [`${TOOLS}/calculadora-de-dias-fertiles`]: 'Calculadora de días fértiles',
  [`${TOOLS}/calculadora-de-estatura`]: 'Calculadora de estatura',
  [`${TOOLS}/calculadora-de-calorias`]: 'Calculadora de calorías',
  [`${TOOLS}/calculadora-IMC`]: 'Calculadora de IMC',
};

/** A CMS-only page, served by the content catch-all from the cache. */
const cms = (pattern: string, slug: string, label: string): Route => ({
  pattern,
  slug,
  label,
  mode: 'cached',
  page: 'cms',
});

export const ROUTES: readonly Route[] = [
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
  },
  // The calculators (`CALCULATOR_PATHS`, which the app shell reads without the manifest) render
  // the result of the query, health data, for each request.
  ...CALCULATOR_PATHS.map((pattern): Route => ({
    pattern,
    slug: pattern.slice(TOOLS.length + 1),
    label: CALCULATOR_LABELS[pattern] ?? pattern,
    mode: 'per-request',
    page: 'own',
  })),
  cms('/comentarios', 'comentarios', 'Comentarios'),
  cms(LIVE_HEALTHY, 'vive-sanamente', 'Vive sanamente'),
  cms(`${LIVE_HEALTHY}/lecturas`, 'vive-sanamente-lecturas', 'Lecturas'),
  cms(`${LIVE_HEALTHY}/videos`, 'vive-sanamente-videos', 'Videos'),
  cms(`${LIVE_HEALTHY}/podcasts`, 'vive-sanamente-podcasts', 'Podcasts'),
  cms(`${LIVE_HEALTHY}/infografias`, 'vive-sanamente-infografias', 'Infografías'),
  cms('/programas-de-salud', 'programas-de-salud', 'Programas de salud'),
  cms(PROGRAMS, 'programas-bienestar', 'Programas de bienestar'),
  cms(`${PROGRAMS}/maternidad`, 'programas-bienestar-maternidad', 'Programa de maternidad'),
  cms(`${PROGRAMS}/citas`, 'programas-bienestar-citas', 'Mis citas'),
  cms(`${PROGRAMS}/solicita-cita`, 'programas-bienestar-solicita-cita', 'Solicita tu cita'),
  // A program and its appointments read `?id=` on the server (issue #6).
  { pattern: PROGRAM_DETAIL_PATH, label: 'Programa', mode: 'per-request', page: 'own' },
  { pattern: PROGRAM_APPOINTMENTS_PATH, label: 'Citas', mode: 'per-request', page: 'own' },
  cms('/sintomas-y-enfermedades', 'sintomas-y-enfermedades', 'Síntomas y enfermedades'),
  {
    // A URL the service returns in its search results (`ResultadoBusqueda.url`).
    pattern: '/sintomas-y-enfermedades/[slug]',
    slug: 'sintomas-y-enfermedades',
    label: 'Síntoma o enfermedad',
    mode: 'cached',
    page: 'own',
  },
  // The catalogs read their query on the server (`?categoria=&pagina=`, issue #15): Next renders
  // every address of them per request (`private, no-store`), the bare one too, so they get the
  // nonce policy (issue #26). Nothing of the visitor's is read; caching them for real would mean
  // a page that does not read the query.
  {
    pattern: '/clases-en-vivo',
    slug: 'clases-en-vivo',
    label: 'Clases en vivo',
    mode: 'per-request',
    page: 'own',
  },
  { pattern: '/clases-en-vivo/[slug]', label: 'Clase en vivo', mode: 'cached', page: 'own' },
  {
    // The catalog reads `?categoria=&pagina=` (issue #19, the live classes' pattern); what the
    // person watched is read in the browser (`/api/recorded-classes/progress-class`).
    pattern: '/clases-grabadas',
    slug: 'clases-grabadas',
    label: 'Clases grabadas',
    mode: 'per-request',
    page: 'own',
  },
  // The player's page is the same for everyone; the resume offer is read in the browser.
  { pattern: '/clases-grabadas/[slug]', label: 'Clase grabada', mode: 'cached', page: 'own' },
  {
    // The catalog reads `?categoria=&tipo=&pagina=` (issue #19).
    pattern: '/guias-y-consejos',
    slug: 'guias-y-consejos',
    label: 'Guías y consejos',
    mode: 'per-request',
    page: 'own',
  },
  { pattern: '/guias-y-consejos/[slug]', label: 'Guía', mode: 'cached', page: 'own' },
  cms('/telemedicina', 'telemedicina', 'Telemedicina'),
  {
    pattern: '/telemedicina/fin-telemedicina',
    label: 'Fin de la consulta',
    mode: 'per-request',
    page: 'own',
  },
  cms('/experiencias-presenciales', 'experiencias-presenciales', 'Experiencias presenciales'),
  cms('/sesiones-con-expertos', 'sesiones-con-expertos', 'Sesiones con expertos'),
  cms('/contenidos', 'contenidos', 'Contenidos'),
  cms('/politicas-de-cookies', 'politicas-de-cookies', 'Política de cookies'),
  cms('/transparencia', 'transparencia', 'Transparencia'),
  cms('/politica-de-privacidad', 'politica-de-privacidad', 'Política de privacidad'),
  cms('/terminos-condiciones', 'terminos-condiciones', 'Términos y condiciones'),
  cms('/usos-adicionales', 'usos-adicionales', 'Usos adicionales de tus datos'),
  // Accounts (spec §4) read the session cookie on the server.
  ...(
    [
      ['/auth', 'Cuenta'],
      ['/auth/login', 'Inicia sesión'],
      ['/auth/registro', 'Regístrate'],
      ['/auth/recuperar-contrasena', 'Recupera tu contraseña'],
      ['/auth/restablecer-contrasena', 'Restablece tu contraseña'],
    ] as const
  ).map(([pattern, label]): Route => ({ pattern, label, mode: 'per-request', page: 'own' })),
  { pattern: '/service-unavailable', label: 'Servicio no disponible', mode: 'cached', page: 'own' },
];

/** The routes that show a CMS page at a static path (breadcrumbs, sitemap, catch-all). */
export const CONTENT_ROUTES: readonly ContentRoute[] = ROUTES.flatMap((route) =>
  route.slug !== undefined && !isDynamic(route.pattern)
    ? [{ path: route.pattern, slug: route.slug, label: route.label }]
    : [],
);

/** Whether a pattern ends in a dynamic `[slug]` segment. */
function isDynamic(pattern: string): boolean {
  return pattern.endsWith('/[slug]');
}

/** What a `[slug]` segment may hold: the content API's slug rule (spec §5), up to 100 characters. */
const SLUG_SEGMENT = '[A-Za-z0-9_-]{1,100}';

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

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Where the proxy gives the nonce policy: each `per-request` route of the manifest, with what lies
 * below it (`/auth` covers `/auth/login` and an unknown `/auth/x`) unless a `cached` route lies
 * below it (`/clases-en-vivo` covers itself only: `/clases-en-vivo/<slug>` is cached). A pattern
 * covered by a shorter one that takes what lies below it is left out.
 */
export interface PerRequestMatch {
  /** A `per-request` route's pattern (`/auth`, `/clases-en-vivo`). */
  pattern: string;
  /** Whether what lies below the pattern is per-request too. */
  below: boolean;
}

/** The per-request routes as the proxy matcher and next.config's cached source take them. */
export function perRequestMatches(): PerRequestMatch[] {
  const cached = ROUTES.filter((route) => route.mode === 'cached').map((r) => r.pattern);
  const matches = ROUTES.filter((route) => route.mode === 'per-request').map(({ pattern }) => ({
    pattern,
    below: !cached.some((other) => other.startsWith(`${pattern}/`)),
  }));
  return matches.filter(
    ({ pattern }) =>
      !matches.some(
        (other) =>
          other.below && other.pattern !== pattern && pattern.startsWith(`${other.pattern}/`),
      ),
  );
}

/** The patterns that cover what lies below them (`perRequestMatches`), as path prefixes. */
export function perRequestPrefixes(): string[] {
  return perRequestMatches()
    .filter((match) => match.below)
    .map((match) => match.pattern);
}

const PER_REQUEST_MATCHES = perRequestMatches();

/**
 * THE decision of a page's policy (issue #26), from the manifest, for an address (path and
 * query): `per-request` (the proxy's nonce policy) at or below a per-request route
 * (`perRequestMatches`), `cached` (next.config's policy) everywhere else, unknown paths included
 * (the shared not-found page). The query never changes it: a cached route's page does not read
 * it, and a route whose page reads it is per-request for every address (`/clases-en-vivo` and
 * `/clases-en-vivo?pagina=2` alike). next.config (`cachedSource`) and the proxy (its matcher and
 * `isPerRequestPath`) follow it; `routes.test.ts` checks all three agree.
 */
export function renderModeOf(address: string): RenderMode {
  const pathname = address.split(/[?#]/, 1)[0]!;
  const path = withoutTrailingSlash(pathname);
  const perRequest = PER_REQUEST_MATCHES.some(
    ({ pattern, below }) => path === pattern || (below && path.startsWith(`${pattern}/`)),
  );
  return perRequest ? 'per-request' : 'cached';
}

/** Whether a requested path gets the nonce policy from the proxy (`renderModeOf`). */
export function isPerRequestPath(pathname: string): boolean {
  return renderModeOf(pathname) === 'per-request';
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
  const normalized = withoutTrailingSlash(path);
  return CONTENT_ROUTES.find((candidate) => candidate.path === normalized);
}

/** The content route of `path`; throws for a path missing from the table (a programming error). */
export function contentRoute(path: string): ContentRoute {
  const route = findContentRoute(path);
  if (!route) throw new Error(`No content route for ${path}`);
  return route;
}

export interface Crumb {
  label: string;
  href: string;
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
  const segments = path.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const items: Crumb[] = [];
  for (let depth = 1; depth < segments.length; depth += 1) {
    const href = `/${segments.slice(0, depth).join('/')}`;
    const ancestor = routes.find((route) => route.path === href);
    if (ancestor) items.push({ label: ancestor.label, href });
  }
  items.push({ label: title, href: `/${segments.join('/')}` });
  return items;
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

/** A route's pattern as a regular expression over the path without its leading slash. */
function patternSource(pattern: string): string {
  if (!isDynamic(pattern)) return escapeRegExp(pattern.slice(1));
  return `${escapeRegExp(pattern.slice(1, -'/[slug]'.length))}/${SLUG_SEGMENT}`;
}

/** next.config `source` of every page request (not `/api/…`, `/_next/…` nor files). */
export { PAGE_SOURCE };

/**
 * next.config `rewrites().beforeFiles`: a page request that matches no route is answered by the
 * shared not-found page (`UNKNOWN_PATH`, status 404, the address kept), without the proxy.
 * Needs `experimental.caseSensitiveRoutes` (`/PILARES` is no route either).
 */
export function unknownPathRewrite(): { source: string; destination: string } {
  const known = [
    '',
    ...ROUTES.filter((r) => r.pattern !== '/').map((r) => patternSource(r.pattern)),
  ];
  return {
    source: `/:path((?!${NOT_A_PAGE}|(?:${known.join('|')})/?$).*)`,
    destination: UNKNOWN_PATH,
  };
}

/**
 * Whether a requested path has a route (or is no page: `/api/…`, `/_next/…`, the site's files):
 * the contrary of `unknownPathRewrite().source`, as the proxy checks it.
 */
export function isKnownPath(pathname: string): boolean {
  return !unknownPathPattern().test(pathname);
}

let unknownPattern: RegExp | undefined;
function unknownPathPattern(): RegExp {
  unknownPattern ??= new RegExp(
    `^/(?:${/^\/:path\((.*)\)$/.exec(unknownPathRewrite().source)![1]})$`,
  );
  return unknownPattern;
}

/**
 * next.config `source` of every page request outside the per-request routes (those get a nonce
 * policy from the proxy; route handlers and files get none).
 */
export function cachedSource(): string {
  return cachedPagesSource(
    perRequestMatches().map(({ pattern, below }) =>
      // `cachedPagesSource` covers what lies below each entry; an exact one ends at its own path.
      below ? escapeRegExp(pattern.slice(1)) : `${escapeRegExp(pattern.slice(1))}/?$`,
    ),
  );
}
