import type { ContentSchema } from '@vivasalud/api-client/content';
import { contentHttp, setupContractServer, TEST_BASE_URLS } from '@vivasalud/api-client/testing';
import { request, type CallOptions } from '@vivasalud/auth/server/testing';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cancelReservationRoute, reservationsRoute } from './reservationsRoute';
import { liveClassCard } from '@/test/live-classes';

/**
 * The reservation routes against the content API's contract (content.yaml
 * `/wellness/resources/reservations/`), answered by typed MSW handlers: the answers below fail to
 * compile if they stop matching the contract. Not concurrent: the handlers are per test.
 */

const PATH = '/api/live-classes/reservations';
const UPSTREAM = '/wellness/resources/reservations/';
const UPSTREAM_ONE = '/wellness/resources/reservations/{id}/';
const TOKEN = 'tok_reservas-0123456789abcdef';
const COOKIE = `vs_session=${TOKEN}`;
const CLEARED = 'vs_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0';
const KEY = '6f1c2b9e-8d4a-4e2f-9b7c-1a2b3c4d5e6f';
const MADE_KEY = '00000000-0000-4000-8000-000000000001';
const ID = '3b0d7a52-2f1e-4c3a-9a8b-7c6d5e4f3a2b';
const UPSTREAM_ERROR = {
  error: true,
  code: 'UPSTREAM_ERROR',
  message: 'No pudimos conectar con el servicio. Inténtalo nuevamente.',
};
const UNAUTHORIZED = { error: true, code: 'UNAUTHORIZED', message: 'Sesión no válida o expirada.' };
const LOGIN = '/auth/login?redirect=%2Fclases-en-vivo%2Fyoga-prenatal%3Freservar%3D1';

const server = setupContractServer();
beforeAll(() => server.listen());
afterEach(() => {
  vi.restoreAllMocks();
  server.resetHandlers();
});
afterAll(() => server.close());

const revalidate = vi.fn<(path: string) => void>();
afterEach(() => revalidate.mockClear());
const options = {
  env: {
    VIVASALUD_CONTENT_API_URL: TEST_BASE_URLS.content,
    VIVASALUD_IDENTITY_API_URL: TEST_BASE_URLS.identity,
  },
  addressResolved: true,
  revalidate,
  newKey: () => MADE_KEY,
};
const routes = reservationsRoute(options);
const cancelRoutes = cancelReservationRoute(options);

const get = (query = '', call: CallOptions = {}) =>
  routes.GET(request('GET', `${PATH}${query}`, { cookie: COOKIE, ...call }));
const postJson = (body: unknown, call: CallOptions = {}, key: string | null = KEY) =>
  routes.POST(
    request('POST', PATH, {
      cookie: COOKIE,
      body,
      ...(key === null ? {} : { headers: { 'idempotency-key': key } }),
      ...call,
    }),
  );
const postForm = (fields: Record<string, string>, call: CallOptions = {}) =>
  routes.POST(
    request('POST', PATH, {
      cookie: COOKIE,
      raw: new URLSearchParams(fields).toString(),
      contentType: 'application/x-www-form-urlencoded',
      ...call,
    }),
  );
const cancelPath = (id: string) => `${PATH}/${id}/cancel`;
const cancel = (id: string, call: CallOptions = {}) =>
  cancelRoutes.POST(request('POST', cancelPath(id), { cookie: COOKIE, ...call }));
const cancelForm = (id: string, fields: Record<string, string>, call: CallOptions = {}) =>
  cancelRoutes.POST(
    request('POST', cancelPath(id), {
      cookie: COOKIE,
      raw: new URLSearchParams(fields).toString(),
      contentType: 'application/x-www-form-urlencoded',
      ...call,
    }),
  );

const LIVE_CLASS = liveClassCard({ mentor: null, seats_left: 3 });

const RESERVATION: ContentSchema<'Reservation'> = {
  id: ID,
  status: 'reserved',
  created_at: '2026-11-28T15:00:00.000Z',
  cancelled_at: null,
  kind: 'live-class',
  slug: LIVE_CLASS.slug,
  title: LIVE_CLASS.title,
  starts_at: LIVE_CLASS.starts_at,
  ends_at: LIVE_CLASS.starts_at,
  path: `/clases-en-vivo/${LIVE_CLASS.slug}`,
  live_class: LIVE_CLASS,
};

interface Seen {
  method: string;
  path: string;
  authorization: string | null;
  key: string | null;
  body: unknown;
}

function recorder() {
  const seen: Seen[] = [];
  const record = async (upstream: Request) => {
    const text = await upstream.clone().text();
    seen.push({
      method: upstream.method,
      path: new URL(upstream.url).pathname.replace(new URL(TEST_BASE_URLS.content).pathname, ''),
      authorization: upstream.headers.get('authorization'),
      key: upstream.headers.get('idempotency-key'),
      body: text ? JSON.parse(text) : undefined,
    });
  };
  return { seen, record };
}

/** The service reserving: 201 with the reservation (or `status`). */
function reservingUpstream(status: 200 | 201 = 201) {
  const { seen, record } = recorder();
  server.use(
    contentHttp.post(UPSTREAM, async ({ request: upstream, response }) => {
      await record(upstream);
      return response(status).json(RESERVATION);
    }),
  );
  return seen;
}

/** Any call to the service is recorded and answered 500 (the tests expect none). */
function watchedUpstream() {
  const { seen, record } = recorder();
  server.use(
    contentHttp.untyped.all(
      `${TEST_BASE_URLS.content}/wellness/resources/reservations/*`,
      async ({ request: r }) => {
        await record(r);
        return HttpResponse.json({ error: true, message: 'no' }, { status: 500 });
      },
    ),
  );
  return seen;
}

const refusal = (code: string, message: string) => ({ error: true as const, code, message });
const FULL = refusal('CLASS_FULL', 'Esta clase está llena. Ya no quedan lugares.');
const CLOSED = refusal('RESERVATION_CLOSED', 'Las reservas de esta clase ya cerraron.');
const NOT_PRO = refusal('NOT_PRO', 'Este servicio es exclusivo para miembros Pro.');
const NOT_FOUND = refusal('NOT_FOUND', 'No encontramos esa clase en vivo.');

describe('GET /api/live-classes/reservations', () => {
  it('answers the member’s list with the bearer, no-store, only the contract’s fields', async () => {
    const { seen, record } = recorder();
    server.use(
      contentHttp.get(UPSTREAM, async ({ request: upstream, response }) => {
        await record(upstream);
        return response(200).json({
          results: [{ ...RESERVATION, live_class: { ...LIVE_CLASS, internal: 'x' } as never }],
        });
      }),
    );
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ results: [RESERVATION] });
    expect(seen).toEqual([
      {
        method: 'GET',
        path: UPSTREAM,
        authorization: `Bearer ${TOKEN}`,
        key: null,
        body: undefined,
      },
    ]);
  });

  it('keeps only the class asked for with ?slug=', async () => {
    const other = {
      ...RESERVATION,
      slug: 'pilates',
      live_class: { ...LIVE_CLASS, slug: 'pilates' },
    };
    server.use(
      contentHttp.get(UPSTREAM, ({ response }) =>
        response(200).json({ results: [other, RESERVATION] }),
      ),
    );
    expect(await (await get('?slug=yoga-prenatal')).json()).toEqual({ results: [RESERVATION] });
    expect(await (await get('?slug=meditacion')).json()).toEqual({ results: [] });
  });

  it('a ?slug= that is not one answers 400 naming the field, before any call', async () => {
    const seen = watchedUpstream();
    const response = await get('?slug=..%2Fx');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: true,
      code: 'VALIDATION_ERROR',
      message: 'Datos inválidos.',
      errors: [{ field: 'slug', message: 'La clase no es válida.' }],
    });
    expect(seen).toEqual([]);
  });

  it('without a session answers 401 and calls nobody', async () => {
    const seen = watchedUpstream();
    const response = await get('', { cookie: '' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHORIZED);
    expect(seen).toEqual([]);
  });

  it('a session the service refuses answers 401 and clears the cookie', async () => {
    server.use(
      contentHttp.get(UPSTREAM, ({ response }) =>
        response(401).json({ error: true, code: 'UNAUTHORIZED', message: 'Token inválido.' }),
      ),
    );
    const response = await get();
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBe(CLEARED);
  });

  it.each<[string, () => Response]>([
    ['fails (500)', () => HttpResponse.json({ error: true, message: 'x' }, { status: 500 })],
    ['cannot be reached', () => HttpResponse.error()],
    ['answers a list that is not one', () => HttpResponse.json({ results: {} })],
    ['answers an item without its class', () => HttpResponse.json({ results: [{ id: ID }] })],
  ])('when the service %s: 502 UPSTREAM_ERROR', async (_, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(contentHttp.untyped.get(`${TEST_BASE_URLS.content}${UPSTREAM}`, answer));
    const response = await get();
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual(UPSTREAM_ERROR);
  });
});

describe('POST /api/live-classes/reservations (JSON)', () => {
  it.each([201, 200] as const)(
    'hands on the service’s %s with the reservation, the key and the bearer; revalidates the page',
    async (status) => {
      const seen = reservingUpstream(status);
      const response = await postJson({ slug: 'yoga-prenatal', user: 7 });
      expect(response.status).toBe(status);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual(RESERVATION);
      expect(seen).toEqual([
        {
          method: 'POST',
          path: UPSTREAM,
          authorization: `Bearer ${TOKEN}`,
          key: KEY,
          body: { slug: 'yoga-prenatal' },
        },
      ]);
      expect(revalidate.mock.calls).toEqual([['/clases-en-vivo/yoga-prenatal']]);
    },
  );

  it.each<[number, ReturnType<typeof refusal>]>([
    [409, FULL],
    [409, CLOSED],
    [403, NOT_PRO],
    [404, NOT_FOUND],
    [400, refusal('VALIDATION_ERROR', 'Datos inválidos.')],
  ])('hands on the service’s %s %o as it is', async (status, body) => {
    server.use(
      contentHttp.untyped.post(`${TEST_BASE_URLS.content}${UPSTREAM}`, () =>
        HttpResponse.json(body, { status }),
      ),
    );
    const response = await postJson({ slug: 'yoga-prenatal' });
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(body);
    // A full class: the page showed seats that are gone.
    expect(revalidate.mock.calls).toEqual(
      body.code === 'CLASS_FULL' ? [['/clases-en-vivo/yoga-prenatal']] : [],
    );
  });

  it('without a session answers 401 and calls nobody', async () => {
    const seen = watchedUpstream();
    const response = await postJson({ slug: 'yoga-prenatal' }, { cookie: '' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHORIZED);
    expect(seen).toEqual([]);
  });

  it('a session the service refuses answers 401 and clears the cookie', async () => {
    server.use(
      contentHttp.post(UPSTREAM, ({ response }) =>
        response(401).json({ error: true, code: 'UNAUTHORIZED', message: 'Token inválido.' }),
      ),
    );
    const response = await postJson({ slug: 'yoga-prenatal' });
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBe(CLEARED);
    expect(await response.json()).toEqual(UNAUTHORIZED);
  });

  it.each<[string, unknown, string | null, string]>([
    ['a slug that is not one', { slug: '../x' }, KEY, 'slug'],
    ['no slug', {}, KEY, 'slug'],
    ['a slug that is a number', { slug: 12 }, KEY, 'slug'],
    ['no Idempotency-Key', { slug: 'yoga-prenatal' }, null, 'Idempotency-Key'],
    [
      'an Idempotency-Key that is not a UUID',
      { slug: 'yoga-prenatal' },
      'doble',
      'Idempotency-Key',
    ],
  ])('%s answers 400 naming the field, before any call', async (_, body, key, field) => {
    const seen = watchedUpstream();
    const response = await postJson(body, {}, key);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field }] });
    expect(seen).toEqual([]);
  });

  it.each<[string, string | null]>([
    ['a foreign origin', 'https://evil.example'],
    ['a missing Origin', null],
  ])('%s is refused with 403 FORBIDDEN_ORIGIN before any call', async (_, origin) => {
    const seen = watchedUpstream();
    const response = await postJson({ slug: 'yoga-prenatal' }, { origin });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'FORBIDDEN_ORIGIN' });
    expect(seen).toEqual([]);
  });

  it('a body that is neither JSON nor the form is refused with 415', async () => {
    const seen = watchedUpstream();
    const response = await routes.POST(
      request('POST', PATH, { cookie: COOKIE, raw: '<x/>', contentType: 'application/xml' }),
    );
    expect(response.status).toBe(415);
    expect(seen).toEqual([]);
  });

  it.each<[string, () => Response]>([
    ['fails (500)', () => HttpResponse.json({ error: true, message: 'x' }, { status: 500 })],
    ['cannot be reached', () => HttpResponse.error()],
    ['answers 201 without a reservation', () => HttpResponse.json({ ok: true }, { status: 201 })],
  ])('when the service %s: 502 UPSTREAM_ERROR, logged without token', async (_, answer) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(contentHttp.untyped.post(`${TEST_BASE_URLS.content}${UPSTREAM}`, answer));
    const response = await postJson({ slug: 'yoga-prenatal' });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual(UPSTREAM_ERROR);
    expect(String(log.mock.calls[0]![0])).not.toContain(TOKEN);
    expect(revalidate).not.toHaveBeenCalled();
  });
});

describe('POST /api/live-classes/reservations (the page’s form, without JavaScript)', () => {
  it('signed in: reserves with a key the route makes, 303 to «Mi espacio» with «reservada»', async () => {
    const seen = reservingUpstream();
    const response = await postForm({ slug: 'yoga-prenatal' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/mi-espacio?reserva=yoga-prenatal&resultado=reservada',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(seen.map(({ key, body }) => ({ key, body }))).toEqual([
      { key: MADE_KEY, body: { slug: 'yoga-prenatal' } },
    ]);
    expect(revalidate.mock.calls).toEqual([['/clases-en-vivo/yoga-prenatal']]);
  });

  it('passes on the key the form carries', async () => {
    const seen = reservingUpstream();
    await postForm({ slug: 'yoga-prenatal', idempotency_key: KEY });
    expect(seen.map(({ key }) => key)).toEqual([KEY]);
  });

  it('anonymous: 303 to the login, back to the class to reserve there, calling nobody', async () => {
    const seen = watchedUpstream();
    const response = await postForm({ slug: 'yoga-prenatal' }, { cookie: '' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(LOGIN);
    expect(seen).toEqual([]);
  });

  it('a session the service refuses: 303 to the login with the cookie cleared', async () => {
    server.use(
      contentHttp.post(UPSTREAM, ({ response }) =>
        response(401).json({ error: true, code: 'UNAUTHORIZED', message: 'Token inválido.' }),
      ),
    );
    const response = await postForm({ slug: 'yoga-prenatal' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(LOGIN);
    expect(response.headers.get('set-cookie')).toBe(CLEARED);
  });

  it.each<[number, ReturnType<typeof refusal>]>([
    [409, FULL],
    [409, CLOSED],
    [403, NOT_PRO],
    [404, NOT_FOUND],
  ])('the service’s %s %o: 303 with its code', async (status, body) => {
    server.use(
      contentHttp.untyped.post(`${TEST_BASE_URLS.content}${UPSTREAM}`, () =>
        HttpResponse.json(body, { status }),
      ),
    );
    const response = await postForm({ slug: 'yoga-prenatal' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `/mi-espacio?reserva=yoga-prenatal&resultado=${body.code}`,
    );
  });

  it.each<[string, () => Response]>([
    ['fails (500)', () => HttpResponse.json({ error: true, message: 'x' }, { status: 500 })],
    ['cannot be reached', () => HttpResponse.error()],
  ])('when the service %s: 303 with UPSTREAM_ERROR, logged', async (_, answer) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(contentHttp.untyped.post(`${TEST_BASE_URLS.content}${UPSTREAM}`, answer));
    const response = await postForm({ slug: 'yoga-prenatal' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/mi-espacio?reserva=yoga-prenatal&resultado=UPSTREAM_ERROR',
    );
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).not.toContain(TOKEN);
  });

  it.each<[string, Record<string, string>, string]>([
    ['a slug that is not one', { slug: '../x' }, 'slug'],
    ['no slug', {}, 'slug'],
    [
      'a key that is not a UUID',
      { slug: 'yoga-prenatal', idempotency_key: 'x' },
      'idempotency_key',
    ],
  ])('%s answers 400 naming the field, before any call', async (_, fields, field) => {
    const seen = watchedUpstream();
    const response = await postForm(fields);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field }] });
    expect(seen).toEqual([]);
  });

  it('a form from another origin is refused with 403 before any call', async () => {
    const seen = watchedUpstream();
    const response = await postForm({ slug: 'yoga-prenatal' }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(seen).toEqual([]);
  });
});

describe('POST /api/live-classes/reservations/<id>/cancel', () => {
  const CANCELLED: ContentSchema<'Reservation'> = {
    ...RESERVATION,
    status: 'cancelled',
    cancelled_at: '2026-11-28T16:00:00.000Z',
    live_class: { ...LIVE_CLASS, seats_left: 4 },
  };

  function cancellingUpstream() {
    const { seen, record } = recorder();
    server.use(
      contentHttp.delete(UPSTREAM_ONE, async ({ request: upstream, response }) => {
        await record(upstream);
        return response(200).json(CANCELLED);
      }),
    );
    return seen;
  }

  it('cancels with the service’s DELETE and the bearer, answers the reservation, revalidates', async () => {
    const seen = cancellingUpstream();
    const response = await cancel(ID);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(CANCELLED);
    expect(seen).toEqual([
      {
        method: 'DELETE',
        path: `/wellness/resources/reservations/${ID}/`,
        authorization: `Bearer ${TOKEN}`,
        key: null,
        body: undefined,
      },
    ]);
    expect(revalidate.mock.calls).toEqual([['/clases-en-vivo/yoga-prenatal']]);
  });

  it.each<[number, ReturnType<typeof refusal>]>([
    [404, refusal('NOT_FOUND', 'No encontramos esa reserva.')],
    [409, CLOSED],
  ])('hands on the service’s %s %o', async (status, body) => {
    server.use(
      contentHttp.untyped.delete(
        `${TEST_BASE_URLS.content}/wellness/resources/reservations/*`,
        () => HttpResponse.json(body, { status }),
      ),
    );
    const response = await cancel(ID);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('an id that is not a UUID answers 400 naming it, before any call', async () => {
    const seen = watchedUpstream();
    const response = await cancel('123');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ field: 'id' }] });
    expect(seen).toEqual([]);
  });

  it('without a session answers 401; from another origin 403; GET 405', async () => {
    const seen = watchedUpstream();
    expect((await cancel(ID, { cookie: '' })).status).toBe(401);
    expect((await cancel(ID, { origin: 'https://evil.example' })).status).toBe(403);
    const read = await cancelRoutes.GET(request('GET', cancelPath(ID), { cookie: COOKIE }));
    expect(read.status).toBe(405);
    expect(read.headers.get('allow')).toBe('POST');
    expect(seen).toEqual([]);
  });

  it('the service down: 502 UPSTREAM_ERROR', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      contentHttp.untyped.delete(
        `${TEST_BASE_URLS.content}/wellness/resources/reservations/*`,
        () => HttpResponse.error(),
      ),
    );
    const response = await cancel(ID);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual(UPSTREAM_ERROR);
  });

  it.each<[string, Record<string, string>, string]>([
    ['with redirect: 303 there', { redirect: '/mi-espacio' }, '/mi-espacio'],
    [
      'without redirect: 303 to «Mi espacio» with «cancelada»',
      {},
      '/mi-espacio?resultado=cancelada',
    ],
  ])('as a form %s', async (_, fields, location) => {
    cancellingUpstream();
    const response = await cancelForm(ID, fields);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(location);
  });

  it('as a form refused: 303 to «Mi espacio» with the code', async () => {
    server.use(
      contentHttp.untyped.delete(
        `${TEST_BASE_URLS.content}/wellness/resources/reservations/*`,
        () => HttpResponse.json(CLOSED, { status: 409 }),
      ),
    );
    const response = await cancelForm(ID, { redirect: '/mi-espacio' });
    expect(response.headers.get('location')).toBe('/mi-espacio?resultado=RESERVATION_CLOSED');
  });

  it('as a form, anonymous: 303 to the login and back', async () => {
    const response = await cancelForm(ID, { redirect: '/mi-espacio' }, { cookie: '' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/auth/login?redirect=%2Fmi-espacio');
  });

  it.each(['https://evil.example/x', '//evil.example', '/\\evil'])(
    'a redirect %s that leaves the site answers 400 naming it',
    async (redirect) => {
      const seen = watchedUpstream();
      const response = await cancelForm(ID, { redirect });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errors: [{ field: 'redirect' }] });
      expect(seen).toEqual([]);
    },
  );
});
