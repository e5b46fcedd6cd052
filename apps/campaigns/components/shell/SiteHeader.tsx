'use client';

import { campaignsSignInHref } from '@vivasalud/auth/redirect';
import { Header, type HeaderProps } from '@vivasalud/ui/header';
import { usePathname } from 'next/navigation';
import { menuItems } from './headerMenu';

export interface SiteHeaderProps {
  /** The portal's origin (`lib/site.ts`). */
  portal: string;
}

/**
 * The design system's header for the campaigns site: the wordmark leads to the campaigns home,
 * the menu holds the campaigns and a clear way back to the portal, and «Inicia sesión» goes
 * through the portal's ticket route with THIS page as its return (issue #25): someone signed in
 * on the portal comes straight back signed in, anyone else signs in there first and comes back
 * here. On the cached pages, which carry no session. The skip link is the layout's, first in the
 * page. On the campaigns home, the wordmark and «Campañas» are text, not links to it (issue #25).
 * The per-request pages' header is `SessionSiteHeader`, a module of its own: the session's code
 * (jotai, the auth machine, the greeting) is not in the cached pages' first load (issue #33).
 */
export function SiteHeader({
  portal,
  ...session
}: SiteHeaderProps & Pick<HeaderProps, 'user' | 'onLogout' | 'logoutLoading' | 'accountMenu'>) {
  const path = usePathname() ?? '/';
  return (
    <Header
      menuItems={menuItems(portal)}
      homeHref="/"
      loginHref={campaignsSignInHref(portal, path)}
      currentPath={path}
      skipLink={false}
      variant="static"
      {...session}
    />
  );
}
