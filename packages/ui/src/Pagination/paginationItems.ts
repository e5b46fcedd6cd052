/** One slot of the pagination bar: a page number or a gap of hidden pages. */
export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

export interface PaginationRangeOptions {
  /** Pages shown on each side of the current one. */
  siblingCount?: number;
  /** Pages always shown at the start and at the end. */
  boundaryCount?: number;
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The slots of the pagination bar: first and last pages, the current page with its siblings, and
 * an ellipsis for each gap. The bar keeps the same number of slots wherever the current page is
 * (so it does not jump under the pointer), and a gap of one page shows that page instead of "…".
 */
export function paginationItems(
  page: number,
  pageCount: number,
  { siblingCount = 1, boundaryCount = 1 }: PaginationRangeOptions = {},
): PaginationItem[] {
  const count = Number.isFinite(pageCount) ? Math.max(0, Math.floor(pageCount)) : 0;
  if (count === 0) return [];
  const current = clamp(Number.isFinite(page) ? Math.floor(page) : 1, 1, count);
  const siblings = Math.max(0, Math.floor(siblingCount));
  const boundary = Math.max(1, Math.floor(boundaryCount));

  // Boundaries at both ends, the current page with its siblings, and one slot for each gap.
  const slots = boundary * 2 + siblings * 2 + 3;
  if (count <= slots) return range(1, count);

  const windowStart = clamp(current - siblings, boundary + 2, count - boundary - 1 - siblings * 2);
  const windowEnd = windowStart + siblings * 2;

  const startGap: PaginationItem[] =
    windowStart - boundary === 2 ? [boundary + 1] : ['ellipsis-start'];
  const endGap: PaginationItem[] =
    count - boundary + 1 - windowEnd === 2 ? [windowEnd + 1] : ['ellipsis-end'];

  return [
    ...range(1, boundary),
    ...startGap,
    ...range(windowStart, windowEnd),
    ...endGap,
    ...range(count - boundary + 1, count),
  ];
}

/** A slot of the responsive bar, with the layouts it shows in. */
export type ResponsivePaginationItem = { wide: boolean; compact: boolean } & (
  { kind: 'page'; page: number } | { kind: 'ellipsis'; key: string }
);

/**
 * The slots for two layouts at once: `wide` with the siblings asked for, and `compact` (small
 * screens) with none, so the bar fits a 375 px phone on one line. Every page of either layout
 * appears once, in order; an ellipsis goes right before the page after each gap, flagged with the
 * layouts that have that gap. CSS then hides what a layout does not show.
 */
export function responsivePaginationItems(
  page: number,
  pageCount: number,
  options: PaginationRangeOptions = {},
): ResponsivePaginationItem[] {
  const pagesOf = (items: PaginationItem[]) =>
    new Set(items.filter((item): item is number => typeof item === 'number'));
  const wide = pagesOf(paginationItems(page, pageCount, options));
  const compact = pagesOf(paginationItems(page, pageCount, { ...options, siblingCount: 0 }));
  const pages = [...new Set([...wide, ...compact])].sort((a, b) => a - b);

  const result: ResponsivePaginationItem[] = [];
  let lastWide = 0;
  let lastCompact = 0;
  for (const current of pages) {
    const inWide = wide.has(current);
    const inCompact = compact.has(current);
    const wideGap = inWide && current - lastWide > 1;
    const compactGap = inCompact && current - lastCompact > 1;
    if (wideGap || compactGap) {
      result.push({
        kind: 'ellipsis',
        key: `ellipsis-${current}`,
        wide: wideGap,
        compact: compactGap,
      });
    }
    result.push({ kind: 'page', page: current, wide: inWide, compact: inCompact });
    if (inWide) lastWide = current;
    if (inCompact) lastCompact = current;
  }
  return result;
}
