/**
 * What a campaign page shows, by date (issue #17): pure, so the rules are table-tested and the
 * pages pass the clock. Dates read as people in Peru read them: Lima time (America/Lima, UTC−5
 * all year), in Spanish, whatever the server's time zone (`@vivasalud/config/lima`).
 */
import type { ContentSchema } from '@vivasalud/api-client/content';
import { formatLimaDate, formatLimaDateTime } from '@vivasalud/config/lima';
import { raceStartText, registrationText } from './event';

// The pages format dates through this module; the formatting itself is shared by every app.
export { formatLimaDate, formatLimaDateTime, limaDay } from '@vivasalud/config/lima';

export type Campaign = ContentSchema<'Campaign'>;
export type CampaignCard = ContentSchema<'CampaignCard'>;

/** Before it opens, while one can take part, after its end date. */
export type CampaignPhase = 'upcoming' | 'open' | 'ended';

export function campaignPhase(
  { available_from, available_until }: Pick<CampaignCard, 'available_from' | 'available_until'>,
  now: Date,
): CampaignPhase {
  const time = now.getTime();
  if (time < Date.parse(available_from)) return 'upcoming';
  if (time > Date.parse(available_until)) return 'ended';
  return 'open';
}

/** The campaigns the home lists: those one can take part in now, in the service's order. */
export function openCampaigns<
  Card extends Pick<CampaignCard, 'available_from' | 'available_until'>,
>(cards: readonly Card[], now: Date): Card[] {
  return cards.filter((card) => campaignPhase(card, now) === 'open');
}

/**
 * The line under the title: when one can take part, or that it is over. An event (the race) says
 * when it is and when its registration runs, from its `event` — the dates its information page
 * shows too (issue #25: one source, no contradiction).
 */
export function periodText(
  campaign: Pick<CampaignCard, 'available_from' | 'available_until'> & {
    event?: Campaign['event'];
  },
  now: Date,
): string {
  const from = formatLimaDate(campaign.available_from);
  const until = formatLimaDateTime(campaign.available_until);
  const phase = campaignPhase(campaign, now);
  if (campaign.event && phase !== 'ended') {
    const registration = registrationText(campaign.event, now);
    return `Carrera: ${raceStartText(campaign.event)}. Inscripción: ${registration.charAt(0).toLowerCase()}${registration.slice(1)}`;
  }
  switch (phase) {
    case 'upcoming':
      return `Empieza el ${from}. Podrás participar hasta el ${until} (hora de Lima).`;
    case 'open':
      return `Participa desde el ${from} hasta el ${until} (hora de Lima).`;
    case 'ended':
      return `Esta campaña terminó el ${until} (hora de Lima).`;
  }
}
