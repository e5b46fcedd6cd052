import type { MetadataRoute } from 'next';
import { absoluteUrl } from '../pages/site';
import {
  CONTENT_ROUTES,
  type ContentRoute,
  PERMANENT_REDIRECTS,
  PROGRAM_APPOINTMENTS_PATH,
} from '@/lib/routes';

/**
 * Paths crawlers are asked to keep out of (robots.txt `Disallow`, prefix match): the account
 * screens, the same-site API, the error screen and the end-of-call screen of a telemedicine
 * session. None of them is content a search should lead to.
 */
export const DISALLOWED_PATHS = [
  '/auth/',
  '/api/',
  '/service-unavailable',
  '/telemedicina/fin-telemedicina',
] as const;

/**
 * Content routes that are not in the sitemap although they are public addresses: they show a
 * person's own data, so they need a session (and the service marks them `noindex`). They stay
 * crawlable so a crawler can read that `noindex`.
 */
export const SESSION_PATHS = ['/programas-bienestar/citas', PROGRAM_APPOINTMENTS_PATH] as const;

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
