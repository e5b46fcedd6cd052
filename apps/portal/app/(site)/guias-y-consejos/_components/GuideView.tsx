import { CardTags } from '@/components/catalog/CardTags';
import { Lead, PageTitle } from '@/components/content/PageIntro';
import { OptimizedImage } from '@/components/images/OptimizedImage';
import { DetailPage } from '@/components/content/DetailPage';
import { RichText } from '@/components/content/RichText';
import { relatedResources } from '@/lib/pages/relatedResources';
import { article, breadcrumbList } from '@/lib/seo/jsonLd';
import type { GuideDetail } from '../_lib/load';
import styles from '@/components/content/Article.module.css';
import { ReviewFooter } from '@/components/content/ReviewFooter';
import { routeLabel } from '@/lib/routes';

const AREA = { label: routeLabel('/guias-y-consejos'), href: '/guias-y-consejos' };

export interface GuideViewProps {
  guide: GuideDetail;
  /** The page's own path (`/guias-y-consejos/<slug>`). */
  path: string;
  /** The public site's address (canonical URLs). */
  site: string;
}

/**
 * A guide or tip (a server component, no JavaScript of its own): its type and category, title,
 * summary, reading time, the body section by section (headings, lists, images with their text
 * alternative) through the sanitizer, and — as NHS pages do — who reviewed it, when, and when it
 * is reviewed next. Structured data: a schema.org Article and the breadcrumb. Prints cleanly.
 */
export function GuideView({ guide, path, site }: GuideViewProps) {
  const url = new URL(path, site).href;
  const crumbs = [AREA, { label: guide.title, href: path }];
  const resources = relatedResources(AREA.href, guide.resources);
  const type = guide.publication_type === 'consejo' ? 'Consejo' : 'Guía';
  const structuredData = [
    article(
      {
        headline: guide.title,
        url,
        description: guide.copy,
        image: guide.image,
        datePublished: guide.published_at,
        dateModified: guide.reviewed_at,
        reviewer: guide.reviewer,
        free: !guide.is_pro,
      },
      site,
    ),
    breadcrumbList(crumbs, site),
  ];

  return (
    <DetailPage
      crumbs={crumbs}
      structuredData={structuredData}
      intro={null}
      related={{ heading: guide.heading_resources, resources }}
      printHiddenClassName={styles.NoPrint}
    >
      <article className={styles.Article} aria-labelledby="titulo-guia">
        <header className={styles.Header}>
          <CardTags category={guide.category_label} isPro={guide.is_pro} extra={type} />
          <PageTitle id="titulo-guia">{guide.title}</PageTitle>
          {guide.copy && <Lead>{guide.copy}</Lead>}
          {guide.reading_minutes && (
            <p className={styles.Meta}>{guide.reading_minutes} min de lectura</p>
          )}
        </header>

        {guide.body.map((section, index) => (
          <section
            key={index}
            className={styles.Section}
            {...(section.heading ? { 'aria-labelledby': `seccion-${index}` } : {})}
          >
            {section.heading && <h2 id={`seccion-${index}`}>{section.heading}</h2>}
            <RichText html={section.html} />
            {section.image && (
              <figure className={styles.Figure}>
                <OptimizedImage src={section.image.url} kind="article" alt={section.image.alt} />
                {section.image.caption && <figcaption>{section.image.caption}</figcaption>}
              </figure>
            )}
          </section>
        ))}

        <ReviewFooter
          reviewer={guide.reviewer}
          reviewedAt={guide.reviewed_at}
          nextReviewAt={guide.next_review_at}
        />
      </article>
    </DetailPage>
  );
}
