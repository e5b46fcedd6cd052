import createQueryHooks from 'openapi-react-query';
import type { ContentClient } from '../content';
import { guardSlug } from '../guards';

/** Pages of the CMS (spec §3 page content) by slug. */
export function pagesQueries(client: ContentClient) {
  const $api = createQueryHooks(client);
  return {
    page: (slug: string) =>
      $api.queryOptions('get', '/pages/{slug}/', { params: { path: { slug: guardSlug(slug) } } }),
  };
}
