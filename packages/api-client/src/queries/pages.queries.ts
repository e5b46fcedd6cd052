import createQueryHooks from 'openapi-react-query';
import type { ContentClient } from '../content';
import { guardSlug } from '../guards';
import { noRetry } from './policies';

/** Pages of the CMS (spec §3 page content) by slug. */
export function pagesQueries(client: ContentClient) {
  const $api = createQueryHooks(client);
  return {
    page: (slug: string) =>
      $api.queryOptions('get', '/pages/{slug}/', { params: { path: { slug: guardSlug(slug) } } }),
    /** The single live-class page: spec §7 says this query does not retry. */
    liveClass: (slug: string) =>
      $api.queryOptions(
        'get',
        '/pages/{slug}/',
        { params: { path: { slug: guardSlug(slug) } } },
        { retry: noRetry },
      ),
  };
}
