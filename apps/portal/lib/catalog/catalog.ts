import type { CatalogFilters, CatalogState } from './params';
import { pageCountOf } from './params';

/** The catalogs' page size (spec §7/§9). */
export const PAGE_SIZE = 12;

/** How an area names what it lists, in Spanish. */
export interface CatalogNouns {
  /** «clase en vivo» */
  one: string;
  /** «clases en vivo» */
  many: string;
  /** «todas las clases en vivo» (what a corrected address shows). */
  all: string;
  /** The count of a filter link: «clase» / «clases». */
  counted: readonly [one: string, many: string];
}

export type CatalogNotice = CatalogState['problems'][number] | 'pagina-inexistente';

/** What a notice says, in Spanish (it never repeats what was typed in the address). */
export function noticeText(notice: CatalogNotice, pageCount: number, nouns: CatalogNouns): string {
  switch (notice) {
    case 'categoria-invalida':
      return `La categoría indicada en la dirección no es válida. Te mostramos ${nouns.all}.`;
    case 'filtro-invalido':
      return `Un filtro indicado en la dirección no es válido. Te mostramos ${nouns.all}.`;
    case 'pagina-invalida':
      return 'El número de página indicado en la dirección no es válido. Te mostramos la primera página.';
    case 'pagina-inexistente':
      return `Esa página no existe: la lista tiene ${pageCount} ${pageCount === 1 ? 'página' : 'páginas'}. Te mostramos la primera.`;
  }
}

export interface CatalogAnswer<Item> {
  count: number;
  results: Item[];
  categories?: { slug: string; label: string; count: number }[];
}

export interface ResolvedCatalog<Item> {
  answer: CatalogAnswer<Item>;
  category: string | null;
  filters: CatalogFilters;
  page: number;
  pageCount: number;
  notices: CatalogNotice[];
}

/** One page of an area's catalog, or `null` when the service says it does not exist (404). */
export type CatalogLoader<Item> = (
  category: string | null,
  page: number,
  filters: CatalogFilters,
) => Promise<CatalogAnswer<Item> | null>;

/**
 * The page to show for an address: what the service has for the state read from it, or its
 * first page with a notice when the page is past the last one (the service answers 404).
 * `load` gives `null` for that 404 and throws for any other failure (the error boundary).
 */
export async function resolveCatalog<Item>(
  state: CatalogState,
  load: CatalogLoader<Item>,
): Promise<ResolvedCatalog<Item>> {
  const notices: CatalogNotice[] = [...state.problems];
  let page = state.page;
  let answer = await load(state.category, page, state.filters);
  if (answer === null && page > 1) {
    notices.push('pagina-inexistente');
    page = 1;
    answer = await load(state.category, page, state.filters);
  }
  const shown = answer ?? { count: 0, results: [] };
  return {
    answer: shown,
    category: state.category,
    filters: state.filters,
    page,
    pageCount: pageCountOf(shown.count, PAGE_SIZE),
    notices,
  };
}

/** The category's label in the answer's facet, or null (unknown, or no item of it now). */
export function categoryLabel(
  answer: Pick<CatalogAnswer<unknown>, 'categories'>,
  category: string | null,
): string | null {
  if (!category) return null;
  return answer.categories?.find((facet) => facet.slug === category)?.label ?? null;
}

/** «40 clases en vivo», «1 clase en vivo de Yoga», «Página 2 de 4» added when there are more. */
export function resultSummary(
  count: number,
  label: string | null,
  page: number,
  pageCount: number,
  nouns: Pick<CatalogNouns, 'one' | 'many'>,
): string {
  const items = `${count} ${count === 1 ? nouns.one : nouns.many}`;
  const of = label ? ` de ${label}` : '';
  const paging = pageCount > 1 ? `. Página ${page} de ${pageCount}` : '';
  return `${items}${of}${paging}.`;
}

/** The document title: «Clases en vivo: Yoga (página 2 de 4)». */
export function catalogTitle(
  base: string,
  label: string | null,
  page: number,
  pageCount: number,
): string {
  const of = label ? `: ${label}` : '';
  const paging = pageCount > 1 ? ` (página ${page} de ${pageCount})` : '';
  return `${base}${of}${paging}`;
}
