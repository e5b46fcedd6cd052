import type { ContentSchema } from '@vivasalud/api-client/content';

/**
 * A campaign's window, read by both services (issue #27: `src/`, not either service's): the
 * content service's banner (`getActiveCampaign`) and the identity service's sign-ups.
 */

type Landing = Pick<ContentSchema<'Campaign'>, 'kind' | 'available_from' | 'available_until'>;

/**
 * A campaign as both services read it: a row of the content's `campaigns` table (seed
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
