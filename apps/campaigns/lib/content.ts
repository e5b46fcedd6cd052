import { createContentClient, type ContentClient } from '@vivasalud/api-client/content';
import { isApiError } from '@vivasalud/api-client/errors';
import { connection } from 'next/server';
import { sitesOf } from './site';

/** How long server components reuse an answer of the content API (seconds), as in the portal. */
export const CONTENT_REVALIDATE_SECONDS = 300;

/**
 * The content API client of server components. The host comes from the deployment
 * (`lib/site.ts`), never from a request, so pages can be cached.
 */
export function contentClient(): ContentClient {
  return createContentClient({
    baseUrl: sitesOf(process.env).contentApi,
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
    console.error(`[campaigns] ${what} failed`, error instanceof Error ? error.message : error);
    return undefined;
  }
}

/**
 * THE failure policy of content reads (DESIGN.md), as the portal's `readContent`: the answer,
 * `null` when the service says 404 (the caller shows the not-found screen), a thrown error for
 * anything else (the route errors; Next's data cache keeps serving the last good answer of a page
 * read once).
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
    if (isApiError(error) && error.status === 404) return null;
    // A build that cannot reach the service prerenders nothing: the route is rendered on request.
    if (process.env.NEXT_PHASE === 'phase-production-build') await connection();
    console.error(`[campaigns] ${what} failed`, error instanceof Error ? error.message : error);
    throw error;
  }
}
