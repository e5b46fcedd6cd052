import { ticketHref } from '@vivasalud/auth/redirect';
import { Header } from '@vivasalud/ui/header';
import type { MenuItem } from '@vivasalud/ui/header';

export interface SiteHeaderProps {
  /** The portal's origin (`lib/site.ts`). */
  portal: string;
}

/** The text of the way back to the portal, in the header and the footer. */
export const BACK_TO_PORTAL = 'Volver a VivaSalud';

/**
 * The design system's header for the campaigns site: the wordmark leads to the campaigns home,
 * the menu holds the campaigns and a clear way back to the portal, and "Inicia sesión" leads to
 * the portal's login, which then comes back here signed in through the portal's one-time ticket
 * (`ticketHref`; the campaign pages also sign people in themselves). The header is the same on
 * every cached page, so it comes back to this site's home. The skip link is the layout's, first
 * in the page.
 */
export function SiteHeader({ portal }: SiteHeaderProps) {
  const menuItems: MenuItem[] = [
    { title: 'Campañas', url: '/' },
    { title: BACK_TO_PORTAL, url: `${portal}/` },
  ];
  return (
    <Header
      menuItems={menuItems}
      homeHref="/"
      loginHref={`${portal}/auth/login?redirect=${encodeURIComponent(ticketHref('/'))}`}
      skipLink={false}
      variant="static"
    />
  );
}
