/**
 * The catalog's state lives in the address (DESIGN.md, "URL is the state"):
 * `/clases-en-vivo?categoria=<slug>&pagina=<n>`, so a result can be shared, reloaded and used
 * without JavaScript. Hostile or mistaken values never reach the service: they are read as the
 * first page of all classes, with a Spanish explanation (never echoing what was typed).
 */
import type { SearchParams } from '@/lib/routes';

export const CATEGORY_PARAM = 'categoria';
export const PAGE_PARAM = 'pagina';

/** The content API's slug rule (spec §5), with a sane length. */
const CATEGORY = /^[A-Za-z0-9_-]{1,60}$/;
/** A page from 1, in digits only, without leading zeros, at most 9,999. */
const PAGE = /^[1-9][0-9]{0,3}$/;

export type CatalogProblem = 'categoria-invalida' | 'pagina-invalida';

export interface CatalogState {
  /** A category slug, or null for all classes. */
  category: string | null;
  /** The page, from 1. */
  page: number;
  /** What was wrong in the address (already corrected in `category`/`page`). */
  problems: CatalogProblem[];
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The catalog state of a request's query. */
export function readCatalogState(query: SearchParams): CatalogState {
  const problems: CatalogProblem[] = [];
  const rawCategory = first(query[CATEGORY_PARAM])?.trim();
  let category: string | null = null;
  if (rawCategory) {
    if (CATEGORY.test(rawCategory)) category = rawCategory.toLowerCase();
    else problems.push('categoria-invalida');
  }
  const rawPage = first(query[PAGE_PARAM])?.trim();
  let page = 1;
  if (rawPage !== undefined && rawPage !== '') {
    if (PAGE.test(rawPage)) page = Number(rawPage);
    else problems.push('pagina-invalida');
  }
  // A page of a category that was thrown away means nothing: start again from the first.
  if (problems.includes('categoria-invalida')) page = 1;
  return { category, page, problems };
}

/** The address of a catalog state: no parameter for all classes, none for the first page. */
export function catalogHref(
  path: string,
  { category, page }: { category: string | null; page: number },
): string {
  const query = new URLSearchParams();
  if (category) query.set(CATEGORY_PARAM, category);
  if (page > 1) query.set(PAGE_PARAM, String(page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** How many pages `count` classes fill, `pageSize` a page (at least one, even when empty). */
export function pageCountOf(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
