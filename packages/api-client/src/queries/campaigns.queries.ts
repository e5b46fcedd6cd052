import createQueryHooks from 'openapi-react-query';
import type { ContentClient } from '../content';

/** The active campaign (spec §3/§4: drives the campaign banner). */
export function campaignsQueries(content: ContentClient) {
  const $api = createQueryHooks(content);
  return {
    active: () => $api.queryOptions('get', '/campaigns/active/'),
  };
}
