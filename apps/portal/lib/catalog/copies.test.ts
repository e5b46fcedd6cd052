import { describe, expect, it, vi } from 'vitest';
import { sitePathOf } from '../clientRoutes';
import { catalogRouteOf, type CatalogRoute } from '../routes';
import type { SlugAnswer } from '../slugs';
import { copyKeyOf, copyPatternOf, copyStateOf, copyStateOfQuery } from './copies';
import { catalogCopyOf } from './serve';

const LIVE = ['imparte'];
const IN_PERSON = ['disciplina', 'distrito'];

describe('the segment of a catalog state (issue #33)', () => {
  it.each([
    [{ category: null, filters: {}, page: 1 }, LIVE, 'PAGINA-1'],
    [{ category: null, filters: {}, page: 2 }, LIVE, 'PAGINA-2'],
    [{ category: 'yoga', filters: {}, page: 9999 }, LIVE, 'CATEGORIA-yoga-PAGINA-9999'],
    [
      { category: 'yoga', filters: { imparte: 'rosa-huaman-ccori' }, page: 1 },
      LIVE,
      'CATEGORIA-yoga-IMPARTE-rosa-huaman-ccori-PAGINA-1',
    ],
    // The area's filters in their order, whatever the object's.
    [
      { category: null, filters: { distrito: 'san-isidro', disciplina: 'yoga' }, page: 3 },
      IN_PERSON,
      'DISCIPLINA-yoga-DISTRITO-san-isidro-PAGINA-3',
    ],
    // Values may hold what a separator holds: names in capitals keep them apart.
    [{ category: '-a-', filters: {}, page: 1 }, LIVE, 'CATEGORIA--a--PAGINA-1'],
    [
      { category: 'a_b', filters: { imparte: '1-2' }, page: 2 },
      LIVE,
      'CATEGORIA-a_b-IMPARTE-1-2-PAGINA-2',
    ],
  ] as const)('%o (filters %o) is %s, and back', (state, filters, key) => {
    expect(copyKeyOf(state, filters)).toBe(key);
    expect(copyStateOf(key, filters)).toEqual(state);
  });

  it('gives no segment to a state that does not fit in one (a slug: 100 characters)', () => {
    const long = 'a'.repeat(60);
    expect(copyKeyOf({ category: long, filters: { imparte: long }, page: 1 }, LIVE)).toBeNull();
  });

  it.each([
    '',
    'PAGINA-0',
    'PAGINA-02',
    'PAGINA-abc',
    'pagina-2',
    'PAGINA-2-',
    'CATEGORIA-yoga',
    'PAGINA-1-CATEGORIA-yoga',
    'CATEGORIA-Yoga-PAGINA-1',
    'CATEGORIA-yoga-CATEGORIA-pilates-PAGINA-1',
    'TIPO-guia-PAGINA-1', // no filter of the live classes
    'IMPARTE-rosa-CATEGORIA-yoga-PAGINA-1',
    'x-PAGINA-1',
    'PAGINA-1.rsc',
    `CATEGORIA-${'a'.repeat(100)}-PAGINA-1`,
  ])('reads no state from %j (the copy is the not-found screen)', (key) => {
    expect(copyStateOf(key, LIVE)).toBeNull();
  });

  it('names the copies’ route of a catalog', () => {
    expect(copyPatternOf('/clases-en-vivo')).toBe('/catalogo-en-cache/clases-en-vivo/[estado]');
  });
});

describe('the state of an address a copy may answer', () => {
  it.each([
    ['', { category: null, filters: {}, page: 1 }],
    ['pagina=1', { category: null, filters: {}, page: 1 }],
    ['utm_source=boletin&pagina=2', { category: null, filters: {}, page: 2 }],
    ['categoria=YOGA&imparte=Rosa', { category: 'yoga', filters: { imparte: 'rosa' }, page: 1 }],
    ['pagina=2&pagina=3', { category: null, filters: {}, page: 2 }],
    ['__proto__=x&constructor=y&pagina=2', { category: null, filters: {}, page: 2 }],
    ['tipo=guia', { category: null, filters: {}, page: 1 }],
  ])('?%s', (query, state) => {
    expect(copyStateOfQuery(new URLSearchParams(query), LIVE)).toEqual(state);
  });

  it.each(['pagina=0', 'pagina=10000', 'pagina=2.5', 'categoria=a%20b', 'imparte=%3Cscript%3E'])(
    '?%s has a mistake to explain: none',
    (query) => {
      expect(copyStateOfQuery(new URLSearchParams(query), LIVE)).toBeNull();
    },
  );
});

describe('the address → cached copy mapping of the proxy (catalogCopyOf)', () => {
  const live = catalogRouteOf('/clases-en-vivo') as CatalogRoute;
  /** The service's live classes: yoga and pilates, one person, 4 pages. */
  const directory = {
    vouch: vi.fn(async (_area: string, values: Record<string, string>, page: number) => {
      const known: Record<string, string[]> = {
        categoria: ['yoga', 'pilates'],
        imparte: ['rosa-huaman-ccori'],
      };
      const ok =
        page <= 4 && Object.entries(values).every(([param, v]) => known[param]?.includes(v));
      return (ok ? 'known' : 'unknown') as SlugAnswer;
    }),
  };

  it.each([
    ['', '/catalogo-en-cache/clases-en-vivo/PAGINA-1'],
    ['?pagina=1', '/catalogo-en-cache/clases-en-vivo/PAGINA-1'],
    ['?pagina=4', '/catalogo-en-cache/clases-en-vivo/PAGINA-4'],
    ['?categoria=yoga&pagina=2', '/catalogo-en-cache/clases-en-vivo/CATEGORIA-yoga-PAGINA-2'],
    [
      '?pagina=2&categoria=yoga&fbclid=x',
      '/catalogo-en-cache/clases-en-vivo/CATEGORIA-yoga-PAGINA-2',
    ],
    [
      '?imparte=rosa-huaman-ccori',
      '/catalogo-en-cache/clases-en-vivo/IMPARTE-rosa-huaman-ccori-PAGINA-1',
    ],
    // Past the last page, a category or a person the service does not have: per request.
    ['?pagina=5', null],
    ['?pagina=9999', null],
    ['?categoria=danza-aerea', null],
    ['?imparte=alguien', null],
    // A mistake to explain: per request.
    ['?pagina=abc', null],
    ['?categoria=%27%20OR%201%3D1', null],
  ])('/clases-en-vivo%s → %s', async (query, copy) => {
    expect(await catalogCopyOf(live, new URLSearchParams(query), directory)).toBe(copy);
  });

  it('asks nothing of the service for the first page of everything', async () => {
    directory.vouch.mockClear();
    await catalogCopyOf(live, new URLSearchParams(''), directory);
    expect(directory.vouch).not.toHaveBeenCalled();
    await catalogCopyOf(live, new URLSearchParams('pagina=2'), directory);
    expect(directory.vouch).toHaveBeenCalledWith('/clases-en-vivo', {}, 2);
  });
});

describe('sitePathOf: the path a page is shown at', () => {
  it.each([
    ['/catalogo-en-cache/clases-en-vivo/PAGINA-2', '/clases-en-vivo'],
    ['/catalogo-en-cache/guias-y-consejos/CATEGORIA-sueno-TIPO-guia-PAGINA-1', '/guias-y-consejos'],
    ['/catalogo-en-cache/clases-en-vivo/PAGINA-2/', '/clases-en-vivo'],
    ['/clases-en-vivo', '/clases-en-vivo'],
    ['/clases-en-vivo/yoga-prenatal', '/clases-en-vivo/yoga-prenatal'],
    ['/catalogo-en-cache-x/a', '/catalogo-en-cache-x/a'],
    ['/', '/'],
  ])('%s → %s', (pathname, shown) => {
    expect(sitePathOf(pathname)).toBe(shown);
  });
});
