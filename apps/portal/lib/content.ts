import { createContentClient } from '@vivasalud/api-client/content';
import { createServerReads } from '@vivasalud/api-client/server-reads';
import { resolveHosts } from '@vivasalud/config/hosts';
import { notFound, unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import { cache } from 'react';

/** How long server components reuse an answer of the content API (seconds). */
export const CONTENT_REVALIDATE_SECONDS = 300;

/** The content API's origin for this deployment (never from a request). */
function contentApi(): string {
  const site = process.env.VIVASALUD_SITE_URL;
  return resolveHosts(site ? new URL(site).hostname : 'localhost', process.env).contentApi;
}

/**
 * A content client whose answers are never kept (`no-store`): for what must not sit in the data
 * cache keyed by its address — what a person typed into a search (issue #31: the query is only
 * compared, never stored) — and for the calls with a side effect (a most-searched counter).
 */
export const uncachedContentClient = () =>
  createContentClient({
    baseUrl: contentApi(),
    fetch: (request) => fetch(request, { cache: 'no-store' }),
  });

/**
 * How the portal's server components read the content API: TWO verbs, no more
 * (`@vivasalud/api-client/server-reads`, shared with the campaigns site).
 *
 * - `readRequired(what, read)`: what the page cannot do without — its answer; a 404 is the
 *   not-found screen (Next's `notFound()`), unless the caller says what a missing answer means
 *   (`readRequired(what, read, () => null)`: a catalog page past the last one); any other failure
 *   goes to the error boundary (the last good copy, or the service-unavailable screen).
 * - `readOptional(what, read)`: a part the page can do without (a home block, the footer's
 *   phone, a tool's call to action) — its answer, or `null` (logged), so that the page renders
 *   without it (issue #18, "every block degrades on its own").
 *
 * A read is a typed-client call (`() => contentClient().GET(…)`) or a `queryOptions` factory's
 * options, read through the request's QueryClient (`getQueryClient`, for `HydrationBoundary`).
 * The host comes from the deployment (`VIVASALUD_SITE_URL` names the public site; without it, the
 * local service), never from a request, so pages can be cached; `VIVASALUD_CONTENT_API_URL`
 * overrides it.
 */
export const { contentClient, readRequired, readOptional, getQueryClient } = createServerReads({
  app: 'portal',
  contentApi,
  revalidateSeconds: CONTENT_REVALIDATE_SECONDS,
  perRequest: cache,
  renderOnRequest: connection,
  notFound,
  rethrow: unstable_rethrow,
});
