import { contentHttp, setupContractServer, TEST_BASE_URLS } from '@vivasalud/api-client/testing';
import { request } from '@vivasalud/auth/server/testing';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IN_PERSON_FACETS, inPersonClass, PRICE_PLANS } from '@/test/in-person';
import { catalogClassRoute, pricesRoute } from './inPersonRoute';

/**
 * The in-person routes against the content API's contract (content.yaml), answered by typed MSW
 * handlers: the answers below fail to compile if they stop matching it. Public reads: no cookie.
 */

const CATALOG = '/api/inperson-classes/catalog-class';
const PRICES = '/api/inperson-classes/get-prices';
const UPSTREAM = '/wellness/inperson-classes/catalog/';
const UPSTREAM_PRICES = '/wellness/disciplines/{discipline}/prices/';
const UPSTREAM_ERROR = {
  error: true,
  code: 'UPSTREAM_ERROR',
  message: 'No pudimos conectar con el servicio. Inténtalo nuevamente.',
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
const catalog = catalogClassRoute(options);
const prices = pricesRoute(options);

const postCatalog = (body: unknown, query = '', origin?: string) =>
  catalog.POST(request('POST', `${CATALOG}${query}`, { body, ...(origin ? { origin } : {}) }));
const postPrices = (body: unknown) => prices.POST(request('POST', PRICES, { body }));

/** The upstream URLs the route called. */
function watchedCatalog(answer: (url: URL) => Response) {
  const seen: URL[] = [];
  server.use(
    contentHttp.untyped.get(`${TEST_BASE_URLS.content}${UPSTREAM}`, ({ request: upstream }) => {
      const url = new URL(upstream.url);
      seen.push(url);
      return answer(url);
    }),
  );
  return seen;
}

const CARD = inPersonClass();

describe('POST /api/inperson-classes/catalog-class', () => {
  it('answers a page with the facets, the filters sent to the service, no session needed', async () => {
    server.use(
      contentHttp.get(UPSTREAM, ({ request: upstream, response }) => {
        const url = new URL(upstream.url);
        expect(Object.fromEntries(url.searchParams)).toEqual({
          page: '2',
          discipline: 'yoga',
          district: 'miraflores',
        });
        return response(200).json({
          count: 14,
          next: null,
          previous: `${TEST_BASE_URLS.content}${UPSTREAM}?page=1`,
          results: [{ ...CARD, description: 'Solo en el detalle.', internal: 'x' } as never],
          ...IN_PERSON_FACETS,
        });
      }),
    );
    const response = await postCatalog(
      { page: 2, discipline: 'yoga', district: 'miraflores' },
      '?page=2',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      count: 14,
      next: null,
      previous: 1,
      results: [CARD],
      ...IN_PERSON_FACETS,
    });
  });

  it('a page past the last is an empty page with the count and facets', async () => {
    const seen = watchedCatalog((url) =>
      url.searchParams.get('page') === '9'
        ? HttpResponse.json({ error: true, message: 'Página fuera de rango' }, { status: 404 })
        : HttpResponse.json({
            count: 3,
            next: `${TEST_BASE_URLS.content}${UPSTREAM}?page=2`,
            previous: null,
            results: [CARD],
            ...IN_PERSON_FACETS,
          }),
    );
    const response = await postCatalog({ page: 9 });
    expect(await response.json()).toEqual({
      count: 3,
      next: null,
      previous: null,
      results: [],
      ...IN_PERSON_FACETS,
    });
    expect(seen.map((url) => url.searchParams.get('page'))).toEqual(['9', '1']);
  });

  it.each([
    [{ page: 0 }, '', 'page', 'Invalid page number'],
    [{ page: '2' }, '', 'page', 'Invalid page number'],
    [{ page: 2 }, '?page=3', 'page', 'Invalid page number'],
    [{ page: 2 }, '?page=02', 'page', 'Invalid page number'],
    [{}, '', 'page', 'Invalid page number'],
    [{ page: 1, discipline: 'yoga;' }, '', 'discipline', 'Invalid discipline format'],
    [{ page: 1, district: 'san isidro' }, '', 'district', 'Invalid district format'],
    [{ page: 1, district: ['miraflores'] }, '', 'district', 'Invalid district format'],
  ])('%j %s → 400 "%s", before any call', async (body, query, field, message) => {
    const seen = watchedCatalog(() => HttpResponse.json({}));
    const response = await postCatalog(body, query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: true,
      code: 'VALIDATION_ERROR',
      message,
      errors: [{ field, message }],
    });
    expect(seen).toEqual([]);
  });

  it('a foreign Origin is 403 and GET is 405, before any call', async () => {
    const seen = watchedCatalog(() => HttpResponse.json({}));
    expect((await postCatalog({ page: 1 }, '', 'https://evil.example')).status).toBe(403);
    const get = await catalog.GET(request('GET', CATALOG));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(seen).toEqual([]);
  });

  it('the service failing or answering something else is 502', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      contentHttp.get(UPSTREAM, ({ response }) =>
        response(500).json({ error: true, code: 'INTERNAL_ERROR', message: 'x' }),
      ),
    );
    const failed = await postCatalog({ page: 1 });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual(UPSTREAM_ERROR);
    server.use(
      contentHttp.untyped.get(`${TEST_BASE_URLS.content}${UPSTREAM}`, () =>
        HttpResponse.json({ results: 'x' }),
      ),
    );
    expect((await postCatalog({ page: 1 })).status).toBe(502);
  });
});

describe('POST /api/inperson-classes/get-prices', () => {
  it('answers the plans of the discipline, each saying whether IGV is included', async () => {
    server.use(
      contentHttp.get(UPSTREAM_PRICES, ({ params, response }) => {
        expect(params.discipline).toBe('yoga');
        return response(200).json(PRICE_PLANS);
      }),
    );
    const response = await postPrices({ discipline: 'yoga' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(PRICE_PLANS);
  });

  it('an unknown discipline is an empty list', async () => {
    server.use(
      contentHttp.get(UPSTREAM_PRICES, ({ response }) =>
        response(404).json({ error: true, code: 'NOT_FOUND', message: 'No existe' }),
      ),
    );
    expect(await (await postPrices({ discipline: 'esgrima' })).json()).toEqual([]);
  });

  it.each([
    [{}, 'discipline is undefined'],
    [{ discipline: 'undefined' }, 'discipline is undefined'],
    [{ discipline: '' }, 'discipline is undefined'],
    [{ discipline: 'yo ga' }, 'Invalid discipline format'],
    [{ discipline: 7 }, 'Invalid discipline format'],
  ])('%j → 400 "%s"', async (body, message) => {
    const response = await postPrices(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: true, code: 'VALIDATION_ERROR', message });
  });

  it('the service unreachable is 502', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(contentHttp.get(UPSTREAM_PRICES, () => HttpResponse.error()));
    const response = await postPrices({ discipline: 'yoga' });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual(UPSTREAM_ERROR);
  });
});
