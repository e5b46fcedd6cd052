/**
 * Which page answers an address of a catalog's own page (issue #33, `copies.ts`): the proxy's
 * decision. Relative imports only: proxy.ts loads this file.
 */
import type { CatalogRoute } from '../routes';
import { SLUG_AREAS, type SlugArea, type SlugDirectory } from '../slugs';
import { CATALOG_COPIES, copyKeyOf, copyStateOfQuery, valuesOf } from './copies';

const isSlugArea = (path: string): path is SlugArea =>
  (SLUG_AREAS as readonly string[]).includes(path);

/**
 * The path of the cached copy that answers an address of a catalog (its query as the request has
 * it), or `null` when the page renders it per request. A copy answers a query without a mistake
 * (a corrected address shows a notice, and is not indexed) when the proxy can vouch for it: the
 * first page of everything (one copy, whatever the service says), or values the catalog has and
 * a page it reaches (`directory.vouch`: after a reading of the service at most `recheckMs` old).
 * Random values and pages fall through to the page, as before; no copy is made of them.
 */
export async function catalogCopyOf(
  route: CatalogRoute,
  search: URLSearchParams,
  directory: Pick<SlugDirectory, 'vouch'>,
): Promise<string | null> {
  const { filters } = route.catalog;
  const state = copyStateOfQuery(search, filters);
  const key = state && copyKeyOf(state, filters);
  if (!state || !key) return null;
  const values = valuesOf(state);
  const everything = Object.keys(values).length === 0 && state.page === 1;
  if (!everything) {
    if (!isSlugArea(route.pattern)) return null;
    if ((await directory.vouch(route.pattern, values, state.page)) !== 'known') return null;
  }
  return `${CATALOG_COPIES}${route.pattern}/${key}`;
}
