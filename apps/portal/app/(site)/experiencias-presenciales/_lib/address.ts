/**
 * The in-person catalog's address (DESIGN.md, "URL is the state"):
 * `/experiencias-presenciales?disciplina=yoga&distrito=miraflores&pagina=2`, read and written with
 * the catalog pattern's rules (`lib/catalog/params.ts`: a malformed value is dropped with a
 * Spanish notice, never echoed).
 */
import { DISCIPLINE_PARAM, DISTRICT_PARAM } from '@/lib/catalog/filters';
import { catalogHref, readCatalogState, type CatalogProblem } from '@/lib/catalog/params';
import type { SearchParams } from '@/lib/routes';

export { DISCIPLINE_PARAM, DISTRICT_PARAM };

export const IN_PERSON_PATH = '/experiencias-presenciales';
/** The area's filters, in the order the address writes them. */
export const IN_PERSON_FILTERS = [DISCIPLINE_PARAM, DISTRICT_PARAM] as const;

export interface InPersonState {
  discipline: string | null;
  district: string | null;
  page: number;
  problems: CatalogProblem[];
}

/** The state of a request's query. */
export function readInPersonState(query: SearchParams): InPersonState {
  const state = readCatalogState(query, IN_PERSON_FILTERS);
  return {
    discipline: state.filters[DISCIPLINE_PARAM] ?? null,
    district: state.filters[DISTRICT_PARAM] ?? null,
    page: state.page,
    problems: state.problems,
  };
}

/** The address of a state (no parameter for everything's first page). */
export function inPersonHref({
  discipline = null,
  district = null,
  page = 1,
}: {
  discipline?: string | null;
  district?: string | null;
  page?: number;
}): string {
  return catalogHref(IN_PERSON_PATH, {
    category: null,
    filters: {
      ...(discipline ? { [DISCIPLINE_PARAM]: discipline } : {}),
      ...(district ? { [DISTRICT_PARAM]: district } : {}),
    },
    page,
  });
}
