import type { Metadata } from 'next';
import { ContentPage } from '@/components/content/ContentPage';
import { catalogTitle, type ResolvedCatalog } from '@/lib/catalog/catalog';
import { catalogPage } from '@/lib/catalog/page';
import { routeLabel } from '@/lib/routes';
import { loadExpertsCatalog, loadExpertSessions } from '../_lib/load';
import { SPECIALTY_PARAM, type ExpertSession } from '../_lib/specialty';
import { ExpertSessionCatalog } from './ExpertSessionCatalog';

const PATH = '/sesiones-con-expertos';

/**
 * `/sesiones-con-expertos` (issue #29): the CMS page of the area with the sessions with experts
 * of the specialty chosen in the address (`?especialidad=nutricion`; every specialty's when none
 * is), the coming ones first, 12 a page. The specialties are the content API's
 * (`backoffice/session-experts/specialties/`), the sessions its
 * `backoffice/session-experts/sessions/?specialty=` (the source of
 * `POST /api/sessions-with-experts/catalog-class`), kept 300 s in the data cache; a specialty the
 * service does not have is the not-found screen. The same HTML for everyone: nothing of the
 * visitor's is read; its addresses are served from cached copies by the proxy (issue #33).
 */
export const expertSessionsCatalog = catalogPage({ path: PATH, load: loadExpertSessions });

/** The catalog's metadata, with the chosen specialty's name in the title. */
export async function withSpecialty(
  metadata: Promise<Metadata>,
  resolved: Promise<ResolvedCatalog<ExpertSession>>,
): Promise<Metadata> {
  const [base, catalog] = await Promise.all([metadata, resolved]);
  const { context } = await loadExpertsCatalog(catalog.filters[SPECIALTY_PARAM] ?? null);
  if (!context.specialty) return base;
  return {
    ...base,
    title: catalogTitle(routeLabel(PATH), context.specialty.name, catalog.page, catalog.pageCount),
  };
}

export async function ExpertSessionsPage({ catalog }: { catalog: ResolvedCatalog<ExpertSession> }) {
  const { context } = await loadExpertsCatalog(catalog.filters[SPECIALTY_PARAM] ?? null);
  return (
    <ContentPage path={PATH}>
      <ExpertSessionCatalog path={PATH} catalog={catalog} context={context} now={new Date()} />
    </ContentPage>
  );
}
