import type { ContentSchema } from '@vivasalud/api-client/content';
import { freshSeats, HOME_LIVE_CLASSES, nextLiveClasses } from './live-classes';
import { area, type ContentKit } from './shared';

/** Home page blocks: `/home/…` and the home's live-resources section. */
export function homeHandlers(kit: ContentKit) {
  const { document, clock } = kit;
  return area({
    getHomeMenu: () => document('home', 'menu-qs'),
    listHomeSlider: () => document('home', 'slider'),
    getHomeVentajas: () => document('home', 'ventajas'),
    getHomePilares: () => document('home', 'pilares'),
    /**
     * The block's heading, sub-heading and actions (seed/documents/wellness.yaml) with the next
     * live classes of the catalog at the service's clock: never a class that is over.
     */
    getHomeLiveResources: async (_request, reply) => {
      // Its cards carry seats left: not kept by the answer cache (see `freshSeats`).
      freshSeats(reply);
      const { heading, subheading, actions } = await document<
        ContentSchema<'LiveResourcesSection'>
      >('wellness', 'home-live-resources');
      const results = await nextLiveClasses(kit, clock.now(), HOME_LIVE_CLASSES);
      return { heading, subheading, actions, results };
    },
  });
}
