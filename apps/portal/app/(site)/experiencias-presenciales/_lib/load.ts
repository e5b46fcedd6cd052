import type { ContentSchema } from '@vivasalud/api-client/content';
import { experiencesQueries } from '@vivasalud/api-client/queries/experiences';
import { createSiteClient } from '@vivasalud/api-client/site';
import { notFound, unstable_rethrow } from 'next/navigation';
import type { CatalogAnswer } from '@/lib/catalog/catalog';
import type { CatalogFilters } from '@/lib/catalog/params';
import { contentClient, readOptional, readRequired } from '@/lib/content';
import { siteUrl } from '@/lib/pages/site';
import { DISCIPLINE_PARAM, DISTRICT_PARAM, IN_PERSON_PATH } from './address';

export type InPersonClass = ContentSchema<'InPersonClass'>;
export type InPersonFacet = ContentSchema<'InPersonFacet'>;
export type Location = ContentSchema<'Location'>;
export type PricePlan = ContentSchema<'PricePlan'>;
export type InPersonOccurrence = ContentSchema<'InPersonOccurrence'>;

/** A page of the in-person catalog with its two facets; `failed` when the service could not answer. */
export interface InPersonAnswer extends CatalogAnswer<InPersonClass> {
  disciplines: InPersonFacet[];
  districts: InPersonFacet[];
  /** The service failed: the page says so and offers to try again (spec §8, an honest empty state). */
  failed?: true;
}

const FAILED: InPersonAnswer = {
  count: 0,
  results: [],
  disciplines: [],
  districts: [],
  failed: true,
};

/** The area's queries (`experiencesQueries`): the site client is the portal's own address. */
const queries = () => experiencesQueries(contentClient(), createSiteClient({ baseUrl: siteUrl() }));

/**
 * Page `page` of the in-person classes of a discipline and a district (`?disciplina=&distrito=`),
 * 12 a page (`GET wellness/inperson-classes/catalog/`). `null` past the last page (the service's
 * 404); a discipline or a district the catalog does not have is the not-found screen; the service
 * failing is an answer marked `failed` (the rest of the page stays).
 */
export async function loadInPersonClasses(
  _category: string | null,
  page: number,
  filters: CatalogFilters = {},
): Promise<InPersonAnswer | null> {
  const discipline = filters[DISCIPLINE_PARAM];
  const district = filters[DISTRICT_PARAM];
  let answer: ContentSchema<'PagedInPersonClasses'> | null;
  try {
    answer = await readRequired(
      `wellness/inperson-classes/catalog ${discipline ?? '*'} ${district ?? '*'} ${page}`,
      () =>
        contentClient().GET('/wellness/inperson-classes/catalog/', {
          params: {
            query: {
              page,
              ...(discipline ? { discipline } : {}),
              ...(district ? { district } : {}),
            },
          },
        }),
      () => null,
    );
  } catch (error) {
    unstable_rethrow(error);
    return FAILED;
  }
  if (!answer) return null;
  if (discipline && !answer.disciplines.some((facet) => facet.slug === discipline)) notFound();
  if (district && !answer.districts.some((facet) => facet.slug === district)) notFound();
  return {
    count: answer.count,
    results: answer.results,
    disciplines: answer.disciplines,
    districts: answer.districts,
  };
}

/** The locations of a discipline (`wellness/disciplines/{d}/locations/`), or null (spec §8). */
export function loadLocations(discipline: string): Promise<Location[] | null> {
  return readOptional(
    `wellness/disciplines/${discipline}/locations`,
    queries().locations(discipline),
  );
}

/** One in-person class by its slug; a slug the service does not have is the not-found screen. */
export function loadInPersonClass(slug: string): Promise<InPersonClass> {
  return readRequired(`wellness/inperson-classes/${slug}`, () =>
    contentClient().GET('/wellness/inperson-classes/{slug}/', { params: { path: { slug } } }),
  );
}

/**
 * The upcoming dates of an in-person class with their places left
 * (`wellness/inperson-classes/{slug}/occurrences/`, issue #29), or null when the service failed
 * (the page says so and keeps the rest).
 */
export function loadOccurrences(slug: string): Promise<InPersonOccurrence[] | null> {
  return readOptional(`wellness/inperson-classes/${slug}/occurrences`, () =>
    contentClient().GET('/wellness/inperson-classes/{slug}/occurrences/', {
      params: { path: { slug } },
    }),
  );
}

/** The price plans of a discipline, or null when the service failed (the page's island retries). */
export function loadPrices(discipline: string): Promise<PricePlan[] | null> {
  return readOptional(`wellness/disciplines/${discipline}/prices`, () =>
    contentClient().GET('/wellness/disciplines/{discipline}/prices/', {
      params: { path: { discipline } },
    }),
  );
}

/** The area's CMS page (its related resources), or null: the detail page does without it. */
export function loadAreaPage() {
  return readOptional('pages/experiencias-presenciales', () =>
    contentClient().GET('/pages/{slug}/', {
      params: { path: { slug: 'experiencias-presenciales' } },
    }),
  );
}

export { IN_PERSON_PATH };
