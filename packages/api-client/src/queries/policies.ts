import { MutationCache, QueryCache, QueryClient } from '@tanstack/query-core';
import { isApiError } from '../errors';

/**
 * Retry policies of spec §7: "the single-session and telemedicine queries retry up to 2 times
 * except on 404; the single live-class query does not retry".
 */
export const retryUpToTwiceExceptNotFound = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && !(isApiError(error) && error.status === 404);

export const noRetry = false as const;

/** Spec §8: "Query errors are logged to the console." */
export function logQueryError(error: unknown, queryKey?: readonly unknown[]): void {
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
