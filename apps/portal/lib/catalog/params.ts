/**
 * A catalog's state lives in the address (DESIGN.md, "URL is the state"):
 * `<area>?categoria=<slug>&<filter>=<value>&pagina=<n>`, so a result can be shared, reloaded and
 * used without JavaScript. Every catalog area (live classes, recorded classes, guides) reads and
 * writes its address here; an area may add filters of its own (the guides' `tipo`). Hostile or
 * mistaken values never reach the service: they are read as the first page of everything, with a
 * Spanish explanation (never echoing what was typed).
 */
import type { SearchParams } from '../routes';

export const CATEGORY_PARAM = 'categoria';
export const PAGE_PARAM = 'pagina';

/** The content API's slug rule (spec §5), with a sane length: categories and filter values. */
const SLUG = /^[A-Za-z0-9_-]{1,60}$/;
/** A page from 1, in digits only, without leading zeros, at most 9,999. */
const PAGE = /^[1-9][0-9]{0,3}$/;

export type CatalogProblem = 'categoria-invalida' | 'filtro-invalido' | 'pagina-invalida';

/** An area's own filters by their address parameter (`{ tipo: 'guia' }`), set ones only. */
export type CatalogFilters = Readonly<Record<string, string>>;

export interface CatalogState {
  /** A category slug, or null for all items. */
  category: string | null;
  /** The area's own filters that are set (already checked). */
  filters: CatalogFilters;
  /** The page, from 1. */
  page: number;
  /** What was wrong in the address (already corrected in the fields above). */
  problems: CatalogProblem[];
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function readSlug(value: string | string[] | undefined): string | null | false {
  const raw = first(value)?.trim();
  if (!raw) return null;
  return SLUG.test(raw) ? raw.toLowerCase() : false;
}

/**
 * The catalog state of a request's query. `filterParams` names the area's own filters (read with
 * the category's rule); parameters of no filter are ignored.
 */
export function readCatalogState(
  query: SearchParams,
  filterParams: readonly string[] = [],
): CatalogState {
  const problems: CatalogProblem[] = [];
  const category = readSlug(query[CATEGORY_PARAM]);
  if (category === false) problems.push('categoria-invalida');
  const filters: Record<string, string> = {};
  for (const param of filterParams) {
    const value = readSlug(query[param]);
    if (value === false) {
      if (!problems.includes('filtro-invalido')) problems.push('filtro-invalido');
    } else if (value !== null) filters[param] = value;
  }
  const rawPage = first(query[PAGE_PARAM])?.trim();
  let page = 1;
  if (rawPage !== undefined && rawPage !== '') {
    if (PAGE.test(rawPage)) page = Number(rawPage);
    else problems.push('pagina-invalida');
  }
  // A page of a selection that was thrown away means nothing: start again from the first.
  if (problems.includes('categoria-invalida') || problems.includes('filtro-invalido')) page = 1;
  return { category: category || null, filters, page, problems };
}

/**
 * The address of a catalog state: no parameter for everything, none for the first page; the
 * category first, then the area's filters in the order given, then the page.
 */
export function catalogHref(
  path: string,
  {
    category,
    filters = {},
    page,
  }: { category: string | null; filters?: CatalogFilters; page: number },
): string {
  const query = new URLSearchParams();
  if (category) query.set(CATEGORY_PARAM, category);
  for (const [param, value] of Object.entries(filters)) if (value) query.set(param, value);
  if (page > 1) query.set(PAGE_PARAM, String(page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** How many pages `count` items fill, `pageSize` a page (at least one, even when empty). */
export function pageCountOf(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
