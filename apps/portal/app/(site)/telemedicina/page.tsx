import { Breadcrumb } from '@vivasalud/ui/breadcrumb';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { redirect } from 'next/navigation';
import { ContentActions } from '@/components/content/ContentActions';
import { Lead, PageIntro, PageTitle, PageTop } from '@/components/content/PageIntro';
import { PageMain } from '@/components/content/PageMain';
import { ResourceGrid } from '@/components/content/ResourceGrid';
import { loginHref } from '@/lib/auth/paths';
import { loadPage } from '@/lib/pages/load';
import { relatedResources } from '@/lib/pages/relatedResources';
import { TELEMEDICINE_PATH } from '@/lib/clientRoutes';
import { contentRoute, routeLabel } from '@/lib/routes';
import { NotProView, ProView, Unavailable } from './_components/TelemedicineViews';
import { loadTelemedicine } from './_lib/load';
import { callResultOf } from './_lib/result';

const LABEL = routeLabel(TELEMEDICINE_PATH);
/** Heading of the related block when the CMS page gives none (as on the other content pages). */
const RESOURCES_HEADING = 'Te puede interesar';
/** The CMS page of the area (its related resources). */
const CMS_SLUG = contentRoute(TELEMEDICINE_PATH).slug;

/**
 * The CMS page's related resources (spec §2: the "experiencias" and "expertos" ones), or none
 * when the page cannot be read: the block is a suggestion, the page stands without it.
 */
async function loadRelated() {
  try {
    const page = await loadPage(CMS_SLUG);
    if (!page) return null;
    return {
      heading: page.content.heading_resources?.trim() || RESOURCES_HEADING,
      resources: relatedResources(TELEMEDICINE_PATH, page.content.resources ?? []),
    };
  } catch (error) {
    console.error('[telemedicina] the related resources could not be read', error);
    return null;
  }
}

export const metadata: Metadata = {
  title: LABEL,
  // For pro members only: never in search results.
  robots: { index: false, follow: false },
};

/**
 * `/telemedicina` (issue #29): per request. The pro check happens here, on the server
 * (`_lib/load.ts`: the session, then `proGate`): anyone without a session goes to the sign-in and
 * comes back; a member without pro reads why (and no pro content is read, so none is in the
 * HTML); a pro member gets the service's content and the call request form.
 */
export default async function TelemedicinePage({ searchParams }: PageProps<'/telemedicina'>) {
  const [state, query, related] = await Promise.all([
    loadTelemedicine(),
    searchParams,
    loadRelated(),
  ]);
  if (state.gate === 'anonymous') redirect(loginHref(TELEMEDICINE_PATH));
  const content = state.gate === 'pro' ? state.content : null;

  return (
    <PageMain>
      <PageTop>
        <Breadcrumb items={[{ label: LABEL, href: TELEMEDICINE_PATH }]} linkComponent={NextLink} />
        <PageIntro>
          <PageTitle>{content ? content.heading : LABEL}</PageTitle>
          {content && <Lead>{content.subheading}</Lead>}
        </PageIntro>
        {content && <ContentActions actions={content.actions} />}
      </PageTop>
      {state.gate === 'standard' && <NotProView />}
      {state.gate === 'unknown' && <Unavailable what="tu membresía" />}
      {state.gate === 'pro' &&
        (content ? (
          <ProView
            content={content}
            initialKey={crypto.randomUUID()}
            result={callResultOf(query)}
          />
        ) : (
          <Unavailable what="la telemedicina" />
        ))}
      {related && <ResourceGrid heading={related.heading} resources={related.resources} />}
    </PageMain>
  );
}
