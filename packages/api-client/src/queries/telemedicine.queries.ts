import type { SiteClient } from '../site';
import { retryUpToTwiceExceptNotFound } from './policies';
import { queryOptionsFor } from './options';

/** Telemedicine (pro): its content retries up to 2 times except on 404 (spec §7). */
export function telemedicineQueries(site: SiteClient) {
  const $site = { queryOptions: queryOptionsFor(site) };
  return {
    content: () =>
      $site.queryOptions('get', '/api/telemedicine/get-content', undefined, {
        retry: retryUpToTwiceExceptNotFound,
      }),
  };
}
