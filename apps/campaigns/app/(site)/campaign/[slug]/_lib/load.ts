import { campaignsQueries } from '@vivasalud/api-client/queries/campaigns';
import { cache } from 'react';
import type { Campaign, CampaignCard } from './campaign';
import { contentClient, readRequired } from '@/lib/content';
import { SLUG_SEGMENT } from '@/lib/routes';

const SLUG = new RegExp(`^${SLUG_SEGMENT}$`);

/**
 * One campaign by its slug (`GET /campaigns/{slug}/`), or `null` when the service has none — or
 * when the segment cannot be a slug at all (the not-found screen, never an error page).
 */
export const loadCampaign = cache(async (slug: string): Promise<Campaign | null> => {
  if (!SLUG.test(slug)) return null;
  return readRequired(
    `campaigns/${slug}`,
    campaignsQueries(contentClient()).campaign(slug),
    () => null,
  );
});

/** Every campaign with a landing (`GET /campaigns/`); none on a 404. */
export async function loadCampaigns(): Promise<CampaignCard[]> {
  return readRequired('campaigns', campaignsQueries(contentClient()).list(), () => []);
}
