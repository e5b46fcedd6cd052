/**
 * How the apps' server components read the content API (DESIGN.md, "Rendering and caching"),
 * shared by the portal and the campaigns site so that both follow ONE failure policy. Framework
 * hooks come in as options (React's `cache`, Next's `connection`): this package imports neither.
 */
import type { QueryClient } from '@tanstack/query-core';
import { createContentClient, type ContentClient } from './content';
import { isApiError } from './errors';
import { createQueryClient } from './queries/client';

export interface ServerReadsOptions {
  /** The app's name in log lines: `[portal] footer/contact failed …`. */
  app: string;
  /** Base URL of the content API, from the deployment (never from a request: pages are cached). */
  contentApi: () => string;
  /** Seconds Next's data cache keeps an answer (`fetch(…, { next: { revalidate } })`). */
  revalidateSeconds: number;
  /** Makes a function return one value per server request (React's `cache`). */
  perRequest: <T>(make: () => T) => () => T;
  /**
   * Called when a read fails while `next build` prerenders (Next's `connection()`): the route is
   * then rendered on request instead of failing the build.
   */
  renderOnRequest: () => Promise<void>;
  /** Where failures are written (default `console.error`). */
  log?: (line: string, detail: unknown) => void;
}

/** What the `queryOptions` factories give: a key and the fetcher whose answer is read. */
interface ContentQuery {
  queryKey: readonly unknown[];
  queryFn: (...args: never[]) => unknown;
}

export interface ServerReads {
  /** The content API client of server components. */
  contentClient(): ContentClient;
  /** The answer of a content call, or `undefined` when it failed (logged): for optional parts. */
  orUndefined<T>(what: string, call: Promise<{ data?: T }>): Promise<T | undefined>;
  /**
   * THE failure policy of content reads: one content call for a page gives its answer, `null`
   * when the service says 404 (the caller shows the not-found screen), and a thrown error for
   * any other failure (the error boundary: the last good copy, or the service-unavailable
   * screen). Never an empty answer in place of a failure. Answers are cached `revalidateSeconds`
   * in Next's data cache, which stores only 200 answers: once a page has been read, a failing
   * revalidation keeps serving the last good answer.
   */
  readContent<T>(what: string, call: () => Promise<{ data?: T }>): Promise<T | null>;
  /**
   * One QueryClient per server request, as TanStack Query's SSR guide says: a page reads through
   * the same `queryOptions` factories (`@vivasalud/api-client/queries/<resource>`) that a client
   * part would use.
   */
  getQueryClient(): QueryClient;
  /** A query read by a page under `readContent`'s policy, fresh for the whole request. */
  readQuery<Options extends ContentQuery>(
    what: string,
    options: Options,
  ): Promise<Awaited<ReturnType<Options['queryFn']>> | null>;
}

const detailOf = (error: unknown) => (error instanceof Error ? error.message : error);

export function createServerReads({
  app,
  contentApi,
  revalidateSeconds,
  perRequest,
  renderOnRequest,
  log = (line, detail) => console.error(line, detail),
}: ServerReadsOptions): ServerReads {
  const contentClient = () =>
    createContentClient({
      baseUrl: contentApi(),
      fetch: (request) =>
        fetch(request, { next: { revalidate: revalidateSeconds } } as RequestInit),
    });

  const readContent = async <T>(what: string, call: () => Promise<{ data?: T }>) => {
    try {
      const { data } = await call();
      if (data === undefined) throw new Error('empty answer');
      return data;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      // A build that cannot reach the service (CI builds before it starts anything) prerenders
      // nothing: the route is then rendered on request, its reads still from the data cache.
      if (process.env.NEXT_PHASE === 'phase-production-build') await renderOnRequest();
      log(`[${app}] ${what} failed`, detailOf(error));
      throw error;
    }
  };

  const getQueryClient = perRequest(() => createQueryClient());

  return {
    contentClient,
    async orUndefined(what, call) {
      try {
        return (await call).data;
      } catch (error) {
        log(`[${app}] ${what} failed`, detailOf(error));
        return undefined;
      }
    },
    readContent,
    getQueryClient,
    readQuery(what, options) {
      return readContent(what, async () => ({
        data: (await getQueryClient().fetchQuery({
          ...(options as unknown as Parameters<QueryClient['fetchQuery']>[0]),
          staleTime: Infinity,
        })) as never,
      }));
    },
  };
}
