import type { Metadata } from 'next';
import { ContentPage } from '@/components/content/ContentPage';
import { catalogTitle } from '@/lib/catalog/catalog';
import { catalogPage } from '@/lib/catalog/page';
import { routeLabel, type SearchParams } from '@/lib/routes';
import { ExpertSessionCatalog } from './_components/ExpertSessionCatalog';
import { loadExpertsCatalog, loadExpertSessions } from './_lib/load';
import { SPECIALTY_PARAM } from './_lib/specialty';

const PATH = '/sesiones-con-expertos';

/**
 * `/sesiones-con-expertos` (issue #29): the CMS page of the area with the sessions with experts
 * of the specialty chosen in the address (`?especialidad=nutricion`; every specialty's when none
 * is), the coming ones first, 12 a page. The specialties are the content API's
 * (`backoffice/session-experts/specialties/`), the sessions its
 * `backoffice/session-experts/sessions/?specialty=` (the source of
 * `POST /api/sessions-with-experts/catalog-class`), kept 300 s in the data cache; a specialty the
 * service does not have is the not-found screen. The same HTML for everyone: nothing of the
 * visitor's is read.
 */
const { catalogFor, generateMetadata: catalogMetadata } = catalogPage({
  path: PATH,
  load: loadExpertSessions,
  filterParams: [SPECIALTY_PARAM],
});

/** The catalog's metadata, with the chosen specialty's name in the title. */
export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}): Promise<Metadata> {
  const [metadata, catalog] = await Promise.all([
    catalogMetadata({ searchParams }),
    catalogFor(searchParams),
  ]);
  const { context } = await loadExpertsCatalog(catalog.filters[SPECIALTY_PARAM] ?? null);
  if (!context.specialty) return metadata;
  return {
    ...metadata,
    title: catalogTitle(routeLabel(PATH), context.specialty.name, catalog.page, catalog.pageCount),
  };
}

export default async function Page({ searchParams }: PageProps<'/sesiones-con-expertos'>) {
  const catalog = await catalogFor(searchParams);
  const { context } = await loadExpertsCatalog(catalog.filters[SPECIALTY_PARAM] ?? null);
  return (
    <ContentPage path={PATH}>
      <ExpertSessionCatalog path={PATH} catalog={catalog} context={context} now={new Date()} />
    </ContentPage>
  );
}
