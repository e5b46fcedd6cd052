import type { ContentSchema } from '@vivasalud/api-client/content';
import { cache } from 'react';
import { contentClient, readOptional } from '@/lib/content';
import { COMMENTS_PAGE_SLUG } from './commentForm';

export type PublishedComment = ContentSchema<'PublishedComment'>;

/**
 * The comments the team approved (`GET /forms/comments/?page_slug=`), newest first; none when the
 * call fails (the page and its form do without them).
 */
export const loadPublishedComments = cache(async (): Promise<PublishedComment[]> => {
  const page = await readOptional('forms/comments', () =>
    contentClient().GET('/forms/comments/', {
      params: { query: { page_slug: COMMENTS_PAGE_SLUG } },
    }),
  );
  return page?.results ?? [];
});
