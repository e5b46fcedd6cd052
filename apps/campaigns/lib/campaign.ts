/**
 * What a campaign page shows, by date (issue #17): pure, so the rules are table-tested and the
 * pages pass the clock. Dates read as people in Peru read them: Lima time (America/Lima, UTC−5
 * all year), in Spanish, whatever the server's time zone.
 */
import type { ContentSchema } from '@vivasalud/api-client/content';

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

export const LIMA = 'America/Lima';

const dateFormat = new Intl.DateTimeFormat('es-PE', { timeZone: LIMA, dateStyle: 'long' });
const timeFormat = new Intl.DateTimeFormat('es-PE', {
  timeZone: LIMA,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** ICU puts narrow or no-break spaces in «p. m.»: one plain space reads and copies the same. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** «31 de enero de 2027» in Lima. */
export function formatLimaDate(iso: string): string {
  return plainSpaces(dateFormat.format(new Date(iso)));
}

/** «31 de enero de 2027, 11:59 p. m.» in Lima. */
export function formatLimaDateTime(iso: string): string {
  const date = new Date(iso);
  return plainSpaces(`${dateFormat.format(date)}, ${timeFormat.format(date)}`);
}

/** The `<time dateTime>` value of an instant: its date in Lima (`2027-01-31`). */
export function limaDay(iso: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: LIMA }).format(new Date(iso));
}

/** The line under the title: when one can take part, or that it is over. */
export function periodText(
  campaign: Pick<CampaignCard, 'available_from' | 'available_until'>,
  now: Date,
): string {
  const from = formatLimaDate(campaign.available_from);
  const until = formatLimaDateTime(campaign.available_until);
  switch (campaignPhase(campaign, now)) {
    case 'upcoming':
      return `Empieza el ${from}. Podrás participar hasta el ${until} (hora de Lima).`;
    case 'open':
      return `Participa desde el ${from} hasta el ${until} (hora de Lima).`;
    case 'ended':
      return `Esta campaña terminó el ${until} (hora de Lima).`;
  }
}
