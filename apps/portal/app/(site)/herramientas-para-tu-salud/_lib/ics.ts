import { icsCalendar } from '@/lib/ics';
import { addDays } from './dates';
import type { FertileResult } from './fertile';

/**
 * The fertile windows as an iCalendar file (RFC 5545): one all-day event per window, with a
 * neutral title (a shared or synced calendar shows nothing about fertility). Deterministic (the
 * stamp is the last period's date): the server and the browser write the same file, so the
 * download link is the same in both renders.
 */

export const ICS_EVENT_TITLE = 'Recordatorio personal';
export const ICS_FILE_NAME = 'recordatorio.ics';

const compact = (iso: string) => iso.replaceAll('-', '');

export function fertileIcs(result: FertileResult): string {
  const first = result.cycles[0]?.start ?? '1970-01-01';
  return icsCalendar({
    prodId: '-//VivaSalud//Herramientas para tu salud//ES',
    events: result.cycles.map(({ fertile }, index) => [
      `UID:${compact(first)}-${index + 1}@vivasalud.pe`,
      `DTSTAMP:${compact(first)}T000000Z`,
      `DTSTART;VALUE=DATE:${compact(fertile.from)}`,
      // DTEND of an all-day event is the day after the last one.
      `DTEND;VALUE=DATE:${compact(addDays(fertile.to, 1))}`,
      `SUMMARY:${ICS_EVENT_TITLE}`,
      'TRANSP:TRANSPARENT',
    ]),
  });
}

export { icsDataUrl } from '@/lib/ics';
