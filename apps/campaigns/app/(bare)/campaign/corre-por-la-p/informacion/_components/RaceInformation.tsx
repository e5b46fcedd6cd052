import { icsDataUrl } from '@vivasalud/config/ics';
import styles from '@/app/(site)/campaign/[slug]/_components/Campaign.module.css';
import own from './RaceInformation.module.css';
import type { Campaign } from '@/app/(site)/campaign/[slug]/_lib/campaign';
import {
  raceStartText,
  registrationPhase,
  registrationReminderIcs,
  registrationText,
  reminderFileName,
  type RaceEvent,
} from '../_lib/race';

export interface RaceInformationProps {
  campaign: Campaign & { event: RaceEvent };
  /** This page's absolute address (the reminder links back to it). */
  pageUrl: string;
  /** The portal's home. */
  portalHref: string;
  /** The clock of the render (a cached page: re-rendered at most every few minutes). */
  now: Date;
}

/**
 * The race's practical information (issue #25): what the campaign page does not say — when and
 * where it starts, when registration opens and closes — from the campaign's `event`, the one
 * source of its dates, and a calendar reminder of the registration opening. It does not repeat
 * the campaign page, nor link back to it (the campaign page leads here).
 */
export function RaceInformation({ campaign, pageUrl, portalHref, now }: RaceInformationProps) {
  const { event } = campaign;
  const phase = registrationPhase(event, now);
  return (
    <main id="contenido" className={styles.Page}>
      <header>
        <h1 className={styles.Title}>{campaign.title}</h1>
        <p className={styles.Summary}>Lo que necesitas saber para el día de la carrera.</p>
      </header>
      <section className={styles.Section} aria-labelledby="carrera">
        <h2 id="carrera">La carrera</h2>
        <dl className={own.Facts}>
          <dt>Fecha y hora de largada</dt>
          <dd>
            <time dateTime={event.starts_at}>{raceStartText(event)}</time>
          </dd>
          <dt>Lugar de salida y llegada</dt>
          <dd>{event.place}</dd>
        </dl>
      </section>
      <section className={styles.Section} aria-labelledby="inscripcion">
        <h2 id="inscripcion">Inscripción</h2>
        <p>{registrationText(event, now)}</p>
        {phase === 'upcoming' ? (
          <p>
            <a
              className={styles.Link}
              href={icsDataUrl(registrationReminderIcs(campaign, event, pageUrl))}
              download={reminderFileName(campaign.slug)}
            >
              Añadir recordatorio a mi calendario
            </a>{' '}
            <span className={own.Muted}>
              (un archivo .ics: te avisa el día en que se abre la inscripción)
            </span>
          </p>
        ) : null}
      </section>
      <div className={styles.Actions}>
        <a className={styles.Link} href={portalHref}>
          Volver a VivaSalud
        </a>
      </div>
    </main>
  );
}
