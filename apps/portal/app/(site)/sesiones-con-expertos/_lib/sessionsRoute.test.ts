import type { ContentSchema } from '@vivasalud/api-client/content';
import { contentHttp, setupContractServer, TEST_BASE_URLS } from '@vivasalud/api-client/testing';
import { request, type CallOptions } from '@vivasalud/auth/server/testing';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expertSessionRoute, expertSessionsRoute, SESSIONS_MESSAGES } from './sessionsRoute';

/**
 * The sessions with experts' same-site routes against the content API's contract (content.yaml
 * `/backoffice/session-experts/sessions/…`), answered by typed MSW handlers: the answers below
 * fail to compile if they stop matching the contract. Not concurrent: the handlers are per test.
 */

const ONE = '/backoffice/session-experts/sessions/{slug}/';
const LIST = '/backoffice/session-experts/sessions/';
const UPSTREAM_ERROR = {
  error: true,
  code: 'UPSTREAM_ERROR',
  message: 'No pudimos conectar con el servicio. Inténtalo nuevamente.',
};

const SESSION: ContentSchema<'ExpertSession'> = {
  slug: 'hierro-en-tu-mesa',
  title: 'Hierro en tu mesa',
  specialty_id: 1,
  expert: {
    name: 'Rosa Ccori Valdivia',
    specialty: 'Nutrición',
    photo: '/media/mentor-3.webp',
    registration: { body: 'CNP', number: '04521' },
  },
  description: 'Cómo prevenir la anemia en familia.',
  starts_at: '2027-01-13T00:00:00Z',
  duration_minutes: 45,
  mode: 'online',
  price: 20,
  actions: [],
};

const server = setupContractServer();
beforeAll(() => server.listen());
afterEach(() => {
  vi.restoreAllMocks();
  server.resetHandlers();
});
afterAll(() => server.close());

const options = {
  env: {
    VIVASALUD_CONTENT_API_URL: TEST_BASE_URLS.content,
    VIVASALUD_IDENTITY_API_URL: TEST_BASE_URLS.identity,
  },
  addressResolved: true,
};
const one = expertSessionRoute(options);
const list = expertSessionsRoute(options);

const postOne = (body: unknown, call: CallOptions = {}) =>
  one.POST(request('POST', '/api/sessions-with-experts/get-a-session', { body, ...call }));
const postList = (body: unknown, call: CallOptions = {}) =>
  list.POST(request('POST', '/api/sessions-with-experts/catalog-class', { body, ...call }));

/** Any call to the service is recorded and answered 500 (the tests expect none). */
function watchedUpstream() {
  const seen: string[] = [];
  server.use(
    contentHttp.untyped.all(
      `${TEST_BASE_URLS.content}/backoffice/session-experts/*`,
      ({ request: upstream }) => {
        seen.push(upstream.url);
        return HttpResponse.json({ error: true, message: 'no' }, { status: 500 });
      },
    ),
  );
  return seen;
}

describe('POST /api/sessions-with-experts/get-a-session', () => {
  it('answers the session without a session cookie, no-store, sending no bearer', async () => {
    const bearers: (string | null)[] = [];
    server.use(
      contentHttp.get(ONE, ({ request: upstream, params, response }) => {
        bearers.push(upstream.headers.get('authorization'));
        expect(params.slug).toBe(SESSION.slug);
        return response(200).json(SESSION);
      }),
    );
    const response = await postOne({ slug: SESSION.slug });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(SESSION);
    expect(bearers).toEqual([null]);
  });

  it('hands on the service’s 404 for an unknown slug', async () => {
    server.use(
      contentHttp.get(ONE, ({ response }) =>
        response(404).json({
          error: true,
          code: 'NOT_FOUND',
          message: 'No encontramos esa sesión',
        }),
      ),
    );
    const response = await postOne({ slug: 'no-existe' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
  });

  it.each([[{}], [{ slug: '' }], [{ slug: 'hola mundo' }], [{ slug: '../etc' }], [{ slug: 7 }]])(
    'refuses %j with 400 «Invalid slug format», without calling the service',
    async (body) => {
      const seen = watchedUpstream();
      const response = await postOne(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: true,
        code: 'VALIDATION_ERROR',
        message: 'Invalid slug format',
      });
      expect(seen).toEqual([]);
    },
  );

  it('answers 502 UPSTREAM_ERROR, never a 500, when the service fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    watchedUpstream();
    const response = await postOne({ slug: SESSION.slug });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual(UPSTREAM_ERROR);
  });

  it('refuses a foreign Origin with 403 before reading anything', async () => {
    const seen = watchedUpstream();
    const response = await postOne({ slug: SESSION.slug }, { origin: 'https://otro.example' });
    expect(response.status).toBe(403);
    expect(seen).toEqual([]);
  });

  it('answers GET 405 with Allow: POST', async () => {
    const response = await one.GET(request('GET', '/api/sessions-with-experts/get-a-session'));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('POST /api/sessions-with-experts/catalog-class', () => {
  it('answers the sessions of the specialty id', async () => {
    const specialties: (string | null)[] = [];
    server.use(
      contentHttp.get(LIST, ({ request: upstream, response }) => {
        specialties.push(new URL(upstream.url).searchParams.get('specialty'));
        return response(200).json([SESSION]);
      }),
    );
    const response = await postList({ id: 1 });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual([SESSION]);
    expect(specialties).toEqual(['1']);
  });

  it.each([[{}], [{ id: 0 }], [{ id: -3 }], [{ id: 1.5 }], [{ id: '1' }], [{ id: 2 ** 31 }]])(
    'refuses %j with 400 naming the field, without calling the service',
    async (body) => {
      const seen = watchedUpstream();
      const response = await postList(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: true,
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'id', message: SESSIONS_MESSAGES.id }],
      });
      expect(seen).toEqual([]);
    },
  );

  it('answers 502 UPSTREAM_ERROR when the service fails or answers what the contract does not', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    watchedUpstream();
    expect((await postList({ id: 1 })).status).toBe(502);
    server.resetHandlers();
    server.use(
      contentHttp.untyped.get(`${TEST_BASE_URLS.content}${LIST}`, () =>
        HttpResponse.json([{ slug: 'x' }]),
      ),
    );
    const response = await postList({ id: 1 });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual(UPSTREAM_ERROR);
  });
});
