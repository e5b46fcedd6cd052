import { isApiError } from '../errors';
import type { SiteClient } from '../site';
import { queryOptionsFor } from './options';

/**
 * No session (401) is an answer, not a failure: asking again cannot change it. Anything else
 * (502 when the content API fails, the network) is asked again up to 2 times.
 */
const retryUpToTwiceExceptUnauthorized = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && !(isApiError(error) && error.status === 401);

/** Recorded classes (issue #19): the signed-in user's progress, through the same-site route. */
export function recordedClassesQueries(site: SiteClient) {
  const $site = { queryOptions: queryOptionsFor(site) };
  return {
    /**
     * `GET /api/recorded-classes/progress-class` (`listRecordedClassProgress`): what the user
     * started, the latest first. Per person and never cached by the route, so it is stale at once
     * (`staleTime: 0`: a page that mounts it reads it again, after a save elsewhere); no retry on
     * 401 (no session).
     */
    progress: () =>
      $site.queryOptions('get', '/api/recorded-classes/progress-class', undefined, {
        retry: retryUpToTwiceExceptUnauthorized,
        staleTime: 0,
      }),
  };
}
