import type { Metadata } from 'next';
import { cache } from 'react';
import { ContentPage, contentPageMetadata } from '@/components/content/ContentPage';
import { absoluteUrl, siteUrl } from '@/lib/pages/site';
import { LiveClassCatalog } from './_components/LiveClassCatalog';
import { catalogTitle, categoryLabel, resolveCatalog } from './_lib/catalog';
import { loadLiveClasses } from './_lib/load';
import { catalogHref, readCatalogState } from './_lib/params';

const PATH = '/clases-en-vivo';
const TITLE = 'Clases en vivo';

type Props = PageProps<'/clases-en-vivo'>;

/** The page of the catalog an address asks for, read once per request (page and metadata). */
const catalogOf = cache(async (query: string) =>
  resolveCatalog(readCatalogState(Object.fromEntries(new URLSearchParams(query))), loadLiveClasses),
);

async function catalogFor(searchParams: Props['searchParams']) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) query.set(key, first);
  }
  return catalogOf(query.toString());
}

/**
 * `/clases-en-vivo` (issue #15): the CMS page of the area with the catalog of live classes
 * (`GET wellness/resources/catalog/`, 12 a page) filtered by category and paged through the
 * address (`?categoria=yoga&pagina=2`). Rendered for each address from the data cache (its
 * service reads are kept 300 s); the same HTML for everyone, without the proxy (`cached` in
 * lib/routes.ts): nothing of the visitor's is read or rendered.
 */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [page, catalog] = await Promise.all([contentPageMetadata(PATH), catalogFor(searchParams)]);
  const label = categoryLabel(catalog.answer, catalog.category);
  const canonical = catalogHref(PATH, {
    category: label ? catalog.category : null,
    page: catalog.page,
  });
  return {
    ...page,
    title: catalogTitle(TITLE, label, catalog.page, catalog.pageCount),
    alternates: { canonical: absoluteUrl(canonical, siteUrl()) },
    // An address that had to be corrected is not a page of its own for search engines.
    ...(catalog.notices.length > 0 ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function Page({ searchParams }: Props) {
  const catalog = await catalogFor(searchParams);
  return (
    <ContentPage path={PATH}>
      <LiveClassCatalog path={PATH} catalog={catalog} now={new Date()} />
    </ContentPage>
  );
}
