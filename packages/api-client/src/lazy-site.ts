/**
 * `@vivasalud/api-client/lazy-site`: the site client (`createSiteClient` of `./site`) for a page's
 * client code, its code fetched at the first call. Only types are imported here, so that a page
 * importing this module does not bundle openapi-fetch.
 */
import type { ApiClientOptions } from './client';
import type { paths } from './generated/site';
import type { SiteClient } from './site';

/** The methods of a client that send a request (each answers a promise). */
const REQUEST_METHODS = [
  'GET',
  'PUT',
  'POST',
  'DELETE',
  'OPTIONS',
  'HEAD',
  'PATCH',
  'TRACE',
] as const;

/**
 * A site client whose code (openapi-fetch and the answer handling) is fetched at its first call,
 * not with the page (issue #33: the account forms' pages make their first call when the person
 * sends the form, or once the session is read after the page). The same client otherwise: every
 * request method answers what `createSiteClient`'s does. A failed load (offline) is tried again at
 * the next call. Middleware (`use`, `eject`) is not offered: the answer handling is installed.
 */
export function createLazySiteClient(options: ApiClientOptions): SiteClient {
  let loading: Promise<SiteClient> | null = null;
  const load = () =>
    (loading ??= import('./client').then(
      ({ createApiClient: create }) => create<paths>(options),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const client: Record<string, unknown> = {};
  for (const method of REQUEST_METHODS) {
    client[method] = async (...args: unknown[]) =>
      ((await load())[method] as (...rest: unknown[]) => unknown)(...args);
  }
  client.request = async (...args: unknown[]) =>
    ((await load()).request as (...rest: unknown[]) => unknown)(...args);
  const noMiddleware = () => {
    throw new Error('createLazySiteClient: middleware is installed when the client is made');
  };
  client.use = noMiddleware;
  client.eject = noMiddleware;
  return client as unknown as SiteClient;
}

export { ApiError, isApiError, type ApiErrorCode } from './errors';
