import type { ContentSchema } from '@vivasalud/api-client/content';
import { contentHttp, setupContractServer, TEST_BASE_URLS } from '@vivasalud/api-client/testing';
import { request } from '@vivasalud/auth/server/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inPersonClass } from '@/test/in-person';
import { reservationsRoute } from '../../clases-en-vivo/_lib/reservationsRoute';

/**
 * `/api/inperson-classes/reservations` (site.yaml, issue #29): the live classes' reservations
 * module with `kind: 'inperson-class'`, against the content API's contract
 * (`/wellness/inperson-occurrences/reservations/`, `/wellness/resources/reservations/`) answered
 * by typed MSW handlers. What is reserved is a date (`<class>--YYYY-MM-DD-HHMM`); its page is
 * the class's. Not concurrent: the handlers are per test.
 */

const PATH = '/api/inperson-classes/reservations';
const RESERVE_UPSTREAM = '/wellness/inperson-occurrences/reservations/';
const LIST_UPSTREAM = '/wellness/resources/reservations/';
const TOKEN = 'tok_presencial-0123456789abcdef';
const COOKIE = `vs_session=${TOKEN}`;
const KEY = '7a2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
const MADE_KEY = '00000000-0000-4000-8000-000000000002';
const CLASS = 'hatha-yoga-para-principiantes';
const SLUG = `${CLASS}--2026-11-30-0700`;

const server = setupContractServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const revalidate = vi.fn<(path: string) => void>();
afterEach(() => revalidate.mockClear());
const routes = reservationsRoute({
  kind: 'inperson-class',
  env: {
    VIVASALUD_CONTENT_API_URL: TEST_BASE_URLS.content,
    VIVASALUD_IDENTITY_API_URL: TEST_BASE_URLS.identity,
  },
  addressResolved: true,
  revalidate,
  newKey: () => MADE_KEY,
});

const RESERVATION: ContentSchema<'Reservation'> = {
  id: '5d2f9c74-4b3a-4e5c-9cad-9e8f7a6b5c4d',
  kind: 'inperson-class',
  status: 'reserved',
  created_at: '2026-11-26T15:00:00.000Z',
  cancelled_at: null,
  slug: SLUG,
  title: 'Hatha yoga para principiantes',
  starts_at: '2026-11-30T07:00:00-05:00',
  ends_at: '2026-11-30T08:00:00-05:00',
  path: `/experiencias-presenciales/${CLASS}`,
  inperson_occurrence: {
    slug: SLUG,
    class_slug: CLASS,
    starts_at: '2026-11-30T07:00:00-05:00',
    ends_at: '2026-11-30T08:00:00-05:00',
    duration_minutes: 60,
    capacity: 20,
    seats_left: 19,
    reservation_closes_at: '2026-11-30T06:55:00-05:00',
  },
  inperson_class: inPersonClass(),
};

const form = (fields: Record<string, string>, cookie = COOKIE) =>
  routes.POST(
    request('POST', PATH, {
      cookie,
      raw: new URLSearchParams(fields).toString(),
      contentType: 'application/x-www-form-urlencoded',
    }),
  );

/** The service reserving a date: records what it was sent, answers `answer`. */
function reservingUpstream(answer: () => Response) {
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

describe('POST /api/inperson-classes/reservations', () => {
  it('JSON: reserves the date on the service with the key and the bearer; revalidates the class page', async () => {
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
    expect(revalidate).toHaveBeenCalledWith(`/experiencias-presenciales/${CLASS}`);
  });

  it('a form, signed in: 303 to «Mi espacio» saying the date is reserved', async () => {
    const seen = reservingUpstream(() => Response.json(RESERVATION, { status: 201 }));
    const response = await form({ slug: SLUG });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `/mi-espacio?reserva=${SLUG}&tipo=presencial&resultado=reservada`,
    );
    expect(seen[0]?.key).toBe(MADE_KEY);
  });

  it('a form, anonymous: 303 to the login, back to the class page to reserve that date', async () => {
    const seen = reservingUpstream(() => Response.json(RESERVATION, { status: 201 }));
    const response = await form({ slug: SLUG }, '');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `/auth/login?redirect=${encodeURIComponent(`/experiencias-presenciales/${CLASS}?reservar=${SLUG}`)}`,
    );
    expect(seen).toEqual([]);
  });
});

describe('GET /api/inperson-classes/reservations', () => {
  it('answers only the member’s in-person dates, or the one asked with ?slug=', async () => {
    const { inperson_occurrence: _o, inperson_class: _c, ...common } = RESERVATION;
    const other: ContentSchema<'Reservation'> = {
      ...common,
      id: '6e3a0d85-5c4b-4f6d-8dbe-0f9a8b7c6d5e',
      kind: 'expert-session',
      slug: 'hierro-en-tu-mesa-previene-la-anemia',
      path: '/sesiones-con-expertos/hierro-en-tu-mesa-previene-la-anemia',
      expert_session: {
        slug: 'hierro-en-tu-mesa-previene-la-anemia',
        title: 'Hierro en tu mesa',
        specialty_id: 1,
        expert: { name: 'Rosa Ccori Valdivia', specialty: 'Nutrición', photo: null },
        description: 'La anemia por falta de hierro.',
        starts_at: '2027-01-12T19:00:00-05:00',
        duration_minutes: 45,
        mode: 'online',
        price: 20,
        actions: [],
      },
    };
    server.use(
      contentHttp.get(LIST_UPSTREAM, ({ response }) =>
        response(200).json({ results: [other, RESERVATION] }),
      ),
    );
    const all = await routes.GET(request('GET', PATH, { cookie: COOKIE }));
    expect(all.status).toBe(200);
    expect(await all.json()).toEqual({ results: [RESERVATION] });
    const another = await routes.GET(
      request('GET', `${PATH}?slug=${CLASS}--2026-12-02-0700`, { cookie: COOKIE }),
    );
    expect(await another.json()).toEqual({ results: [] });
  });
});
