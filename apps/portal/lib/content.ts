import { createContentClient, type ContentClient } from '@vivasalud/api-client/content';
import { resolveHosts } from '@vivasalud/config/hosts';

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
