import { eq } from 'drizzle-orm';
import type { ContentSchema } from '@vivasalud/api-client/content';
// «30 de setiembre de 2026»: the day in Lima, where the campaign's dates are written.
import { formatLimaDate } from '@vivasalud/config/lima';
import type { Database } from '../db/client';
import { campaigns } from '../db/schema';

type Landing = Pick<ContentSchema<'Campaign'>, 'kind' | 'available_from' | 'available_until'>;

/**
 * A campaign as the identity service needs it: a row of the content's `campaigns` table (seed
 * `tables/campaigns.yaml`, the one source of truth of both services), reduced to its slug, its
 * kind and its window. A row without a `landing` has neither: it is known (verify answers for
 * it) but nobody can sign up for it.
 */
export interface KnownCampaign {
  slug: string;
  kind: Landing['kind'] | null;
  /** ISO instants with their offset, as stored (`2026-11-01T00:00:00-05:00`). */
  availableFrom: string | null;
  availableUntil: string | null;
}

/** A row of the campaigns table (its slug and stored `body`) as a `KnownCampaign`. */
export function knownCampaign(slug: string, body: unknown): KnownCampaign {
  const { landing } = body as { landing?: Partial<Landing> | null };
  return {
    slug,
    kind: landing?.kind ?? null,
    availableFrom: landing?.available_from ?? null,
    availableUntil: landing?.available_until ?? null,
  };
}

/** The campaign of `slug` in the campaigns table, or `undefined` when there is none. */
export async function findCampaign(db: Database, slug: string): Promise<KnownCampaign | undefined> {
  const [row] = await db
    .select({ slug: campaigns.slug, body: campaigns.body })
    .from(campaigns)
    .where(eq(campaigns.slug, slug))
    .limit(1);
  return row ? knownCampaign(row.slug, row.body) : undefined;
}

/** Where an instant falls in a campaign's window. */
export type WindowPhase = 'upcoming' | 'open' | 'ended';

/**
 * Where `now` falls in the campaign's window: from `available_from` to `available_until` (both
 * included, to the millisecond, as the campaigns site's `campaignPhase` reads them); `null` for a
 * row without a landing (no window). The one rule of "open at" for sign-ups (`registration`) and
 * the portal's banner (content `getActiveCampaign`).
 */
export function windowPhase(
  { availableFrom, availableUntil }: Pick<KnownCampaign, 'availableFrom' | 'availableUntil'>,
  now: Date,
): WindowPhase | null {
  if (!availableFrom || !availableUntil) return null;
  const time = now.getTime();
  if (time < Date.parse(availableFrom)) return 'upcoming';
  if (time > Date.parse(availableUntil)) return 'ended';
  return 'open';
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
