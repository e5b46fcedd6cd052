import NextLink from 'next/link';
import { OptimizedImage } from '@/components/images/OptimizedImage';
import { DetailPage } from '@/components/content/DetailPage';
import { RichText } from '@/components/content/RichText';
import { formatDuration } from '@/lib/live-classes/dates';
import { relatedResources } from '@/lib/pages/relatedResources';
import { breadcrumbList, videoObject } from '@/lib/seo/jsonLd';
import type { RecordedClassDetail } from '../_lib/load';
import { Transcript } from '@/components/media/Transcript';
import { Player } from './Player';
import { ProClass } from './ProClass';
import styles from './RecordedClassView.module.css';
import { routeLabel } from '@/lib/routes';

const AREA = { label: routeLabel('/clases-grabadas'), href: '/clases-grabadas' };

export interface RecordedClassViewProps {
  recordedClass: RecordedClassDetail;
  /** The page's own path (`/clases-grabadas/<slug>`). */
  path: string;
  /** The public site's address (canonical URLs). */
  site: string;
}

/**
 * A recorded class (a server component around the player island): the player, what the class is
 * about, its mentor, and the transcript — in the HTML, so it reads without the video, is found by
 * the browser's search and by search engines. Structured data: a schema.org VideoObject and the
 * breadcrumb. A pro class (issue #25) holds no media here: its island asks for them.
 */
export function RecordedClassView({ recordedClass, path, site }: RecordedClassViewProps) {
  const url = new URL(path, site).href;
  const crumbs = [AREA, { label: recordedClass.title, href: path }];
  const resources = relatedResources(AREA.href, recordedClass.resources);
  const { media } = recordedClass;
  const structuredData = [
    media
      ? videoObject(
          {
            name: recordedClass.title,
            url,
            description: recordedClass.copy,
            thumbnail: media.poster ?? recordedClass.image,
            contentUrl: media.video.url,
            durationSeconds: media.duration_seconds,
            transcript: media.transcript.map((part) => part.text).join('\n\n'),
          },
          site,
        )
      : undefined,
    breadcrumbList(crumbs, site),
  ];

  return (
    <DetailPage
      crumbs={crumbs}
      structuredData={structuredData}
      intro={{
        tags: {
          category: recordedClass.category_label,
          isPro: recordedClass.is_pro,
          extra: formatDuration(recordedClass.duration_minutes),
        },
        title: recordedClass.title,
        lead: recordedClass.copy,
      }}
      related={{ heading: recordedClass.heading_resources, resources }}
    >
      <div className={styles.Layout}>
        <div className={styles.Watch}>
          {recordedClass.is_pro ? (
            // Pro (issue #25): no media in this cached HTML; the island asks for them.
            <ProClass slug={recordedClass.slug} title={recordedClass.title} path={path} />
          ) : media ? (
            <Player
              slug={recordedClass.slug}
              title={recordedClass.title}
              media={media}
              path={path}
            />
          ) : (
            <div className={styles.NoMedia}>
              {recordedClass.image && <OptimizedImage src={recordedClass.image} kind="detail" />}
              <p role="status">
                El video de esta clase todavía no está disponible. Vuelve pronto o mira otra de
                nuestras <NextLink href={AREA.href}>clases grabadas</NextLink>.
              </p>
            </div>
          )}
        </div>

        <div className={styles.About}>
          <RichText html={recordedClass.description} />
          {recordedClass.mentor && (
            <section aria-labelledby="mentor" className={styles.Mentor}>
              <h2 id="mentor">Imparte: {recordedClass.mentor.name}</h2>
              <p>{recordedClass.mentor.specialty}</p>
              {recordedClass.mentor.bio && <p>{recordedClass.mentor.bio}</p>}
            </section>
          )}
        </div>
      </div>

      {media && <Transcript parts={media.transcript} />}
    </DetailPage>
  );
}
