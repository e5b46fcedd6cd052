import { DetailPage } from '@/components/content/DetailPage';
import { Lead, PageTitle } from '@/components/content/PageIntro';
import { RichText } from '@/components/content/RichText';
import article from '@/components/content/Article.module.css';
import { routeLabel } from '@/lib/routes';
import { breadcrumbList, medicalWebPage } from '@/lib/seo/jsonLd';
import type { MiniManual } from '../_lib/load';
import { MINI_MANUALS_PATH } from '../_lib/paths';
import { PrintButton } from './PrintButton';
import styles from './MiniManual.module.css';

export interface MiniManualViewProps {
  manual: MiniManual;
  /** The page's own path (`/mini-manuales/<slug>`). */
  path: string;
  /** The public site's address (canonical URLs). */
  site: string;
}

const sectionId = (orden: number) => `seccion-${orden}`;

/**
 * A mini-manual (issue #31), a server component: its title and summary, «Contenido» (its sections
 * as a list of links, GOV.UK's contents list), «Imprimir» and the file when the service has one,
 * then each section (through the sanitizer). Prints as its content only.
 */
export function MiniManualView({ manual, path, site }: MiniManualViewProps) {
  const url = new URL(path, site).href;
  const crumbs = [
    { label: routeLabel(MINI_MANUALS_PATH), href: MINI_MANUALS_PATH },
    { label: manual.titulo, href: path },
  ];
  return (
    <DetailPage
      crumbs={crumbs}
      structuredData={[
        medicalWebPage({ url, name: manual.titulo, description: manual.resumen }),
        breadcrumbList(crumbs, site),
      ]}
      intro={null}
      related={{ heading: null, resources: [] }}
      printHiddenClassName={article.NoPrint}
    >
      <article className={article.Article} aria-labelledby="titulo-mini-manual">
        <header className={article.Header}>
          <PageTitle id="titulo-mini-manual">{manual.titulo}</PageTitle>
          <Lead>{manual.resumen}</Lead>
        </header>

        {manual.secciones.length > 1 && (
          <nav aria-labelledby="contenido-mini-manual" className={styles.Contents}>
            <h2 id="contenido-mini-manual" className={styles.ContentsTitle}>
              Contenido
            </h2>
            <ol>
              {manual.secciones.map((section) => (
                <li key={section.orden}>
                  <a href={`#${sectionId(section.orden)}`}>{section.titulo}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}

        <div className={styles.Actions}>
          <PrintButton>Imprimir este mini-manual</PrintButton>
          {manual.archivoUrl && (
            <a href={manual.archivoUrl} download>
              Descargar el mini-manual (PDF)
            </a>
          )}
        </div>

        {manual.secciones.map((section) => (
          <section
            key={section.orden}
            className={article.Section}
            aria-labelledby={sectionId(section.orden)}
          >
            <h2 id={sectionId(section.orden)}>{section.titulo}</h2>
            <RichText html={section.contenido} />
          </section>
        ))}
      </article>
    </DetailPage>
  );
}
