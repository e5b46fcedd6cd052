import { ContentPage } from '@/components/content/ContentPage';
import type { ResolvedCatalog } from '@/lib/catalog/catalog';
import { catalogPage } from '@/lib/catalog/page';
import { DISCIPLINE_PARAM, DISTRICT_PARAM, IN_PERSON_PATH, inPersonHref } from '../_lib/address';
import {
  loadInPersonClasses,
  loadLocations,
  type InPersonAnswer,
  type InPersonClass,
} from '../_lib/load';
import { InPersonCatalog } from './InPersonCatalog';
import { Locations } from './Locations';

/**
 * `/experiencias-presenciales` (issue #29): the CMS page of the area with the catalog of in-person
 * classes (`GET wellness/inperson-classes/catalog/`), filtered by discipline and district and
 * paged, 12 a page, through the address (`?disciplina=yoga&distrito=miraflores&pagina=2`), and
 * the locations of the discipline chosen, by district. The same HTML for everyone: nothing of the
 * visitor's is read or rendered, and no JavaScript of its own (filters and pages are links); its
 * addresses are served from cached copies by the proxy (issue #33).
 */
export const inPersonCatalog = catalogPage({ path: IN_PERSON_PATH, load: loadInPersonClasses });

export async function InPersonPage({ catalog }: { catalog: ResolvedCatalog<InPersonClass> }) {
  const discipline = catalog.filters[DISCIPLINE_PARAM] ?? null;
  const district = catalog.filters[DISTRICT_PARAM] ?? null;
  const answer = catalog.answer as InPersonAnswer;
  const label = answer.disciplines.find((facet) => facet.slug === discipline)?.label;
  const locations = discipline && label ? await loadLocations(discipline) : undefined;
  return (
    <ContentPage path={IN_PERSON_PATH}>
      <InPersonCatalog catalog={catalog} />
      {discipline && label && locations !== undefined && (
        <Locations
          label={label}
          locations={locations}
          retryHref={inPersonHref({ discipline, district, page: catalog.page })}
        />
      )}
    </ContentPage>
  );
}
