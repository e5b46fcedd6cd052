import { Breadcrumb } from '@vivasalud/ui/breadcrumb';
import NextLink from 'next/link';
import type { ComponentProps, ReactNode } from 'react';
import { CardTags } from '@/components/catalog/CardTags';
import { JsonLd } from '@/components/seo/JsonLd';
import { ResourceGrid, type ResourceGridProps } from './ResourceGrid';
import { Lead, PageIntro, PageTitle, PageTop } from './PageIntro';
import { PageMain } from './PageMain';

/** The related-resources heading when the service gives none (the area page's). */
export const RESOURCES_HEADING = 'También te puede interesar';

export interface DetailPageProps {
  /** The trail after home: the area, then this item. */
  crumbs: readonly { label: string; href: string }[];
  structuredData: ComponentProps<typeof JsonLd>['data'];
  /** The item's heading block; null when the page writes its own (a guide's article header). */
  intro: {
    tags: { category: string; isPro: boolean; extra?: string | undefined };
    title: string;
    lead: string | null;
  } | null;
  /** The related-resources block (spec §2), already chosen by the area's rule. */
  related: { heading: string | null; resources: ResourceGridProps['resources'] };
  /** Hidden when printing (a guide prints without the page around it). */
  printHiddenClassName?: string;
  children: ReactNode;
}

/**
 * The page of one catalog item (a live class, a recorded class, a guide): breadcrumb, structured
 * data, the item's tags, title and lead, the area's content, and the related resources at the
 * bottom (spec §2). Every catalog area's detail page is built on it.
 */
export function DetailPage({
  crumbs,
  structuredData,
  intro,
  related,
  printHiddenClassName,
  children,
}: DetailPageProps) {
  return (
    <PageMain head={<JsonLd data={structuredData} />}>
      <PageTop className={printHiddenClassName}>
        <Breadcrumb items={[...crumbs]} linkComponent={NextLink} />
        {intro && (
          <PageIntro>
            <CardTags
              category={intro.tags.category}
              isPro={intro.tags.isPro}
              {...(intro.tags.extra ? { extra: intro.tags.extra } : {})}
            />
            <PageTitle>{intro.title}</PageTitle>
            {intro.lead && <Lead>{intro.lead}</Lead>}
          </PageIntro>
        )}
      </PageTop>
      {children}
      <div className={printHiddenClassName}>
        <ResourceGrid
          heading={related.heading?.trim() || RESOURCES_HEADING}
          resources={related.resources}
        />
      </div>
    </PageMain>
  );
}
