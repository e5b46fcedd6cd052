import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { siteUrl } from '@/lib/pages/site';
import { sitemapEntries } from '@/lib/seo/crawl';

/**
 * `/sitemap.xml`: every canonical content route (lib/seo/crawl.ts), from the static route table.
 * Rendered per request, so the addresses follow the `VIVASALUD_SITE_URL` the server runs with
 * rather than the one of the build (it calls no service: it costs nothing).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  return sitemapEntries(siteUrl());
}
