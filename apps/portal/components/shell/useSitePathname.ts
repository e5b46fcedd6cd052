import { usePathname } from 'next/navigation';
import { sitePathOf } from '@/lib/clientRoutes';

/**
 * `usePathname()` as the visitor's address has it (issue #33): a catalog's cached copy, which the
 * proxy serves at the catalog's address, is rendered on the server with the copy's path and
 * hydrated in the browser with the catalog's. What the common layout derives from the path (the
 * menu's current item, the sign-in's way back, the banners, the feedback widget) reads it here,
 * so that both give the same HTML (`sitePathOf`). `null` outside the App Router.
 */
export function useSitePathname(): string | null {
  const pathname = usePathname();
  return pathname === null ? null : sitePathOf(pathname);
}
