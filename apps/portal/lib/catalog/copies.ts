/**
 * The cached copies of the catalogs (issue #33). A catalog's own page (`/clases-en-vivo`) reads its
 * query, so Next renders it for each request (`private, no-store`). The addresses the proxy can
 * vouch for are served instead from a copy of the page rendered for their canonical state and
 * cached like a class's page (ISR, 300 s, `s-maxage`): the route
 * `/catalogo-en-cache/clases-en-vivo/[estado]`, the state in its last segment (`PAGINA-2`,
 * `CATEGORIA-yoga-IMPARTE-rosa-huaman-ccori-PAGINA-1`). The proxy rewrites to it, the visitor's
 * address kept; a request for a copy's own address is answered with the not-found page.
 *
 * What the proxy vouches for is bounded by what the service has (lib/slugs.ts): a query without a
 * mistake to explain, whose category and filters the catalog has, and a page no further than the
 * catalog's last one. Everything else (a notice to show, a value the service does not have, no
 * list read yet) is rendered per request, as before: no address a visitor invents makes a copy.
 *
 * Relative imports only: next.config (through the manifest) and the proxy load this file.
 */
import { SLUG_SOURCE } from '@vivasalud/config/routes';
import { CATALOG_COPIES } from '../clientRoutes';
import { CATEGORY_PARAM, PAGE_PARAM, readCatalogState, type CatalogState } from './params';

export { CATALOG_COPIES };

/** A catalog state as a copy holds it: read from a query without a mistake. */
export type CopyState = Pick<CatalogState, 'category' | 'filters' | 'page'>;

/** The route of a catalog's copies: `/catalogo-en-cache/clases-en-vivo/[estado]`. */
export const copyPatternOf = (path: string): string => `${CATALOG_COPIES}${path}/[estado]`;

/** A copy's segment is a dynamic segment of the manifest: it holds a slug (100 characters). */
const SEGMENT = new RegExp(`^${SLUG_SOURCE}$`);

/**
 * The segment of a state: each parameter that is set, in the address's order (the category, the
 * area's filters as given, the page, always), its name in capitals followed by its value
 * (`CATEGORIA-yoga-PAGINA-2`). Values are checked slugs in lower case (`readCatalogState`), so a
 * name never reads as part of a value. `null` when it does not fit in a segment.
 */
export function copyKeyOf(state: CopyState, filterParams: readonly string[]): string | null {
  const entries: [string, string][] = [];
  if (state.category) entries.push([CATEGORY_PARAM, state.category]);
  for (const param of filterParams) {
    const value = state.filters[param];
    if (value) entries.push([param, value]);
  }
  entries.push([PAGE_PARAM, String(state.page)]);
  const key = entries.map(([name, value]) => `${name.toUpperCase()}-${value}`).join('-');
  return SEGMENT.test(key) ? key : null;
}

/**
 * The state of a copy's segment: only a segment `copyKeyOf` writes for a state read without a
 * mistake, else `null` (the page is then the not-found screen).
 */
export function copyStateOf(key: string, filterParams: readonly string[]): CopyState | null {
  if (!SEGMENT.test(key)) return null;
  // `['', 'CATEGORIA', 'yoga', 'PAGINA', '2']`
  const parts = key.split(/(?:^|-)([A-Z]+)-/);
  if (parts.length < 3 || parts.length % 2 === 0 || parts[0] !== '') return null;
  const query: Record<string, string> = {};
  for (let i = 1; i < parts.length; i += 2) query[parts[i]!.toLowerCase()] = parts[i + 1]!;
  const state = readCatalogState(query, filterParams);
  if (state.problems.length > 0 || copyKeyOf(state, filterParams) !== key) return null;
  return { category: state.category, filters: state.filters, page: state.page };
}

/**
 * The state of an address of a catalog (its query as the request has it), when it can be served
 * from a copy: read without a mistake (a corrected address shows a notice, per request). The
 * first value of a repeated parameter counts, as on the page.
 */
export function copyStateOfQuery(
  search: URLSearchParams,
  filterParams: readonly string[],
): CopyState | null {
  // No prototype: a parameter named `__proto__` is a parameter like any other.
  const query: Record<string, string[]> = Object.create(null);
  for (const [name, value] of search) (query[name] ??= []).push(value);
  const state = readCatalogState(query, filterParams);
  if (state.problems.length > 0) return null;
  return { category: state.category, filters: state.filters, page: state.page };
}

/** The values a state sets, by parameter (`{ categoria: 'yoga', imparte: 'rosa' }`). */
export function valuesOf(state: CopyState): Record<string, string> {
  return { ...(state.category ? { [CATEGORY_PARAM]: state.category } : {}), ...state.filters };
}
