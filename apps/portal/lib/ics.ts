/**
 * iCalendar files (RFC 5545): the shared writer of `@vivasalud/config/ics`, used by the
 * fertile-days calculator, the live classes and the sessions with experts here and by the
 * campaigns site's race reminder.
 */
import { icsCalendar, icsLimaTime, icsText, icsUtc, LIMA_VTIMEZONE } from '@vivasalud/config/ics';

export {
  foldLine,
  icsCalendar,
  icsDataUrl,
  icsLimaTime,
  icsText,
  icsUtc,
  LIMA_VTIMEZONE,
} from '@vivasalud/config/ics';

/** One event in Lima time with a reminder before it (a live class, a session with an expert). */
export interface LimaEvent {
  /** The calendar's product id (`-//VivaSalud//Clases en vivo//ES`). */
  prodId: string;
  /** The event's stable id (`clase-<slug>@vivasalud.pe`). */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** The event's page. */
  url: string;
  /** The reminder: how many minutes before, and what it says. */
  reminder: { minutes: number; text: string };
}

/**
 * An event as an iCalendar file: in Lima time, its page as URL, a reminder before it.
 * Deterministic (the stamp is the event's start): the same event gives the same file on every
 * render.
 */
export function limaEventIcs(event: LimaEvent): string {
  return icsCalendar({
    prodId: event.prodId,
    components: [LIMA_VTIMEZONE],
    events: [
      [
        `UID:${event.uid}`,
        `DTSTAMP:${icsUtc(event.start)}`,
        `DTSTART;TZID=America/Lima:${icsLimaTime(event.start)}`,
        `DTEND;TZID=America/Lima:${icsLimaTime(event.end)}`,
        `SUMMARY:${icsText(event.summary)}`,
        `DESCRIPTION:${icsText(event.description)}`,
        `URL:${event.url}`,
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `DESCRIPTION:${icsText(event.reminder.text)}`,
        `TRIGGER:-PT${event.reminder.minutes}M`,
        'END:VALARM',
      ],
    ],
  });
}
