import { limaEventIcs } from '@/lib/ics';
import { classEnd } from '@/lib/live-classes/dates';
import type { ExpertSession } from './specialty';

/** How long before the session the calendar reminds (the live classes' 30 minutes). */
export const REMINDER_MINUTES = 30;

/**
 * A session with an expert as an iCalendar file (`limaEventIcs`, shared with the live classes):
 * in Lima time, its page as URL, a reminder 30 minutes before; the same file on every render.
 */
export function expertSessionIcs(
  session: Pick<ExpertSession, 'slug' | 'title' | 'starts_at' | 'duration_minutes' | 'mode'> & {
    expert: Pick<ExpertSession['expert'], 'name' | 'specialty'>;
  },
  pageUrl: string,
): string {
  const mode = session.mode === 'presencial' ? 'presencial' : 'en línea';
  return limaEventIcs({
    prodId: '-//VivaSalud//Sesiones con expertos//ES',
    uid: `sesion-${session.slug}@vivasalud.pe`,
    start: new Date(session.starts_at),
    end: classEnd(session.starts_at, session.duration_minutes),
    summary: `Sesión con experto: ${session.title}`,
    description: `Sesión ${mode} de VivaSalud con ${session.expert.name} (${session.expert.specialty}). Más información: ${pageUrl}`,
    url: pageUrl,
    reminder: {
      minutes: REMINDER_MINUTES,
      text: `Tu sesión «${session.title}» empieza en ${REMINDER_MINUTES} minutos`,
    },
  });
}

export const icsFileName = (slug: string) => `sesion-${slug}.ics`;
