import { ContentPage } from '@/components/content/ContentPage';
import { catalogPage } from '@/lib/catalog/page';
import { LiveClassCatalog } from './_components/LiveClassCatalog';
import { loadLiveClasses } from './_lib/load';

const PATH = '/clases-en-vivo';

/**
 * `/clases-en-vivo` (issue #15): the CMS page of the area with the catalog of live classes
 * (`GET wellness/resources/catalog/`, 12 a page) filtered by category and paged through the
 * address (`?categoria=yoga&pagina=2`). Rendered for each address from the data cache (its
 * service reads are kept 300 s); the same HTML for everyone, without the proxy (`cached` in
 * lib/routes.ts): nothing of the visitor's is read or rendered.
 */
const { catalogFor, generateMetadata } = catalogPage({
  path: PATH,
  title: 'Clases en vivo',
  load: loadLiveClasses,
});

export { generateMetadata };

export default async function Page({ searchParams }: PageProps<'/clases-en-vivo'>) {
  const catalog = await catalogFor(searchParams);
  return (
    <ContentPage path={PATH}>
      <LiveClassCatalog path={PATH} catalog={catalog} now={new Date()} />
    </ContentPage>
  );
}
