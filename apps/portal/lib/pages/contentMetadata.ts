import type { Metadata } from 'next';
// `loadPage` is plain TypeScript still kept in components/content (issue #27 moves the content
// reads into lib/); it is imported here so that a page and its metadata share one read.
// eslint-disable-next-line no-restricted-imports
import { loadPage } from '@/components/content/load';
import { contentRoute } from '@/lib/routes';
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
