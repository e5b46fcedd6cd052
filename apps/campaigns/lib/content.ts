import { createServerReads } from '@vivasalud/api-client/server-reads';
import { notFound, unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import { cache } from 'react';
import { sitesOf } from './site';

/** How long server components reuse an answer of the content API (seconds), as in the portal. */
export const CONTENT_REVALIDATE_SECONDS = 300;

/**
 * How the campaigns site's server components read the content API — the portal's reads and
 * two read verbs (`readRequired`, `readOptional`; `@vivasalud/api-client/server-reads`). The host comes from the deployment
 * (`lib/site.ts`), never from a request, so pages can be cached.
 */
export const { contentClient, readRequired, readOptional, getQueryClient } = createServerReads({
  app: 'campaigns',
  contentApi: () => sitesOf(process.env).contentApi,
  revalidateSeconds: CONTENT_REVALIDATE_SECONDS,
  perRequest: cache,
  renderOnRequest: connection,
  notFound,
  rethrow: unstable_rethrow,
});
