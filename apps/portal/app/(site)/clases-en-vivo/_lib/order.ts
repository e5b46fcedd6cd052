import { CATALOG_PAGE_SIZE } from '@vivasalud/api-client/queries/catalog';
import type { CatalogAnswer } from '@/lib/catalog/catalog';
import { hasEnded, type Scheduled } from '@/lib/live-classes/dates';

/**
 * The order of the live-classes catalog (issue #25): the classes a person can still join first,
 * the soonest first (one under way before one to come); then the ones that have ended, the most
 * recent first (the class that just ended is the one someone may look for). Equal starts keep
 * the service's order. Returns a new array.
 */
export function orderLiveClasses<Item extends Scheduled>(
  classes: readonly Item[],
  now: Date,
): Item[] {
  const start = (item: Item) => Date.parse(item.starts_at);
  const upcoming = classes.filter((item) => !hasEnded(item, now));
  const ended = classes.filter((item) => hasEnded(item, now));
  return [
    ...upcoming.sort((a, b) => start(a) - start(b)),
    ...ended.sort((a, b) => start(b) - start(a)),
  ];
}

/** Page `page` (from 1) of every class in the catalog's order at `now`, or null past the last. */
export function pageOfLiveClasses<Item extends Scheduled>(
  all: { results: readonly Item[]; categories?: CatalogAnswer<Item>['categories'] },
  page: number,
  now: Date,
): CatalogAnswer<Item> | null {
  const ordered = orderLiveClasses(all.results, now);
  const start = (page - 1) * CATALOG_PAGE_SIZE;
  if (page > 1 && start >= ordered.length) return null;
  return {
    count: ordered.length,
    results: ordered.slice(start, start + CATALOG_PAGE_SIZE),
    ...(all.categories ? { categories: all.categories } : {}),
  };
}

/** The category facet: each category's label and how many classes it has. */
type Facet = NonNullable<CatalogAnswer<unknown>['categories']>;

/**
 * The classes of a category (or all) taught by a person (`mentor`, the slug of the mentor; or
 * anyone), with the category facet of that person's classes: the service's categories, in its
 * order, counted again, those without a class left out.
 */
export function selectLiveClasses<
  Item extends { category: string; mentor?: { slug: string } | null },
>(
  all: { results: readonly Item[]; categories: Facet },
  { category, mentor }: { category: string | null; mentor: string | null },
): { results: Item[]; categories: Facet } {
  const byMentor = mentor
    ? all.results.filter((item) => item.mentor?.slug === mentor)
    : [...all.results];
  const categories = mentor
    ? all.categories
        .map((entry) => ({
          ...entry,
          count: byMentor.filter((item) => item.category === entry.slug).length,
        }))
        .filter((entry) => entry.count > 0)
    : all.categories;
  return {
    results: category ? byMentor.filter((item) => item.category === category) : byMentor,
    categories,
  };
}
