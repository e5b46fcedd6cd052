import { ContentPage } from '@/components/content/ContentPage';
import { catalogPage } from '@/lib/catalog/page';
import { ContinueWatching, WatchedMark } from './_components/progress-islands';
import { RecordedClassCatalog } from './_components/RecordedClassCatalog';
import { loadRecordedClasses } from './_lib/load';

const PATH = '/clases-grabadas';

/**
 * `/clases-grabadas` (issue #19): the CMS page of the area with the catalog of recorded classes
 * (`GET wellness/recorded-classes/catalog/`, 12 a page) by category and page in the address, on
 * the live classes' pattern: the same HTML for everyone from the data cache, without the proxy.
 * What the signed-in person has watched («Continuar viendo», the marks on the cards) is read by
 * client islands from `GET /api/recorded-classes/progress-class`, never rendered on the server.
 */
const { catalogFor, generateMetadata } = catalogPage({
  path: PATH,
  load: loadRecordedClasses,
});

export { generateMetadata };

export default async function Page({ searchParams }: PageProps<'/clases-grabadas'>) {
  const catalog = await catalogFor(searchParams);
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
