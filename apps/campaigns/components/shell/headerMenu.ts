import type { MenuItem } from '@vivasalud/ui/header';

/** The text of the way back to the portal, in the header and the footer. */
export const BACK_TO_PORTAL = 'Volver a VivaSalud';

/** The header's menu: the campaigns and a clear way back to the portal. */
export function menuItems(portal: string): MenuItem[] {
  return [
    { title: 'Campañas', url: '/' },
    { title: BACK_TO_PORTAL, url: `${portal}/` },
  ];
}
