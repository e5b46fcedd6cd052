import { ContentPage } from '@/components/content/ContentPage';
import type { ResolvedCatalog } from '@/lib/catalog/catalog';
import { catalogPage } from '@/lib/catalog/page';
import { loadRecordedClasses, type RecordedClass } from '../_lib/load';
import { ContinueWatching, WatchedMark } from './progress-islands';
import { RecordedClassCatalog } from './RecordedClassCatalog';

const PATH = '/clases-grabadas';

/**
 * `/clases-grabadas` (issue #19): the CMS page of the area with the catalog of recorded classes
 * (`GET wellness/recorded-classes/catalog/`, 12 a page) by category and page in the address, on
 * the live classes' pattern: the same HTML for everyone, its addresses served from cached copies
 * by the proxy (issue #33). What the signed-in person has watched («Continuar viendo», the marks
 * on the cards) is read by client islands from `GET /api/recorded-classes/progress-class`, never
 * rendered on the server.
 */
export const recordedClassesCatalog = catalogPage({ path: PATH, load: loadRecordedClasses });

export function RecordedClassesPage({ catalog }: { catalog: ResolvedCatalog<RecordedClass> }) {
  return (
    <ContentPage path={PATH}>
      <ContinueWatching path={PATH} />
      <RecordedClassCatalog
        path={PATH}
        catalog={catalog}
        progressOf={(recordedClass) => <WatchedMark slug={recordedClass.slug} />}
      />
    </ContentPage>
  );
}
