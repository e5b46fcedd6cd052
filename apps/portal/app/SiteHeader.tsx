'use client';

import { useLogout, useSession } from '@vivasalud/auth/react';
import { Header } from '@vivasalud/ui/header';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { loginHref } from '@/lib/auth/paths';

/** The header bound to the session: greeting, crown for pro members, logout (spec §2, §6). */
export function SiteHeader() {
  const pathname = usePathname() ?? '/';
  const { user, isPro } = useSession();
  const { logout, loading: logoutLoading } = useLogout();

  return (
    <Header
      user={user ? { name: user.name } : null}
      isPro={isPro}
      onLogout={() => void logout()}
      logoutLoading={logoutLoading}
      loginHref={loginHref(pathname)}
      linkComponent={NextLink}
      currentPath={pathname}
      variant={pathname === '/' ? 'floating' : 'static'}
    />
  );
}
