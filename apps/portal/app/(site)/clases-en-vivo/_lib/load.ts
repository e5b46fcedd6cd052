import type { ContentSchema } from '@vivasalud/api-client/content';
import { CATALOG_PAGE_SIZE, catalogQueries } from '@vivasalud/api-client/queries/catalog';
import type { CatalogAnswer } from '@/lib/catalog/catalog';
import type { CatalogFilters } from '@/lib/catalog/params';
import { contentClient, readRequired } from '@/lib/content';
import { MENTOR_PARAM } from '@/lib/live-classes/address';
import type { LiveClass } from '@/lib/live-classes/types';
import { pageOfLiveClasses, selectLiveClasses } from './order';

export type { LiveClass } from '@/lib/live-classes/types';

/**
 * How many of the service's pages the catalog reads at most (12 classes each): the schedule of
 * the coming weeks is far smaller. Past it, the classes the service lists last are left out.
 */
export const MAX_SERVICE_PAGES = 20;

/** One page of the service's catalog (`GET wellness/resources/catalog/`, 12 a page), or null. */
function servicePage(category: string | null, page: number) {
  return readRequired(
    `wellness/resources/catalog ${category ?? '*'} ${page}`,
    catalogQueries(contentClient()).liveClasses({ ...(category ? { category } : {}), page }),
    () => null,
  );
}

export { MENTOR_PARAM } from '@/lib/live-classes/address';

/**
 * Every live class, as the service lists them: its pages, the first one read first (it says how
 * many there are), the others together. Each page is a read of its own, kept in the data cache
 * like any other (the same reads for every address of the catalog).
 */
async function allLiveClasses() {
  const first = await servicePage(null, 1);
  if (!first) return null;
  const pages = Math.min(Math.ceil(first.count / CATALOG_PAGE_SIZE), MAX_SERVICE_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) => servicePage(null, index + 2)),
  );
  return {
    results: [first, ...rest].flatMap((answer) => answer?.results ?? []),
    categories: first.categories ?? [],
  };
}

/**
 * Page `page` of the live classes of a category (or all) and of a person who teaches (or
 * anyone), 12 a page, in the catalog's order (`orderLiveClasses`: the classes a person can still
 * join first, the soonest first; then the ended ones) — an order across every page, so the portal
 * reads the whole list and selects and pages it itself; the category facet counts the classes of
 * the person chosen. `null` when that page does not exist (past the last one), like the
 * service's 404.
 */
export async function loadLiveClasses(
  category: string | null,
  page: number,
  filters: CatalogFilters = {},
): Promise<CatalogAnswer<LiveClass> | null> {
  const all = await allLiveClasses();
  if (!all) return null;
  return pageOfLiveClasses(
    selectLiveClasses(all, { category, mentor: filters[MENTOR_PARAM] ?? null }),
    page,
    new Date(),
  );
}

export type LiveClassDetail = ContentSchema<'LiveClassDetail'>;

/** One live class by its slug (`getLiveClass`); a slug the service does not have is the not-found screen. */
export function loadLiveClass(slug: string) {
  return readRequired(
    `wellness/resources/catalog/${slug}`,
    catalogQueries(contentClient()).liveClass(slug),
  );
}
