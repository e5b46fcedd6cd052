import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContentClient } from '../content';
import { ApiError } from '../errors';
import { createSiteClient } from '../site';
import { contentHttp, setupContractServer, siteHttp, TEST_BASE_URLS } from '../testing';
import { campaignsQueries } from './campaigns.queries';
import { catalogQueries } from './catalog.queries';
import { experiencesQueries } from './experiences.queries';
import { expertsQueries } from './experts.queries';
import { createQueryClient, retryUpToTwiceExceptNotFound } from './policies';
import { recordedClassesQueries } from './recorded-classes.queries';
import { telemedicineQueries } from './telemedicine.queries';

const server = setupContractServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const content = createContentClient({ baseUrl: TEST_BASE_URLS.content });
const site = createSiteClient({ baseUrl: TEST_BASE_URLS.site });

/** A fresh client per test, with the spec's defaults and no wait between retries. */
function queryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
  });
  return client;
}

const telemedicine = {
  heading: 'Telemedicina',
  subheading: 'Consulta con un médico desde casa',
  specialties: [],
  actions: [],
};

/** Answers with `statuses` in order (then the last one), counting the calls. */
function sequence(statuses: number[], body: unknown) {
  let calls = 0;
  const resolver = () => {
    const status = statuses[Math.min(calls, statuses.length - 1)]!;
    calls += 1;
    return status < 400
      ? HttpResponse.json(body as never, { status })
      : HttpResponse.json({ error: true, message: `Falla ${status}` }, { status });
  };
  return { resolver, calls: () => calls };
}

describe('retryUpToTwiceExceptNotFound (spec §7)', () => {
  const notFound = new ApiError('UNKNOWN', 'No encontrado', { status: 404 });
  const serverError = new ApiError('UNKNOWN', 'Error', { status: 500 });
  const network = new ApiError('NETWORK_ERROR', 'Network Error');
  it.each([
    [0, serverError, true],
    [1, serverError, true],
    [2, serverError, false],
    [0, network, true],
    [1, network, true],
    [2, network, false],
    [0, notFound, false],
    [1, notFound, false],
    [0, new Error('otro'), true],
  ] as const)('after %i failures of %s retries: %s', (failures, error, expected) => {
    expect(retryUpToTwiceExceptNotFound(failures, error)).toBe(expected);
  });
});

describe('createQueryClient', () => {
  it('does not refetch on window focus (spec §7)', () => {
    expect(createQueryClient().getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });

  it('logs query errors to the console (spec §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      siteHttp.untyped.get(`${TEST_BASE_URLS.site}/api/telemedicine/get-content`, () =>
        HttpResponse.json({ error: true, message: 'No disponible' }, { status: 503 }),
      ),
    );
    await expect(queryClient().fetchQuery(telemedicineQueries(site).content())).rejects.toThrow(
      'No disponible',
    );
    expect(log).toHaveBeenCalledWith('[query]', expect.anything(), expect.any(ApiError));
  });

  it('logs an expected 404 as one quiet line, without a stack or the slug (issue #26)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    server.use(
      contentHttp.untyped.get(
        `${TEST_BASE_URLS.content}/wellness/recorded-classes/catalog/:slug/`,
        () =>
          HttpResponse.json(
            { error: true, message: 'No encontramos esa clase grabada' },
            { status: 404 },
          ),
      ),
    );
    await expect(
      queryClient().fetchQuery(catalogQueries(content).recordedClass('zz-secret-70000001')),
    ).rejects.toThrow('No encontramos esa clase grabada');
    expect(error).not.toHaveBeenCalled();
    expect(info.mock.calls).toEqual([
      ['[query] 404 get /wellness/recorded-classes/catalog/{slug}/'],
    ]);
  });
});

describe('query factories', () => {
  describe.each([
    [
      'telemedicine content',
      () => telemedicineQueries(site).content(),
      (r: ReturnType<typeof sequence>['resolver']) =>
        siteHttp.untyped.get(`${TEST_BASE_URLS.site}/api/telemedicine/get-content`, r),
      telemedicine,
    ],
    [
      'single expert session',
      () => expertsQueries(content, site).session('nutricion-familiar'),
      (r: ReturnType<typeof sequence>['resolver']) =>
        siteHttp.untyped.post(`${TEST_BASE_URLS.site}/api/sessions-with-experts/get-a-session`, r),
      { slug: 'nutricion-familiar' },
    ],
  ])('%s', (_name, options, handler, body) => {
    it('retries twice after failures, then succeeds', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const answers = sequence([500, 503, 200], body);
      server.use(handler(answers.resolver));
      await expect(queryClient().fetchQuery(options() as never)).resolves.toEqual(body);
      expect(answers.calls()).toBe(3);
    });

    it('gives up after two retries', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const answers = sequence([500], body);
      server.use(handler(answers.resolver));
      await expect(queryClient().fetchQuery(options() as never)).rejects.toThrow('Falla 500');
      expect(answers.calls()).toBe(3);
    });

    it('does not retry a 404', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const answers = sequence([404], body);
      server.use(handler(answers.resolver));
      await expect(queryClient().fetchQuery(options() as never)).rejects.toThrow('Falla 404');
      expect(answers.calls()).toBe(1);
    });
  });

  it.each([
    [
      'live class',
      '/wellness/resources/catalog/:slug/',
      () => catalogQueries(content).liveClass('yoga-al-amanecer'),
    ],
    [
      'recorded class',
      '/wellness/recorded-classes/catalog/:slug/',
      () => catalogQueries(content).recordedClass('yoga-expres'),
    ],
    [
      'guide',
      '/wellness/resources-contents/catalog/:slug/',
      () => catalogQueries(content).content('guia-de-sueno'),
    ],
  ] as const)('does not retry the single %s (spec §7)', async (_, path, options) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = sequence([500, 200], {});
    server.use(contentHttp.untyped.get(`${TEST_BASE_URLS.content}${path}`, answers.resolver));
    await expect(queryClient().fetchQuery(options() as never)).rejects.toThrow('Falla 500');
    expect(answers.calls()).toBe(1);
  });

  it('refuses a malformed slug before the call leaves', () => {
    expect(() => catalogQueries(content).recordedClass('../admin')).toThrow();
    expect(() => catalogQueries(content).content('guía')).toThrow();
  });

  it('asks the catalogs for pages of 12 with the guarded filters', async () => {
    let url: URL | undefined;
    server.use(
      contentHttp.get('/wellness/resources/catalog/', ({ request, response }) => {
        url = new URL(request.url);
        return response(200).json({ count: 0, next: null, previous: null, results: [] });
      }),
    );
    await queryClient().fetchQuery(
      catalogQueries(content).liveClasses({ category: 'yoga', page: '2' }),
    );
    expect(Object.fromEntries(url!.searchParams)).toEqual({
      page_size: '12',
      page: '2',
      category: 'yoga',
    });
  });

  it('reads one campaign by its slug and refuses a malformed slug before any call (issue #17)', async () => {
    let path: string | undefined;
    server.use(
      contentHttp.get('/campaigns/{slug}/', ({ request, response }) => {
        path = new URL(request.url).pathname;
        return response(404).json({ error: true, message: 'La campaña no existe' });
      }),
    );
    await expect(
      queryClient().fetchQuery(campaignsQueries(content).campaign('sorteo-audifonos')),
    ).rejects.toThrow('La campaña no existe');
    expect(path).toMatch(/\/campaigns\/sorteo-audifonos\/$/);
    expect(() => campaignsQueries(content).campaign('../otra')).toThrow('Invalid slug format');
    expect(campaignsQueries(content).list().queryKey).toEqual(['get', '/campaigns/']);
  });

  it('refuses a malformed filter before any call leaves', () => {
    expect(() => catalogQueries(content).contents({ publication_type: 'vídeo' })).toThrow(
      'Invalid publication_type format',
    );
    expect(() => catalogQueries(content).recordedClasses({ page: 0 })).toThrow(
      'Invalid page number',
    );
    expect(() => experiencesQueries(content, site).prices('')).toThrow('Invalid discipline format');
  });

  describe('lists that the spec lets fail silently (spec §8): the caller chooses the verb', () => {
    it.each([
      [
        'in-person classes',
        () => experiencesQueries(content, site).classes(1),
        `${TEST_BASE_URLS.site}/api/inperson-classes/catalog-class`,
        'post',
      ],
      [
        'prices',
        () => experiencesQueries(content, site).prices('yoga'),
        `${TEST_BASE_URLS.site}/api/inperson-classes/get-prices`,
        'post',
      ],
      [
        'session list',
        () => expertsQueries(content, site).sessions(3),
        `${TEST_BASE_URLS.site}/api/sessions-with-experts/catalog-class`,
        'post',
      ],
      [
        'locations',
        () => experiencesQueries(content, site).locations('yoga'),
        `${TEST_BASE_URLS.content}/wellness/disciplines/yoga/locations/`,
        'get',
      ],
    ] as const)(
      '%s report the failure (logged), never an empty answer in its place',
      async (_name, options, url, method) => {
        const log = vi.spyOn(console, 'error').mockImplementation(() => {});
        server.use(
          contentHttp.untyped[method](url, () =>
            HttpResponse.json({ error: true, message: 'Caído' }, { status: 500 }),
          ),
        );
        await expect(queryClient().fetchQuery(options() as never)).rejects.toBeInstanceOf(ApiError);
        expect(log).toHaveBeenCalledWith('[query]', expect.anything(), expect.any(ApiError));
      },
    );
  });
});

describe('recorded-class progress (issue #19)', () => {
  const PATH = '/api/recorded-classes/progress-class';
  const list = {
    results: [
      {
        slug: 'yoga-expres',
        progress: 40,
        position_seconds: 754,
        completed: false,
        updated_at: '2026-11-26T19:00:00.000Z',
        recorded_class: {
          slug: 'yoga-expres',
          title: 'Yoga exprés',
          image: null,
          duration_minutes: 15,
          category_label: 'Yoga',
        },
      },
    ],
  };

  it('reads GET /api/recorded-classes/progress-class, stale at once', async () => {
    server.use(siteHttp.get(PATH, ({ response }) => response(200).json(list)));
    const options = recordedClassesQueries(site).progress();
    expect(options.queryKey).toEqual(['get', PATH]);
    expect(options.staleTime).toBe(0);
    await expect(queryClient().fetchQuery(options)).resolves.toEqual(list);
  });

  it('does not retry a 401 (no session)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = sequence([401], list);
    server.use(siteHttp.untyped.get(`${TEST_BASE_URLS.site}${PATH}`, answers.resolver));
    await expect(
      queryClient().fetchQuery(recordedClassesQueries(site).progress()),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(answers.calls()).toBe(1);
  });

  it('retries a failing service up to twice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = sequence([502, 502, 200], list);
    server.use(siteHttp.untyped.get(`${TEST_BASE_URLS.site}${PATH}`, answers.resolver));
    await expect(
      queryClient().fetchQuery(recordedClassesQueries(site).progress()),
    ).resolves.toEqual(list);
    expect(answers.calls()).toBe(3);
  });

  it('gives up after two retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = sequence([502], list);
    server.use(siteHttp.untyped.get(`${TEST_BASE_URLS.site}${PATH}`, answers.resolver));
    await expect(queryClient().fetchQuery(recordedClassesQueries(site).progress())).rejects.toThrow(
      'Falla 502',
    );
    expect(answers.calls()).toBe(3);
  });
});
