import type { ComponentProps, ReactNode } from 'react';
import { ContentActions } from '@/components/content/ContentActions';
import { DetailPage } from '@/components/content/DetailPage';
import { OptimizedImage } from '@/components/images/OptimizedImage';
import { icsDataUrl } from '@/lib/ics';
import { liveClassActions } from '@/lib/live-classes/actions';
import { classEnd, formatClassStart, formatDuration, limaYear } from '@/lib/live-classes/dates';
import { relatedResources } from '@/lib/pages/relatedResources';
import { routeLabel } from '@/lib/routes';
import { breadcrumbList, onlineEvent } from '@/lib/seo/jsonLd';
import { expertSessionIcs, icsFileName, REMINDER_MINUTES } from '../_lib/ics';
import { formatPrice } from '../_lib/price';
import { hasPassed, type ExpertSession } from '../_lib/specialty';
import { modeLabel, REGISTRATION_BODIES } from '../_lib/modes';
import styles from './ExpertSessions.module.css';

const AREA = { label: routeLabel('/sesiones-con-expertos'), href: '/sesiones-con-expertos' };

type Related = ComponentProps<typeof DetailPage>['related'];

export interface ExpertSessionDetailViewProps {
  session: ExpertSession;
  /** The page's own path (`/sesiones-con-expertos/<slug>`). */
  path: string;
  /** The public site's address (canonical URLs). */
  site: string;
  /** Now, as the page is rendered. */
  now: Date;
  /** The area page's resources (its CMS page), before spec §2's choice; none when unread. */
  resources: Related['resources'];
  /** Their heading, as the area page gives it. */
  resourcesHeading: string | null;
  /** Reserving the session, the way a live class is reserved (`SessionReservation`). */
  reservation?: ReactNode;
}

/** The initials of a name for the photo's placeholder («Ana Lucía Torres» → «AT»). */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 2 ? words[words.length - 2]?.[0] : words[1]?.[0];
  return `${first}${last ?? ''}`.toUpperCase();
}

/**
 * A session with an expert (a server component): the expert (photo or their initials, name,
 * specialty, professional registration where the content has one), what it is about, when in
 * Lima time, how long, the mode, the price in soles («Gratis» when free), «Añadir a mi
 * calendario» (an .ics file with a reminder) and the service's actions that lead elsewhere; once
 * it has passed, it says so. The related resources of spec §2 at the bottom.
 */
export function ExpertSessionDetailView({
  session,
  path,
  site,
  now,
  resources,
  resourcesHeading,
  reservation,
}: ExpertSessionDetailViewProps) {
  const url = new URL(path, site).href;
  const passed = hasPassed(session, now);
  const { expert } = session;
  const registration = expert.registration;
  const crumbs = [AREA, { label: session.title, href: path }];
  // The service's «Reservar sesión» leads to this page itself: not shown (it would do nothing).
  const actions = passed
    ? []
    : liveClassActions(session.actions, { ended: false, classPath: path });
  const end = classEnd(session.starts_at, session.duration_minutes).toISOString();
  const structuredData = [
    session.mode === 'online'
      ? onlineEvent(
          {
            name: session.title,
            url,
            startDate: session.starts_at,
            endDate: end,
            description: session.description,
            image: expert.photo ?? null,
            performer: expert.name,
            free: !session.price,
          },
          site,
        )
      : undefined,
    breadcrumbList(crumbs, site),
  ].filter((thing) => thing !== undefined);

  return (
    <DetailPage
      crumbs={crumbs}
      structuredData={structuredData}
      intro={{
        tags: {
          category: expert.specialty,
          isPro: false,
          extra: passed ? 'Finalizada' : modeLabel(session.mode),
        },
        title: session.title,
        lead: null,
      }}
      related={{
        heading: resourcesHeading,
        resources: relatedResources(AREA.href, resources),
      }}
    >
      <div className={styles.Detail}>
        <div>
          <p className={styles.Description}>{session.description}</p>
          <section aria-labelledby="experto" className={styles.Expert}>
            {expert.photo ? (
              <OptimizedImage src={expert.photo} kind="avatar" className={styles.Photo} />
            ) : (
              <span className={styles.Placeholder} aria-hidden="true">
                {initials(expert.name)}
              </span>
            )}
            <div>
              <h2 id="experto">Con {expert.name}</h2>
              <p>{expert.specialty}</p>
              {registration && (
                <p>
                  <abbr title={REGISTRATION_BODIES[registration.body] ?? registration.body}>
                    {registration.body}
                  </abbr>{' '}
                  N.º {registration.number}
                </p>
              )}
            </div>
          </section>
        </div>

        <aside aria-labelledby="cuando" className={styles.Schedule}>
          <h2 id="cuando">Fecha y detalles</h2>
          <dl className={styles.Facts}>
            <dt>Fecha</dt>
            <dd>
              <time dateTime={session.starts_at}>
                {formatClassStart(session.starts_at, limaYear(now))}
              </time>{' '}
              (hora de Lima)
            </dd>
            <dt>Duración</dt>
            <dd>{formatDuration(session.duration_minutes)}</dd>
            <dt>Modalidad</dt>
            <dd>{modeLabel(session.mode)}</dd>
            <dt>Precio</dt>
            <dd>{formatPrice(session.price)}</dd>
          </dl>
          {passed ? (
            <p className={styles.Passed}>
              Esta sesión ya pasó. Revisa las próximas sesiones con expertos.
            </p>
          ) : (
            <>
              {actions.length > 0 && (
                <div className={styles.Actions}>
                  <ContentActions actions={actions} />
                </div>
              )}
              {reservation}
              <a
                href={icsDataUrl(expertSessionIcs(session, url))}
                download={icsFileName(session.slug)}
                className={styles.CalendarLink}
              >
                Añadir a mi calendario{' '}
                <span>(archivo .ics, con un recordatorio {REMINDER_MINUTES} minutos antes)</span>
              </a>
            </>
          )}
        </aside>
      </div>
    </DetailPage>
  );
}
