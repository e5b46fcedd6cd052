import createQueryHooks from 'openapi-react-query';
import type { SiteClient } from '../site';
import { retryUpToTwiceExceptNotFound } from './policies';

/** Telemedicine (pro): its content retries up to 2 times except on 404 (spec §7). */
export function telemedicineQueries(site: SiteClient) {
  const $site = createQueryHooks(site);
  return {
    content: () =>
      $site.queryOptions('get', '/api/telemedicine/get-content', undefined, {
        retry: retryUpToTwiceExceptNotFound,
      }),
  };
}
