import { createContentClient, type ContentClient } from '@vivasalud/api-client/content';
import { resolveHosts } from '@vivasalud/config/hosts';
import { connection } from 'next/server';
import { contentFailure } from '@/lib/pages/failures';

/** How long server components reuse an answer of the content API (seconds). */
export const CONTENT_REVALIDATE_SECONDS = 300;

/**
 * The content API client of server components. The host comes from the deployment
 * (`VIVASALUD_SITE_URL` names the public site; without it, the local service), never from a
 * request, so pages can be cached; `VIVASALUD_CONTENT_API_URL` overrides it.
 */
export function contentClient(): ContentClient {
  const site = process.env.VIVASALUD_SITE_URL;
  const hostname = site ? new URL(site).hostname : 'localhost';
  return createContentClient({
    baseUrl: resolveHosts(hostname, process.env).contentApi,
    fetch: (request) =>
      fetch(request, { next: { revalidate: CONTENT_REVALIDATE_SECONDS } } as RequestInit),
  });
}

/** The answer of a content call, or `undefined` when it failed (the failure is logged). */
export async function orUndefined<T>(
  what: string,
  call: Promise<{ data?: T }>,
): Promise<T | undefined> {
  try {
    return (await call).data;
  } catch (error) {
    console.error(`[portal] ${what} failed`, error instanceof Error ? error.message : error);
    return undefined;
  }
}

/**
 * THE failure policy of content reads (DESIGN.md): one content call for a page gives its answer,
 * `null` when the service says 404 (the caller shows the not-found screen), and a thrown error
 * for any other failure (the error boundary: the last good copy, or the service-unavailable
 * screen). Unlike `orUndefined`,
 * a failure is never turned into an empty answer: the route errors instead of rendering a blank
 * or a 404 page. Answers are cached `CONTENT_REVALIDATE_SECONDS` in Next's data cache, which only
 * stores 200 answers: once a page has been read, a failing revalidation keeps serving the last
 * good answer, and only a page never read successfully reaches the error boundary.
 */
export async function readContent<T>(
  what: string,
  call: () => Promise<{ data?: T }>,
): Promise<T | null> {
  try {
    const { data } = await call();
    if (data === undefined) throw new Error('empty answer');
    return data;
  } catch (error) {
    if (contentFailure(error) === 'missing') return null;
    // A build that cannot reach the service (CI builds before it starts anything) prerenders
    // nothing: the route is then rendered on request, its reads still from the data cache.
    if (process.env.NEXT_PHASE === 'phase-production-build') await connection();
    console.error(`[portal] ${what} failed`, error instanceof Error ? error.message : error);
    throw error;
  }
}
