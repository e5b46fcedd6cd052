import type { ContentSchema } from '@vivasalud/api-client/content';
import { cache } from 'react';
import { contentClient, readRequired } from '@/lib/content';

export type ContentPageData = ContentSchema<'Page'>;

/**
 * `GET /pages/{slug}/`, once per request (the page and its metadata share the answer): the CMS
 * page, or `null` when the service has none (each caller decides: most show the not-found
 * screen, the tools page shows its service header instead); any other failure is thrown.
 */
export const loadPage = cache((slug: string) =>
  readRequired(
    `pages/${slug}`,
    () => contentClient().GET('/pages/{slug}/', { params: { path: { slug } } }),
    () => null,
  ),
);
