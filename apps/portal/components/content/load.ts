import type { ContentSchema } from '@vivasalud/api-client/content';
import { cache } from 'react';
import { contentClient, readContent } from '@/lib/content';

export type ContentPageData = ContentSchema<'Page'>;

/** `GET /pages/{slug}/`, once per request (the page and its metadata share the answer). */
export const loadPage = cache((slug: string) =>
  readContent(`pages/${slug}`, () =>
    contentClient().GET('/pages/{slug}/', { params: { path: { slug } } }),
  ),
);
