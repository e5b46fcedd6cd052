import { Breadcrumb } from '@vivasalud/ui/breadcrumb';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { notFound } from 'next/navigation';
import { contentPageMetadata } from '@/lib/pages/contentMetadata';
import { Block } from '@/components/content/Block';
import { loadPage } from '@/lib/pages/load';
import { Lead, PageIntro, PageTitle, PageTop } from '@/components/content/PageIntro';
import { PageMain } from '@/components/content/PageMain';
import { loadToolCallAction, loadTools, loadToolsHeader } from '../_lib/load';
import { ResourceGrid } from '@/components/content/ResourceGrid';
import { JsonLd } from '@/components/seo/JsonLd';
import { canonicalUrl } from '@/lib/pages/metadata';
import { breadcrumbItems } from '@/lib/routes';
import { siteUrl } from '@/lib/pages/site';
import { TOOLS_PATH } from '@/lib/analyticsOff';
import { breadcrumbList, pageJsonLd } from '@/lib/seo/jsonLd';
import { ToolCallAction } from './ToolCallAction';
import toolStyles from './Tools.module.css';

const TOOLS_SLUG = 'herramientas-para-tu-salud';

export function toolsLandingMetadata(): Promise<Metadata> {
  return contentPageMetadata(TOOLS_PATH, TOOLS_SLUG);
}

/**
 * `/herramientas-para-tu-salud` (issue #7): the header, the tools and their calls to action from
 * `home/herramienta-salud/*`; the CMS page gives its metadata and, when the service has no
 * header, its heading.
 */
export async function ToolsLanding() {
  const [page, header, tools] = await Promise.all([
    loadPage(TOOLS_SLUG),
    loadToolsHeader(),
    loadTools(),
  ]);
  if (!page && !header) notFound();
  const actions = (await Promise.all(tools.map((tool) => loadToolCallAction(tool.id)))).filter(
    (action) => action !== null,
  );
  const title =
    (header?.estado === 'ACT' ? header.titulo : (page?.content.heading ?? page?.title)) ||
    'Herramientas para tu salud';
  const lead = header?.estado === 'ACT' ? header.subtitulo : page?.content.subheading;
  const crumbs = breadcrumbItems(TOOLS_PATH, page?.title ?? title ?? '');
  const actionsId = 'siguiente-paso';
  const site = siteUrl();

  return (
    <PageMain
      head={
        page && (
          <JsonLd
            data={[
              pageJsonLd(TOOLS_PATH, {
                url: canonicalUrl(page, TOOLS_PATH, site),
                name: page.title,
                description: page.seo?.description,
              }),
              breadcrumbList(crumbs, site),
            ]}
          />
        )
      }
    >
      <PageTop>
        <Breadcrumb items={crumbs} linkComponent={NextLink} />
        <PageIntro>
          <PageTitle>{title}</PageTitle>
          {lead?.trim() && <Lead>{lead}</Lead>}
        </PageIntro>
      </PageTop>
      <ResourceGrid
        heading={page?.content.heading_resources?.trim() || 'Elige una herramienta'}
        resources={tools.map((tool) => ({
          slug: tool.slug,
          title: tool.titulo,
          file: tool.icono,
          copy: tool.descripcion,
          actions: [
            {
              title: `Usar la ${tool.titulo.charAt(0).toLowerCase()}${tool.titulo.slice(1)}`,
              link: tool.ruta,
              is_external: false,
              is_new: false,
              is_pro: false,
            },
          ],
        }))}
      />
      {actions.length > 0 && (
        <Block heading="Da el siguiente paso" headingId={actionsId}>
          <div className={toolStyles.CallActions}>
            {actions.map((action) => (
              <ToolCallAction key={action.id} action={action} headingLevel={3} />
            ))}
          </div>
        </Block>
      )}
    </PageMain>
  );
}
