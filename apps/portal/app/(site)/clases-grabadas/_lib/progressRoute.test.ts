import type { ContentSchema } from '@vivasalud/api-client/content';
import { contentHttp, setupContractServer, TEST_BASE_URLS } from '@vivasalud/api-client/testing';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request, type CallOptions } from '@vivasalud/auth/server/testing';
import { recordedClassProgressRoute } from './progressRoute';

/**
 * `GET|POST /api/recorded-classes/progress-class` against the content API's contract
 * (content.yaml `/wellness/recorded-classes/progress/`), answered by typed MSW handlers: the
 * answers below fail to compile if they stop matching the contract. Not concurrent: the MSW
 * handlers are per test.
 */

const PATH = '/api/recorded-classes/progress-class';
const UPSTREAM = '/wellness/recorded-classes/progress/';
const TOKEN = 'tok_progreso-0123456789abcdef';
const COOKIE = `vs_session=${TOKEN}`;
const CLEARED = 'vs_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0';
const UPSTREAM_ERROR = {
  error: true,
  code: 'UPSTREAM_ERROR',
  message: 'No pudimos conectar con el servicio. Inténtalo nuevamente.',
};
const UNAUTHORIZED = { error: true, code: 'UNAUTHORIZED', message: 'Sesión no válida o expirada.' };

const server = setupContractServer();
beforeAll(() => server.listen());
afterEach(() => {
  vi.restoreAllMocks();
  server.resetHandlers();
});
afterAll(() => server.close());

const routes = recordedClassProgressRoute({
  env: {
    VIVASALUD_CONTENT_API_URL: TEST_BASE_URLS.content,
    VIVASALUD_IDENTITY_API_URL: TEST_BASE_URLS.identity,
  },
  addressResolved: true,
});

const get = (options: CallOptions = {}, path = PATH) =>
  routes.GET(request('GET', path, { cookie: COOKIE, ...options }));
const post = (options: CallOptions = {}, path = PATH) =>
  routes.POST(request('POST', path, { cookie: COOKIE, ...options }));

const STORED: ContentSchema<'RecordedClassProgress'> = {
  slug: 'yoga-expres',
  progress: 40,
  position_seconds: 754,
  completed: false,
  updated_at: '2026-11-26T19:00:00.000Z',
};

/** The content API's whole RecordedClass: the route hands on only the card's fields. */
const CLASS: ContentSchema<'RecordedClass'> = {
  slug: 'yoga-expres',
  title: 'Yoga exprés',
  category: 'yoga',
  category_label: 'Yoga',
  image: 'http://content.test/media/yoga.webp',
  copy: 'Quince minutos para empezar el día.',
  duration_minutes: 15,
  mentor: null,
  is_pro: false,
  actions: [],
};

const CARD = {
  slug: 'yoga-expres',
  title: 'Yoga exprés',
  image: 'http://content.test/media/yoga.webp',
  duration_minutes: 15,
  category_label: 'Yoga',
};

interface Seen {
  method: string;
  authorization: string | null;
  body: unknown;
}

/** Every call the content API received in this test. */
function recorder() {
  const seen: Seen[] = [];
  const record = async (upstreamRequest: Request) => {
    const text = await upstreamRequest.clone().text();
    seen.push({
      method: upstreamRequest.method,
      authorization: upstreamRequest.headers.get('authorization'),
      body: text ? JSON.parse(text) : undefined,
    });
  };
  return { seen, record };
}

/** The content API saving: answers what is stored (the sent slug and position). */
function savingUpstream() {
  const { seen, record } = recorder();
  server.use(
    contentHttp.post(UPSTREAM, async ({ request: upstreamRequest, response }) => {
      await record(upstreamRequest);
      const sent = (await upstreamRequest.json()) as { slug: string; position_seconds?: number };
      return response(200).json({
        ...STORED,
        slug: sent.slug,
        position_seconds: sent.position_seconds ?? 0,
      });
    }),
  );
  return seen;
}

/** Any call to the content API is recorded and answered 500 (the tests expect none). */
function watchedUpstream() {
  const { seen, record } = recorder();
  server.use(
    contentHttp.untyped.all(`${TEST_BASE_URLS.content}${UPSTREAM}`, async ({ request: r }) => {
      await record(r);
      return HttpResponse.json({ error: true, message: 'no' }, { status: 500 });
    }),
  );
  return seen;
}

describe('GET /api/recorded-classes/progress-class', () => {
  it('answers the signed-in user’s list with the card’s fields only, no-store, read with the bearer', async () => {
    const { seen, record } = recorder();
    server.use(
      contentHttp.get(UPSTREAM, async ({ request: upstreamRequest, response }) => {
        await record(upstreamRequest);
        return response(200).json({
          results: [
            { ...STORED, recorded_class: CLASS },
            {
              ...STORED,
              slug: 'pilates-en-casa',
              progress: 100,
              completed: true,
              recorded_class: { ...CLASS, slug: 'pilates-en-casa', image: null },
            },
          ],
        });
      }),
    );
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      results: [
        { ...STORED, recorded_class: CARD },
        {
          ...STORED,
          slug: 'pilates-en-casa',
          progress: 100,
          completed: true,
          recorded_class: { ...CARD, slug: 'pilates-en-casa', image: null },
        },
      ],
    });
    expect(seen).toEqual([{ method: 'GET', authorization: `Bearer ${TOKEN}`, body: undefined }]);
  });

  it('answers an empty list as it is, with a trailing slash too', async () => {
    server.use(contentHttp.get(UPSTREAM, ({ response }) => response(200).json({ results: [] })));
    const response = await get({}, `${PATH}/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ results: [] });
  });

  it('needs no Origin (a read)', async () => {
    server.use(contentHttp.get(UPSTREAM, ({ response }) => response(200).json({ results: [] })));
    expect((await get({ origin: null })).status).toBe(200);
  });

  it('without a session answers 401 and calls nobody', async () => {
    const seen = watchedUpstream();
    const response = await get({ cookie: '' });
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(UNAUTHORIZED);
    expect(seen).toEqual([]);
  });

  it('a session the content API refuses answers 401 and clears the cookie', async () => {
    server.use(
      contentHttp.get(UPSTREAM, ({ response }) =>
        response(401).json({ error: true, code: 'UNAUTHORIZED', message: 'Token inválido.' }),
      ),
    );
    const response = await get();
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBe(CLEARED);
    expect(await response.json()).toEqual(UNAUTHORIZED);
  });

  it.each<[string, () => Response]>([
    [
      'fails (500)',
      () => HttpResponse.json({ error: true, message: 'Falla interna' }, { status: 500 }),
    ],
    ['cannot be reached', () => HttpResponse.error()],
    // Not an answer the contract gives this operation (an older service without the read).
    [
      'answers 404',
      () => HttpResponse.json({ error: true, message: 'No encontrado.' }, { status: 404 }),
    ],
    ['answers a list that is not one', () => HttpResponse.json({ results: {} })],
    ['answers an item without its card', () => HttpResponse.json({ results: [{ ...STORED }] })],
    [
      'answers a progress that is a string',
      () => HttpResponse.json({ results: [{ ...STORED, progress: '40', recorded_class: CLASS }] }),
    ],
  ])('when the content API %s: 502 UPSTREAM_ERROR, logged without token', async (_, answer) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(contentHttp.untyped.get(`${TEST_BASE_URLS.content}${UPSTREAM}`, answer));
    const response = await get();
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.json()).toEqual(UPSTREAM_ERROR);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(
      /^\[@vivasalud\/auth\] \/api\/recorded-classes\/progress-class 502 UPSTREAM_[A-Z0-9_]+$/,
    );
  });
});

describe('POST /api/recorded-classes/progress-class', () => {
  const update = { slug: 'yoga-expres', progress: 40, position_seconds: 754 };

  it('saves with the bearer, forwards only the contract’s fields and answers what is stored, no-store', async () => {
    const seen = savingUpstream();
    const response = await post({ body: { ...update, user_id: 7, token: 'x' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(STORED);
    expect(seen).toEqual([{ method: 'POST', authorization: `Bearer ${TOKEN}`, body: update }]);
  });

  it.each([['text/plain;charset=UTF-8'], ['text/plain'], ['application/json; charset=utf-8']])(
    'takes the JSON as %s (navigator.sendBeacon sends text/plain)',
    async (contentType) => {
      const seen = savingUpstream();
      const response = await post({ raw: JSON.stringify(update), contentType });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(STORED);
      expect(seen.map((call) => call.body)).toEqual([update]);
    },
  );

  it('without position_seconds forwards none (the stored position stays)', async () => {
    const seen = savingUpstream();
    const response = await post({ body: { slug: 'yoga-expres', progress: 100 } });
    expect(response.status).toBe(200);
    expect(seen.map((call) => call.body)).toEqual([{ slug: 'yoga-expres', progress: 100 }]);
  });

  it.each([0, 100, 99.5])('takes progress %s', async (progress) => {
    savingUpstream();
    expect((await post({ body: { slug: 'yoga-expres', progress } })).status).toBe(200);
  });

  it.each<[string, string | null, string]>([
    ['form-urlencoded', 'application/x-www-form-urlencoded', 'slug=yoga-expres&progress=40'],
    [
      'multipart',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="slug"\r\n\r\nyoga-expres\r\n--x--',
    ],
    ['text/html', 'text/html', JSON.stringify(update)],
    ['application/xml', 'application/xml', '<progress/>'],
  ])('%s is refused with 415 before any call', async (_, contentType, raw) => {
    const seen = watchedUpstream();
    const response = await post({ raw, contentType });
    expect(response.status).toBe(415);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      error: true,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'El cuerpo debe ser JSON.',
    });
    expect(seen).toEqual([]);
  });

  it('a body without content type is refused with 415 before any call', async () => {
    const seen = watchedUpstream();
    // A string body would get `text/plain;charset=UTF-8` from the Request: bytes get none.
    const bare = new Request(`http://localhost:3000${PATH}`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', cookie: COOKIE },
      body: new TextEncoder().encode(JSON.stringify(update)),
    });
    expect(bare.headers.get('content-type')).toBeNull();
    const response = await routes.POST(bare);
    expect(response.status).toBe(415);
    expect(seen).toEqual([]);
  });

  it.each<[string, string | null, string | undefined]>([
    ['a foreign origin', 'https://evil.example', 'application/json'],
    [
      'a foreign origin with text/plain (a cross-site "simple" request)',
      'https://evil.example',
      'text/plain',
    ],
    ['another port', 'http://localhost:3001', 'text/plain'],
    ['a missing Origin', null, 'text/plain'],
    ['Origin null', 'null', 'text/plain'],
  ])('%s is refused with 403 FORBIDDEN_ORIGIN before any call', async (_, origin, contentType) => {
    const seen = watchedUpstream();
    const response = await post({ origin, contentType, raw: JSON.stringify(update) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: true,
      code: 'FORBIDDEN_ORIGIN',
      message: 'Origen no permitido.',
    });
    expect(seen).toEqual([]);
  });

  it('without a session answers 401 and calls nobody', async () => {
    const seen = watchedUpstream();
    const response = await post({ cookie: '', body: update });
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(UNAUTHORIZED);
    expect(seen).toEqual([]);
  });

  it('a session the content API refuses answers 401 and clears the cookie', async () => {
    server.use(
      contentHttp.post(UPSTREAM, ({ response }) =>
        response(401).json({ error: true, code: 'UNAUTHORIZED', message: 'Token inválido.' }),
      ),
    );
    const response = await post({ body: update });
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBe(CLEARED);
    expect(await response.json()).toEqual(UNAUTHORIZED);
  });

  const SLUG_ERROR = { field: 'slug', message: 'La clase no es válida.' };
  const PROGRESS_ERROR = {
    field: 'progress',
    message: 'El progreso debe ser un número entre 0 y 100.',
  };
  const POSITION_ERROR = {
    field: 'position_seconds',
    message: 'La posición debe ser un número de segundos mayor o igual a 0.',
  };

  it.each<[string, string, unknown[]]>([
    ['progress 101', '{"slug":"yoga-expres","progress":101}', [PROGRESS_ERROR]],
    ['progress -1', '{"slug":"yoga-expres","progress":-1}', [PROGRESS_ERROR]],
    ['progress "50"', '{"slug":"yoga-expres","progress":"50"}', [PROGRESS_ERROR]],
    ['progress null', '{"slug":"yoga-expres","progress":null}', [PROGRESS_ERROR]],
    ['progress true', '{"slug":"yoga-expres","progress":true}', [PROGRESS_ERROR]],
    ['progress [50]', '{"slug":"yoga-expres","progress":[50]}', [PROGRESS_ERROR]],
    ['progress 1e999 (Infinity)', '{"slug":"yoga-expres","progress":1e999}', [PROGRESS_ERROR]],
    ['progress missing', '{"slug":"yoga-expres"}', [PROGRESS_ERROR]],
    ['slug missing', '{"progress":40}', [SLUG_ERROR]],
    ['slug "../x"', '{"slug":"../x","progress":40}', [SLUG_ERROR]],
    ['slug ""', '{"slug":"","progress":40}', [SLUG_ERROR]],
    ['slug 12', '{"slug":12,"progress":40}', [SLUG_ERROR]],
    ['slug with an accent', '{"slug":"guía","progress":40}', [SLUG_ERROR]],
    ['slug of 101 characters', `{"slug":"${'a'.repeat(101)}","progress":40}`, [SLUG_ERROR]],
    [
      'position_seconds -3',
      '{"slug":"yoga-expres","progress":40,"position_seconds":-3}',
      [POSITION_ERROR],
    ],
    [
      'position_seconds "12"',
      '{"slug":"yoga-expres","progress":40,"position_seconds":"12"}',
      [POSITION_ERROR],
    ],
    [
      'position_seconds null',
      '{"slug":"yoga-expres","progress":40,"position_seconds":null}',
      [POSITION_ERROR],
    ],
    [
      'position_seconds -1e999',
      '{"slug":"yoga-expres","progress":40,"position_seconds":-1e999}',
      [POSITION_ERROR],
    ],
    [
      'every field at fault',
      '{"slug":"../x","progress":"50","position_seconds":"12"}',
      [SLUG_ERROR, PROGRESS_ERROR, POSITION_ERROR],
    ],
  ])(
    '%s answers 400 VALIDATION_ERROR naming the field, before any call',
    async (_, raw, errors) => {
      const seen = watchedUpstream();
      for (const contentType of ['application/json', 'text/plain;charset=UTF-8']) {
        const response = await post({ raw, contentType });
        expect(response.status).toBe(400);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.json()).toEqual({
          error: true,
          code: 'VALIDATION_ERROR',
          message: 'Datos inválidos.',
          errors,
        });
      }
      expect(seen).toEqual([]);
    },
  );

  it.each<[string, string]>([
    ['malformed JSON', '{"slug":'],
    ['an array', '[{"slug":"yoga-expres","progress":40}]'],
    ['an empty body', ''],
  ])('%s answers 400 VALIDATION_ERROR for the body', async (_, raw) => {
    const seen = watchedUpstream();
    const response = await post({ raw, contentType: 'text/plain' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'body' }],
    });
    expect(seen).toEqual([]);
  });

  it('hands on the service’s 400 (a position past the end) with its message and fields', async () => {
    const refusal = {
      error: true as const,
      code: 'VALIDATION_ERROR',
      message: 'Datos inválidos.',
      errors: [
        { field: 'position_seconds', message: 'La posición supera la duración de la clase.' },
      ],
    };
    server.use(contentHttp.post(UPSTREAM, ({ response }) => response(400).json(refusal)));
    const response = await post({ body: { ...update, position_seconds: 99_999 } });
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(refusal);
  });

  it('hands on the service’s 404 for an unknown class with its message', async () => {
    const missing = {
      error: true as const,
      code: 'NOT_FOUND',
      message: 'No encontramos esa clase grabada.',
    };
    server.use(contentHttp.post(UPSTREAM, ({ response }) => response(404).json(missing)));
    const response = await post({ body: { ...update, slug: 'no-existe' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(missing);
  });

  it('hands on the service’s 429 with its Retry-After', async () => {
    const limited = {
      error: true as const,
      code: 'RATE_LIMITED',
      message: 'Demasiadas solicitudes. Inténtalo nuevamente en unos segundos.',
    };
    server.use(
      contentHttp.post(UPSTREAM, ({ response }) =>
        response(429).json(limited, { headers: { 'Retry-After': '37' } }),
      ),
    );
    const response = await post({ body: update });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('37');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(limited);
  });

  it.each<[string, () => Response]>([
    [
      'fails (500)',
      () => HttpResponse.json({ error: true, message: 'Falla interna' }, { status: 500 }),
    ],
    ['cannot be reached', () => HttpResponse.error()],
    [
      'answers 503 with Retry-After',
      () =>
        HttpResponse.json(
          { error: true, message: 'Mantenimiento' },
          { status: 503, headers: { 'Retry-After': '60' } },
        ),
    ],
    // A status the contract does not give this operation is the service's fault.
    [
      'answers 403',
      () => HttpResponse.json({ error: true, message: 'Prohibido' }, { status: 403 }),
    ],
    ['answers 200 without the stored progress', () => HttpResponse.json({ success: true })],
    ['answers 200 flagged as an error', () => HttpResponse.json({ error: true, message: 'x' })],
  ])(
    'when the content API %s: 502 UPSTREAM_ERROR, logged without body or token',
    async (_, answer) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      server.use(contentHttp.untyped.post(`${TEST_BASE_URLS.content}${UPSTREAM}`, answer));
      const response = await post({ body: update });
      expect(response.status).toBe(502);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('retry-after')).toBeNull();
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await response.json()).toEqual(UPSTREAM_ERROR);
      expect(log).toHaveBeenCalledTimes(1);
      const line = String(log.mock.calls[0]![0]);
      expect(line).toMatch(
        /^\[@vivasalud\/auth\] \/api\/recorded-classes\/progress-class 502 UPSTREAM_[A-Z0-9_]+$/,
      );
      expect(line).not.toContain(TOKEN);
      expect(line).not.toContain('yoga-expres');
    },
  );
});
