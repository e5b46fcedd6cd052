import { createServerReads } from '@vivasalud/api-client/server-reads';
import { resolveHosts } from '@vivasalud/config/hosts';
import { unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import { cache } from 'react';

/** How long server components reuse an answer of the content API (seconds). */
export const CONTENT_REVALIDATE_SECONDS = 300;

/**
 * How the portal's server components read the content API: THE failure policy of content reads
 * (`readContent`: the answer, `null` on a 404, a thrown error otherwise), `orUndefined` for the
 * optional parts, and one QueryClient per request for `readQuery`
 * (`@vivasalud/api-client/server-reads`, shared with the campaigns site). The host comes from the
 * deployment (`VIVASALUD_SITE_URL` names the public site; without it, the local service), never
 * from a request, so pages can be cached; `VIVASALUD_CONTENT_API_URL` overrides it.
 */
export const { contentClient, orUndefined, readContent, getQueryClient, readQuery } =
  createServerReads({
    app: 'portal',
    contentApi: () => {
      const site = process.env.VIVASALUD_SITE_URL;
      return resolveHosts(site ? new URL(site).hostname : 'localhost', process.env).contentApi;
    },
    revalidateSeconds: CONTENT_REVALIDATE_SECONDS,
    perRequest: cache,
    renderOnRequest: connection,
  });

/**
 * An optional part of a page (a home block, the pillars of /pilares): its answer, or `null` when
 * the service has none (404) or the call fails (logged by `readContent`), so that the page renders
 * without it (issue #18, "every block degrades on its own"). What the page cannot do without is
 * read with `readContent`, whose failure keeps the last good copy. Next's own control flow (a
 * build asking to render on request) is rethrown, never taken for a failure.
 */
export async function optionalContent<T>(
  what: string,
  call: () => Promise<{ data?: T }>,
): Promise<T | null> {
  try {
    return await readContent(what, call);
  } catch (error) {
    unstable_rethrow(error);
    return null;
  }
}
