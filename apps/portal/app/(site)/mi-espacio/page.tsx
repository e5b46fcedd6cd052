import { Breadcrumb } from '@vivasalud/ui/breadcrumb';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { redirect } from 'next/navigation';
import { Lead, PageIntro, PageTitle, PageTop } from '@/components/content/PageIntro';
import { PageMain } from '@/components/content/PageMain';
import { loginHref } from '@/lib/auth/paths';
import { siteUrl } from '@/lib/pages/site';
import { MY_SPACE_PATH } from '@/lib/clientRoutes';
import { routeLabel } from '@/lib/routes';
import { MySpaceView } from './_components/MySpaceView';
import { StatusBanner } from './_components/StatusBanner';
import { inPersonClassOf } from '@/lib/live-classes/reservations';
import {
  loadClassTitle,
  loadInPersonTitle,
  loadMySpace,
  loadSessionTitle,
  type Reservation,
} from './_lib/load';
import { statusMessage, statusRequest, type StatusRequest } from './_lib/status';

const LABEL = routeLabel(MY_SPACE_PATH);

export const metadata: Metadata = {
  title: LABEL,
  // A person's own page: never in search results.
  robots: { index: false, follow: false },
};

/** The class a status names: from the person's reservations, else the public catalog. */
async function statusTitle(
  request: StatusRequest,
  reservations: readonly Reservation[] | null,
): Promise<string | null> {
  const { slug } = request;
  if (slug === null || request.result === 'NOT_FOUND') return null;
  const held = reservations?.find(
    (reservation) => reservation.slug === slug && reservation.kind === request.kind,
  );
  if (held) return held.title;
  if (request.kind === 'inperson-class') return loadInPersonTitle(inPersonClassOf(slug));
  return request.kind === 'expert-session' ? loadSessionTitle(slug) : loadClassTitle(slug);
}

/**
 * `/mi-espacio` (issue #28): per request, for the signed-in person only — anyone else goes to
 * the sign-in and comes back here. The session is read on the server (`_lib/load.ts`); the page
 * always renders, saying which part the service could not give.
 */
export default async function MySpacePage({ searchParams }: PageProps<'/mi-espacio'>) {
  const [space, query] = await Promise.all([loadMySpace(), searchParams]);
  if (!space.signedIn) redirect(loginHref(MY_SPACE_PATH));
  const request = statusRequest(query);
  const status = request
    ? statusMessage(request, await statusTitle(request, space.reservations))
    : null;

  return (
    <PageMain>
      <PageTop>
        <Breadcrumb items={[{ label: LABEL, href: MY_SPACE_PATH }]} linkComponent={NextLink} />
        {status && <StatusBanner message={status} />}
        <PageIntro>
          <PageTitle>{LABEL}</PageTitle>
          <Lead>
            Tus clases en vivo y sesiones con expertos reservadas, las clases grabadas que estás
            viendo y las que ya completaste.
          </Lead>
        </PageIntro>
      </PageTop>
      <MySpaceView
        reservations={space.reservations}
        progress={space.progress}
        now={new Date()}
        site={siteUrl()}
      />
    </PageMain>
  );
}
