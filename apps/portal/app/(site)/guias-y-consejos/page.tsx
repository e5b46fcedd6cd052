import { ContentPage } from '@/components/content/ContentPage';
import { catalogPage } from '@/lib/catalog/page';
import { GuideCatalog, typeLabel } from './_components/GuideCatalog';
import { loadGuides, TYPE_PARAM } from './_lib/load';

const PATH = '/guias-y-consejos';

/**
 * `/guias-y-consejos` (issue #19): the CMS page of the area with the catalog of guides and tips
 * (`GET wellness/resources-contents/catalog/`, 12 a page) by category, type (`?tipo=guia`) and
 * page in the address, on the live classes' pattern: the same HTML for everyone, without the proxy.
 */
const { catalogFor, generateMetadata } = catalogPage({
  path: PATH,
  load: loadGuides,
  filterParams: [TYPE_PARAM],
  filterLabel: typeLabel,
});

export { generateMetadata };

export default async function Page({ searchParams }: PageProps<'/guias-y-consejos'>) {
  const catalog = await catalogFor(searchParams);
  return (
    <ContentPage path={PATH}>
      <GuideCatalog path={PATH} catalog={catalog} />
    </ContentPage>
  );
}
