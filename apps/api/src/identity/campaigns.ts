import { eq } from 'drizzle-orm';
// «30 de setiembre de 2026»: the day in Lima, where the campaign's dates are written.
import { formatLimaDate } from '@vivasalud/config/lima';
import { knownCampaign, windowPhase, type KnownCampaign } from '../campaigns';
import type { Database } from '../db/client';
import { campaigns } from '../db/schema';

/** The campaign of `slug` in the campaigns table, or `undefined` when there is none. */
export async function findCampaign(db: Database, slug: string): Promise<KnownCampaign | undefined> {
  const [row] = await db
    .select({ slug: campaigns.slug, body: campaigns.body })
    .from(campaigns)
    .where(eq(campaigns.slug, slug))
    .limit(1);
  return row ? knownCampaign(row.slug, row.body) : undefined;
}

/** Whether a campaign takes sign-ups now, and if not, why. */
export type Registration = 'open' | 'upcoming' | 'ended' | 'no-giveaway';

/**
 * Whether a person can sign up for the campaign at `now`: only a giveaway, while its window is
 * open (`windowPhase`). `event` campaigns and rows without a landing never take sign-ups.
 */
export function registration(campaign: KnownCampaign, now: Date): Registration {
  if (campaign.kind !== 'giveaway') return 'no-giveaway';
  return windowPhase(campaign, now) ?? 'no-giveaway';
}

/** Unknown slug: the answer of add-participant and sign-up (unchanged since the map). */
export const UNKNOWN_CAMPAIGN = 'La campaña no existe o no está activa.';

/** Why a known campaign takes no sign-up now (Spanish, shown to the person as is). */
export function closedMessage(campaign: KnownCampaign, state: Exclude<Registration, 'open'>) {
  switch (state) {
    case 'ended':
      return `La campaña terminó el ${formatLimaDate(campaign.availableUntil!)}; ya no es posible inscribirse.`;
    case 'upcoming':
      return `Las inscripciones de esta campaña empiezan el ${formatLimaDate(campaign.availableFrom!)}.`;
    case 'no-giveaway':
      return 'Esta campaña no es un sorteo: no recibe inscripciones.';
  }
}

/**
 * `undefined` when a person can sign up for `slug` at `now`, else the Spanish reason: unknown
 * (`UNKNOWN_CAMPAIGN`), ended, not yet open, or not a giveaway.
 */
export async function signUpRefusal(
  db: Database,
  slug: string,
  now: Date,
): Promise<string | undefined> {
  const campaign = await findCampaign(db, slug);
  if (!campaign) return UNKNOWN_CAMPAIGN;
  const state = registration(campaign, now);
  return state === 'open' ? undefined : closedMessage(campaign, state);
}
