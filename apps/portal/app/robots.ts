import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { siteUrl } from '@/lib/pages/site';
import { robotsRules } from '@/lib/seo/crawl';

/** `/robots.txt` (lib/seo/crawl.ts), per request like the sitemap it names. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  return robotsRules(siteUrl());
}
