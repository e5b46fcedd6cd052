/**
 * The content routes of spec §2 (tables A and B and the main navigation) and the CMS page each one
 * shows (`GET /pages/{slug}/`). The slugs are the seeded service's (apps/api/seed/documents/pages.yaml).
 */
// Relative: next.config.ts loads this file outside the app's `@/` alias.
import { CALCULATOR_PATHS, TOOLS_PATH } from '../tools/paths';

export { CALCULATOR_PATHS };

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

export const CONTENT_ROUTES: readonly ContentRoute[] = [
  { path: '/', slug: 'home', label: 'Inicio' },
  { path: '/pilares', slug: 'pilares', label: 'Pilares del bienestar' },
  { path: TOOLS, slug: 'herramientas-para-tu-salud', label: 'Herramientas para tu salud' },
  {
    path: `${TOOLS}/calculadora-de-dias-fertiles`,
    slug: 'calculadora-de-dias-fertiles',
    label: 'Calculadora de días fértiles',
  },
  {
    path: `${TOOLS}/calculadora-de-estatura`,
    slug: 'calculadora-de-estatura',
    label: 'Calculadora de estatura',
  },
  {
    path: `${TOOLS}/calculadora-de-calorias`,
    slug: 'calculadora-de-calorias',
    label: 'Calculadora de calorías',
  },
  { path: `${TOOLS}/calculadora-IMC`, slug: 'calculadora-IMC', label: 'Calculadora de IMC' },
  { path: '/comentarios', slug: 'comentarios', label: 'Comentarios' },
  { path: LIVE_HEALTHY, slug: 'vive-sanamente', label: 'Vive sanamente' },
  { path: `${LIVE_HEALTHY}/lecturas`, slug: 'vive-sanamente-lecturas', label: 'Lecturas' },
  { path: `${LIVE_HEALTHY}/videos`, slug: 'vive-sanamente-videos', label: 'Videos' },
  { path: `${LIVE_HEALTHY}/podcasts`, slug: 'vive-sanamente-podcasts', label: 'Podcasts' },
  { path: `${LIVE_HEALTHY}/infografias`, slug: 'vive-sanamente-infografias', label: 'Infografías' },
  { path: '/programas-de-salud', slug: 'programas-de-salud', label: 'Programas de salud' },
  { path: PROGRAMS, slug: 'programas-bienestar', label: 'Programas de bienestar' },
  {
    path: `${PROGRAMS}/maternidad`,
    slug: 'programas-bienestar-maternidad',
    label: 'Programa de maternidad',
  },
  { path: `${PROGRAMS}/citas`, slug: 'programas-bienestar-citas', label: 'Mis citas' },
  {
    path: `${PROGRAMS}/solicita-cita`,
    slug: 'programas-bienestar-solicita-cita',
    label: 'Solicita tu cita',
  },
  {
    path: '/sintomas-y-enfermedades',
    slug: 'sintomas-y-enfermedades',
    label: 'Síntomas y enfermedades',
  },
  { path: '/clases-en-vivo', slug: 'clases-en-vivo', label: 'Clases en vivo' },
  { path: '/clases-grabadas', slug: 'clases-grabadas', label: 'Clases grabadas' },
  { path: '/guias-y-consejos', slug: 'guias-y-consejos', label: 'Guías y consejos' },
  { path: '/telemedicina', slug: 'telemedicina', label: 'Telemedicina' },
  {
    path: '/experiencias-presenciales',
    slug: 'experiencias-presenciales',
    label: 'Experiencias presenciales',
  },
  {
    path: '/sesiones-con-expertos',
    slug: 'sesiones-con-expertos',
    label: 'Sesiones con expertos',
  },
  { path: '/contenidos', slug: 'contenidos', label: 'Contenidos' },
  { path: '/politicas-de-cookies', slug: 'politicas-de-cookies', label: 'Política de cookies' },
  { path: '/transparencia', slug: 'transparencia', label: 'Transparencia' },
  {
    path: '/politica-de-privacidad',
    slug: 'politica-de-privacidad',
    label: 'Política de privacidad',
  },
  { path: '/terminos-condiciones', slug: 'terminos-condiciones', label: 'Términos y condiciones' },
  { path: '/usos-adicionales', slug: 'usos-adicionales', label: 'Usos adicionales de tus datos' },
];

/**
 * A wellness program (`?id=`) and its appointments (table A). They read the program from
 * `home/programa-bienestar/*`; the seed has no CMS page of their own (the appointments view uses
 * the «Mis citas» page).
 */
export const PROGRAM_DETAIL_PATH = `${PROGRAMS}/detail`;
export const PROGRAM_APPOINTMENTS_PATH = `${PROGRAMS}/detail/citas`;

/**
 * Where the two tables name one screen twice: the second path answers 308 to the canonical one.
 * Home is `/` (main navigation, table A; the service's canonical URL); the calculators live under
 * the tools page (table B; every link and canonical URL of the seeded content points there).
 */
export const PERMANENT_REDIRECTS: Readonly<Record<string, string>> = {
  '/home': '/',
  '/calculadora-de-dias-fertiles': `${TOOLS}/calculadora-de-dias-fertiles`,
  '/calculadora-de-estatura': `${TOOLS}/calculadora-de-estatura`,
  '/calculadora-de-calorias': `${TOOLS}/calculadora-de-calorias`,
  '/calculadora-IMC': `${TOOLS}/calculadora-IMC`,
};

/**
 * Content routes whose screen has a folder of its own (the CMS page is part of it): the
 * calculators (issue #7), whose result is rendered from the query for each request.
 */
export const CONTENT_ROUTES_WITH_OWN_PAGE: readonly string[] = CALCULATOR_PATHS;

/**
 * The pages with a folder of their own under `app/` (besides the content pages' catch-all).
 * Every other path is the content pages' (`[[...path]]`): a content route, or the not-found
 * screen. A test checks this list against the page folders of `app/`.
 */
export const OWN_PAGE_PATHS: readonly string[] = [
  ...CONTENT_ROUTES_WITH_OWN_PAGE,
  '/auth',
  '/auth/login',
  '/auth/registro',
  '/auth/recuperar-contrasena',
  '/auth/restablecer-contrasena',
  PROGRAM_DETAIL_PATH,
  PROGRAM_APPOINTMENTS_PATH,
  '/service-unavailable',
  '/telemedicina/fin-telemedicina',
];

/**
 * Where the proxy sends a path that is neither a content route nor under `OWN_PAGE_PATHS`: the
 * content pages cache every path they render, so unknown paths all share this one cached
 * not-found page instead of filling the cache (and the disk) with one copy per address.
 */
export const UNKNOWN_PATH = '/pagina-no-encontrada';

/** Whether a requested path has a page (a content route or one of `OWN_PAGE_PATHS`). */
export function hasPage(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return findContentRoute(normalized) !== undefined || OWN_PAGE_PATHS.includes(normalized);
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
 * The content route of a requested path (decoded, with or without a trailing slash), or
 * `undefined` when the table has none.
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
