import { ContentActions } from '@/components/content/ContentActions';
import { OptimizedImage } from '@/components/images/OptimizedImage';
import { DetailPage } from '@/components/content/DetailPage';
import { RichText } from '@/components/content/RichText';
import { relatedResources } from '@/lib/pages/relatedResources';
import { breadcrumbList, onlineEvent } from '@/lib/seo/jsonLd';
import { icsDataUrl } from '@/lib/ics';
import { liveClassActions } from '@/lib/live-classes/actions';
import {
  formatDuration,
  formatLimaDay,
  formatLimaTime,
  hasEnded,
  limaYear,
} from '@/lib/live-classes/dates';
import { icsFileName, liveClassIcs, REMINDER_MINUTES } from '../_lib/ics';
import type { LiveClassDetail } from '../_lib/load';
import { reservationLabel, reservationState } from '../_lib/seats';
import { ReservationSlot } from './ReservationSlot';
import { ReserveBlock } from './ReserveBlock';
import styles from './LiveClasses.module.css';
import { routeLabel } from '@/lib/routes';

const AREA = { label: routeLabel('/clases-en-vivo'), href: '/clases-en-vivo' };

export interface LiveClassDetailViewProps {
  liveClass: LiveClassDetail;
  /** The page's own path (`/clases-en-vivo/<slug>`). */
  path: string;
  /** The public site's address (canonical URLs). */
  site: string;
  /** Now, as the page is rendered. */
  now: Date;
}

/**
 * A live class (a server component): what it is about, its mentor, its schedule in Lima time,
 * the service's actions that work (`liveClassActions`), the seats left and «Reservar mi lugar»
 * (a form that posts without JavaScript; a signed-in member's island reserves with one press,
 * issue #28) and «Añadir a mi calendario» (an .ics file with a reminder 30 minutes before); once
 * it has ended, it says so and offers the recorded classes instead. Structured
 * data: a schema.org Event and the breadcrumb.
 */
export function LiveClassDetailView({ liveClass, path, site, now }: LiveClassDetailViewProps) {
  const url = new URL(path, site).href;
  const ended = hasEnded(liveClass, now);
  // Seats and reserving as of this render (the page is cached: reserving revalidates it).
  const reservation = reservationState(liveClass, now);
  const calendar = {
    href: icsDataUrl(liveClassIcs(liveClass, url)),
    download: icsFileName(liveClass.slug),
    reminderMinutes: REMINDER_MINUTES,
  };
  const year = limaYear(now);
  const crumbs = [AREA, { label: liveClass.title, href: path }];
  // Only actions that work: none that leads back to this page (the service's «Reservar mi lugar»:
  // the page's own form reserves), and never a reservation once the class has ended.
  const actions = liveClassActions(liveClass.actions, { ended, classPath: path });
  const resources = relatedResources(AREA.href, liveClass.resources);
  const structuredData = [
    onlineEvent(
      {
        name: liveClass.title,
        url,
        startDate: liveClass.starts_at,
        endDate: liveClass.ends_at,
        description: liveClass.copy,
        image: liveClass.image,
        performer: liveClass.mentor?.name,
        free: !liveClass.is_pro,
      },
      site,
    ),
    breadcrumbList(crumbs, site),
  ];

  return (
    <DetailPage
      crumbs={crumbs}
      structuredData={structuredData}
      intro={{
        tags: { category: liveClass.category_label, isPro: liveClass.is_pro },
        title: liveClass.title,
        lead: liveClass.copy,
      }}
      related={{ heading: liveClass.heading_resources, resources }}
    >
      <div className={styles.Detail}>
        <div>
          {liveClass.image && (
            <div className={styles.Media}>
              <OptimizedImage src={liveClass.image} kind="detail" preload />
            </div>
          )}
          <RichText html={liveClass.description} />
          {liveClass.mentor && (
            <section aria-labelledby="mentor" className={styles.Mentor}>
              {liveClass.mentor.photo ? (
                <OptimizedImage
                  src={liveClass.mentor.photo}
                  kind="avatar"
                  className={styles.MentorPhoto}
                />
              ) : (
                <span className={styles.MentorPhoto} aria-hidden="true" />
              )}
              <div>
                <h2 id="mentor">Imparte: {liveClass.mentor.name}</h2>
                {liveClass.mentor.specialty && <p>{liveClass.mentor.specialty}</p>}
                {liveClass.mentor.bio && <p>{liveClass.mentor.bio}</p>}
              </div>
            </section>
          )}
        </div>

        <aside aria-labelledby="horario" className={styles.Schedule}>
          <h2 id="horario">Horario</h2>
          <p>
            <time dateTime={liveClass.starts_at}>{formatLimaDay(liveClass.starts_at, year)}</time>
            <br />
            De <time dateTime={liveClass.starts_at}>
              {formatLimaTime(liveClass.starts_at)}
            </time> a <time dateTime={liveClass.ends_at}>{formatLimaTime(liveClass.ends_at)}</time>{' '}
            (hora de Lima)
            <br />
            Duración: {formatDuration(liveClass.duration_minutes)}
          </p>
          {ended ? (
            <>
              <p className={styles.Passed}>
                Esta clase ya terminó. Puedes ver las clases grabadas cuando quieras.
              </p>
              <div className={styles.Actions}>
                <ContentActions actions={actions} />
              </div>
            </>
          ) : (
            <>
              {actions.length > 0 && (
                <div className={styles.Actions}>
                  <ContentActions actions={actions} />
                </div>
              )}
              <ReservationSlot
                slug={liveClass.slug}
                path={path}
                classIsPro={liveClass.is_pro}
                state={reservation}
                calendar={calendar}
              >
                <ReserveBlock
                  slug={liveClass.slug}
                  label={reservationLabel(reservation) ?? ''}
                  open={reservation.kind === 'open'}
                  calendar={calendar}
                />
              </ReservationSlot>
            </>
          )}
        </aside>
      </div>
    </DetailPage>
  );
}
