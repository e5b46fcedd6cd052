import { Breadcrumb } from '@vivasalud/ui/breadcrumb';
import NextLink from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/JsonLd';
import { canonicalUrl } from '@/lib/pages/metadata';
import { siteUrl } from '@/lib/pages/site';
import { relatedResources } from '@/lib/pages/relatedResources';
import { breadcrumbItems, contentRoute, type Crumb } from '@/lib/routes';
import { breadcrumbList, pageJsonLd } from '@/lib/seo/jsonLd';
import { ContentActions } from './ContentActions';
import { ContentSection } from './ContentSection';
import { loadPage } from '@/lib/pages/load';
import { PageIntro, Lead, PageTitle, PageTop } from './PageIntro';
import { PageMain } from './PageMain';
import { ResourceGrid } from './ResourceGrid';

/** Heading of the recommendations block (the content gives none). */
const RECOMMENDATIONS_HEADING = 'Te recomendamos';
/** Heading of the resources block when the content gives none. */
const RESOURCES_HEADING = 'Te puede interesar';

export interface ContentPageProps {
  /** The route's path (a `CONTENT_ROUTES` entry, or a view built on one). */
  path: string;
  /** The CMS page; by default the slug `CONTENT_ROUTES` gives for `path`. */
  slug?: string;
  /** Breadcrumb items before the page itself; by default the known routes above `path`. */
  ancestors?: Crumb[];
  /** The breadcrumb's last item (the page itself); by default the CMS page's title. */
  crumbLabel?: string;
  /** Shown under the subheading: what this view is about (e.g. the program). */
  context?: ReactNode;
  /** The page's own tool, between the heading and the sections (e.g. a calculator). */
  children?: ReactNode;
}

/**
 * A content page (issue #6) from `GET /pages/{slug}/`: breadcrumb, the heading, subheading and
 * actions, the sections, the resources (spec §2's choice on the related-resources pages) and the
 * recommendations. A page the service does not have (404) is the not-found screen; any other
 * failure is thrown (see `load.ts`), never rendered as an empty page.
 */
export async function ContentPage({
  path,
  slug,
  ancestors,
  crumbLabel,
  context,
  children,
}: ContentPageProps) {
  const page = await loadPage(slug ?? contentRoute(path).slug);
  if (!page) notFound();

  const { content } = page;
  const heading = content.heading?.trim() || page.title;
  const strong = content.strong_heading?.trim();
  const crumbs = ancestors
    ? [...ancestors, { label: crumbLabel ?? page.title, href: path }]
    : breadcrumbItems(path, crumbLabel ?? page.title);
  // Lists the contract requires, read defensively: a CMS answer without one still renders.
  const resources = relatedResources(path, content.resources ?? []);
  const site = siteUrl();
  // Structured data (schema.org): the page (MedicalWebPage where it is health content) and its
  // breadcrumb.
  const structuredData = [
    pageJsonLd(path, {
      url: canonicalUrl(page, path, site),
      name: page.title,
      description: page.seo?.description,
    }),
    breadcrumbList(crumbs, site),
  ];

  const intro = (
    <PageIntro>
      <PageTitle strong={strong}>{heading}</PageTitle>
      {content.subheading?.trim() && <Lead>{content.subheading}</Lead>}
      {context}
      <ContentActions actions={content.actions ?? []} />
    </PageIntro>
  );

  return (
    <PageMain head={<JsonLd data={structuredData} />}>
      <PageTop>
        {crumbs.length > 0 && <Breadcrumb items={crumbs} linkComponent={NextLink} />}
        {intro}
      </PageTop>
      {children}
      {(page.sections ?? []).map((section, index) => (
        <ContentSection key={`${section.slug}-${index}`} section={section} />
      ))}
      <ResourceGrid
        heading={content.heading_resources?.trim() || RESOURCES_HEADING}
        resources={resources}
      />
      <ResourceGrid heading={RECOMMENDATIONS_HEADING} resources={page.recommendations ?? []} />
    </PageMain>
  );
}
