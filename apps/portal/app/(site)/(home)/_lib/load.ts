import type { ContentSchema } from '@vivasalud/api-client/content';
import { cache } from 'react';
import { contentClient, readOptional } from '@/lib/content';

export type Banner = ContentSchema<'Banner'>;
export type HomeMenu = ContentSchema<'HomeMenu'>;
export type LiveResources = ContentSchema<'LiveResourcesSection'>;
export type LiveHealthySlide = ContentSchema<'LiveHealthySlide'>;
export type Section = ContentSchema<'Section'>;
export type Mentor = ContentSchema<'Mentor'>;
export type Page = ContentSchema<'Page'>;
export type SeoConfiguration = ContentSchema<'SeoConfiguration'>;

const client = () => contentClient();

/** The home blocks of spec §7, each read once per render and each optional. */
export const homeBlocks = {
  slider: cache(() => readOptional('home/slider', () => client().GET('/home/slider/'))),
  hero: cache(() => readOptional('pages/hero', () => client().GET('/pages/hero/'))),
  menu: cache(() => readOptional('home/menu-qs', () => client().GET('/home/menu-qs/'))),
  advantages: cache(() => readOptional('home/ventajas', () => client().GET('/home/ventajas/'))),
  liveClasses: cache(() =>
    readOptional('wellness/sections/home_live_resources', () =>
      client().GET('/wellness/sections/home_live_resources/'),
    ),
  ),
  liveHealthy: cache(() =>
    readOptional('home/vive-sanamente/listLiveHealthyHomeSlider', () =>
      client().GET('/home/vive-sanamente/listLiveHealthyHomeSlider'),
    ),
  ),
  liveHealthyFallback: cache(() =>
    readOptional('home/vive-sanamente/listLiveHealthyHomeSliderNotFound', () =>
      client().GET('/home/vive-sanamente/listLiveHealthyHomeSliderNotFound'),
    ),
  ),
  services: cache(() =>
    readOptional('pages/qs_services', () => client().GET('/pages/qs_services/')),
  ),
  sections: cache(() => readOptional('pages/sections', () => client().GET('/pages/sections/'))),
  mentors: cache(() => readOptional('pages/mentors', () => client().GET('/pages/mentors/'))),
  callToAction: cache(() =>
    readOptional('pages/aprende-consigue-vida-saludable', () =>
      client().GET('/pages/aprende-consigue-vida-saludable/'),
    ),
  ),
  seo: cache(() =>
    readOptional('configuracion-seo home', () =>
      client().POST('/configuracion-seo/list_ConfigurationSeo', {
        params: { query: { paramItem: 'home' } },
      }),
    ),
  ),
};

/**
 * The Vive sanamente slides: the home slider's, or its «not found» list when the first is empty
 * or fails (spec §7), in the service's `order`.
 */
export async function loadLiveHealthySlides(): Promise<LiveHealthySlide[]> {
  const first = await homeBlocks.liveHealthy();
  const slides = first?.length ? first : ((await homeBlocks.liveHealthyFallback()) ?? []);
  return [...slides].sort((a, b) => a.order - b.order);
}
