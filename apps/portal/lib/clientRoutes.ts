/**
 * The part of the route manifest (`routes.ts`, where `ROUTES` lists these entries in their place)
 * that client code reads: the routes whose facts the browser needs (a calculator's analytics, the
 * feedback widget, the banners) and the consent banner's link. A module of its own, without the
 * rest of the table nor the machinery, so that the app shell's bundle does not grow with the table
 * (`paths.test.ts` checks that no other route carries such a fact).
 */
import type { Route } from './routes';

/** The health tools; the calculators lie below it (issue #7). */
export const TOOLS_PATH = '/herramientas-para-tu-salud';
const TOOLS = TOOLS_PATH;

/** Spec §2: the page explaining the additional uses of a person's data (the consent banner's link). */
export const ADDITIONAL_USES_PATH = '/usos-adicionales';

/**
 * A calculator (issue #7): its page renders the result of the query, health data, for each
 * request, and no analytics tag starts on it. Its CMS page is its name under the tools.
 */
const calculator = (name: string, label: string): Route => ({
  pattern: `${TOOLS}/${name}`,
  slug: name,
  label,
  mode: 'per-request',
  page: 'own',
  analytics: 'off',
  js: 'form',
});

/** The calculators (issue #7), in the order of the table and of their redirects. */
export const CALCULATOR_ROUTES: readonly Route[] = [
  calculator('calculadora-IMC', 'Calculadora de IMC'),
  calculator('calculadora-de-calorias', 'Calculadora de calorías'),
  calculator('calculadora-de-estatura', 'Calculadora de estatura'),
  calculator('calculadora-de-dias-fertiles', 'Calculadora de días fértiles'),
];

/** The calculators' paths, in the table's order. */
export const CALCULATOR_PATHS: readonly string[] = CALCULATOR_ROUTES.map((route) => route.pattern);

// A CMS page of the catch-all. Spec §2: the cookie banner never shows on the cookie policy.
export const COOKIE_POLICY_ROUTE: Route = {
  pattern: '/politicas-de-cookies',
  slug: 'politicas-de-cookies',
  label: 'Política de cookies',
  mode: 'cached',
  page: 'cms',
  noBanners: ['cookies'],
};

// Accounts (spec §4) read the session cookie on the server; crawlers are kept out, and neither
// the feedback widget (spec §2) nor the consent banner (spec §4) shows on them.
export const ACCOUNT_ROUTE: Route = {
  pattern: '/auth',
  label: 'Cuenta',
  mode: 'per-request',
  page: 'own',
  crawl: 'disallow',
  feedback: 'off',
  noBanners: ['consent'],
  // It answers a redirect to the login; its layout is the account forms'.
  js: 'form',
};

/**
 * A member's own space (issue #28): reservations and what they watched, read on the server with
 * the session, so per request and never cached. A person's own data: out of the sitemap and
 * `noindex` (a crawler, without a session, only ever gets the redirect to the sign-in, which
 * robots.txt keeps it out of); no related block; no analytics (a class's name can say what a
 * person lives with: «Yoga prenatal»), so links to it open with a full page load (`SiteLink`).
 * The header's account menu links to it.
 */
export const MY_SPACE_ROUTE: Route = {
  pattern: '/mi-espacio',
  label: 'Mi espacio',
  mode: 'per-request',
  page: 'own',
  crawl: 'no-sitemap',
  analytics: 'off',
};
export const MY_SPACE_PATH = MY_SPACE_ROUTE.pattern;

/**
 * Telemedicine (issue #29), for pro members: the page reads the session on the server and shows
 * the service's content and the call request form to a pro member only (the others get why, or
 * the sign-in), so per request and never cached. What a person asks a doctor about is health
 * data: no analytics (links to it open with a full page load, `SiteLink`).
 */
export const TELEMEDICINE_ROUTE: Route = {
  pattern: '/telemedicina',
  // Its CMS page gives the related resources under the pro member's content (spec §2).
  slug: 'telemedicina',
  label: 'Telemedicina',
  mode: 'per-request',
  page: 'own',
  crawl: 'no-sitemap',
  related: 'experiences-or-experts',
  analytics: 'off',
  js: 'form',
};
export const TELEMEDICINE_PATH = TELEMEDICINE_ROUTE.pattern;

/**
 * The symptoms and diseases directory (issue #31): the A–Z, a letter's list (`?letra=D`) and the
 * search (`?q=` — what a person typed about how they feel, health data), read on the server for
 * each request. No analytics on it (links to it open with a full page load, `SiteLink`): a tag
 * reading the address would read the search. A condition's own page keeps them.
 */
export const SYMPTOMS_DIRECTORY_ROUTE: Route = {
  pattern: '/sintomas-y-enfermedades',
  slug: 'sintomas-y-enfermedades',
  label: 'Síntomas y enfermedades',
  mode: 'per-request',
  page: 'own',
  schema: 'MedicalWebPage',
  analytics: 'off',
};

/**
 * A program's sign-up form and the appointment request (issue #32): what a person answers there is
 * health data (a pregnancy, a child's anaemia, a program's name in the confirmation's address), so
 * no analytics tag starts on them and links to them open with a full page load (`SiteLink`). They
 * read `?referencia=` and a post's `?resultado=&campos=` on the server.
 */
export const PROGRAM_SIGNUP_ROUTE: Route = {
  pattern: '/programas-bienestar/[slug]/inscripcion',
  label: 'Inscripción',
  mode: 'per-request',
  page: 'own',
  schema: 'WebPage',
  crawl: 'no-sitemap',
  analytics: 'off',
  js: 'form',
};

export const APPOINTMENT_ROUTE: Route = {
  pattern: '/programas-bienestar/solicita-cita',
  slug: 'programas-bienestar-solicita-cita',
  label: 'Solicita tu cita',
  mode: 'per-request',
  page: 'own',
  schema: 'WebPage',
  analytics: 'off',
  js: 'form',
};

/** The routes with a fact client code reads (`analytics`, `feedback`, `noBanners`). */
export const CLIENT_FACT_ROUTES: readonly Route[] = [
  ...CALCULATOR_ROUTES,
  COOKIE_POLICY_ROUTE,
  ACCOUNT_ROUTE,
  MY_SPACE_ROUTE,
  TELEMEDICINE_ROUTE,
  SYMPTOMS_DIRECTORY_ROUTE,
  PROGRAM_SIGNUP_ROUTE,
  APPOINTMENT_ROUTE,
];

/**
 * Where the cached copies of the catalogs live (issue #33, `lib/catalog/copies.ts`): the proxy
 * serves `/clases-en-vivo?pagina=2` from `/catalogo-en-cache/clases-en-vivo/PAGINA-2`, the visitor's
 * address kept. Never an address of its own: the proxy answers a request for it with the
 * not-found page.
 */
export const CATALOG_COPIES = '/catalogo-en-cache';

/**
 * The path a page is shown at, for what the common layout derives from it (the menu's current
 * item, the sign-in's way back, the banners, the feedback widget): a catalog's cached copy is its
 * catalog (`/catalogo-en-cache/clases-en-vivo/PAGINA-2` → `/clases-en-vivo`). Next renders a copy
 * with the copy's path and hydrates it with the browser's, so both must give the same one.
 */
export function sitePathOf(pathname: string): string {
  if (!pathname.startsWith(`${CATALOG_COPIES}/`)) return pathname;
  const copy = pathname.replace(/\/+$/, '');
  return copy.slice(CATALOG_COPIES.length, copy.lastIndexOf('/')) || '/';
}
