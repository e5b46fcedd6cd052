import { ContentPage } from '@/components/content/ContentPage';
import type { ResolvedCatalog } from '@/lib/catalog/catalog';
import { catalogPage } from '@/lib/catalog/page';
import { loadGuides, type Guide } from '../_lib/load';
import { GuideCatalog, typeLabel } from './GuideCatalog';

const PATH = '/guias-y-consejos';

/**
 * `/guias-y-consejos` (issue #19): the CMS page of the area with the catalog of guides and tips
 * (`GET wellness/resources-contents/catalog/`, 12 a page) by category, type (`?tipo=guia`) and
 * page in the address, on the live classes' pattern: the same HTML for everyone, its addresses
 * served from cached copies by the proxy (issue #33).
 */
export const guidesCatalog = catalogPage({ path: PATH, load: loadGuides, filterLabel: typeLabel });

export function GuidesPage({ catalog }: { catalog: ResolvedCatalog<Guide> }) {
  return (
    <ContentPage path={PATH}>
      <GuideCatalog path={PATH} catalog={catalog} />
    </ContentPage>
  );
}
