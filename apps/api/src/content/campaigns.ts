import { eq, isNotNull, sql } from 'drizzle-orm';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { knownCampaign, windowPhase } from '../campaigns';
import { notFound } from '../errors';
import { area, type ContentKit } from './shared';

/** What the campaigns table holds in `body` (seed/tables/campaigns.yaml without active/title). */
type StoredCampaign = ContentSchema<'ActiveCampaign'> & {
  /** `result` only once a giveaway's draw is published; the answer says null otherwise. */
  landing?: Omit<ContentSchema<'Campaign'>, 'slug' | 'title' | 'result'> & {
    result?: ContentSchema<'Campaign'>['result'];
  };
};

/**
 * Campaigns: the active campaign banner `/campaigns/active/`, the campaigns site's list and
 * landings `/campaigns/` and `/campaigns/{slug}/` (issue #17), and `/campania/…`.
 */
export function campaignsHandlers({ db, clock, document, media }: ContentKit) {
  /** A campaign's full answer, or `undefined` when it has no landing. */
  const campaign = (slug: string, title: string, body: unknown) => {
    const { landing } = body as StoredCampaign;
    return landing ? media({ slug, title, ...landing, result: landing.result ?? null }) : undefined;
  };

  return area({
    getCampania: (request) => document('campania', (request.params as { id: number }).id),
    /**
     * The row marked `active`, only while its landing's window is open at the service's clock
     * (the same rule as the identity service's sign-ups): the banner never invites to a campaign
     * that has not opened or has ended. A row without a landing has no window: shown as marked.
     */
    getActiveCampaign: async () => {
      const [row] = await db
        .select({ slug: t.campaigns.slug, body: t.campaigns.body })
        .from(t.campaigns)
        .where(eq(t.campaigns.active, true))
        .limit(1);
      const phase = row && (windowPhase(knownCampaign(row.slug, row.body), clock.now()) ?? 'open');
      if (!row || phase !== 'open') throw notFound('No hay una campaña activa');
      const { slug, copy, copy_signed_in, copy_strong, link_text } = row.body as StoredCampaign;
      return media({
        slug,
        copy,
        ...(copy_signed_in === undefined ? {} : { copy_signed_in }),
        copy_strong,
        link_text,
      });
    },
    listCampaigns: async () => {
      const rows = await db
        .select({ slug: t.campaigns.slug, title: t.campaigns.title, body: t.campaigns.body })
        .from(t.campaigns)
        .where(isNotNull(sql`${t.campaigns.body} -> 'landing'`));
      return rows
        .flatMap(({ slug, title, body }) => {
          const full = campaign(slug, title, body);
          if (!full) return [];
          const { kind, summary, available_from, available_until, image } = full;
          return [{ slug, kind, title, summary, available_from, available_until, image }];
        })
        .sort((a, b) => Date.parse(b.available_from) - Date.parse(a.available_from));
    },
    getCampaign: async (request) => {
      const { slug } = request.params as { slug: string };
      const [row] = await db
        .select({ title: t.campaigns.title, body: t.campaigns.body })
        .from(t.campaigns)
        .where(eq(t.campaigns.slug, slug))
        .limit(1);
      const full = row ? campaign(slug, row.title, row.body) : undefined;
      if (!full) throw notFound('La campaña no existe');
      return full;
    },
  });
}
