import { campaignsQueries } from '@vivasalud/api-client/queries/campaigns';
import { cache } from 'react';
import type { Campaign, CampaignCard } from './campaign';
import { contentClient } from '@/lib/content';
import { readQuery } from '@/lib/content';
import { SLUG_SEGMENT } from '@/lib/routes';

const SLUG = new RegExp(`^${SLUG_SEGMENT}$`);

/**
 * One campaign by its slug (`GET /campaigns/{slug}/`), or `null` when the service has none — or
 * when the segment cannot be a slug at all (the not-found screen, never an error page).
 */
export const loadCampaign = cache(async (slug: string): Promise<Campaign | null> => {
  if (!SLUG.test(slug)) return null;
  return readQuery(`campaigns/${slug}`, campaignsQueries(contentClient()).campaign(slug));
});

/** Every campaign with a landing (`GET /campaigns/`). */
export async function loadCampaigns(): Promise<CampaignCard[]> {
  return (await readQuery('campaigns', campaignsQueries(contentClient()).list())) ?? [];
}
