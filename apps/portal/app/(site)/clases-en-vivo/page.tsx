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
  const [cms, catalog] = await Promise.all([contentPageMetadata(PATH), catalogFor(searchParams)]);
  const label = categoryLabel(catalog.answer, catalog.category);
  const state = { category: label ? catalog.category : null, page: catalog.page };
  // The area's own page keeps the CMS page's title; a category or a later page says which.
  const own = state.category === null && state.page === 1;
  const base = cms.alternates?.canonical;
  const canonical = new URL(
    catalogHref(PATH, state),
    typeof base === 'string' ? base : absoluteUrl(PATH, siteUrl()),
  ).href;
  return {
    ...cms,
    ...(own ? {} : { title: catalogTitle(TITLE, label, catalog.page, catalog.pageCount) }),
    alternates: { canonical },
    openGraph: { ...cms.openGraph, url: canonical },
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
