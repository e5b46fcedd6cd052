import { createQueryClient } from '@vivasalud/api-client/queries/client';
import type { QueryClient } from '@tanstack/query-core';
import { cache } from 'react';
import { readContent } from './content';

/**
 * One QueryClient per server request (React's `cache` lives as long as the request), as in the
 * portal: pages read through the `queryOptions` factories of `@vivasalud/api-client/queries/*`.
 */
export const getQueryClient: () => QueryClient = cache(() => createQueryClient());

/** What the `queryOptions` factories give: a key and the fetcher whose answer is read. */
interface ContentQuery {
  queryKey: readonly unknown[];
  queryFn: (...args: never[]) => unknown;
}

/**
 * A query read by a page under THE failure policy of content reads (`readContent`): its data,
 * `null` when the service says 404, a thrown error for anything else.
 */
export function readQuery<Options extends ContentQuery>(
  what: string,
  options: Options,
): Promise<Awaited<ReturnType<Options['queryFn']>> | null> {
  return readContent(what, async () => ({
    // Fresh for the whole request: the page and its metadata read one answer.
    data: (await getQueryClient().fetchQuery({
      ...(options as unknown as Parameters<QueryClient['fetchQuery']>[0]),
      staleTime: Infinity,
    })) as Awaited<ReturnType<Options['queryFn']>>,
  }));
}
