import { resolveHosts } from '@vivasalud/config/hosts';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The public site's address (canonical URLs, sitemap, JSON-LD), from the deployment like the
 * content host: `VIVASALUD_SITE_URL`, else the host map's site for localhost. Pure apart from the
 * default `env`, so the sitemap, robots and their tests share it without the content client.
 */
export function siteUrl(env: Env = process.env): string {
  const site = env.VIVASALUD_SITE_URL?.trim();
  const hostname = site ? new URL(site).hostname : 'localhost';
  return resolveHosts(hostname, env).site;
}

/** `path` (or an already absolute URL) as an absolute URL on `site`. */
export function absoluteUrl(path: string, site: string): string {
  return new URL(path, site).href;
}
