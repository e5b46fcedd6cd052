import { Button } from '@vivasalud/ui/button';
import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { icsDataUrl } from '@/lib/ics';
import { formatClassStart, formatDuration, limaYear } from '@/lib/live-classes/dates';
import { formatClock, spokenClock } from '../../clases-grabadas/_lib/progress';
import { icsFileName, liveClassIcs, REMINDER_MINUTES } from '../../clases-en-vivo/_lib/ics';
import {
  expertSessionIcs,
  icsFileName as sessionIcsFileName,
} from '../../sesiones-con-expertos/_lib/ics';
import type { ProgressEntry, Reservation } from '../_lib/load';
import { hasStarted, sectionsOf } from '../_lib/sections';
import styles from './MySpace.module.css';
import { MY_SPACE_PATH } from '@/lib/clientRoutes';
import { RESERVATION_TARGETS } from '@/lib/live-classes/reservations';

const LIVE = '/clases-en-vivo';
const RECORDED = '/clases-grabadas';

export interface MySpaceViewProps {
  /** The person's reservations, or `null` when the service could not answer. */
  reservations: readonly Reservation[] | null;
  /** What they watched, or `null` when the service could not answer. */
  progress: readonly ProgressEntry[] | null;
  /** Now, as the page is rendered. */
  now: Date;
  /** The public site's address (the calendar file's link to the class). */
  site: string;
}

/** Where the cancel form leads back: this page, saying which class (or session) was cancelled. */
export function cancelRedirect(slug: string, kind: Reservation['kind'] = 'live-class'): string {
  const type = RESERVATION_TARGETS[kind].resultType;
  return `${MY_SPACE_PATH}?${new URLSearchParams({
    reserva: slug,
    ...(type ? { tipo: type } : {}),
    resultado: 'cancelada',
  })}`;
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.Part}>
      <h2 id={id} className={styles.PartTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className={styles.Empty}>{children}</p>;
}

function Unavailable({ what }: { what: string }) {
  return (
    <p className={styles.Unavailable}>
      No pudimos cargar {what} porque el servicio no responde. Inténtalo nuevamente en unos minutos.
    </p>
  );
}

/** Who leads what a reservation holds: the class's teacher or the session's expert. */
const leaderOf = (reservation: Reservation): string | null =>
  reservation.live_class?.mentor?.name ?? reservation.expert_session?.expert.name ?? null;

function When({ reservation, year }: { reservation: Reservation; year: number }) {
  const minutes = Math.round(
    (Date.parse(reservation.ends_at) - Date.parse(reservation.starts_at)) / 60_000,
  );
  const leader = leaderOf(reservation);
  // An in-person class's place: where to go (issue #29).
  const place = reservation.inperson_class?.location;
  return (
    <p className={styles.Meta}>
      {reservation.kind === 'expert-session' && <>Sesión con experto · </>}
      {reservation.kind === 'inperson-class' && <>Clase presencial · </>}
      <time dateTime={reservation.starts_at}>
        {formatClassStart(reservation.starts_at, year)}
      </time>{' '}
      (hora de Lima) · {formatDuration(minutes)}
      {leader && (
        <>
          <br />
          Con {leader}
        </>
      )}
      {place && (
        <>
          <br />
          En {place.name}, {place.address}, {place.district}
        </>
      )}
    </p>
  );
}

/**
 * The calendar file of what a reservation holds (the file its page offers); none for an
 * in-person class's date (its confirmation mail carries it).
 */
function calendarOf(
  reservation: Reservation,
  site: string,
): { href: string; download: string } | null {
  if (reservation.kind === 'inperson-class') return null;
  const url = new URL(reservation.path, site).href;
  const { live_class: liveClass, expert_session: session } = reservation;
  if (session) {
    return {
      href: icsDataUrl(expertSessionIcs(session, url)),
      download: sessionIcsFileName(session.slug),
    };
  }
  return {
    href: icsDataUrl(liveClassIcs(liveClass!, url)),
    download: icsFileName(reservation.slug),
  };
}

/** A card's heading: the class's name, a link to its page. */
function CardTitle({ href, children }: { href: string; children: string }) {
  return (
    <h3 className={styles.CardTitle}>
      <NextLink href={href}>{children}</NextLink>
    </h3>
  );
}

function Upcoming({
  reservation,
  now,
  site,
}: {
  reservation: Reservation;
  now: Date;
  site: string;
}) {
  const { title, path } = reservation;
  const started = hasStarted(reservation, now);
  const calendar = calendarOf(reservation, site);
  return (
    <li className={styles.Card}>
      <CardTitle href={path}>{title}</CardTitle>
      <When reservation={reservation} year={limaYear(now)} />
      {started ? (
        <p className={styles.Note}>
          {reservation.kind === 'expert-session' ? 'La sesión' : 'La clase'} ya empezó: ya no se
          puede cancelar la reserva.
        </p>
      ) : (
        <div className={styles.Actions}>
          {calendar && (
            <a href={calendar.href} download={calendar.download} className={styles.CalendarLink}>
              Añadir a mi calendario{' '}
              <VisuallyHidden>
                «{title}» (archivo .ics, con un recordatorio {REMINDER_MINUTES} minutos antes)
              </VisuallyHidden>
            </a>
          )}
          <form
            method="post"
            action={`/api/live-classes/reservations/${encodeURIComponent(reservation.id)}/cancel`}
          >
            <input
              type="hidden"
              name="redirect"
              value={cancelRedirect(reservation.slug, reservation.kind)}
            />
            <Button type="submit" variant="outline">
              Cancelar reserva <VisuallyHidden>de «{title}»</VisuallyHidden>
            </Button>
          </form>
        </div>
      )}
    </li>
  );
}

function Past({ reservation, now }: { reservation: Reservation; now: Date }) {
  return (
    <li className={styles.Card}>
      <CardTitle href={reservation.path}>{reservation.title}</CardTitle>
      <When reservation={reservation} year={limaYear(now)} />
    </li>
  );
}

function Watching({ entry }: { entry: ProgressEntry }) {
  const card = entry.recorded_class;
  return (
    <li className={styles.Card}>
      <CardTitle href={`${RECORDED}/${entry.slug}`}>{card.title}</CardTitle>
      <p className={styles.Meta}>
        {card.category_label} ·{' '}
        <span aria-hidden="true">Vas en {formatClock(entry.position_seconds)}</span>
        <VisuallyHidden>Vas en {spokenClock(entry.position_seconds)}</VisuallyHidden>
      </p>
      <progress
        className={styles.Bar}
        max={100}
        value={entry.progress}
        aria-label={`Avance de ${card.title}`}
      >
        {Math.round(entry.progress)} %
      </progress>
    </li>
  );
}

function Completed({ entry }: { entry: ProgressEntry }) {
  const card = entry.recorded_class;
  return (
    <li className={styles.Card}>
      <CardTitle href={`${RECORDED}/${entry.slug}`}>{card.title}</CardTitle>
      <p className={styles.Meta}>
        {card.category_label} · <span aria-hidden="true">✓ </span>Vista
      </p>
    </li>
  );
}

/** A new member's page: nothing reserved nor watched yet, and where to start. */
function Welcome() {
  return (
    <Part id="empieza" title="Aún no tienes actividad">
      <p>
        Aquí verás las clases en vivo y las sesiones con expertos que reserves, las clases grabadas
        que estés viendo y las que ya completaste.
      </p>
      <ul className={styles.Starts}>
        <li>
          <NextLink href={LIVE} className={styles.StartLink}>
            Reserva una clase en vivo
          </NextLink>
        </li>
        <li>
          <NextLink href={RECORDED} className={styles.StartLink}>
            Mira una clase grabada
          </NextLink>
        </li>
      </ul>
    </Part>
  );
}

/**
 * «Mi espacio» (issue #28), rendered on the server for the signed-in person: their upcoming
 * reservations (calendar file, «Cancelar reserva» — a form that posts without JavaScript), past
 * classes, «Continuar viendo» and «Clases completadas»; a
 * welcome that leads to the catalogs when there is nothing yet. A part the service could not
 * answer says so; the rest still shows.
 */
export function MySpaceView({ reservations, progress, now, site }: MySpaceViewProps) {
  const sections = sectionsOf(reservations ?? [], progress ?? [], now);
  const nothingYet =
    reservations !== null && progress !== null && reservations.length + progress.length === 0;

  return (
    <div className={styles.Space}>
      {nothingYet ? (
        <Welcome />
      ) : (
        <>
          <Part id="mis-reservas" title="Mis reservas">
            {reservations === null ? (
              <Unavailable what="tus reservas" />
            ) : sections.upcoming.length === 0 ? (
              <Empty>
                No tienes clases ni sesiones reservadas.{' '}
                <NextLink href={LIVE}>Reserva una clase en vivo</NextLink> o una{' '}
                <NextLink href="/sesiones-con-expertos">sesión con expertos</NextLink>.
              </Empty>
            ) : (
              <ul className={styles.List}>
                {sections.upcoming.map((reservation) => (
                  <Upcoming key={reservation.id} reservation={reservation} now={now} site={site} />
                ))}
              </ul>
            )}
          </Part>
          <Part id="clases-pasadas" title="Clases pasadas">
            {reservations === null ? (
              <Unavailable what="tus clases pasadas" />
            ) : sections.past.length === 0 ? (
              <Empty>Aún no tienes clases en vivo pasadas.</Empty>
            ) : (
              <ul className={styles.List}>
                {sections.past.map((reservation) => (
                  <Past key={reservation.id} reservation={reservation} now={now} />
                ))}
              </ul>
            )}
          </Part>
          <Part id="continuar-viendo" title="Continuar viendo">
            {progress === null ? (
              <Unavailable what="las clases que estás viendo" />
            ) : sections.watching.length === 0 ? (
              <Empty>
                No tienes clases grabadas a medias.{' '}
                <NextLink href={RECORDED}>Mira una clase grabada</NextLink>.
              </Empty>
            ) : (
              <ul className={styles.List}>
                {sections.watching.map((entry) => (
                  <Watching key={entry.slug} entry={entry} />
                ))}
              </ul>
            )}
          </Part>
          <Part id="clases-completadas" title="Clases completadas">
            {progress === null ? (
              <Unavailable what="tus clases completadas" />
            ) : sections.completed.length === 0 ? (
              <Empty>Aún no completaste ninguna clase grabada.</Empty>
            ) : (
              <ul className={styles.List}>
                {sections.completed.map((entry) => (
                  <Completed key={entry.slug} entry={entry} />
                ))}
              </ul>
            )}
          </Part>
        </>
      )}
    </div>
  );
}
