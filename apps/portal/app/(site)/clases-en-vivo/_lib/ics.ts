import { icsCalendar, icsText } from '@/lib/ics';
import { classEnd } from '@/lib/live-classes/dates';

/** America/Lima as a VTIMEZONE: UTC−5 all year (no daylight saving time since 1994). */
const LIMA_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/Lima',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0500',
  'TZNAME:-05',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The local Lima time of an instant, as an iCalendar DATE-TIME with TZID (`20261210T080000`). */
function limaLocal(date: Date): string {
  const lima = new Date(date.getTime() - 5 * 60 * 60_000);
  return lima.toISOString().replace(/[-:]/g, '').slice(0, 15);
}

const utc = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

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
    components: [LIMA_TIMEZONE],
    events: [
      [
        `UID:clase-${liveClass.slug}@vivasalud.pe`,
        `DTSTAMP:${utc(start)}`,
        `DTSTART;TZID=America/Lima:${limaLocal(start)}`,
        `DTEND;TZID=America/Lima:${limaLocal(end)}`,
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
