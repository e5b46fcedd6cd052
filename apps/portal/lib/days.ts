import { formatLimaDate } from '@vivasalud/config/lima';

/**
 * A calendar date of the service (`2026-03-12`) as people in Peru read it: «12 de marzo de 2026»
 * (a guide's or a publication's review dates).
 */
export function formatDay(day: string): string {
  // Noon in Lima: the day stays the day whatever the server's time zone.
  return formatLimaDate(`${day}T12:00:00-05:00`);
}
