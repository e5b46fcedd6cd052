/**
 * Test support for the apps' unit tests: MSW handlers typed by the contract (openapi-msw), so a
 * handler for a path, parameter or body the contract does not have fails to compile, and a
 * server on which any request nobody handled fails the test.
 *
 *   const server = setupContractServer(
 *     contentHttp.get('/pages/{slug}/', ({ response }) => response(200).json(page)),
 *   );
 *   beforeAll(() => server.listen());
 *   afterEach(() => server.resetHandlers());   // throws if a request went unhandled
 *   afterAll(() => server.close());
 */
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths as ContentPaths } from '../generated/content';
import type { paths as IdentityPaths } from '../generated/identity';
import type { paths as SitePaths } from '../generated/site';

/** Base URLs the handlers answer on; give the same ones to the clients under test. */
export const TEST_BASE_URLS = {
  content: 'http://content.test/content',
  identity: 'http://identity.test/identity',
  site: 'http://site.test',
} as const;

export const contentHttp = createOpenApiHttp<ContentPaths>({ baseUrl: TEST_BASE_URLS.content });
export const identityHttp = createOpenApiHttp<IdentityPaths>({ baseUrl: TEST_BASE_URLS.identity });
export const siteHttp = createOpenApiHttp<SitePaths>({ baseUrl: TEST_BASE_URLS.site });

export class UnhandledRequestError extends Error {
  override readonly name = 'UnhandledRequestError';
}

/**
 * An MSW server whose `listen()` records every request no handler answered (and lets it fail
 * as a network error), and whose `resetHandlers()` — called after each test — throws when
 * there were any, so the test that made them fails.
 */
export function setupContractServer(...handlers: RequestHandler[]): ReturnType<typeof setupServer> {
  const server = setupServer(...handlers);
  const unhandled: string[] = [];
  const listen = server.listen.bind(server);
  const resetHandlers = server.resetHandlers.bind(server);

  server.listen = (options) =>
    listen({
      ...options,
      onUnhandledRequest(request) {
        unhandled.push(`${request.method} ${request.url}`);
        throw new UnhandledRequestError(`No handler for ${request.method} ${request.url}`);
      },
    });
  server.resetHandlers = (...next) => {
    resetHandlers(...next);
    const missed = unhandled.splice(0);
    if (missed.length) {
      throw new UnhandledRequestError(`Requests without a handler:\n${missed.join('\n')}`);
    }
  };
  return server;
}
