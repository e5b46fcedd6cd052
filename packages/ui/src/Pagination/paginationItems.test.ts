import { describe, expect, it } from 'vitest';
import { type PaginationItem, paginationItems, responsivePaginationItems } from './paginationItems';

const E = 'ellipsis-start' as const;
const F = 'ellipsis-end' as const;

describe('paginationItems', () => {
  describe.each<[string, number, number, PaginationItem[]]>([
    ['no pages', 1, 0, []],
    ['a single page', 1, 1, [1]],
    ['few pages, all shown', 2, 5, [1, 2, 3, 4, 5]],
    ['seven pages fit without a gap', 4, 7, [1, 2, 3, 4, 5, 6, 7]],
    ['eight pages, at the start', 1, 8, [1, 2, 3, 4, 5, F, 8]],
    ['ten pages, at page 1', 1, 10, [1, 2, 3, 4, 5, F, 10]],
    ['ten pages, at page 3', 3, 10, [1, 2, 3, 4, 5, F, 10]],
    ['ten pages, at page 4 (a one-page gap shows the page)', 4, 10, [1, 2, 3, 4, 5, F, 10]],
    ['ten pages, at page 5', 5, 10, [1, E, 4, 5, 6, F, 10]],
    ['ten pages, at page 6', 6, 10, [1, E, 5, 6, 7, F, 10]],
    ['ten pages, at page 7', 7, 10, [1, E, 6, 7, 8, 9, 10]],
    ['ten pages, at the last page', 10, 10, [1, E, 6, 7, 8, 9, 10]],
    ['a hundred pages, in the middle', 50, 100, [1, E, 49, 50, 51, F, 100]],
    ['a page below 1 is read as 1', 0, 10, [1, 2, 3, 4, 5, F, 10]],
    ['a page past the end is read as the last', 42, 10, [1, E, 6, 7, 8, 9, 10]],
    ['a page that is not a number is read as 1', Number.NaN, 10, [1, 2, 3, 4, 5, F, 10]],
  ])('given %s (page %d of %d)', (_, page, pageCount, expected) => {
    it(`gives ${JSON.stringify(expected)}`, () => {
      expect(paginationItems(page, pageCount)).toEqual(expected);
    });
  });

  describe.each<[string, number, number, number, number, PaginationItem[]]>([
    ['no siblings', 5, 10, 0, 1, [1, E, 5, F, 10]],
    ['two siblings', 10, 20, 2, 1, [1, E, 8, 9, 10, 11, 12, F, 20]],
    ['two boundary pages', 10, 20, 1, 2, [1, 2, E, 9, 10, 11, F, 19, 20]],
  ])('given %s (page %d of %d)', (_, page, pageCount, siblingCount, boundaryCount, expected) => {
    it(`gives ${JSON.stringify(expected)}`, () => {
      expect(paginationItems(page, pageCount, { siblingCount, boundaryCount })).toEqual(expected);
    });
  });

  it('always gives the same number of slots once there are gaps', () => {
    const lengths = new Set(
      Array.from({ length: 30 }, (_, index) => paginationItems(index + 1, 30).length),
    );
    expect([...lengths]).toEqual([7]);
  });
});

/** Reads one layout of the responsive bar back as a plain list, "…" for each gap. */
const layout = (page: number, pageCount: number, name: 'wide' | 'compact') =>
  responsivePaginationItems(page, pageCount)
    .filter((item) => item[name])
    .map((item) => (item.kind === 'page' ? item.page : '…'));

describe('responsivePaginationItems', () => {
  describe.each<[number, number, (number | '…')[], (number | '…')[]]>([
    [1, 3, [1, 2, 3], [1, 2, 3]],
    [3, 6, [1, 2, 3, 4, 5, 6], [1, 2, 3, '…', 6]],
    [1, 10, [1, 2, 3, 4, 5, '…', 10], [1, 2, 3, '…', 10]],
    [4, 10, [1, 2, 3, 4, 5, '…', 10], [1, '…', 4, '…', 10]],
    [5, 10, [1, '…', 4, 5, 6, '…', 10], [1, '…', 5, '…', 10]],
    [7, 10, [1, '…', 6, 7, 8, 9, 10], [1, '…', 7, '…', 10]],
    [10, 10, [1, '…', 6, 7, 8, 9, 10], [1, '…', 8, 9, 10]],
    [50, 100, [1, '…', 49, 50, 51, '…', 100], [1, '…', 50, '…', 100]],
  ])('given page %d of %d', (page, pageCount, wide, compact) => {
    it(`shows ${wide.join(' ')} on wide screens`, () => {
      expect(layout(page, pageCount, 'wide')).toEqual(wide);
    });

    it(`shows ${compact.join(' ')} on small screens`, () => {
      expect(layout(page, pageCount, 'compact')).toEqual(compact);
    });
  });

  it('matches paginationItems on wide screens for every page', () => {
    for (let page = 1; page <= 30; page += 1) {
      const plain = paginationItems(page, 30).map((item) =>
        typeof item === 'number' ? item : '…',
      );
      expect(layout(page, 30, 'wide')).toEqual(plain);
    }
  });

  it('never shows more than five slots on small screens', () => {
    for (let page = 1; page <= 30; page += 1) {
      expect(layout(page, 30, 'compact').length).toBeLessThanOrEqual(5);
    }
  });
});
