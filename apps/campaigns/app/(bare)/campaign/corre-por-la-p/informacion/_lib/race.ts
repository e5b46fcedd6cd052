/**
 * The race's information (issue #25): its facts come from one place, the campaign's `event`
 * (seeded with the campaign, moved with it), and the reminder of its registration opening is an
 * iCalendar file written by the shared writer (`@vivasalud/config/ics`).
 */
import { icsCalendar, icsText } from '@vivasalud/config/ics';
import { formatLimaDateTime, limaDay } from '@vivasalud/config/lima';
import { raceStartText, type RaceEvent } from '@/app/(site)/campaign/[slug]/_lib/event';

export {
  raceStartText,
  registrationPhase,
  registrationText,
  type RaceEvent,
  type RegistrationPhase,
} from '@/app/(site)/campaign/[slug]/_lib/event';

/** `20270401` for an instant's day in Lima (an iCalendar DATE). */
const icsDay = (instant: string | Date) => limaDay(instant).replace(/-/g, '');

const utc = (instant: string) =>
  `${new Date(instant).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** The hour of the opening day at which the calendar reminds (9:00 a. m. there). */
export const REMINDER_HOUR = 9;

/**
 * The registration opening as an all-day event of its day in Lima, with a reminder at 9:00 a. m.
 * that day. Deterministic (stamped with the opening): the same campaign gives the same file.
 */
export function registrationReminderIcs(
  campaign: { slug: string; title: string },
  event: RaceEvent,
  pageUrl: string,
): string {
  const opens = event.registration_opens_at;
  const nextDay = new Date(Date.parse(`${limaDay(opens)}T12:00:00-05:00`) + 86_400_000);
  return icsCalendar({
    prodId: '-//VivaSalud//Campañas//ES',
    events: [
      [
        `UID:${campaign.slug}-inscripcion@campanas.vivasalud.pe`,
        `DTSTAMP:${utc(opens)}`,
        `DTSTART;VALUE=DATE:${icsDay(opens)}`,
        `DTEND;VALUE=DATE:${icsDay(nextDay)}`,
        `SUMMARY:${icsText(`Se abre la inscripción de ${campaign.title}`)}`,
        `DESCRIPTION:${icsText(
          `Inscripción gratuita hasta el ${formatLimaDateTime(event.registration_closes_at)} (hora de Lima) o hasta agotar los cupos. La carrera: ${raceStartText(event)}, ${event.place}. Más información: ${pageUrl}`,
        )}`,
        `LOCATION:${icsText(event.place)}`,
        `URL:${pageUrl}`,
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `DESCRIPTION:${icsText(`Hoy se abre la inscripción de ${campaign.title}`)}`,
        `TRIGGER;RELATED=START:PT${REMINDER_HOUR}H`,
        'END:VALARM',
      ],
    ],
  });
}

/** The file's name: `corre-por-la-p-inscripcion.ics`. */
export const reminderFileName = (slug: string) => `${slug}-inscripcion.ics`;
