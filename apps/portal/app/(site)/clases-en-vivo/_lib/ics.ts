import { icsCalendar, icsLimaTime, icsText, icsUtc, LIMA_VTIMEZONE } from '@/lib/ics';
import { classEnd } from '@/lib/live-classes/dates';

export interface CalendarClass {
  slug: string;
  title: string;
  starts_at: string;
  duration_minutes: number;
  mentor?: { name: string } | null;
}

/** How long before the class the calendar reminds (issue #15). */
export const REMINDER_MINUTES = 30;

/**
 * A live class as an iCalendar file: the event in Lima time, its page as URL and a reminder
 * 30 minutes before. Deterministic (the stamp is the class's start): the same class gives the
 * same file on every render.
 */
export function liveClassIcs(liveClass: CalendarClass, pageUrl: string): string {
  const start = new Date(liveClass.starts_at);
  const end = classEnd(liveClass.starts_at, liveClass.duration_minutes);
  const mentor = liveClass.mentor?.name ? ` con ${liveClass.mentor.name}` : '';
  return icsCalendar({
    prodId: '-//VivaSalud//Clases en vivo//ES',
    components: [LIMA_VTIMEZONE],
    events: [
      [
        `UID:clase-${liveClass.slug}@vivasalud.pe`,
        `DTSTAMP:${icsUtc(start)}`,
        `DTSTART;TZID=America/Lima:${icsLimaTime(start)}`,
        `DTEND;TZID=America/Lima:${icsLimaTime(end)}`,
        `SUMMARY:${icsText(`Clase en vivo: ${liveClass.title}`)}`,
        `DESCRIPTION:${icsText(`Clase en vivo de VivaSalud${mentor}. Más información: ${pageUrl}`)}`,
        `URL:${pageUrl}`,
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `DESCRIPTION:${icsText(`Tu clase «${liveClass.title}» empieza en ${REMINDER_MINUTES} minutos`)}`,
        `TRIGGER:-PT${REMINDER_MINUTES}M`,
        'END:VALARM',
      ],
    ],
  });
}

export const icsFileName = (slug: string) => `clase-${slug}.ics`;
