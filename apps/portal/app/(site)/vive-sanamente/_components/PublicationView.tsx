import { CardTags } from '@/components/catalog/CardTags';
import { DetailPage } from '@/components/content/DetailPage';
import { OptimizedImage } from '@/components/images/OptimizedImage';
import { Lead, PageTitle } from '@/components/content/PageIntro';
import { RichText } from '@/components/content/RichText';
import { MediaPlayer } from '@/components/media/MediaPlayer';
import { Transcript } from '@/components/media/Transcript';
import { ReviewFooter } from '@/components/content/ReviewFooter';
import article from '@/components/content/Article.module.css';
import { formatLimaDate } from '@vivasalud/config/lima';
import { routeLabel } from '@/lib/routes';
import { breadcrumbList } from '@/lib/seo/jsonLd';
import { publicationJsonLd } from '../_lib/jsonLd';
import { durationText } from '../_lib/text';
import {
  LIBRARY_PATH,
  typeInfo,
  typeTag,
  type Publication,
  type PublicationSection,
} from '../_lib/types';
import { PublicationCard } from './LibraryView';
import styles from './Publication.module.css';
import catalog from '@/components/catalog/Catalog.module.css';
import { ShareLinks } from './ShareLinks';

export interface PublicationViewProps {
  publication: Publication;
  /** A reading's sections after its body (none for the other types). */
  sections: readonly PublicationSection[];
  related: readonly Publication[];
  /** The page's own path (`/vive-sanamente/lecturas/<slug>`). */
  path: string;
  /** The public site's address (canonical URLs, sharing). */
  site: string;
}

/** «1,2 MB», «350 kB»: a file's size as a download link says it. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('es-PE', { maximumFractionDigits: 1 })} MB`;
}

/**
 * One publication of the library (issue #30), a server component: its category and type, title,
 * summary, length and date; then by type — a reading's text and sections; a video's player
 * (captions, «Solo audio», speed) with its transcript; a podcast's player with the full
 * transcript (WCAG 1.2.1); an infographic's picture (to open at full size, to download) with
 * the same information as text — then who reviewed it and when (NHS), «Compartir», and the
 * related publications. Structured data: Article, VideoObject or PodcastEpisode, and the
 * breadcrumb. Prints cleanly.
 */
export function PublicationView({
  publication,
  sections,
  related,
  path,
  site,
}: PublicationViewProps) {
  const type = typeInfo(publication.type);
  const url = new URL(path, site).href;
  const crumbs = [
    { label: routeLabel(LIBRARY_PATH), href: LIBRARY_PATH },
    { label: routeLabel(type.path), href: type.path },
    { label: publication.title, href: path },
  ];
  const structuredData = [publicationJsonLd(publication, url, site), breadcrumbList(crumbs, site)];
  const length = durationText(publication.type, publication.duration);
  const media = publication.media;
  const file = media ? (media.video ?? media.audio) : null;

  return (
    <DetailPage
      crumbs={crumbs}
      structuredData={structuredData}
      intro={null}
      related={{ heading: null, resources: [] }}
      printHiddenClassName={article.NoPrint}
    >
      <article className={article.Article} aria-labelledby="titulo-publicacion">
        <header className={article.Header}>
          <CardTags
            category={publication.category.nombre}
            isPro={false}
            extra={typeTag(publication.type)}
          />
          <PageTitle id="titulo-publicacion">{publication.title}</PageTitle>
          <Lead>{publication.summary}</Lead>
          <p className={article.Meta}>
            {length && <>{length} · </>}
            Publicado el{' '}
            <time dateTime={publication.published_at}>
              {formatLimaDate(publication.published_at)}
            </time>
          </p>
        </header>

        {media && (
          <div className={styles.Media}>
            <MediaPlayer
              media={media}
              label={`Reproductor del ${type.one} ${publication.title}`}
              nouns={{ video: 'el video', audio: `el ${type.one}` }}
            />
          </div>
        )}

        {publication.type === 'infografia' && publication.media_url && (
          <figure className={styles.Infographic}>
            <a href={publication.media_url} className={styles.Zoom}>
              <OptimizedImage
                src={publication.media_url}
                kind="infographic"
                alt={`Infografía: ${publication.title}. Su contenido está en texto más abajo.`}
              />
              <span className={styles.ZoomText}>Ver la infografía en tamaño completo</span>
            </a>
          </figure>
        )}

        {publication.downloadable && (file || publication.type === 'infografia') && (
          <p className={styles.Download}>
            {file ? (
              <a href={file.url} download>
                Descargar {publication.type === 'podcast' ? 'el audio' : 'el video'} (
                {fileSize(file.bytes)})
              </a>
            ) : (
              publication.media_url && (
                <a href={publication.media_url} download>
                  Descargar la infografía
                </a>
              )
            )}
          </p>
        )}

        {publication.body && (
          <section
            className={article.Section}
            {...(publication.type === 'infografia'
              ? { 'aria-labelledby': 'infografia-texto' }
              : {})}
          >
            {publication.type === 'infografia' && (
              <h2 id="infografia-texto">La infografía en texto</h2>
            )}
            <RichText html={publication.body} />
          </section>
        )}

        {sections.map((section) => (
          <section
            key={section.id}
            className={article.Section}
            {...(section.title ? { 'aria-labelledby': `seccion-${section.id}` } : {})}
          >
            {section.title && <h2 id={`seccion-${section.id}`}>{section.title}</h2>}
            <RichText html={section.body} />
            {section.image && (
              <figure className={article.Figure}>
                <OptimizedImage src={section.image} kind="article" />
              </figure>
            )}
          </section>
        ))}

        {media && media.transcript.length > 0 && <Transcript parts={media.transcript} />}

        <ReviewFooter
          reviewer={publication.reviewer}
          reviewedAt={publication.reviewed_at}
          nextReviewAt={publication.next_review_at}
        />
      </article>

      <div className={article.NoPrint}>
        <ShareLinks title={publication.title} url={url} />
        {related.length > 0 && (
          <section aria-labelledby="relacionados" className={styles.Related}>
            <h2 id="relacionados">Contenido relacionado</h2>
            <ul className={catalog.List}>
              {related.map((item) => (
                <li key={item.id}>
                  <PublicationCard publication={item} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </DetailPage>
  );
}
