'use client';

// No Radix here: the header is on every page, Radix NavigationMenu (DesktopNavMenu) is a chunk of
// its own (issue #18). Small screens, where this navigation is not shown, never fetch it.
import {
  createElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { ChevronDownIcon } from '../icons/chevron-down';
import type { DesktopNavMenuProps } from './DesktopNavMenu';
import { MenuLink, type HeaderLinkComponent } from './MenuLink';
import { HEADER_MOBILE_BREAKPOINT_PX } from './MobileMenu';
import { hasChildren, isCurrentPage, isCurrentPath, itemValue, type MenuItem } from './menuItems';
import { onDemand } from './onDemand';
import styles from './Header.module.css';

export interface DesktopNavProps {
  items: readonly MenuItem[];
  linkComponent: HeaderLinkComponent;
  onExternalLink?: ((url: string) => void) | undefined;
  currentPath?: string | undefined;
}

type MenuComponent = ComponentType<DesktopNavMenuProps>;

/** Radix NavigationMenu's part of the navigation, the same for every header of the page. */
const desktopNavMenu = onDemand<MenuComponent>(() =>
  import('./DesktopNavMenu').then((module) => module.DesktopNavMenu),
);

/** Fetches the Radix navigation ahead (stories, tests); every `DesktopNav` switches to it. */
export const loadDesktopNavMenu = desktopNavMenu.load;

function requestMenu() {
  loadDesktopNavMenu().catch(() => undefined);
}

/** Latest moment to fetch the menu after the `load` event on a wide screen, however busy. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * On a screen where the navigation shows (900 px and up): fetches the menu once the page has
 * loaded and the main thread is idle, or when the screen grows past 900 px. A small screen never
 * fetches it.
 */
function useMenuWhenWide() {
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(`(min-width: ${HEADER_MOBILE_BREAKPOINT_PX}px)`);
    let cancelIdle = () => {};
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(requestMenu, { timeout: IDLE_TIMEOUT_MS });
        cancelIdle = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(requestMenu, 1);
        cancelIdle = () => window.clearTimeout(id);
      }
    };
    const onLoad = () => {
      if (wide.matches) whenIdle();
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    const onChange = () => {
      if (wide.matches) requestMenu();
    };
    wide.addEventListener('change', onChange);
    return () => {
      cancelIdle();
      window.removeEventListener('load', onLoad);
      wide.removeEventListener('change', onChange);
    };
  }, []);
}

/** The buttons and links of the navigation, in page order (the same in both renders). */
const focusables = (nav: HTMLElement | null) =>
  nav ? Array.from(nav.querySelectorAll<HTMLElement>('button, a[href]')) : [];

/**
 * The main navigation from 900 px up (spec §2; `DesktopNavMenu`, on Radix NavigationMenu). Its
 * first render is the same HTML without Radix: the links work (an external one asks
 * `onExternalLink`), the submenus are closed and `hidden`. The Radix menu replaces it once it is
 * fetched — at the first idle moment after `load` on a wide screen, or as soon as a pointer, a
 * finger or focus reaches the navigation — and takes over what happened meanwhile: focus stays
 * on the same button or link, a submenu whose button was pressed opens, and a mouse resting on a
 * button opens its submenu after the usual delay.
 */
export function DesktopNav(props: DesktopNavProps) {
  const { items, linkComponent, onExternalLink, currentPath } = props;
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);
  // Asked for before the menu was there: the submenu to open, and the button the mouse rests on.
  const [pending, setPending] = useState('');
  const hovered = useRef('');
  // What had focus in the navigation when the Radix menu replaced it (its index in page order).
  const focused = useRef(-1);
  const subscribeHere = useCallback(
    (notify: () => void) =>
      desktopNavMenu.subscribe(() => {
        // Before React replaces the elements: note which one has focus.
        focused.current = focusables(navRef.current).indexOf(document.activeElement as HTMLElement);
        notify();
      }),
    [],
  );
  // The first render (the server's HTML, hydration) is always the one without Radix.
  const loaded = useSyncExternalStore(
    subscribeHere,
    () => desktopNavMenu.current() !== null,
    () => false,
  );
  useMenuWhenWide();

  useLayoutEffect(() => {
    if (!loaded) return;
    const elements = focusables(navRef.current);
    elements[focused.current]?.focus();
    focused.current = -1;
    const resting = hovered.current;
    hovered.current = '';
    if (resting && resting !== pending) {
      const button = navRef.current?.querySelector(`[data-item="${resting}"] > button`);
      // Radix opens a submenu on the mouse's movement over its button: the pointer did not move,
      // it is still there.
      if (button && typeof PointerEvent === 'function') {
        button.dispatchEvent(
          new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }),
        );
      }
    }
    // Only when the menu arrives: `pending` is its initial state, read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  if (loaded) {
    return <LoadedMenu {...props} initialValue={pending} navRef={navRef} />;
  }

  const onPointerOver = (item: string) => ({
    onPointerEnter: (event: ReactPointerEvent) => {
      if (event.pointerType === 'mouse') hovered.current = item;
    },
    onPointerLeave: () => {
      if (hovered.current === item) hovered.current = '';
    },
  });

  return (
    // Radix's attributes and wrapper `div`, so that nothing moves when it takes over.
    <nav
      ref={navRef}
      aria-label="Menú principal"
      data-orientation="horizontal"
      dir="ltr"
      className={styles.Nav}
      onPointerEnter={requestMenu}
      onPointerDown={requestMenu}
      onTouchStart={requestMenu}
      onFocus={requestMenu}
    >
      <div style={{ position: 'relative' }}>
        <ul data-orientation="horizontal" className={styles.NavList} dir="ltr">
          {items.map((item, index) => {
            const key = `${item.title}-${index}`;
            if (!hasChildren(item)) {
              return (
                <li key={key} className={styles.NavItem}>
                  <StaticLink
                    item={item}
                    className={styles.NavLink}
                    linkComponent={linkComponent}
                    onExternalLink={onExternalLink}
                    currentPath={currentPath}
                  />
                </li>
              );
            }
            const itemKey = itemValue(index);
            const triggerId = `${baseId}-trigger-${index}`;
            const submenuId = `${baseId}-submenu-${index}`;
            return (
              <li key={key} data-item={itemKey} className={styles.NavItem}>
                <button
                  id={triggerId}
                  type="button"
                  data-state="closed"
                  aria-expanded="false"
                  aria-controls={submenuId}
                  className={styles.NavTrigger}
                  onClick={() => {
                    // Opens (or, pressed again, does not) once the menu is there.
                    setPending((asked) => (asked === itemKey ? '' : itemKey));
                    requestMenu();
                  }}
                  {...onPointerOver(itemKey)}
                >
                  {item.title}
                  <ChevronDownIcon className={styles.Chevron} size={16} />
                </button>
                <div id={submenuId} className={styles.Submenu} data-state="closed" hidden>
                  <ul className={styles.SubmenuList} aria-labelledby={triggerId}>
                    {item.children.map((child, childIndex) => (
                      <li key={`${child.title}-${childIndex}`}>
                        <StaticLink
                          item={child}
                          className={styles.SubmenuLink}
                          linkComponent={linkComponent}
                          onExternalLink={onExternalLink}
                          currentPath={currentPath}
                        />
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}

/** The Radix menu, once `loadDesktopNavMenu` has it. */
function LoadedMenu(props: DesktopNavMenuProps) {
  // The module's own component, the same on every render (not one made here).
  const Menu = desktopNavMenu.current();
  return Menu ? createElement(Menu, props) : null;
}

function StaticLink({
  item,
  className,
  currentPath,
  ...props
}: Pick<DesktopNavProps, 'linkComponent' | 'onExternalLink' | 'currentPath'> & {
  item: MenuItem;
  className: string | undefined;
}) {
  const active = isCurrentPath(item.url, currentPath);
  return (
    <MenuLink
      {...props}
      item={item}
      className={className}
      data-active={active ? '' : undefined}
      aria-current={active ? 'page' : undefined}
      here={isCurrentPage(item.url, currentPath)}
    />
  );
}
