import type { ContentClient } from '../content';
import { guardDiscipline, guardPage, guardSlug } from '../guards';
import type { SiteClient } from '../site';
import { queryOptionsFor } from './options';

/**
 * In-person experiences: locations (content API), classes and prices (same-site routes). Spec §8
 * lets these lists fail silently: the factory gives the answer or the failure, and the page
 * chooses (a server page reads them with its optional read; a client part shows its empty state
 * on `isError`).
 */
export function experiencesQueries(content: ContentClient, site: SiteClient) {
  const $content = { queryOptions: queryOptionsFor(content) };
  const $site = { queryOptions: queryOptionsFor(site) };
  return {
    locations: (discipline: string) =>
      $content.queryOptions('get', '/wellness/disciplines/{discipline}/locations/', {
        params: { path: { discipline: guardDiscipline(discipline) } },
      }),
    /** A page of the catalog, of a discipline and a district when given (issue #29). */
    classes: (
      page: number | string = 1,
      filters: { discipline?: string | null; district?: string | null } = {},
    ) => {
      const guarded = guardPage(page);
      const { discipline, district } = filters;
      return $site.queryOptions('post', '/api/inperson-classes/catalog-class', {
        params: { query: { page: guarded } },
        body: {
          page: guarded,
          ...(discipline ? { discipline: guardDiscipline(discipline) } : {}),
          ...(district ? { district: guardSlug(district) } : {}),
        },
      });
    },
    prices: (discipline: string) =>
      $site.queryOptions('post', '/api/inperson-classes/get-prices', {
        body: { discipline: guardDiscipline(discipline) },
      }),
  };
}
