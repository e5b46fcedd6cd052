'use client';

import { useLogout, useSession } from '@vivasalud/auth/react';
import { campaignsSignInHref } from '@vivasalud/auth/redirect';
import { Header } from '@vivasalud/ui/header';
import { AccountMenu } from '@vivasalud/ui/header/account-menu';
import type { MenuItem } from '@vivasalud/ui/header';
import { usePathname } from 'next/navigation';

export interface SiteHeaderProps {
  /** The portal's origin (`lib/site.ts`). */
  portal: string;
}

/** The text of the way back to the portal, in the header and the footer. */
export const BACK_TO_PORTAL = 'Volver a VivaSalud';

function menuItems(portal: string): MenuItem[] {
  return [
    { title: 'Campañas', url: '/' },
    { title: BACK_TO_PORTAL, url: `${portal}/` },
  ];
}

/**
 * The design system's header for the campaigns site: the wordmark leads to the campaigns home,
 * the menu holds the campaigns and a clear way back to the portal, and «Inicia sesión» goes
 * through the portal's ticket route with THIS page as its return (issue #25): someone signed in
 * on the portal comes straight back signed in, anyone else signs in there first and comes back
 * here. On the cached pages, which carry no session. The skip link is the layout's, first in the
 * page. On the campaigns home, the wordmark and «Campañas» are text, not links to it (issue #25).
 */
export function SiteHeader({ portal }: SiteHeaderProps) {
  const path = usePathname() ?? '/';
  return (
    <Header
      menuItems={menuItems(portal)}
      homeHref="/"
      loginHref={campaignsSignInHref(portal, path)}
      currentPath={path}
      skipLink={false}
      variant="static"
    />
  );
}

/**
 * The header of the per-request pages (sign-up, participation), under the page's session, which
 * the server read: «Hola, {name}» with «Cerrar sesión» (this site's session ends, and the portal
 * sign-in it came from: issue #26; the page's
 * machine then goes to the campaigns home), or «Inicia sesión» back to this page — in the
 * server's HTML, so nothing changes once the page's JavaScript runs.
 */
export function SessionSiteHeader({ portal }: SiteHeaderProps) {
  const path = usePathname() ?? '/';
  const { user } = useSession();
  const { logout, loading } = useLogout();
  return (
    <Header
      menuItems={menuItems(portal)}
      homeHref="/"
      loginHref={campaignsSignInHref(portal, path)}
      currentPath={path}
      skipLink={false}
      variant="static"
      user={user ? { name: user.name } : null}
      onLogout={() => void logout()}
      logoutLoading={loading}
      accountMenu={AccountMenu}
    />
  );
}
