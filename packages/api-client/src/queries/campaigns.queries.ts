import type { ContentClient } from '../content';
import { guardSlug } from '../guards';
import { queryOptionsFor } from './options';

/**
 * Campaigns: the active one (spec §3/§4: drives the portal's campaign banner), and the campaigns
 * site's list and landings (issue #17).
 */
export function campaignsQueries(content: ContentClient) {
  const queryOptions = queryOptionsFor(content);
  return {
    active: () => queryOptions('get', '/campaigns/active/'),
    list: () => queryOptions('get', '/campaigns/'),
    campaign: (slug: string) =>
      queryOptions('get', '/campaigns/{slug}/', { params: { path: { slug: guardSlug(slug) } } }),
  };
}
