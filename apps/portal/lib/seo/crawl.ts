import type { MetadataRoute } from 'next';
import { absoluteUrl } from '../pages/site';
import { CONTENT_ROUTES, type ContentRoute, PERMANENT_REDIRECTS, ROUTES } from '@/lib/routes';

/** The same-site API: route handlers, no route of the manifest. */
const API_PREFIX = '/api/';

const disallowed = ROUTES.filter((route) => route.crawl === 'disallow').map(({ pattern }) =>
  // A route with routes below it is kept out as a folder (`/auth/`: not `/autores`).
  ROUTES.some((other) => other.pattern.startsWith(`${pattern}/`)) ? `${pattern}/` : pattern,
);

/**
 * Paths crawlers are asked to keep out of (robots.txt `Disallow`, prefix match), from the
 * manifest's `crawl: 'disallow'`: the account screens, then the same-site API, then the single
 * screens (the error screen, the end-of-call screen of a telemedicine session), alphabetically.
 * None of them is content a search should lead to.
 */
export const DISALLOWED_PATHS: readonly string[] = [
  ...disallowed.filter((path) => path.endsWith('/')),
  API_PREFIX,
  ...disallowed.filter((path) => !path.endsWith('/')).sort(),
];

/**
 * Content routes that are not in the sitemap although they are public addresses (the manifest's
 * `crawl: 'no-sitemap'`): they show a person's own data, so they need a session (and the service
 * marks them `noindex`). They stay crawlable so a crawler can read that `noindex`.
 */
export const SESSION_PATHS: readonly string[] = ROUTES.filter(
  (route) => route.crawl === 'no-sitemap',
).map((route) => route.pattern);

const isUnder = (path: string, prefix: string) =>
  prefix.endsWith('/')
    ? path === prefix.slice(0, -1) || path.startsWith(prefix)
    : path === prefix || path.startsWith(`${prefix}/`);

/**
 * Whether `path` belongs in the sitemap: a canonical content route (never the source of a 308),
 * not disallowed for crawlers, not a page that needs a session.
 */
export function isSitemapPath(path: string): boolean {
  if (path in PERMANENT_REDIRECTS) return false;
  if (DISALLOWED_PATHS.some((prefix) => isUnder(path, prefix))) return false;
  return !SESSION_PATHS.some((prefix) => isUnder(path, prefix));
}

/**
 * The sitemap (`/sitemap.xml`) from the static route table: no call to the content service, so a
 * build without the service can serve it. `lastModified` is left out: the service gives no date
 * of change for a page, and a made-up one (the build's) would mislead crawlers.
 */
export function sitemapEntries(
  site: string,
  routes: readonly ContentRoute[] = CONTENT_ROUTES,
): MetadataRoute.Sitemap {
  return routes
    .filter((route) => isSitemapPath(route.path))
    .map((route) => ({ url: absoluteUrl(route.path, site) }));
}

/** robots.txt: everything allowed but `DISALLOWED_PATHS`; the sitemap and host of `site`. */
export function robotsRules(site: string): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...DISALLOWED_PATHS] },
    sitemap: absoluteUrl('/sitemap.xml', site),
    host: new URL(site).origin,
  };
}
