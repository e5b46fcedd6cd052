import { ContentPage } from '@/components/content/ContentPage';
import { catalogPage } from '@/lib/catalog/page';
import { LiveClassCatalog } from './_components/LiveClassCatalog';
import { loadLiveClasses, MENTOR_PARAM } from './_lib/load';

const PATH = '/clases-en-vivo';

/**
 * `/clases-en-vivo` (issue #15): the CMS page of the area with the catalog of live classes
 * (`GET wellness/resources/catalog/`), the classes a person can still join first (issue #25),
 * filtered by category and by who teaches and paged, 12 a page, through the address
 * (`?categoria=yoga&imparte=rosa-huaman-ccori&pagina=2`). Rendered for each address from the data cache (its
 * service reads are kept 300 s); the same HTML for everyone, without the proxy (`cached` in
 * lib/routes.ts): nothing of the visitor's is read or rendered.
 */
const { catalogFor, generateMetadata } = catalogPage({
  path: PATH,
  load: loadLiveClasses,
  // Who teaches (`?imparte=`): where each of «Nuestros especialistas» on home leads.
  filterParams: [MENTOR_PARAM],
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
