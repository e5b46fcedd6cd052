import { sql } from 'drizzle-orm';
import { area, type ContentKit } from './shared';

/**
 * Site-wide blocks and settings: service status, navigation, footer (`/general/…`,
 * `/footer/…`), SEO configuration and system parameters.
 */
export function siteHandlers({ db, document }: ContentKit) {
  return area({
    validateService: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      await db.execute(sql`select 1`);
      return { available: true, message: null };
    },
    getCategoryMenu: () => document('navigation', 'category-menu'),

    listFooterNetwork: () => document('footer', 'network'),
    getFooterContact: () => document('footer', 'contact'),
    listFooterChannels: () => document('footer', 'channel'),
    listFooterSocialNetworks: () => document('footer', 'social-network'),
    getFooterEmergencyNumber: () => document('footer', 'emergency-number'),

    getSeoConfiguration: (request) =>
      document('seo', (request.query as { paramItem: string }).paramItem),
    getSystemParameter: (request) =>
      document('system-parameters', (request.params as { param: string }).param),
  });
}
