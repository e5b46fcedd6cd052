import { contentClient, readOptional } from '@/lib/content';
import { menuItemsFromNavigation } from '@/lib/pages/menu';
import { SiteHeader } from './SiteHeader';

/**
 * The header with its menu from the navigation content (`GET /general/category-menu/`, spec §2).
 * When the call fails, or leaves nothing to show, the header keeps the design system's menu
 * (`DEFAULT_MENU_ITEMS`): the navigation never disappears with the service.
 */
export async function SiteNavigation() {
  // Rendered with the page: cached with it (ISR) and its answer kept by Next's data cache.
  const navigation = await readOptional('general/category-menu', () =>
    contentClient().GET('/general/category-menu/'),
  );
  const menuItems = menuItemsFromNavigation(navigation?.menu_items);
  return <SiteHeader {...(menuItems ? { menuItems } : {})} />;
}
