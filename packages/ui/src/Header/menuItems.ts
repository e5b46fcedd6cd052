/**
 * One entry of the main navigation, shaped like `menu_items` of the navigation content (spec §3):
 * the apps can pass the content API's items as they come.
 */
export interface MenuItem {
  title: string;
  /** Address of a small decorative image shown before the title (optional). */
  icon?: string | null;
  /** Destination; ignored for an item with children (its title opens the submenu). */
  url: string;
  /** Leaves the portal: opened in a new tab, after the external-link confirmation. */
  is_external?: boolean;
  children?: MenuItem[];
}

/**
 * The navigation menu's timings (spec §9): a resting pointer opens a submenu after `openDelayMs`;
 * within `skipDelayMs` of a submenu closing, the next opens at once; it closes `closeDelayMs`
 * after the pointer leaves its button and submenu. The desktop navigation (`DesktopNav`) hands
 * the first two to Radix NavigationMenu (`delayDuration`, `skipDelayDuration`); the third is
 * Radix's own fixed close timer, which has no prop (Header.test.tsx checks all three).
 */
export const NAVIGATION_MENU_TIMINGS = {
  openDelayMs: 200,
  skipDelayMs: 300,
  closeDelayMs: 150,
} as const;

/** The desktop navigation's name for the submenu of item `index` (Radix NavigationMenu's `value`). */
export const itemValue = (index: number) => `item-${index}`;

/** Only pro members see telemedicine (spec §2, §6). */
const PRO_ONLY_URLS = ['/telemedicina'];
/** Everyone else sees health programs in its place. */
const NON_PRO_ONLY_URLS = ['/programas-de-salud'];

/**
 * The menu of spec §2. It holds both Telemedicina and Programas de salud: `selectMenuItems`
 * keeps the one that matches the visitor.
 */
export const DEFAULT_MENU_ITEMS: readonly MenuItem[] = [
  {
    title: 'Clases y recursos',
    url: '',
    children: [
      { title: 'Clases en línea', url: '/clases-en-vivo' },
      { title: 'Clases grabadas', url: '/clases-grabadas' },
      { title: 'Guías y consejos', url: '/guias-y-consejos' },
    ],
  },
  { title: 'Experiencias presenciales', url: '/experiencias-presenciales' },
  { title: 'Sesiones con expertos', url: '/sesiones-con-expertos' },
  { title: 'Telemedicina', url: '/telemedicina' },
  { title: 'Programas de salud', url: '/programas-de-salud' },
];

/** `/Telemedicina/?x#y` → `/telemedicina`, so content-managed addresses compare reliably. */
function normalizePath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.toLowerCase();
}

function isShownTo(item: MenuItem, isPro: boolean): boolean {
  const path = normalizePath(item.url);
  if (PRO_ONLY_URLS.includes(path)) return isPro;
  if (NON_PRO_ONLY_URLS.includes(path)) return !isPro;
  return true;
}

/**
 * The items a visitor sees: Telemedicina for pro members, Programas de salud for everyone else
 * (spec §2); every other item, and the order, stay as given. Submenus are filtered the same way.
 */
export function selectMenuItems(items: readonly MenuItem[], isPro: boolean): MenuItem[] {
  return items
    .filter((item) => isShownTo(item, isPro))
    .map((item) =>
      item.children ? { ...item, children: selectMenuItems(item.children, isPro) } : item,
    );
}

/** An item with a submenu is a button that opens it, not a link. */
export function hasChildren(item: MenuItem): item is MenuItem & { children: MenuItem[] } {
  return Array.isArray(item.children) && item.children.length > 0;
}

/** The query string of an address (`?a=1`), without its `#fragment`; `''` for none. */
function queryOf(url: string): string {
  const query = url.split('#', 1)[0]?.split('?')[1] ?? '';
  return query ? `?${query}` : '';
}

/**
 * The item of the page being shown, or of the area it is in: `aria-current="page"`. The path is
 * compared without a trailing slash, the case, the query string or the fragment.
 */
export function isCurrentPath(url: string, currentPath: string | undefined): boolean {
  if (!currentPath || !url) return false;
  return normalizePath(url) === normalizePath(currentPath);
}

/**
 * The address IS the page shown (issue #25: no link leads to the page it is on): the same path
 * (as `isCurrentPath`) and the same query string. Such an item is rendered as text, not as a
 * link. `/clases-en-vivo` seen from `/clases-en-vivo?pagina=2` is current (`aria-current`) but
 * another page: it stays a link. An external address (another origin) never is.
 */
export function isCurrentPage(url: string, currentPath: string | undefined): boolean {
  if (!currentPath || !url || !url.startsWith('/') || url.startsWith('//')) return false;
  return isCurrentPath(url, currentPath) && queryOf(url) === queryOf(currentPath);
}
