import type { ContentClient } from '../content';
import { guardDiscipline, guardPage } from '../guards';
import type { SiteClient } from '../site';
import { orEmpty } from './fallbacks';
import { queryOptionsFor } from './options';

/** In-person experiences: locations (content API), classes and prices (same-site routes). */
export function experiencesQueries(content: ContentClient, site: SiteClient) {
  const $content = { queryOptions: queryOptionsFor(content) };
  const $site = { queryOptions: queryOptionsFor(site) };
  return {
    locations: (discipline: string) =>
      orEmpty(
        $content.queryOptions('get', '/wellness/disciplines/{discipline}/locations/', {
          params: { path: { discipline: guardDiscipline(discipline) } },
        }),
        [],
      ),
    classes: (page: number | string = 1) => {
      const guarded = guardPage(page);
      return orEmpty(
        $site.queryOptions('post', '/api/inperson-classes/catalog-class', {
          params: { query: { page: guarded } },
          body: { page: guarded },
        }),
        { count: 0, next: null, previous: null, results: [] },
      );
    },
    prices: (discipline: string) =>
      orEmpty(
        $site.queryOptions('post', '/api/inperson-classes/get-prices', {
          body: { discipline: guardDiscipline(discipline) },
        }),
        [],
      ),
  };
}
