/**
 * The library's filters live in the address (DESIGN.md, "URL is the state"), with Spanish names
 * and readable values, exactly as the filter form sends them without JavaScript (a GET form: a
 * checkbox group repeats its parameter):
 *
 *   /vive-sanamente?buscar=presion&categoria=prevencion&pilar=mente&tema=sueno&tema=estres&tipo=video&pagina=2
 *
 * A value is the slug of its name in the service's filter catalog («Salud mental» →
 * `salud-mental`); the service is asked with its ids and the spec's parameter names (spec §3:
 * `paramCategoria`, `paramPilares`, `paramTemas`, `paramTipoPublicacion`, `paramdesde`,
 * `paramcantidad`, and the search `paramBusqueda`) — and with **no query at all** when nothing is
 * chosen (spec §7). What the address holds that the catalog does not know is dropped with a
 * Spanish notice (never repeating what was typed); nothing reaches the service unchecked.
 */
import type { SearchParams } from '@/lib/routes';
import type { PublicationFilterCatalog, PublicationType } from './types';
import { TYPES } from './types';

export const SEARCH_PARAM = 'buscar';
export const CATEGORY_PARAM = 'categoria';
export const PILLAR_PARAM = 'pilar';
export const TOPIC_PARAM = 'tema';
export const TYPE_PARAM = 'tipo';
export const PAGE_PARAM = 'pagina';

/** A list page holds 12 publications (spec §7, `paramcantidad`). */
export const PAGE_SIZE = 12;
/** The longest search the service takes (`paramBusqueda`, 1–100 characters). */
export const SEARCH_MAX = 100;
/** The service's largest offset (`paramdesde` ≤ 100,000): the last page that can be asked. */
export const LAST_PAGE = Math.floor(100_000 / PAGE_SIZE) + 1;

/** An option of a filter, as the address and the form name it. */
export interface FilterOption {
  /** The service's id. */
  id: number;
  /** Its name («Salud mental»). */
  label: string;
  /** Its value in the address (`salud-mental`). */
  value: string;
}

/** The catalog's options by filter, with their address values. */
export interface FilterOptions {
  categories: FilterOption[];
  pillars: FilterOption[];
  topics: FilterOption[];
}

/** The address value of a name: lower case, without accents, words joined by hyphens. */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The service's filter catalog as address options (the publication types are `TYPES`). */
export function filterOptions(catalog: PublicationFilterCatalog): FilterOptions {
  const options = (entries: PublicationFilterCatalog['categorias']) =>
    entries.map((entry) => ({ id: entry.id, label: entry.nombre, value: slugOf(entry.nombre) }));
  return {
    categories: options(catalog.categorias),
    pillars: options(catalog.pilares),
    topics: options(catalog.temas),
  };
}

/** What a list shows: the filters chosen (checked against the catalog), the search and the page. */
export interface LibraryState {
  search: string | null;
  category: string | null;
  pillars: string[];
  topics: string[];
  /** The type: chosen on `/vive-sanamente`, fixed by a type's page. */
  type: PublicationType | null;
  page: number;
}

export type LibraryProblem = 'filtro-desconocido' | 'busqueda-larga' | 'pagina-invalida';

const values = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .flatMap((entry) => entry.split(','))
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

/** A page from 1, in digits only, without leading zeros. */
const PAGE = /^[1-9][0-9]{0,5}$/;

/**
 * The state of a request's query. `fixedType` is the type of a type's page (its address has no
 * `tipo`: one there is ignored). Unknown values are dropped (`filtro-desconocido`), a search past
 * 100 characters is cut (`busqueda-larga`), a page that is no number or past the service's reach
 * is the first (`pagina-invalida`).
 */
export function readLibraryState(
  query: SearchParams,
  options: FilterOptions,
  fixedType: PublicationType | null = null,
): { state: LibraryState; problems: LibraryProblem[] } {
  const problems = new Set<LibraryProblem>();
  const known = (list: FilterOption[], raw: string[]) => {
    const chosen: string[] = [];
    for (const value of raw) {
      if (!list.some((option) => option.value === value)) problems.add('filtro-desconocido');
      else if (!chosen.includes(value)) chosen.push(value);
    }
    // The catalog's order, whatever the address's: one selection, one address.
    return list.map((option) => option.value).filter((value) => chosen.includes(value));
  };

  const [category = null, ...moreCategories] = known(
    options.categories,
    values(query[CATEGORY_PARAM]),
  );
  // The service filters by one category (`paramCategoria`): a second one is not a choice the form offers.
  if (moreCategories.length > 0) problems.add('filtro-desconocido');

  let type: PublicationType | null = fixedType;
  if (fixedType === null) {
    const [first, ...more] = values(query[TYPE_PARAM]);
    const match = TYPES.find((entry) => entry.type === first);
    if (first !== undefined && !match) problems.add('filtro-desconocido');
    if (more.length > 0) problems.add('filtro-desconocido');
    type = match?.type ?? null;
  }

  const rawSearch = [query[SEARCH_PARAM]].flat()[0]?.replace(/\s+/g, ' ').trim() ?? '';
  let search: string | null = rawSearch || null;
  if (search !== null && search.length > SEARCH_MAX) {
    search = search.slice(0, SEARCH_MAX).trim();
    problems.add('busqueda-larga');
  }

  const rawPage = [query[PAGE_PARAM]].flat()[0]?.trim();
  let page = 1;
  if (rawPage) {
    if (PAGE.test(rawPage) && Number(rawPage) <= LAST_PAGE) page = Number(rawPage);
    else problems.add('pagina-invalida');
  }

  return {
    state: {
      search,
      category,
      pillars: known(options.pillars, values(query[PILLAR_PARAM])),
      topics: known(options.topics, values(query[TOPIC_PARAM])),
      type,
      page: problems.has('filtro-desconocido') ? 1 : page,
    },
    problems: [...problems],
  };
}

/** Whether a person chose anything (a filter or a search); a type's page is no choice. */
export function hasChoice(state: LibraryState, fixedType: PublicationType | null = null): boolean {
  return (
    state.search !== null ||
    state.category !== null ||
    state.pillars.length > 0 ||
    state.topics.length > 0 ||
    (state.type !== null && state.type !== fixedType)
  );
}

/**
 * The address of a state on the page at `path` (`/vive-sanamente` or a type's page, whose type
 * is not written): the search, the category, pillars, topics, type, page — the form's order.
 */
export function libraryHref(
  path: string,
  state: LibraryState,
  fixedType: PublicationType | null = null,
): string {
  const query = new URLSearchParams();
  if (state.search) query.set(SEARCH_PARAM, state.search);
  if (state.category) query.set(CATEGORY_PARAM, state.category);
  for (const pillar of state.pillars) query.append(PILLAR_PARAM, pillar);
  for (const topic of state.topics) query.append(TOPIC_PARAM, topic);
  if (state.type && state.type !== fixedType) query.set(TYPE_PARAM, state.type);
  if (state.page > 1) query.set(PAGE_PARAM, String(state.page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The query of `POST …/listLiveHealthyDetailPublicationsFilters` (spec §3 names). */
export interface ServiceFilter {
  paramCategoria?: number;
  paramPilares?: string;
  paramTemas?: string;
  paramTipoPublicacion?: PublicationType;
  paramBusqueda?: string;
  paramdesde?: number;
  paramcantidad?: number;
}

/**
 * The service's query for a state: ids for the address values, the page as an offset and a
 * count of 12 — and nothing at all for the first page of everything (spec §7: «no query when
 * there are no filters»; the service's page size is 12).
 */
export function serviceFilter(state: LibraryState, options: FilterOptions): ServiceFilter {
  const ids = (list: FilterOption[], chosen: string[]) =>
    list
      .filter((option) => chosen.includes(option.value))
      .map((option) => option.id)
      .join(',');
  const filter: ServiceFilter = {};
  const category = options.categories.find((option) => option.value === state.category);
  if (category) filter.paramCategoria = category.id;
  const pillars = ids(options.pillars, state.pillars);
  if (pillars) filter.paramPilares = pillars;
  const topics = ids(options.topics, state.topics);
  if (topics) filter.paramTemas = topics;
  if (state.type) filter.paramTipoPublicacion = state.type;
  if (state.search) filter.paramBusqueda = state.search;
  if (Object.keys(filter).length === 0 && state.page === 1) return filter;
  if (state.page > 1) filter.paramdesde = (state.page - 1) * PAGE_SIZE;
  filter.paramcantidad = PAGE_SIZE;
  return filter;
}

/** What a notice says, in Spanish (it never repeats what was typed). */
export function problemText(problem: LibraryProblem | 'pagina-inexistente', pages = 1): string {
  switch (problem) {
    case 'filtro-desconocido':
      return 'Quitamos un filtro de la dirección que no existe en la biblioteca. Te mostramos los resultados de los demás.';
    case 'busqueda-larga':
      return `Tu búsqueda era muy larga: buscamos sus primeros ${SEARCH_MAX} caracteres.`;
    case 'pagina-invalida':
      return 'El número de página indicado en la dirección no es válido. Te mostramos la primera página.';
    case 'pagina-inexistente':
      return `Esa página no existe: los resultados ocupan ${pages} ${pages === 1 ? 'página' : 'páginas'}. Te mostramos la primera.`;
  }
}
