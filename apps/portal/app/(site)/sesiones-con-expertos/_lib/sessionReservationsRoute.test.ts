import type { ContentSchema } from '@vivasalud/api-client/content';
import { contentHttp, setupContractServer, TEST_BASE_URLS } from '@vivasalud/api-client/testing';
import { request } from '@vivasalud/auth/server/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reservationsRoute } from '../../clases-en-vivo/_lib/reservationsRoute';
import { liveClassCard } from '@/test/live-classes';

/**
 * `/api/sessions-with-experts/reservations` (site.yaml, issue #29): the live classes'
 * reservations module with `kind: 'expert-session'`, against the content API's contract
 * (`/backoffice/session-experts/reservations/`, `/wellness/resources/reservations/`) answered by
 * typed MSW handlers. Not concurrent: the handlers are per test.
 */

const PATH = '/api/sessions-with-experts/reservations';
const RESERVE_UPSTREAM = '/backoffice/session-experts/reservations/';
const LIST_UPSTREAM = '/wellness/resources/reservations/';
const TOKEN = 'tok_sesiones-0123456789abcdef';
const COOKIE = `vs_session=${TOKEN}`;
const KEY = '6f1c2b9e-8d4a-4e2f-9b7c-1a2b3c4d5e6f';
const MADE_KEY = '00000000-0000-4000-8000-000000000001';
const SLUG = 'hierro-en-tu-mesa-previene-la-anemia';

const server = setupContractServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const revalidate = vi.fn<(path: string) => void>();
afterEach(() => revalidate.mockClear());
const routes = reservationsRoute({
  kind: 'expert-session',
  env: {
    VIVASALUD_CONTENT_API_URL: TEST_BASE_URLS.content,
    VIVASALUD_IDENTITY_API_URL: TEST_BASE_URLS.identity,
  },
  addressResolved: true,
  revalidate,
  newKey: () => MADE_KEY,
});

const SESSION: ContentSchema<'ExpertSession'> = {
  slug: SLUG,
  title: 'Hierro en tu mesa: cómo prevenir la anemia en familia',
  specialty_id: 1,
  expert: { name: 'Rosa Ccori Valdivia', specialty: 'Nutrición', photo: null, registration: null },
  description: 'La anemia por falta de hierro afecta a muchos niños.',
  starts_at: '2027-01-12T19:00:00-05:00',
  duration_minutes: 45,
  mode: 'online',
  price: 20,
  actions: [],
  capacity: 25,
  seats_left: 24,
  reservation_closes_at: '2027-01-12T18:55:00-05:00',
};

const RESERVATION: ContentSchema<'Reservation'> = {
  id: '3b0d7a52-2f1e-4c3a-9a8b-7c6d5e4f3a2b',
  kind: 'expert-session',
  status: 'reserved',
  created_at: '2026-11-28T15:00:00.000Z',
  cancelled_at: null,
  slug: SLUG,
  title: SESSION.title,
  starts_at: SESSION.starts_at,
  ends_at: '2027-01-12T19:45:00-05:00',
  path: `/sesiones-con-expertos/${SLUG}`,
  expert_session: SESSION,
};

const LIVE_CLASS = liveClassCard({ mentor: null, seats_left: 3 });
const LIVE_RESERVATION: ContentSchema<'Reservation'> = {
  ...RESERVATION,
  id: '4c1e8b63-3a2f-4d4b-8b9c-8d7e6f5a4b3c',
  kind: 'live-class',
  slug: LIVE_CLASS.slug,
  title: LIVE_CLASS.title,
  path: `/clases-en-vivo/${LIVE_CLASS.slug}`,
  expert_session: undefined,
  live_class: LIVE_CLASS,
};

const form = (fields: Record<string, string>, cookie = COOKIE) =>
  routes.POST(
    request('POST', PATH, {
      cookie,
      raw: new URLSearchParams(fields).toString(),
      contentType: 'application/x-www-form-urlencoded',
    }),
  );

/** The service reserving a session: records what it was sent, answers `answer`. */
function reservingUpstream(answer: () => Response | Promise<Response>) {
  const seen: { key: string | null; authorization: string | null; body: unknown }[] = [];
  server.use(
    contentHttp.untyped.post(
      `${TEST_BASE_URLS.content}${RESERVE_UPSTREAM}`,
      async ({ request: upstream }) => {
        seen.push({
          key: upstream.headers.get('idempotency-key'),
          authorization: upstream.headers.get('authorization'),
          body: await upstream.json(),
        });
        return answer();
      },
    ),
  );
  return seen;
}

describe('POST /api/sessions-with-experts/reservations', () => {
  it('JSON: reserves the session on the service with the key and the bearer; revalidates its page', async () => {
    const seen = reservingUpstream(() => Response.json(RESERVATION, { status: 201 }));
    const response = await routes.POST(
      request('POST', PATH, {
        cookie: COOKIE,
        body: { slug: SLUG },
        headers: { 'idempotency-key': KEY },
      }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(RESERVATION);
    expect(seen).toEqual([{ key: KEY, authorization: `Bearer ${TOKEN}`, body: { slug: SLUG } }]);
    expect(revalidate).toHaveBeenCalledWith(`/sesiones-con-expertos/${SLUG}`);
  });

  it('JSON: a full session is the service’s 409 with its message; the page is revalidated', async () => {
    const full = {
      error: true,
      code: 'CLASS_FULL',
      message: 'Esta sesión está llena. Ya no quedan lugares.',
    };
    reservingUpstream(() => Response.json(full, { status: 409 }));
    const response = await routes.POST(
      request('POST', PATH, {
        cookie: COOKIE,
        body: { slug: SLUG },
        headers: { 'idempotency-key': KEY },
      }),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'CLASS_FULL', message: full.message });
    expect(revalidate).toHaveBeenCalledWith(`/sesiones-con-expertos/${SLUG}`);
  });

  it('a form, signed in: 303 to «Mi espacio» saying the session is reserved', async () => {
    const seen = reservingUpstream(() => Response.json(RESERVATION, { status: 201 }));
    const response = await form({ slug: SLUG });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `/mi-espacio?reserva=${SLUG}&tipo=sesion&resultado=reservada`,
    );
    expect(seen[0]?.key).toBe(MADE_KEY);
  });

  it('a form, full: 303 to «Mi espacio» with CLASS_FULL', async () => {
    reservingUpstream(() =>
      Response.json(
        { error: true, code: 'CLASS_FULL', message: 'Esta sesión está llena.' },
        { status: 409 },
      ),
    );
    const response = await form({ slug: SLUG });
    expect(response.headers.get('location')).toBe(
      `/mi-espacio?reserva=${SLUG}&tipo=sesion&resultado=CLASS_FULL`,
    );
  });

  it('a form, anonymous: 303 to the login, back to the session to reserve there', async () => {
    const seen = reservingUpstream(() => Response.json(RESERVATION, { status: 201 }));
    const response = await form({ slug: SLUG }, '');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `/auth/login?redirect=${encodeURIComponent(`/sesiones-con-expertos/${SLUG}?reservar=1`)}`,
    );
    expect(seen).toEqual([]);
  });
});

describe('GET /api/sessions-with-experts/reservations', () => {
  it('answers only the member’s sessions (not their classes), or the one asked with ?slug=', async () => {
    server.use(
      contentHttp.get(LIST_UPSTREAM, ({ response }) =>
        response(200).json({ results: [LIVE_RESERVATION, RESERVATION] }),
      ),
    );
    const all = await routes.GET(request('GET', PATH, { cookie: COOKIE }));
    expect(all.status).toBe(200);
    expect(await all.json()).toEqual({ results: [RESERVATION] });
    const other = await routes.GET(request('GET', `${PATH}?slug=otra-sesion`, { cookie: COOKIE }));
    expect(await other.json()).toEqual({ results: [] });
  });
});
