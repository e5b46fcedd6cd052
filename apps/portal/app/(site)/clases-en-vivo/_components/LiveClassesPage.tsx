import { ContentPage } from '@/components/content/ContentPage';
import type { ResolvedCatalog } from '@/lib/catalog/catalog';
import { catalogPage } from '@/lib/catalog/page';
import { loadLiveClasses, type LiveClass } from '../_lib/load';
import { LiveClassCatalog } from './LiveClassCatalog';

const PATH = '/clases-en-vivo';

/**
 * `/clases-en-vivo` (issue #15): the CMS page of the area with the catalog of live classes
 * (`GET wellness/resources/catalog/`), the classes a person can still join first (issue #25),
 * filtered by category and by who teaches and paged, 12 a page, through the address
 * (`?categoria=yoga&imparte=rosa-huaman-ccori&pagina=2`; the filters are the manifest's). The
 * same HTML for everyone: nothing of the visitor's is read or rendered. Its own page renders an
 * address per request; the proxy answers the addresses it can vouch for from the cached copy of
 * the page for their state (issue #33).
 */
export const liveClassesCatalog = catalogPage({ path: PATH, load: loadLiveClasses });

export function LiveClassesPage({ catalog }: { catalog: ResolvedCatalog<LiveClass> }) {
  return (
    <ContentPage path={PATH}>
      <LiveClassCatalog path={PATH} catalog={catalog} now={new Date()} />
    </ContentPage>
  );
}
