import { area, type ContentKit } from './shared';

/** Home page blocks: `/home/…` and the home's live-resources section. */
export function homeHandlers({ document }: ContentKit) {
  return area({
    getHomeMenu: () => document('home', 'menu-qs'),
    listHomeSlider: () => document('home', 'slider'),
    getHomeVentajas: () => document('home', 'ventajas'),
    getHomePilares: () => document('home', 'pilares'),
    getHomeLiveResources: () => document('wellness', 'home-live-resources'),
  });
}
