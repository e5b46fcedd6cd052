import type { Metadata } from 'next';
import { contentRoute } from '@/lib/routes';
import { loadPage } from './load';
import { pageMetadata } from './metadata';
import { siteUrl } from './site';

/** The document metadata of a content route, from its page's `seo` (title, canonical, OG…). */
export async function contentPageMetadata(
  path: string,
  slug: string = contentRoute(path).slug,
): Promise<Metadata> {
  const page = await loadPage(slug);
  // A missing page renders the not-found screen, which has its own metadata.
  if (!page) return {};
  return pageMetadata(page, path, siteUrl());
}
