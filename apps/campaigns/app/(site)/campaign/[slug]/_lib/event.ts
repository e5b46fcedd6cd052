/**
 * An event campaign's dates (issue #25: one source): the race's start and its registration
 * window come from the campaign's `event`, read by the landing's line under the title and by the
 * race's information page alike, so the two can never contradict each other.
 */
import type { ContentSchema } from '@vivasalud/api-client/content';
import {
  formatLimaDate,
  formatLimaDateTime,
  formatLimaTime,
  limaDateParts,
} from '@vivasalud/config/lima';

export type RaceEvent = ContentSchema<'CampaignEvent'>;

/** Before registration opens, while it is open, after it closes (the race may still be ahead). */
export type RegistrationPhase = 'upcoming' | 'open' | 'closed';

export function registrationPhase(event: RaceEvent, now: Date): RegistrationPhase {
  if (now.getTime() < Date.parse(event.registration_opens_at)) return 'upcoming';
  if (now.getTime() > Date.parse(event.registration_closes_at)) return 'closed';
  return 'open';
}

/** «Domingo 13 de junio de 2027, 7:00 a. m. (hora de Lima)». */
export function raceStartText(event: RaceEvent): string {
  const { weekday } = limaDateParts(event.starts_at);
  const day = `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)} ${formatLimaDate(event.starts_at)}`;
  return `${day}, ${formatLimaTime(event.starts_at)} (hora de Lima)`;
}

/** What the page says of registration, by its phase. */
export function registrationText(event: RaceEvent, now: Date): string {
  const from = formatLimaDate(event.registration_opens_at);
  const until = formatLimaDateTime(event.registration_closes_at);
  switch (registrationPhase(event, now)) {
    case 'upcoming':
      return `Se abre el ${from} y cierra el ${until} (hora de Lima), o antes si se agotan los cupos.`;
    case 'open':
      return `Abierta hasta el ${until} (hora de Lima), o hasta agotar los cupos.`;
    case 'closed':
      return `Cerró el ${until} (hora de Lima).`;
  }
}
