import { detailPage } from '@/lib/catalog/detail';
import { contentClient, readOptional } from '@/lib/content';
import { siteUrl } from '@/lib/pages/site';
import { ExpertSessionDetailView } from '../_components/ExpertSessionDetailView';
import { SessionReservation } from '../_components/SessionReservation';
import { loadExpertSession } from '../_lib/load';

/**
 * `/sesiones-con-expertos/<slug>` (issue #29): one session with an expert
 * (`backoffice/session-experts/sessions/{slug}/`, the source of
 * `POST /api/sessions-with-experts/get-a-session`). Cached (ISR): rendered on its first request,
 * re-rendered at most every 300 s; a slug the service does not have is the not-found screen
 * (404). The related resources are the area page's (its CMS page), by spec §2's rule. Its seats
 * and «Reservar sesión» (issue #29) are as of the render: reserving revalidates the page.
 */
export const revalidate = 300;

const detail = detailPage({
  path: '/sesiones-con-expertos',
  load: loadExpertSession,
  openGraph: () => ({ type: 'website' }),
});

export const generateStaticParams = detail.generateStaticParams;
export const generateMetadata = detail.generateMetadata;

export default async function Page({ params }: PageProps<'/sesiones-con-expertos/[slug]'>) {
  const [{ item, path }, area] = await Promise.all([
    detail.itemOf(params),
    readOptional('pages/sesiones-con-expertos', () =>
      contentClient().GET('/pages/{slug}/', {
        params: { path: { slug: 'sesiones-con-expertos' } },
      }),
    ),
  ]);
  const now = new Date();
  return (
    <ExpertSessionDetailView
      session={item}
      path={path}
      site={siteUrl()}
      now={now}
      reservation={<SessionReservation session={item} path={path} now={now} />}
      resources={area?.content.resources ?? []}
      resourcesHeading={area?.content.heading_resources ?? null}
    />
  );
}
