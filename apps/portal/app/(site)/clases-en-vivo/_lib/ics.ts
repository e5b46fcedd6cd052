import { limaEventIcs } from '@/lib/ics';
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
 * A live class as an iCalendar file (`limaEventIcs`): the event in Lima time, its page as URL
 * and a reminder 30 minutes before; the same class gives the same file on every render.
 */
export function liveClassIcs(liveClass: CalendarClass, pageUrl: string): string {
  const mentor = liveClass.mentor?.name ? ` con ${liveClass.mentor.name}` : '';
  return limaEventIcs({
    prodId: '-//VivaSalud//Clases en vivo//ES',
    uid: `clase-${liveClass.slug}@vivasalud.pe`,
    start: new Date(liveClass.starts_at),
    end: classEnd(liveClass.starts_at, liveClass.duration_minutes),
    summary: `Clase en vivo: ${liveClass.title}`,
    description: `Clase en vivo de VivaSalud${mentor}. Más información: ${pageUrl}`,
    url: pageUrl,
    reminder: {
      minutes: REMINDER_MINUTES,
      text: `Tu clase «${liveClass.title}» empieza en ${REMINDER_MINUTES} minutos`,
    },
  });
}

export const icsFileName = (slug: string) => `clase-${slug}.ics`;
