import type { ContentSchema } from '@vivasalud/api-client/content';
import { catalogQueries } from '@vivasalud/api-client/queries/catalog';
import { GUIDE_TYPE_PARAM as TYPE_PARAM } from '@/lib/catalog/filters';
import type { CatalogFilters } from '@/lib/catalog/params';
import { contentClient, readRequired } from '@/lib/content';

export type Guide = ContentSchema<'ContentItem'>;
export type GuideDetail = ContentSchema<'ContentItemDetail'>;

/** The address parameter of the publication type (`?tipo=guia`). */
export { TYPE_PARAM };

/**
 * One page of the guides and tips (`GET wellness/resources-contents/catalog/`, 12 a page, by
 * category and `publication_type`), or `null` when the service says that page does not exist.
 */
export function loadGuides(category: string | null, page: number, filters: CatalogFilters) {
  const type = filters[TYPE_PARAM];
  return readRequired(
    `wellness/resources-contents/catalog ${category ?? '*'} ${type ?? '*'} ${page}`,
    catalogQueries(contentClient()).contents({
      ...(category ? { category } : {}),
      ...(type ? { publication_type: type } : {}),
      page,
    }),
    () => null,
  );
}

/** One guide or tip with its body (`getContent`); an unknown slug is the not-found screen. */
export function loadGuide(slug: string) {
  return readRequired(
    `wellness/resources-contents/catalog/${slug}`,
    catalogQueries(contentClient()).content(slug),
  );
}
