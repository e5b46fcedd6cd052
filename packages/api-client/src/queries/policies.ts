import { MutationCache, QueryCache, QueryClient } from '@tanstack/query-core';
import { isApiError } from '../errors';

/**
 * Retry policies of spec §7: "the single-session and telemedicine queries retry up to 2 times
 * except on 404; the single live-class query does not retry".
 */
export const retryUpToTwiceExceptNotFound = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && !(isApiError(error) && error.status === 404);

export const noRetry = false as const;

/**
 * Spec §8: "Query errors are logged to the console." A 404 is an answer the pages expect (a slug
 * the service does not have: the not-found screen), not a failure: one quiet line with the
 * operation's path template, no stack and none of the key's values (a slug or a search can hold
 * personal data; issue #26). Any other error is logged whole.
 */
export function logQueryError(error: unknown, queryKey?: readonly unknown[]): void {
  if (isApiError(error) && error.status === 404) {
    const operation = queryKey?.slice(0, 2).filter((part) => typeof part === 'string');
    console.info(`[query] 404 ${operation?.length ? operation.join(' ') : 'not found'}`);
    return;
  }
  console.error('[query]', queryKey ?? '', error);
}

/**
 * A QueryClient with the spec's defaults. Make one per request on the server and one per
 * browser session on the client (TanStack's SSR guidance).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => logQueryError(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => logQueryError(error) }),
    defaultOptions: {
      queries: {
        // Spec §7: "Queries do not refetch on window focus."
        refetchOnWindowFocus: false,
        // Server-rendered data is fresh for a minute; the browser does not refetch it at once.
        staleTime: 60_000,
      },
    },
  });
}
