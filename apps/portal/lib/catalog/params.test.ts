import { describe, expect, it } from 'vitest';
import { catalogHref, pageCountOf, readCatalogState, type CatalogState } from './params';

describe('readCatalogState: the address → the catalog state', () => {
  it.each<[string, Record<string, string | string[] | undefined>, CatalogState]>([
    ['nothing', {}, { category: null, filters: {}, page: 1, problems: [] }],
    ['a category', { categoria: 'yoga' }, { category: 'yoga', filters: {}, page: 1, problems: [] }],
    ['a page', { pagina: '2' }, { category: null, filters: {}, page: 2, problems: [] }],
    [
      'both',
      { categoria: 'yoga', pagina: '3' },
      { category: 'yoga', filters: {}, page: 3, problems: [] },
    ],
    [
      'a category in capitals',
      { categoria: 'Yoga' },
      { category: 'yoga', filters: {}, page: 1, problems: [] },
    ],
    [
      'spaces around',
      { categoria: ' yoga ', pagina: ' 2 ' },
      { category: 'yoga', filters: {}, page: 2, problems: [] },
    ],
    [
      'empty values',
      { categoria: '', pagina: '' },
      { category: null, filters: {}, page: 1, problems: [] },
    ],
    [
      'repeated values: the first',
      { pagina: ['2', '5'] },
      { category: null, filters: {}, page: 2, problems: [] },
    ],
    [
      'page 0',
      { pagina: '0' },
      { category: null, filters: {}, page: 1, problems: ['pagina-invalida'] },
    ],
    [
      'page abc',
      { pagina: 'abc' },
      { category: null, filters: {}, page: 1, problems: ['pagina-invalida'] },
    ],
    [
      'a negative page',
      { pagina: '-1' },
      { category: null, filters: {}, page: 1, problems: ['pagina-invalida'] },
    ],
    [
      'a decimal page',
      { pagina: '1.5' },
      { category: null, filters: {}, page: 1, problems: ['pagina-invalida'] },
    ],
    [
      'an exponent',
      { pagina: '1e3' },
      { category: null, filters: {}, page: 1, problems: ['pagina-invalida'] },
    ],
    [
      'a leading zero',
      { pagina: '02' },
      { category: null, filters: {}, page: 1, problems: ['pagina-invalida'] },
    ],
    [
      'a huge page',
      { pagina: '99999999999' },
      { category: null, filters: {}, page: 1, problems: ['pagina-invalida'] },
    ],
    [
      'page 9999 (read; the service says if it exists)',
      { pagina: '9999' },
      { category: null, filters: {}, page: 9999, problems: [] },
    ],
    [
      'a script',
      { categoria: '<script>alert(1)</script>' },
      { category: null, filters: {}, page: 1, problems: ['categoria-invalida'] },
    ],
    [
      'a path',
      { categoria: '../admin' },
      { category: null, filters: {}, page: 1, problems: ['categoria-invalida'] },
    ],
    [
      'an accent',
      { categoria: 'nutrición' },
      { category: null, filters: {}, page: 1, problems: ['categoria-invalida'] },
    ],
    [
      'a long value',
      { categoria: 'a'.repeat(61) },
      { category: null, filters: {}, page: 1, problems: ['categoria-invalida'] },
    ],
    [
      'SQL',
      { categoria: "yoga' OR 1=1--" },
      { category: null, filters: {}, page: 1, problems: ['categoria-invalida'] },
    ],
    [
      'a bad category drops its page',
      { categoria: 'yo ga', pagina: '3' },
      { category: null, filters: {}, page: 1, problems: ['categoria-invalida'] },
    ],
    [
      'both wrong',
      { categoria: '%00', pagina: 'x' },
      { category: null, filters: {}, page: 1, problems: ['categoria-invalida', 'pagina-invalida'] },
    ],
  ])('%s', (_, query, expected) => {
    expect(readCatalogState(query)).toEqual(expected);
  });
});

describe('readCatalogState: an area’s own filters', () => {
  it.each<[string, Record<string, string | string[] | undefined>, CatalogState]>([
    [
      'a type',
      { tipo: 'guia' },
      { category: null, filters: { tipo: 'guia' }, page: 1, problems: [] },
    ],
    [
      'a type and a category, in capitals',
      { tipo: 'Consejo', categoria: 'sueno', pagina: '2' },
      { category: 'sueno', filters: { tipo: 'consejo' }, page: 2, problems: [] },
    ],
    [
      'a bad type drops its page',
      { tipo: '<b>', pagina: '3' },
      { category: null, filters: {}, page: 1, problems: ['filtro-invalido'] },
    ],
    [
      'a parameter of no filter is ignored',
      { orden: 'x', tipo: '' },
      { category: null, filters: {}, page: 1, problems: [] },
    ],
  ])('%s', (_, query, expected) => {
    expect(readCatalogState(query, ['tipo'])).toEqual(expected);
  });

  it('does not read a filter the area does not have', () => {
    expect(readCatalogState({ tipo: 'guia' }).filters).toEqual({});
  });
});

describe('catalogHref: the catalog state → the address', () => {
  it.each([
    [{ category: null, page: 1 }, '/clases-en-vivo'],
    [{ category: null, page: 2 }, '/clases-en-vivo?pagina=2'],
    [{ category: 'yoga', page: 1 }, '/clases-en-vivo?categoria=yoga'],
    [{ category: 'yoga', page: 3 }, '/clases-en-vivo?categoria=yoga&pagina=3'],
    [
      { category: 'sueno', filters: { tipo: 'guia' }, page: 2 },
      '/clases-en-vivo?categoria=sueno&tipo=guia&pagina=2',
    ],
  ])('%j → %s', (state, href) => {
    expect(catalogHref('/clases-en-vivo', state)).toBe(href);
  });

  it.each([
    { category: null, page: 1 },
    { category: 'yoga', page: 1 },
    { category: 'meditacion', page: 4 },
    { category: 'sueno', filters: { tipo: 'consejo' }, page: 2 },
  ])('reads back what it writes: %j', (state) => {
    const href = catalogHref('/clases-en-vivo', state);
    const query = Object.fromEntries(new URL(href, 'http://localhost').searchParams);
    expect(readCatalogState(query, ['tipo'])).toEqual({ filters: {}, ...state, problems: [] });
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
