/**
 * How the apps' server components read the content API (DESIGN.md, "Data"), shared by the portal
 * and the campaigns site so that both follow ONE failure policy with TWO verbs:
 *
 * - `readRequired`: what the page cannot do without. Its answer; a 404 is the not-found screen
 *   (Next's `notFound()`), unless the caller says what a missing answer means in its area (a
 *   catalog page past the last one); any other failure is thrown to the error boundary (the last
 *   good copy, or the service-unavailable screen).
 * - `readOptional`: a part the page can do without (a home block, the footer's phone). Its
 *   answer, or `null` when the service has none (404) or the call fails (logged).
 *
 * A read is either a typed-client call (`() => client.GET(…)`) or a `queryOptions` factory's
 * options (`@vivasalud/api-client/queries/<resource>`), read through the request's QueryClient so
 * that a page can hand what it read to its client parts (`HydrationBoundary`). Framework hooks
 * come in as options (React's `cache`, Next's `connection`, `notFound`, `unstable_rethrow`): this
 * package imports neither.
 */
import type { QueryClient } from '@tanstack/query-core';
import { contentTags } from '@vivasalud/config/content-changes';
import { createContentClient, type ContentClient } from './content';
import { isApiError } from './errors';
import { createQueryClient } from './queries/client';

export interface ServerReadsOptions {
  /** The app's name in log lines: `[portal] footer/contact failed …`. */
  app: string;
  /** Base URL of the content API, from the deployment (never from a request: pages are cached). */
  contentApi: () => string;
  /**
   * Seconds Next's data cache keeps an answer (`fetch(…, { next: { revalidate, tags } })`). Each
   * answer is also tagged with its API path (`@vivasalud/config/content-changes`): a change the
   * content service announces revalidates exactly the answers, and pages, that showed it.
   */
  revalidateSeconds: number;
  /** Makes a function return one value per server request (React's `cache`). */
  perRequest: <T>(make: () => T) => () => T;
  /**
   * Called when a read fails while `next build` prerenders (Next's `connection()`): the route is
   * then rendered on request instead of failing the build or baking the failure in.
   */
  renderOnRequest: () => Promise<void>;
  /** The not-found screen (Next's `notFound()`): what a required read does with a 404. */
  notFound: () => never;
  /**
   * Rethrows the framework's own control flow (Next's `unstable_rethrow`: a build asking to render
   * on request), so that an optional read never takes it for a failure.
   */
  rethrow?: (error: unknown) => void;
  /** Where failures are written (default `console.error`). */
  log?: (line: string, detail: unknown) => void;
}

/** What the `queryOptions` factories give: a key and the fetcher whose answer is read. */
export interface ContentQuery<T = unknown> {
  queryKey: readonly unknown[];
  queryFn: (...args: never[]) => T | Promise<T>;
}

/** A read: a typed-client call, or a `queryOptions` factory's options. */
export type ServerRead<T> = (() => Promise<{ data?: T }>) | ContentQuery<T>;

export interface ServerReads {
  /** The content API client of server components. */
  contentClient(): ContentClient;
  /**
   * One QueryClient per server request, as TanStack Query's SSR guide says: what a page read
   * through a `queryOptions` factory is in it, ready to be dehydrated for its client parts.
   */
  getQueryClient(): QueryClient;
  /**
   * What the page cannot do without: its answer; a 404 is `ifMissing()` (by default the
   * not-found screen); anything else is logged and thrown (the error boundary). Never an empty
   * answer in place of a failure. Answers are cached `revalidateSeconds` in Next's data cache,
   * which stores only 200 answers: a failing revalidation keeps serving the last good answer.
   */
  readRequired<T, Missing = never>(
    what: string,
    read: ServerRead<T>,
    ifMissing?: () => Missing,
  ): Promise<T | Missing>;
  /** A part the page can do without: its answer, or `null` (a 404, or a failure: logged). */
  readOptional<T>(what: string, read: ServerRead<T>): Promise<T | null>;
}

const detailOf = (error: unknown) => (error instanceof Error ? error.message : error);
const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** A not-found answer: the outcome both verbs give a 404 a meaning for. */
const MISSING = Symbol('missing');

export function createServerReads({
  app,
  contentApi,
  revalidateSeconds,
  perRequest,
  renderOnRequest,
  notFound,
  rethrow = () => undefined,
  log = (line, detail) => console.error(line, detail),
}: ServerReadsOptions): ServerReads {
  const contentClient = () => {
    const baseUrl = contentApi();
    return createContentClient({
      baseUrl,
      fetch: (request) =>
        fetch(request, {
          next: { revalidate: revalidateSeconds, tags: contentTags(request.url, baseUrl) },
        } as RequestInit),
    });
  };

  const getQueryClient = perRequest(() => createQueryClient());

  const answerOf = async <T>(read: ServerRead<T>): Promise<T | undefined> => {
    if (typeof read === 'function') return (await read()).data;
    return (await getQueryClient().fetchQuery({
      ...(read as unknown as Parameters<QueryClient['fetchQuery']>[0]),
      // Read once per request: the page and its metadata share the answer.
      staleTime: Infinity,
    })) as T;
  };

  /** The answer, `MISSING` on a 404, or the failure logged and thrown. */
  const read = async <T>(what: string, source: ServerRead<T>): Promise<T | typeof MISSING> => {
    try {
      const data = await answerOf(source);
      if (data === undefined) throw new Error('empty answer');
      return data;
    } catch (error) {
      if (isNotFound(error)) return MISSING;
      // A build that cannot reach the service prerenders nothing: the route is then rendered on
      // request, its reads still from the data cache.
      if (process.env.NEXT_PHASE === 'phase-production-build') await renderOnRequest();
      log(`[${app}] ${what} failed`, detailOf(error));
      throw error;
    }
  };

  return {
    contentClient,
    getQueryClient,
    async readRequired<T, Missing = never>(
      what: string,
      source: ServerRead<T>,
      ifMissing: () => Missing = notFound,
    ) {
      const answer = await read(what, source);
      return answer === MISSING ? ifMissing() : answer;
    },
    async readOptional(what, source) {
      try {
        const answer = await read(what, source);
        return answer === MISSING ? null : answer;
      } catch (error) {
        rethrow(error);
        return null;
      }
    },
  };
}
