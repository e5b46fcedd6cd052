import type { ContentClient } from '../content';
import { queryOptionsFor } from './options';

/** The active campaign (spec §3/§4: drives the campaign banner). */
export function campaignsQueries(content: ContentClient) {
  const queryOptions = queryOptionsFor(content);
  return {
    active: () => queryOptions('get', '/campaigns/active/'),
  };
}
