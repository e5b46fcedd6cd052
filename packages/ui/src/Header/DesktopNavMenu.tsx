'use client';

import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { ChevronDownIcon } from '../icons/chevron-down';
import { MenuLink, isModifiedClick } from './MenuLink';
import type { DesktopNavProps } from './DesktopNav';
import {
  NAVIGATION_MENU_TIMINGS,
  hasChildren,
  isCurrentPage,
  isCurrentPath,
  itemValue,
  type MenuItem,
} from './menuItems';
import styles from './Header.module.css';

/**
 * A click this soon after the pointer opened a submenu keeps it open: the person was already
 * clicking to open it (Base UI's "patient click"; Radix's own toggle closed it again,
 * radix-ui/primitives#1630). It matters most going from one open submenu to the next: the
 * pointer opens the next at once (skip delay) just before the click lands.
 */
const PATIENT_CLICK_MS = 500;

/**
 * Which submenu is open (Radix's `value`: `''` for none), held here so that the wrapper can add
 * what Radix NavigationMenu 1.4.1 leaves out:
 * - the patient click (above): the click is kept from Radix's toggle;
 * - a button clicked while Radix's open timer ran (the pointer had just come onto it): the
 *   timer's late "open" is refused, so a click or Escape that closed it is not undone (Radix,
 *   which took it as opened, then lets the next submenu the pointer reaches open at once);
 * - `close()`, for a press outside, which Radix handles only once its layer has mounted (a tick
 *   later) and, for a finger, only on the click that follows; and for a link beside the submenus.
 */
function useOpenSubmenu(initialValue: string) {
  const [value, setValue] = useState(initialValue);
  // Set by a button's click for the change Radix makes next (at once, in the same handler), so
  // that onValueChange tells a click from the pointer.
  const clicking = useRef(false);
  // The submenu the pointer opened less than PATIENT_CLICK_MS ago ('' for none).
  const hoverOpened = useRef('');
  const patientTimer = useRef(0);
  // Buttons clicked since the pointer last came onto them.
  const clickedSinceEnter = useRef(new Set<string>());

  useEffect(() => () => window.clearTimeout(patientTimer.current), []);

  const onValueChange = useCallback((next: string) => {
    const byClick = clicking.current;
    clicking.current = false;
    window.clearTimeout(patientTimer.current);
    hoverOpened.current = '';
    if (next && !byClick) {
      // The pointer opens it: after the open delay, or at once within the skip delay.
      if (clickedSinceEnter.current.has(next)) return;
      hoverOpened.current = next;
      patientTimer.current = window.setTimeout(() => {
        hoverOpened.current = '';
      }, PATIENT_CLICK_MS);
    }
    setValue(next);
  }, []);

  /** Handlers for the button of submenu `item`; each runs before Radix's own. */
  const triggerHandlers = (item: string) => ({
    onPointerEnter: () => {
      clickedSinceEnter.current.delete(item);
    },
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      clickedSinceEnter.current.add(item);
      if (value === item && hoverOpened.current === item) {
        event.preventDefault(); // Radix's toggle is skipped: it stays open
        window.clearTimeout(patientTimer.current);
        hoverOpened.current = '';
        return;
      }
      clicking.current = true;
    },
  });

  const close = useCallback(() => onValueChange(''), [onValueChange]);

  return { value, onValueChange, close, triggerHandlers };
}

/**
 * Radix puts an empty focus proxy after an open button: a `tabindex="0"` span, marked
 * `aria-hidden`, that passes focus on into the submenu. A focusable element hidden from assistive
 * technology fails WCAG 4.1.2 (axe `aria-hidden-focus`), so once it is rendered `aria-hidden` goes
 * (as Reka UI, Radix's Vue port, did upstream). It holds nothing and hands focus on at once.
 */
function useExposedFocusProxies(nav: RefObject<HTMLElement | null>, open: string) {
  useLayoutEffect(() => {
    if (!open) return;
    nav.current
      ?.querySelectorAll('[aria-hidden="true"][tabindex="0"]')
      .forEach((proxy) => proxy.removeAttribute('aria-hidden'));
  }, [nav, open]);
}

/**
 * Alt+ArrowLeft is the browser's "back", and so on: with a modifier, the arrows, Home and End
 * stay the browser's. Radix would move focus and cancel them, so they do not reach it.
 */
function leaveModifiedKeysAlone(event: KeyboardEvent) {
  const modified = event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;
  if (modified && /^(Arrow(Left|Right|Up|Down)|Home|End)$/.test(event.key)) event.stopPropagation();
}

export interface DesktopNavMenuProps extends DesktopNavProps {
  /** The submenu open when it mounts (`item-{index}`): one asked for before it was loaded. */
  initialValue?: string;
  /** The `<nav>` element, for `DesktopNav` (focus kept when this replaces the first render). */
  navRef: RefObject<HTMLElement | null>;
}

/**
 * The main navigation from 900 px up, on Radix NavigationMenu: an item with children is a button
 * that shows or hides its list of links (no `menu` roles: a disclosure navigation); the others
 * are links. Radix keeps spec §9's timings — the pointer opens a submenu after 200 ms
 * (`delayDuration`), at once within 300 ms of another closing (`skipDelayDuration`), and it closes
 * 150 ms after the pointer leaves its button and submenu (Radix's fixed close timer) — and the
 * keyboard: arrows, Home and End between the items, ArrowDown or Tab into an open submenu,
 * Escape closes and gives focus back. A click, Enter or Space toggles; a press outside, focus
 * leaving the menu or following a link closes. Closed submenus are in the HTML, `hidden`: Radix
 * mounts a submenu only while open, so a closed one is rendered here with the same id.
 */
export function DesktopNavMenu({
  items,
  linkComponent,
  onExternalLink,
  currentPath,
  initialValue = '',
  navRef,
}: DesktopNavMenuProps) {
  const baseId = useId();
  const { value, onValueChange, close, triggerHandlers } = useOpenSubmenu(initialValue);
  useExposedFocusProxies(navRef, value);
  // A modified click (new tab or window) on a link leaves its submenu open.
  const modifiedClick = useRef(false);

  const triggerId = (index: number) => `${baseId}-trigger-${index}`;
  const submenuId = (index: number) => `${baseId}-submenu-${index}`;

  // A press outside the open item (its button and submenu), mouse or finger, closes it at once.
  useEffect(() => {
    if (!value) return;
    const item = navRef.current?.querySelector(`[data-item="${value}"]`);
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (event.target instanceof Node && item?.contains(event.target)) return;
      close();
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [value, close, navRef]);

  const renderLink = (item: MenuItem, className: string | undefined, inSubmenu: boolean) =>
    // The page shown: text, outside Radix's links (nothing to follow, nothing to focus).
    isCurrentPage(item.url, currentPath) ? (
      <MenuLink item={item} linkComponent={linkComponent} className={className} here />
    ) : (
      <NavigationMenu.Link
        asChild
        active={isCurrentPath(item.url, currentPath)}
        onSelect={(event) => {
          if (modifiedClick.current) event.preventDefault();
        }}
      >
        <MenuLink
          item={item}
          linkComponent={linkComponent}
          onExternalLink={onExternalLink}
          className={className}
          onClick={(event) => {
            modifiedClick.current = isModifiedClick(event);
            // Radix closes the submenu a link is in; a link beside them closes the open one too.
            if (!inSubmenu && !modifiedClick.current && value) close();
          }}
        />
      </NavigationMenu.Link>
    );

  const renderLinks = (item: MenuItem & { children: MenuItem[] }, index: number) => (
    <ul className={styles.SubmenuList} aria-labelledby={triggerId(index)}>
      {item.children.map((child, childIndex) => (
        <li key={`${child.title}-${childIndex}`}>{renderLink(child, styles.SubmenuLink, true)}</li>
      ))}
    </ul>
  );

  return (
    <NavigationMenu.Root
      ref={navRef}
      aria-label="Menú principal"
      className={styles.Nav}
      value={value}
      onValueChange={onValueChange}
      delayDuration={NAVIGATION_MENU_TIMINGS.openDelayMs}
      skipDelayDuration={NAVIGATION_MENU_TIMINGS.skipDelayMs}
      // closeDelayMs: Radix 1.4.1 has no prop for it; its close timer is 150 ms.
      onKeyDownCapture={leaveModifiedKeysAlone}
    >
      <NavigationMenu.List className={styles.NavList}>
        {items.map((item, index) => {
          const key = `${item.title}-${index}`;
          if (!hasChildren(item)) {
            return (
              <NavigationMenu.Item key={key} className={styles.NavItem}>
                {renderLink(item, styles.NavLink, false)}
              </NavigationMenu.Item>
            );
          }
          const itemKey = itemValue(index);
          return (
            <NavigationMenu.Item
              key={key}
              value={itemKey}
              data-item={itemKey}
              className={styles.NavItem}
            >
              <NavigationMenu.Trigger
                id={triggerId(index)}
                aria-controls={submenuId(index)}
                className={styles.NavTrigger}
                {...triggerHandlers(itemKey)}
              >
                {item.title}
                <ChevronDownIcon className={styles.Chevron} size={16} />
              </NavigationMenu.Trigger>
              {value === itemKey ? (
                <NavigationMenu.Content
                  id={submenuId(index)}
                  // Radix names it after its own id for the button; the list inside is named.
                  aria-labelledby={undefined}
                  className={styles.Submenu}
                >
                  {renderLinks(item, index)}
                </NavigationMenu.Content>
              ) : (
                <div id={submenuId(index)} className={styles.Submenu} data-state="closed" hidden>
                  {renderLinks(item, index)}
                </div>
              )}
            </NavigationMenu.Item>
          );
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
