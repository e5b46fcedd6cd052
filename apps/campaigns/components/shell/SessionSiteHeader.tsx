'use client';

import { useLogout, useSession } from '@vivasalud/auth/react';
import { AccountMenu } from '@vivasalud/ui/header/account-menu';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';

/**
 * The header of the per-request pages (sign-up, participation), under the page's session, which
 * the server read: «Hola, {name}» with «Cerrar sesión» (this site's session ends, and the portal
 * sign-in it came from: issue #26; the page's
 * machine then goes to the campaigns home), or «Inicia sesión» back to this page — in the
 * server's HTML, so nothing changes once the page's JavaScript runs.
 */
export function SessionSiteHeader({ portal }: SiteHeaderProps) {
  const { user } = useSession();
  const { logout, loading } = useLogout();
  return (
    <SiteHeader
      portal={portal}
      user={user ? { name: user.name } : null}
      onLogout={() => void logout()}
      logoutLoading={loading}
      accountMenu={AccountMenu}
    />
  );
}
