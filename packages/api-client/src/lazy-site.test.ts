import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createLazySiteClient } from './lazy-site';
import { setupContractServer, siteHttp, TEST_BASE_URLS } from './testing';

const server = setupContractServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('createLazySiteClient (issue #33: openapi-fetch fetched at the first call)', () => {
  it('answers a call as the site client does: the body as data', async () => {
    server.use(
      siteHttp.get('/api/auth/get-user', ({ response }) =>
        response(200).json({ ok: true, authenticated: false } as never),
      ),
    );
    const client = createLazySiteClient({ baseUrl: TEST_BASE_URLS.site });
    const { data } = await client.GET('/api/auth/get-user');
    expect(data).toMatchObject({ authenticated: false });
  });

  it('keeps the answer handling: a refusal is an ApiError, and 401 calls onUnauthorized', async () => {
    server.use(
      siteHttp.get('/api/recorded-classes/progress-class', ({ response }) =>
        response(401).json({ success: false, message: 'Unauthorized' } as never),
      ),
    );
    const onUnauthorized = vi.fn();
    const client = createLazySiteClient({ baseUrl: TEST_BASE_URLS.site, onUnauthorized });
    const error = await client
      .GET('/api/recorded-classes/progress-class')
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('refuses middleware: the answer handling is installed when the client is made', () => {
    const client = createLazySiteClient({ baseUrl: TEST_BASE_URLS.site });
    expect(() => client.use({} as never)).toThrow(/middleware/);
  });
});
