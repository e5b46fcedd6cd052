import type { Client } from 'openapi-fetch';
import type { OpenapiQueryClient } from 'openapi-react-query';

type MediaType = `${string}/${string}`;

/**
 * openapi-react-query's `queryOptions` (same keys `[method, path, init]`, same fetcher, same
 * types), without the module's React hooks. Server components read through these factories, and
 * `@tanstack/react-query`'s hooks are `'use client'` modules: a server module that imports them
 * ships them to the page (6.9 kB gzip on every area page, measured on `/clases-en-vivo`). The
 * browser's `useQuery(options)` takes these options as they are.
 */
// The same constraint as openapi-react-query's own `createClient`.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export function queryOptionsFor<Paths extends {}, Media extends MediaType = MediaType>(
  client: Client<Paths, Media>,
): OpenapiQueryClient<Paths, Media>['queryOptions'] {
  const queryFn = async ({
    queryKey: [method, path, init],
    signal,
  }: {
    queryKey: readonly [string, string, Record<string, unknown>?];
    signal?: AbortSignal;
  }) => {
    const fn = (
      client as unknown as Record<
        string,
        (
          path: string,
          init: object,
        ) => Promise<{ data?: unknown; error?: unknown; response: Response }>
      >
    )[method.toUpperCase()]!;
    const { data, error, response } = await fn(path, { signal, ...init });
    if (error) throw error;
    if (response.status === 204 || response.headers.get('Content-Length') === '0') {
      return data ?? null;
    }
    return data;
  };
  return ((method: string, path: string, init?: Record<string, unknown>, options?: object) => ({
    queryKey: init === undefined ? [method, path] : [method, path, init],
    queryFn,
    ...options,
  })) as unknown as OpenapiQueryClient<Paths, Media>['queryOptions'];
}
