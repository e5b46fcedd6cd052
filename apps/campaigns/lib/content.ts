import { createServerReads } from '@vivasalud/api-client/server-reads';
import { connection } from 'next/server';
import { cache } from 'react';
import { sitesOf } from './site';

/** How long server components reuse an answer of the content API (seconds), as in the portal. */
export const CONTENT_REVALIDATE_SECONDS = 300;

/**
 * How the campaigns site's server components read the content API — the portal's reads and
 * failure policy (`@vivasalud/api-client/server-reads`). The host comes from the deployment
 * (`lib/site.ts`), never from a request, so pages can be cached.
 */
export const { contentClient, orUndefined, readContent, getQueryClient, readQuery } =
  createServerReads({
    app: 'campaigns',
    contentApi: () => sitesOf(process.env).contentApi,
    revalidateSeconds: CONTENT_REVALIDATE_SECONDS,
    perRequest: cache,
    renderOnRequest: connection,
  });
