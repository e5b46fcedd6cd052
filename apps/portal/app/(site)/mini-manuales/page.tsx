import { Breadcrumb } from '@vivasalud/ui/breadcrumb';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { JsonLd } from '@/components/seo/JsonLd';
import { Lead, PageIntro, PageTitle, PageTop } from '@/components/content/PageIntro';
import { PageMain } from '@/components/content/PageMain';
import { absoluteUrl, siteUrl } from '@/lib/pages/site';
import { routeLabel } from '@/lib/routes';
import { breadcrumbList } from '@/lib/seo/jsonLd';
import styles from './_components/MiniManual.module.css';
import { loadMiniManuals } from './_lib/load';
import { MINI_MANUALS_PATH, miniManualHref } from './_lib/paths';

/**
 * `/mini-manuales` (issue #31): the active mini-manuals, by title — short practical guides (first
 * aid, taking your blood pressure, a family medicine kit), each with its page. Cached (ISR).
 */
export const revalidate = 300;

const NAME = routeLabel(MINI_MANUALS_PATH);
const LEAD =
  'Guías cortas y prácticas para cuidar tu salud y la de tu familia en casa: qué hacer, paso a paso.';

export function generateMetadata(): Metadata {
  const canonical = absoluteUrl(MINI_MANUALS_PATH, siteUrl());
  return {
    title: NAME,
    description: LEAD,
    alternates: { canonical },
    openGraph: { title: NAME, description: LEAD, url: canonical, locale: 'es_PE' },
  };
}

export default async function Page() {
  const manuals = await loadMiniManuals();
  const crumbs = [{ label: NAME, href: MINI_MANUALS_PATH }];
  return (
    <PageMain head={<JsonLd data={[breadcrumbList(crumbs, siteUrl())]} />}>
      <PageTop>
        <Breadcrumb items={crumbs} linkComponent={NextLink} />
        <PageIntro>
          <PageTitle>{NAME}</PageTitle>
          <Lead>{LEAD}</Lead>
        </PageIntro>
      </PageTop>
      {manuals.length > 0 ? (
        <ul className={styles.List}>
          {manuals.map((manual) => (
            <li key={manual.id} className={styles.Item}>
              <h2>
                <NextLink href={miniManualHref(manual.slug)}>{manual.titulo}</NextLink>
              </h2>
              <p>{manual.resumen}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p>Pronto publicaremos nuevos mini-manuales.</p>
      )}
    </PageMain>
  );
}
