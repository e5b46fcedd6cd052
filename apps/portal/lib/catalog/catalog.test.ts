import { describe, expect, it, vi } from 'vitest';
import {
  catalogTitle,
  categoryLabel,
  noticeText,
  resolveCatalog,
  resultSummary,
  type CatalogAnswer,
  type CatalogNouns,
} from './catalog';
import { readCatalogState } from './params';

const FACET = [
  { slug: 'yoga', label: 'Yoga', count: 8 },
  { slug: 'meditacion', label: 'Meditación', count: 5 },
];
const LIVE: CatalogNouns = {
  one: 'clase en vivo',
  many: 'clases en vivo',
  all: 'todas las clases en vivo',
  counted: ['clase', 'clases'],
};
const answer = (count: number, results: string[] = []): CatalogAnswer<string> => ({
  count,
  results,
  categories: FACET,
});

describe('resolveCatalog', () => {
  it('shows what the service has for the address', async () => {
    const load = vi.fn(async () => answer(40, ['a']));
    const resolved = await resolveCatalog(readCatalogState({ pagina: '2' }), load);
    expect(load).toHaveBeenCalledExactlyOnceWith(null, 2, {});
    expect(resolved).toMatchObject({ page: 2, pageCount: 4, notices: [], category: null });
  });

  it('shows the first page, with a notice, for a page past the last one', async () => {
    const load = vi.fn(async (_category: string | null, page: number) =>
      page === 999 ? null : answer(40, ['a']),
    );
    const resolved = await resolveCatalog(
      readCatalogState({ categoria: 'yoga', pagina: '999' }),
      load,
    );
    expect(load.mock.calls).toEqual([
      ['yoga', 999, {}],
      ['yoga', 1, {}],
    ]);
    expect(resolved).toMatchObject({ page: 1, pageCount: 4, notices: ['pagina-inexistente'] });
  });

  it.each([
    [{ pagina: '0' }, ['pagina-invalida']],
    [{ pagina: 'abc' }, ['pagina-invalida']],
    [{ categoria: '<b>' }, ['categoria-invalida']],
  ])('reads %j as the first page, and says so', async (query, notices) => {
    const load = vi.fn(async () => answer(40));
    const resolved = await resolveCatalog(readCatalogState(query), load);
    expect(load).toHaveBeenCalledExactlyOnceWith(null, 1, {});
    expect(resolved.notices).toEqual(notices);
  });

  it('passes the area’s filters to the service, and keeps them on the first page', async () => {
    const load = vi.fn(async (_c: string | null, page: number) => (page === 9 ? null : answer(13)));
    const resolved = await resolveCatalog(
      readCatalogState({ tipo: 'guia', pagina: '9' }, ['tipo']),
      load,
    );
    expect(load.mock.calls).toEqual([
      [null, 9, { tipo: 'guia' }],
      [null, 1, { tipo: 'guia' }],
    ]);
    expect(resolved).toMatchObject({ filters: { tipo: 'guia' }, page: 1, pageCount: 2 });
  });

  it('gives an empty category one page with no class', async () => {
    const resolved = await resolveCatalog(readCatalogState({ categoria: 'danza' }), async () =>
      answer(0),
    );
    expect(resolved).toMatchObject({ page: 1, pageCount: 1, notices: [], category: 'danza' });
    expect(resolved.answer.results).toEqual([]);
  });

  it('lets any other failure through (the error boundary)', async () => {
    await expect(
      resolveCatalog(readCatalogState({}), async () => {
        throw new Error('Network Error');
      }),
    ).rejects.toThrow('Network Error');
  });
});

describe('texts', () => {
  it.each([
    [40, null, 1, 4, '40 clases en vivo. Página 1 de 4.'],
    [8, 'Yoga', 1, 1, '8 clases en vivo de Yoga.'],
    [1, 'Meditación', 1, 1, '1 clase en vivo de Meditación.'],
    [0, null, 1, 1, '0 clases en vivo.'],
  ])('resultSummary(%i, %j, %i, %i) → %s', (count, label, page, pages, text) => {
    expect(resultSummary(count, label, page, pages, LIVE)).toBe(text);
  });

  it.each([
    [null, 1, 1, 'Clases en vivo'],
    [null, 2, 4, 'Clases en vivo (página 2 de 4)'],
    ['Yoga', 1, 1, 'Clases en vivo: Yoga'],
    ['Yoga', 2, 4, 'Clases en vivo: Yoga (página 2 de 4)'],
  ])('catalogTitle(%j, %i, %i) → %s', (label, page, pages, title) => {
    expect(catalogTitle('Clases en vivo', label, page, pages)).toBe(title);
  });

  it('stays within Latin-1, as every title of the portal’s own (issue #33)', () => {
    // A page whose HTML holds one character past U+00FF (an en dash) is a two-byte string in V8:
    // Next.js measures and writes a cached page of 110 kB 1.8× slower (`/clases-en-vivo?pagina=2`:
    // 316 → 563 requests/s on one instance, `pnpm bench --catalog`).
    expect(
      [...catalogTitle('Clases en vivo', 'Yoga', 12, 40)].every(
        (char) => char.charCodeAt(0) <= 0xff,
      ),
    ).toBe(true);
  });

  it('names a category by its label, and none that the facet does not have', () => {
    expect(categoryLabel({ categories: FACET }, 'meditacion')).toBe('Meditación');
    expect(categoryLabel({ categories: FACET }, 'danza')).toBeNull();
    expect(categoryLabel({}, 'yoga')).toBeNull();
    expect(categoryLabel({ categories: FACET }, null)).toBeNull();
  });

  it('says how many pages there are', () => {
    expect(noticeText('pagina-inexistente', 1, LIVE)).toBe(
      'Esa página no existe: la lista tiene 1 página. Te mostramos la primera.',
    );
    expect(noticeText('pagina-inexistente', 4, LIVE)).toContain('4 páginas');
    expect(noticeText('filtro-invalido', 1, LIVE)).toBe(
      'Un filtro indicado en la dirección no es válido. Te mostramos todas las clases en vivo.',
    );
  });
});
