import { eq } from 'drizzle-orm';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { notFound } from './errors';
import { area, type ContentKit } from './shared';

/** Campaigns: the active campaign banner `/campaigns/active/` and `/campania/…`. */
export function campaignsHandlers({ db, document, media }: ContentKit) {
  return area({
    getCampania: (request) => document('campania', (request.params as { id: number }).id),
    getActiveCampaign: async () => {
      const [row] = await db
        .select({ body: t.campaigns.body })
        .from(t.campaigns)
        .where(eq(t.campaigns.active, true))
        .limit(1);
      if (!row) throw notFound('No hay una campaña activa');
      return media(row.body as ContentSchema<'ActiveCampaign'>);
    },
  });
}
