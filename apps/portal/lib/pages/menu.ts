import type { ContentSchema } from '@vivasalud/api-client/content';
import type { MenuItem } from '@vivasalud/ui/header';
import { hrefKind, safeHref } from './links';

/** An entry of `menu_items` in the navigation content (`GET /general/category-menu/`). */
export type NavigationMenuItem = ContentSchema<'MenuItem'>;

/**
 * The Header shows `icon` as an image: keep it only when it is an address (the content may hold
 * an icon name instead, which would be a broken image).
 */
function iconAddress(icon: string | null | undefined): string | undefined {
  const kind = hrefKind(icon);
  return kind === 'internal' || kind === 'web' ? icon!.trim() : undefined;
}

function toMenuItem(item: NavigationMenuItem): MenuItem | undefined {
  const title = item.title?.trim();
  if (!title) return undefined;
  const children = menuItemsOf(item.children ?? []);
  const url = safeHref(item.url);
  const icon = iconAddress(item.icon);
  const common = { title, ...(icon ? { icon } : {}) };
  // A parent opens its submenu; its own address (usually null) is not used.
  if (children.length > 0) return { ...common, url: url ?? '', children };
  if (!url) return undefined;
  return { ...common, url, ...(item.is_external ? { is_external: true } : {}) };
}

function menuItemsOf(items: readonly NavigationMenuItem[]): MenuItem[] {
  return items.flatMap((item) => toMenuItem(item) ?? []);
}

/**
 * The Header's menu from the navigation content: titles trimmed, a parent keeps the children
 * that can be shown, an entry without a title or a usable address (or a parent left without
 * children) is dropped, icons are kept only as image addresses. `undefined` when nothing is
 * left, so the caller falls back to the design system's menu.
 */
export function menuItemsFromNavigation(
  items: readonly NavigationMenuItem[] | null | undefined,
): MenuItem[] | undefined {
  const menu = menuItemsOf(items ?? []);
  return menu.length > 0 ? menu : undefined;
}
