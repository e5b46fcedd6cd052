import NextLink from 'next/link';
import { DetailPage } from '@/components/content/DetailPage';
import { ReviewFooter } from '@/components/content/ReviewFooter';
import { MINI_MANUALS_PATH, miniManualHref } from '@/app/(site)/mini-manuales/_lib/paths';
import { routeLabel } from '@/lib/routes';
import { Lead, PageTitle } from '@/components/content/PageIntro';
import { RichText } from '@/components/content/RichText';
import article from '@/components/content/Article.module.css';
import { htmlSections } from '@/lib/pages/richText';
import { breadcrumbList, medicalCondition } from '@/lib/seo/jsonLd';
import { DIRECTORY_NAME, DIRECTORY_PATH } from '../_lib/directory';
import type { RelatedPublication, SymptomDetail } from '../_lib/load';
import { publicationHref, typeInfo } from '@/app/(site)/vive-sanamente/_lib/types';
import { CountFromSearch } from './CountFromSearch';
import { HelpCard } from './HelpCard';

export interface SymptomViewProps {
  detail: SymptomDetail;
  /** The library's publications on its tags. */
  related: readonly RelatedPublication[];
  /** The page's own path (`/sintomas-y-enfermedades/<slug>`). */
  path: string;
  /** The public site's address (canonical URLs). */
  site: string;
}

/**
 * A condition's page (issue #31), a server component: its name and summary, where to get help
 * now (NHS.uk's condition pages: the urgent card before the rest), its description and sections
 * (through the sanitizer), and its structured data (`MedicalCondition` of a `MedicalWebPage`,
 * the breadcrumb). Prints cleanly. Opened from a search, it counts once for «Lo más buscado».
 */
export function SymptomView({ detail, related, path, site }: SymptomViewProps) {
  const url = new URL(path, site).href;
  const crumbs = [
    { label: DIRECTORY_NAME, href: DIRECTORY_PATH },
    { label: detail.nombre, href: path },
  ];
  const structuredData = [
    medicalCondition({
      name: detail.nombre,
      url,
      description: detail.resumen,
      image: detail.imagen,
      alternateNames: detail.etiquetas,
      lastReviewed: detail.revision.revisadoEl,
      reviewer: {
        name: detail.revision.revisadoPor.nombre,
        role: detail.revision.revisadoPor.cargo,
      },
    }),
    breadcrumbList(crumbs, site),
  ];
  return (
    <DetailPage
      crumbs={crumbs}
      structuredData={structuredData}
      intro={null}
      related={{ heading: null, resources: [] }}
      printHiddenClassName={article.NoPrint}
    >
      <article className={article.Article} aria-labelledby="titulo-sintoma">
        <header className={article.Header}>
          <PageTitle id="titulo-sintoma">{detail.nombre}</PageTitle>
          <Lead>{detail.resumen}</Lead>
        </header>

        <HelpCard help={detail.cuandoBuscarAyuda} />

        {htmlSections(detail.descripcion).map((part, index) =>
          part.title ? (
            <section
              key={`descripcion-${index}`}
              className={article.Section}
              aria-labelledby={`descripcion-${index}`}
            >
              <h2 id={`descripcion-${index}`}>{part.title}</h2>
              <RichText html={part.html} />
            </section>
          ) : (
            <div key={`descripcion-${index}`} className={article.Section}>
              <RichText html={part.html} />
            </div>
          ),
        )}

        {detail.secciones.map((section, index) => (
          <section
            key={`${section.titulo}-${index}`}
            className={article.Section}
            aria-labelledby={`seccion-${index + 1}`}
          >
            <h2 id={`seccion-${index + 1}`}>{section.titulo}</h2>
            <RichText html={section.contenido} />
          </section>
        ))}
        {detail.miniManuales.length > 0 && (
          <section aria-labelledby="mini-manuales" className={article.Section}>
            <h2 id="mini-manuales">{routeLabel(MINI_MANUALS_PATH)}</h2>
            <ul>
              {detail.miniManuales.map((manual) => (
                <li key={manual.id}>
                  <NextLink href={miniManualHref(manual.slug)}>{manual.titulo}</NextLink>
                </li>
              ))}
            </ul>
          </section>
        )}

        {related.length > 0 && (
          <section
            aria-labelledby="vive-sanamente"
            className={`${article.Section} ${article.NoPrint}`}
          >
            <h2 id="vive-sanamente">Para leer, ver y escuchar</h2>
            <ul>
              {related.map((publication) => (
                <li key={publication.id}>
                  <NextLink href={publicationHref(publication)}>{publication.title}</NextLink> (
                  {typeInfo(publication.type).one})
                </li>
              ))}
            </ul>
          </section>
        )}

        <ReviewFooter
          reviewer={{
            name: detail.revision.revisadoPor.nombre,
            role: detail.revision.revisadoPor.cargo,
          }}
          reviewedAt={detail.revision.revisadoEl}
          nextReviewAt={detail.revision.proximaRevision}
        />
      </article>
      <CountFromSearch id={detail.id} slug={detail.slug} />
    </DetailPage>
  );
}
