import { contentHttp, setupContractServer, TEST_BASE_URLS } from '@vivasalud/api-client/testing';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DONE, HALFWAY, PAST, UPCOMING } from '@/test/my-space';
import { loadClassTitle, readMySpace } from './load';

/**
 * The reads of «Mi espacio» against the content API's contract (content.yaml
 * `listMyReservations`, `listRecordedClassProgress`), answered by typed MSW handlers at the
 * network edge: a request without a handler fails the test.
 */

// Outside a request there is no connection to wait for.
vi.mock('next/server', () => ({ connection: async () => {} }));

const server = setupContractServer();
beforeAll(() => server.listen());
afterEach(() => {
  vi.restoreAllMocks();
  server.resetHandlers();
});
afterAll(() => server.close());

const TOKEN = 'tok_mi-espacio-0123456789abcdef';
const ENV = { VIVASALUD_CONTENT_API_URL: TEST_BASE_URLS.content };
const withCookie = (cookie: string | null, host = 'localhost:3000') =>
  new Headers({ host, ...(cookie ? { cookie } : {}) });

const seen: { path: string; authorization: string | null; cache: string }[] = [];
const UNAUTHORIZED = { error: true, message: 'No autorizado' } as const;
const INTERNAL = { error: true, message: 'Error interno' } as const;

/** How the service answers a read: the contract's 200, a 401, a 500, or no answer at all. */
type Outcome = 'ok' | 401 | 500 | 'unreachable';

function answer({
  reservations = 'ok',
  progress = 'ok',
}: { reservations?: Outcome; progress?: Outcome } = {}) {
  server.use(
    contentHttp.get('/wellness/resources/reservations/', ({ request, response }) => {
      seen.push({
        path: 'reservations',
        authorization: request.headers.get('authorization'),
        cache: request.cache,
      });
      if (reservations === 401) return response(401).json(UNAUTHORIZED);
      if (reservations === 500) return response(500).json(INTERNAL);
      if (reservations === 'unreachable') return response.untyped(HttpResponse.error());
      return response(200).json({ results: [UPCOMING, PAST] });
    }),
    contentHttp.get('/wellness/recorded-classes/progress/', ({ request, response }) => {
      seen.push({
        path: 'progress',
        authorization: request.headers.get('authorization'),
        cache: request.cache,
      });
      if (progress === 401) return response(401).json(UNAUTHORIZED);
      if (progress === 500) return response(500).json(INTERNAL);
      if (progress === 'unreachable') return response.untyped(HttpResponse.error());
      return response(200).json({ results: [HALFWAY, DONE] });
    }),
  );
}

beforeEach(() => {
  seen.length = 0;
});

describe('readMySpace', () => {
  it('reads the reservations and the progress with the session’s bearer, never cached', async () => {
    answer();
    const space = await readMySpace(withCookie(`otra=1; vs_session=${TOKEN}`), ENV);
    expect(space).toEqual({
      signedIn: true,
      reservations: [UPCOMING, PAST],
      progress: [HALFWAY, DONE],
    });
    expect(
      seen.map(({ path, authorization, cache }) => [path, authorization, cache]).sort(),
    ).toEqual([
      ['progress', `Bearer ${TOKEN}`, 'no-store'],
      ['reservations', `Bearer ${TOKEN}`, 'no-store'],
    ]);
  });

  it('is signed out without the session cookie, and asks the service nothing', async () => {
    expect(await readMySpace(withCookie('otra=1'), ENV)).toEqual({ signedIn: false });
    expect(await readMySpace(withCookie(null), ENV)).toEqual({ signedIn: false });
    expect(seen).toEqual([]);
  });

  it('reads the secure cookie on a public host (https, `__Host-`)', async () => {
    answer();
    const headers = new Headers({
      host: 'www.vivasalud.pe',
      'x-forwarded-proto': 'https',
      cookie: `vs_session=otro; __Host-vs_session=${TOKEN}`,
    });
    const space = await readMySpace(headers, ENV);
    expect(space.signedIn).toBe(true);
    expect(seen.every(({ authorization }) => authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it('is signed out when the service no longer knows the session (401)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer({ reservations: 401 });
    expect(await readMySpace(withCookie(`vs_session=${TOKEN}`), ENV)).toEqual({ signedIn: false });
  });

  it.each([
    ['the reservations fail (500)', 'reservations'],
    ['the progress fails (500)', 'progress'],
  ] as const)('gives the other part when %s, and logs no token', async (_, failing) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(failing === 'reservations' ? { reservations: 500 } : { progress: 500 });
    const space = await readMySpace(withCookie(`vs_session=${TOKEN}`), ENV);
    expect(space).toEqual(
      failing === 'reservations'
        ? { signedIn: true, reservations: null, progress: [HALFWAY, DONE] }
        : { signedIn: true, reservations: [UPCOMING, PAST], progress: null },
    );
    expect(log).toHaveBeenCalled();
    expect(JSON.stringify(log.mock.calls)).not.toContain(TOKEN);
  });

  it('renders without either part when the service cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer({ reservations: 'unreachable', progress: 'unreachable' });
    expect(await readMySpace(withCookie(`vs_session=${TOKEN}`), ENV)).toEqual({
      signedIn: true,
      reservations: null,
      progress: null,
    });
  });
});

describe('loadClassTitle', () => {
  beforeEach(() => {
    vi.stubEnv('VIVASALUD_CONTENT_API_URL', TEST_BASE_URLS.content);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('names a class of the catalog', async () => {
    server.use(
      contentHttp.get('/wellness/resources/catalog/{slug}/', ({ params, response }) =>
        response(200).json({
          ...UPCOMING.live_class!,
          slug: params.slug,
          title: 'Pilates: clase llena',
          description: '',
          ends_at: '2026-12-03T08:45:00-05:00',
          heading_resources: '',
          resources: [],
        }),
      ),
    );
    expect(await loadClassTitle('pilates-clase-llena')).toBe('Pilates: clase llena');
  });

  it('names nothing for a slug that is not one, without asking', async () => {
    expect(await loadClassTitle('../secreto')).toBeNull();
  });
});
