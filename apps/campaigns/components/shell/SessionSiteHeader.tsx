'use client';

import { useLogout, useSession } from '@vivasalud/auth/react';
import { campaignsSignInHref } from '@vivasalud/auth/redirect';
import { Header } from '@vivasalud/ui/header';
import { AccountMenu } from '@vivasalud/ui/header/account-menu';
import { usePathname } from 'next/navigation';
import { menuItems } from './headerMenu';
import type { SiteHeaderProps } from './SiteHeader';

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
