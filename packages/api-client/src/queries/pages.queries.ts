import type { ContentClient } from '../content';
import { guardSlug } from '../guards';
import { queryOptionsFor } from './options';

/** Pages of the CMS (spec §3 page content) by slug. */
export function pagesQueries(client: ContentClient) {
  const queryOptions = queryOptionsFor(client);
  return {
    page: (slug: string) =>
      queryOptions('get', '/pages/{slug}/', { params: { path: { slug: guardSlug(slug) } } }),
  };
}
