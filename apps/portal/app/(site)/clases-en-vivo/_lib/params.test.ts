import { describe, expect, it } from 'vitest';
import { catalogHref, pageCountOf, readCatalogState, type CatalogState } from './params';

describe('readCatalogState: the address → the catalog state', () => {
  it.each<[string, Record<string, string | string[] | undefined>, CatalogState]>([
    ['nothing', {}, { category: null, page: 1, problems: [] }],
    ['a category', { categoria: 'yoga' }, { category: 'yoga', page: 1, problems: [] }],
    ['a page', { pagina: '2' }, { category: null, page: 2, problems: [] }],
    ['both', { categoria: 'yoga', pagina: '3' }, { category: 'yoga', page: 3, problems: [] }],
    ['a category in capitals', { categoria: 'Yoga' }, { category: 'yoga', page: 1, problems: [] }],
    [
      'spaces around',
      { categoria: ' yoga ', pagina: ' 2 ' },
      { category: 'yoga', page: 2, problems: [] },
    ],
    ['empty values', { categoria: '', pagina: '' }, { category: null, page: 1, problems: [] }],
    [
      'repeated values: the first',
      { pagina: ['2', '5'] },
      { category: null, page: 2, problems: [] },
    ],
    ['page 0', { pagina: '0' }, { category: null, page: 1, problems: ['pagina-invalida'] }],
    ['page abc', { pagina: 'abc' }, { category: null, page: 1, problems: ['pagina-invalida'] }],
    [
      'a negative page',
      { pagina: '-1' },
      { category: null, page: 1, problems: ['pagina-invalida'] },
    ],
    [
      'a decimal page',
      { pagina: '1.5' },
      { category: null, page: 1, problems: ['pagina-invalida'] },
    ],
    ['an exponent', { pagina: '1e3' }, { category: null, page: 1, problems: ['pagina-invalida'] }],
    [
      'a leading zero',
      { pagina: '02' },
      { category: null, page: 1, problems: ['pagina-invalida'] },
    ],
    [
      'a huge page',
      { pagina: '99999999999' },
      { category: null, page: 1, problems: ['pagina-invalida'] },
    ],
    [
      'page 9999 (read; the service says if it exists)',
      { pagina: '9999' },
      { category: null, page: 9999, problems: [] },
    ],
    [
      'a script',
      { categoria: '<script>alert(1)</script>' },
      { category: null, page: 1, problems: ['categoria-invalida'] },
    ],
    [
      'a path',
      { categoria: '../admin' },
      { category: null, page: 1, problems: ['categoria-invalida'] },
    ],
    [
      'an accent',
      { categoria: 'nutrición' },
      { category: null, page: 1, problems: ['categoria-invalida'] },
    ],
    [
      'a long value',
      { categoria: 'a'.repeat(61) },
      { category: null, page: 1, problems: ['categoria-invalida'] },
    ],
    [
      'SQL',
      { categoria: "yoga' OR 1=1--" },
      { category: null, page: 1, problems: ['categoria-invalida'] },
    ],
    [
      'a bad category drops its page',
      { categoria: 'yo ga', pagina: '3' },
      { category: null, page: 1, problems: ['categoria-invalida'] },
    ],
    [
      'both wrong',
      { categoria: '%00', pagina: 'x' },
      { category: null, page: 1, problems: ['categoria-invalida', 'pagina-invalida'] },
    ],
  ])('%s', (_, query, expected) => {
    expect(readCatalogState(query)).toEqual(expected);
  });
});

describe('catalogHref: the catalog state → the address', () => {
  it.each([
    [{ category: null, page: 1 }, '/clases-en-vivo'],
    [{ category: null, page: 2 }, '/clases-en-vivo?pagina=2'],
    [{ category: 'yoga', page: 1 }, '/clases-en-vivo?categoria=yoga'],
    [{ category: 'yoga', page: 3 }, '/clases-en-vivo?categoria=yoga&pagina=3'],
  ])('%j → %s', (state, href) => {
    expect(catalogHref('/clases-en-vivo', state)).toBe(href);
  });

  it.each([
    { category: null, page: 1 },
    { category: 'yoga', page: 1 },
    { category: 'meditacion', page: 4 },
  ])('reads back what it writes: %j', (state) => {
    const href = catalogHref('/clases-en-vivo', state);
    const query = Object.fromEntries(new URL(href, 'http://localhost').searchParams);
    expect(readCatalogState(query)).toEqual({ ...state, problems: [] });
  });
});

describe('pageCountOf', () => {
  it.each([
    [0, 1],
    [1, 1],
    [12, 1],
    [13, 2],
    [40, 4],
  ])('%i classes, 12 a page → %i pages', (count, pages) => {
    expect(pageCountOf(count, 12)).toBe(pages);
  });
});
