import { describe, expect, it, vi } from 'vitest';
import {
  CATALOG_VALUES,
  catalogIndex,
  catalogSlugs,
  createSlugDirectory,
  createSlugList,
  expertSessionIndex,
  expertSessionSlugs,
  indexHas,
  slugRouteOf,
  publicationSlugs,
  symptomSlugs,
} from './slugs';

describe('slugRouteOf', () => {
  it.each([
    ['/clases-grabadas/yoga-expres', { area: '/clases-grabadas', slug: 'yoga-expres' }],
    ['/clases-grabadas/yoga-expres/', { area: '/clases-grabadas', slug: 'yoga-expres' }],
    ['/clases-grabadas/x.y', { area: '/clases-grabadas', slug: 'x.y' }],
    ['/clases-en-vivo/yoga-prenatal', { area: '/clases-en-vivo', slug: 'yoga-prenatal' }],
    ['/guias-y-consejos/guia', { area: '/guias-y-consejos', slug: 'guia' }],
    ['/sintomas-y-enfermedades/asma', { area: '/sintomas-y-enfermedades', slug: 'asma' }],
    [
      '/vive-sanamente/videos/pausas-activas-en-la-oficina',
      { area: '/vive-sanamente/videos', slug: 'pausas-activas-en-la-oficina' },
    ],
    [
      '/vive-sanamente/lecturas/como-dormir/',
      { area: '/vive-sanamente/lecturas', slug: 'como-dormir' },
    ],
    // The spec's `…/detail?id=` is a route of its own, no slug.
    ['/vive-sanamente/lecturas/detail', undefined],
    ['/vive-sanamente/lecturas', undefined],
    ['/vive-sanamente/otra', undefined],
    ['/clases-grabadas', undefined],
    ['/clases-grabadas/', undefined],
    ['/clases-grabadas/a/b', undefined],
    ['/pilares/otra', undefined],
    ['/auth/login', undefined],
  ])('%s → %j', (path, expected) => {
    expect(slugRouteOf(path)).toEqual(expected);
  });
});

/** A list whose readings the test controls, on a clock it moves. */
function harness(lists: ReadonlyArray<ReadonlySet<string> | Error>) {
  let time = 1_000_000;
  const readings = [...lists];
  const load = vi.fn(async () => {
    const next = readings.length > 1 ? readings.shift()! : readings[0]!;
    if (next instanceof Error) throw next;
    return next;
  });
  const list = createSlugList({ load, maxAgeMs: 300_000, recheckMs: 30_000, now: () => time });
  return {
    list,
    load,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createSlugList', () => {
  it('answers from the list it read once', async () => {
    const { list, load } = harness([new Set(['a', 'b'])]);
    expect(await list.check('a')).toBe('known');
    expect(await list.check('zz')).toBe('unknown');
    expect(await list.check('b')).toBe('known');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads a list older than maxAge again while the old one answers', async () => {
    const { list, load, advance } = harness([new Set(['a']), new Set(['b'])]);
    await list.check('a');
    advance(300_001);
    expect(await list.check('a')).toBe('known');
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(await list.check('b')).toBe('known');
  });

  it('finds a new slug at once: a miss reads a list older than recheckMs again first', async () => {
    const { list, load, advance } = harness([new Set(['a']), new Set(['a', 'nueva'])]);
    expect(await list.check('nueva')).toBe('unknown');
    advance(30_001);
    expect(await list.check('nueva')).toBe('known');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads at most once per recheckMs, however many unknown slugs come', async () => {
    const { list, load, advance } = harness([new Set(['a'])]);
    await list.check('a');
    advance(30_001);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => list.check(`zz-${i}`)));
    expect(new Set(answers)).toEqual(new Set(['unknown']));
    for (let i = 0; i < 20; i += 1) {
      advance(1000);
      expect(await list.check(`otra-${i}`)).toBe('unknown');
    }
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('decides nothing without a list, and tries again after recheckMs', async () => {
    const { list, load, advance } = harness([new Error('service down'), new Set(['a'])]);
    expect(await list.check('a')).toBe('unsure');
    expect(await list.check('zz')).toBe('unsure');
    expect(load).toHaveBeenCalledTimes(1);
    advance(30_001);
    expect(await list.check('zz')).toBe('unknown');
    expect(await list.check('a')).toBe('known');
  });

  it('keeps the last list when a reading fails', async () => {
    const { list, advance } = harness([new Set(['a']), new Error('service down')]);
    await list.check('a');
    advance(300_001);
    expect(await list.check('a')).toBe('known');
    await settle();
    expect(await list.check('a')).toBe('known');
    expect(await list.check('zz')).toBe('unknown');
  });
});

describe('the lists of the content service', () => {
  it('reads every page of a catalog, 100 at a time', async () => {
    const fetcher = vi.fn(async (input: RequestInfo | URL) => {
      const page = Number(new URL(String(input)).searchParams.get('page'));
      return Response.json({
        count: 3,
        next: page === 1 ? 'http://api/content/wellness/recorded-classes/catalog/?page=2' : null,
        results: page === 1 ? [{ slug: 'a' }, { slug: 'b' }] : [{ slug: 'c' }],
      });
    });
    const slugs = await catalogSlugs(fetcher, 'http://api/content', 'recorded-classes');
    expect([...slugs]).toEqual(['a', 'b', 'c']);
    expect(fetcher.mock.calls.map(([url]) => String(url))).toEqual([
      'http://api/content/wellness/recorded-classes/catalog/?page_size=100&page=1',
      'http://api/content/wellness/recorded-classes/catalog/?page_size=100&page=2',
    ]);
  });

  it('fails on an answer that is not a list (the last list keeps answering)', async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 500 }));
    await expect(catalogSlugs(fetcher, 'http://api/content', 'resources')).rejects.toThrow('500');
  });

  it('takes the active entries of the symptoms directory', async () => {
    const fetcher = vi.fn(async () =>
      Response.json([
        { slug: 'asma', estado: 'ACT' },
        { slug: 'retirada', estado: 'INA' },
      ]),
    );
    expect([...(await symptomSlugs(fetcher, 'http://api/content'))]).toEqual(['asma']);
  });

  it('takes the library’s publications of one type', async () => {
    const fetcher = vi.fn(async (input: RequestInfo | URL) => {
      expect(String(input)).toBe(
        'http://api/content/home/vive-sanamente/listLiveHealthyDetailPublications/',
      );
      return Response.json([
        { slug: 'pausas-activas', type: 'video' },
        { slug: 'dormir-bien', type: 'podcast' },
        { slug: 'rutina', type: 'video' },
      ]);
    });
    expect([...(await publicationSlugs(fetcher, 'http://api/content', 'video'))]).toEqual([
      'pausas-activas',
      'rutina',
    ]);
  });

  it('takes the sessions of every specialty', async () => {
    const fetcher = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      if (url.pathname.endsWith('/specialties/')) return Response.json([{ id: 1 }, { id: 2 }]);
      const specialty = url.searchParams.get('specialty');
      return Response.json(specialty === '1' ? [{ slug: 'a' }, { slug: 'b' }] : [{ slug: 'c' }]);
    });
    expect([...(await expertSessionSlugs(fetcher, 'http://api/content'))].sort()).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(fetcher.mock.calls.map(([url]) => String(url))).toEqual([
      'http://api/content/backoffice/session-experts/specialties/',
      'http://api/content/backoffice/session-experts/sessions/?specialty=1',
      'http://api/content/backoffice/session-experts/sessions/?specialty=2',
    ]);
  });

  it('fails the sessions list when one specialty cannot be read (never a partial list)', async () => {
    const fetcher = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      if (url.pathname.endsWith('/specialties/')) return Response.json([{ id: 1 }, { id: 2 }]);
      return url.searchParams.get('specialty') === '1'
        ? Response.json([{ slug: 'a' }])
        : new Response(null, { status: 503 });
    });
    await expect(expertSessionSlugs(fetcher, 'http://api/content')).rejects.toThrow('503');
  });
});

describe('what the catalogs’ own addresses may hold (issue #33)', () => {
  it('reads the live classes’ categories, who teaches them, and their count', async () => {
    const fetcher = vi.fn(async (input: RequestInfo | URL) => {
      const page = Number(new URL(String(input)).searchParams.get('page'));
      return Response.json(
        page === 1
          ? {
              count: 3,
              next: 'http://api/content/wellness/resources/catalog/?page=2',
              categories: [{ slug: 'yoga' }, { slug: 'pilates' }],
              results: [
                { slug: 'a', mentor: { slug: 'rosa' } },
                { slug: 'b', mentor: null },
              ],
            }
          : { count: 3, next: null, results: [{ slug: 'c', mentor: { slug: 'carla' } }] },
      );
    });
    const index = await catalogIndex(
      fetcher,
      'http://api/content',
      'resources',
      CATALOG_VALUES.resources,
    );
    expect([...index.slugs]).toEqual(['a', 'b', 'c']);
    expect(index.count).toBe(3);
    expect(Object.fromEntries(Object.entries(index.values).map(([k, v]) => [k, [...v]]))).toEqual({
      categoria: ['yoga', 'pilates'],
      imparte: ['rosa', 'carla'],
    });
  });

  it.each([
    ['recorded-classes', { categories: [{ slug: 'yoga' }] }, { categoria: ['yoga'] }],
    [
      'resources-contents',
      { categories: [{ slug: 'sueno' }], results: [{ slug: 'x', publication_type: 'guia' }] },
      { categoria: ['sueno'], tipo: ['guia'] },
    ],
    [
      'inperson-classes',
      { disciplines: [{ slug: 'yoga' }], districts: [{ slug: 'miraflores' }] },
      { disciplina: ['yoga'], distrito: ['miraflores'] },
    ],
  ])('reads the values of %s’s address', async (catalog, answer, values) => {
    const fetcher = vi.fn(async () => Response.json({ count: 1, next: null, ...answer }));
    const index = await catalogIndex(
      fetcher,
      'http://api/content',
      catalog,
      CATALOG_VALUES[catalog],
    );
    expect(Object.fromEntries(Object.entries(index.values).map(([k, v]) => [k, [...v]]))).toEqual(
      values,
    );
  });

  it('reads the specialties of the sessions with experts (`?especialidad=`)', async () => {
    const fetcher = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      if (url.pathname.endsWith('/specialties/')) {
        return Response.json([
          { id: 1, slug: 'nutricion' },
          { id: 2, slug: 'psicologia' },
        ]);
      }
      return Response.json(url.searchParams.get('specialty') === '1' ? [{ slug: 'a' }] : []);
    });
    const index = await expertSessionIndex(fetcher, 'http://api/content');
    expect([...index.values.especialidad!]).toEqual(['nutricion', 'psicologia']);
    expect(index.count).toBe(1);
  });

  it.each([
    [{}, 1, true],
    [{}, 4, true],
    [{}, 5, false],
    [{ categoria: 'yoga' }, 2, true],
    [{ categoria: 'danza-aerea' }, 1, false],
    [{ categoria: 'yoga', imparte: 'rosa' }, 1, true],
    [{ categoria: 'yoga', imparte: 'nadie' }, 1, false],
    [{ tipo: 'guia' }, 1, false],
  ])('an index of 41 items has %o on page %i: %s', (values, page, has) => {
    const index = {
      slugs: new Set<string>(),
      values: { categoria: new Set(['yoga']), imparte: new Set(['rosa']) },
      count: 41,
    };
    expect(indexHas(index, values, page)).toBe(has);
  });

  it('vouches for an address with one reading of the catalog, shared with its slugs', async () => {
    const fetcher = vi.fn(async () =>
      Response.json({
        count: 13,
        next: null,
        categories: [{ slug: 'yoga' }],
        results: [{ slug: 'yoga-expres' }],
      }),
    );
    const directory = createSlugDirectory({ fetcher, env: {} });
    expect(await directory.vouch('/clases-grabadas', { categoria: 'yoga' }, 2)).toBe('known');
    expect(await directory.vouch('/clases-grabadas', {}, 3)).toBe('unknown');
    expect(await directory.vouch('/clases-grabadas', { categoria: 'otra' }, 1)).toBe('unknown');
    expect(await directory.check('/clases-grabadas', 'yoga-expres')).toBe('known');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
