/**
 * The content service at the network edge for tests of server reads (`lib/content.ts`): the
 * contract's MSW server (a request without a handler fails the test), started for the file, its
 * handlers reset after each test, and the reads pointed at its base URL. Each file still mocks
 * `next/server`'s `connection` itself (vi.mock is hoisted per file).
 */
import { setupContractServer, TEST_BASE_URLS } from '@vivasalud/api-client/testing';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

export function setupContentServer() {
  const server = setupContractServer();
  beforeAll(() => server.listen());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  beforeEach(() => {
    vi.stubEnv('VIVASALUD_CONTENT_API_URL', TEST_BASE_URLS.content);
  });
  return server;
}
