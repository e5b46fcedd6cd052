'use client';

import {
  useEffect,
  useId,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { ChevronDownIcon } from '../icons/icons';
import { MenuLink, isModifiedClick, type HeaderLinkComponent } from './MenuLink';
import { NAVIGATION_MENU_TIMINGS, hasChildren, isCurrentPath, type MenuItem } from './menuItems';
import styles from './Header.module.css';

const { openDelayMs, skipDelayMs, closeDelayMs } = NAVIGATION_MENU_TIMINGS;

/**
 * A click this soon after the pointer opened a submenu keeps it open: the person was already
 * clicking to open it (Base UI's "patient click"; with Radix that click closed it again, radix-ui
 * /primitives#1630). It matters most going from one open submenu to the next: the pointer opens
 * the next at once (skip delay) just before the click lands.
 */
const PATIENT_CLICK_MS = 500;

/**
 * Which submenu is open (`null`: none) and the timers of spec §9, kept apart from React: the
 * handlers call these, `onChange` hands the open index to React state.
 */
function createSubmenuTimers(onChange: (index: number | null) => void) {
  let open: number | null = null;
  let openTimer = 0;
  let closeTimer = 0;
  let skipTimer = 0;
  let patientTimer = 0;
  // A submenu is open, or one closed less than skipDelayMs ago: the next opens without waiting.
  let skipDelay = false;
  // The pointer opened the open submenu less than PATIENT_CLICK_MS ago.
  let justHoverOpened = false;

  const clearPending = () => {
    window.clearTimeout(openTimer);
    window.clearTimeout(closeTimer);
  };

  /** Shows one submenu (or none) now, cancelling any pending hover open or close. */
  const show = (index: number | null) => {
    clearPending();
    if (open === index) return;
    open = index;
    onChange(index);
    justHoverOpened = false;
    window.clearTimeout(patientTimer);
    window.clearTimeout(skipTimer);
    if (index !== null) {
      skipDelay = true;
    } else {
      skipTimer = window.setTimeout(() => {
        skipDelay = false;
      }, skipDelayMs);
    }
  };

  const showByHover = (index: number) => {
    if (open === index) {
      clearPending();
      return;
    }
    show(index);
    justHoverOpened = true;
    patientTimer = window.setTimeout(() => {
      justHoverOpened = false;
    }, PATIENT_CLICK_MS);
  };

  return {
    show,
    /** A click, Enter or Space on the item's button. */
    toggle: (index: number) => {
      if (open === index && justHoverOpened) {
        clearPending();
        justHoverOpened = false;
        return;
      }
      show(open === index ? null : index);
    },
    /** The pointer came onto an item: open it after the open delay, at once within the skip delay. */
    hoverStart: (index: number) => {
      window.clearTimeout(openTimer);
      if (skipDelay) showByHover(index);
      else openTimer = window.setTimeout(() => showByHover(index), openDelayMs);
    },
    /** The pointer left an item (its button and its submenu): close after the close delay. */
    hoverEnd: () => {
      clearPending();
      if (open !== null) closeTimer = window.setTimeout(() => show(null), closeDelayMs);
    },
    dispose: () => {
      clearPending();
      window.clearTimeout(skipTimer);
      window.clearTimeout(patientTimer);
    },
  };
}

/**
 * Arrow keys move between the top-level items, or between the links of a submenu (its list);
 * Home and End go to the first and last; ArrowDown on an open button enters its submenu. Tab
 * follows the page order as usual.
 */
function moveFocus(event: KeyboardEvent<HTMLElement>, submenu: HTMLElement | null) {
  const { key, currentTarget } = event;
  if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(key)) return;
  // Alt+ArrowLeft is the browser's "back", and so on: leave modified keys alone.
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  event.preventDefault();
  if (key === 'ArrowDown' && submenu && !submenu.hidden) {
    submenu.querySelector<HTMLElement>('a[href]')?.focus();
    return;
  }
  const list = currentTarget.parentElement?.parentElement;
  if (!list) return;
  const group = Array.from(list.children, (item) => item.firstElementChild as HTMLElement | null);
  const index = group.indexOf(currentTarget);
  const targets: Record<string, HTMLElement | null | undefined> = {
    Home: group[0],
    End: group[group.length - 1],
    ArrowLeft: group[index - 1],
    ArrowUp: group[index - 1],
    ArrowRight: group[index + 1],
    ArrowDown: group[index + 1],
  };
  targets[key]?.focus();
}

const triggerId = (baseId: string, index: number) => `${baseId}-trigger-${index}`;
const submenuId = (baseId: string, index: number) => `${baseId}-submenu-${index}`;

export interface DesktopNavProps {
  items: readonly MenuItem[];
  linkComponent: HeaderLinkComponent;
  onExternalLink?: ((url: string) => void) | undefined;
  currentPath?: string | undefined;
}

/**
 * The main navigation from 900 px up: a WAI-ARIA disclosure navigation. An item with children is
 * a button that shows or hides its list of links; the others are links. Hover opens after 200 ms
 * (at once if another submenu was open under 300 ms ago) and closes 150 ms after the pointer
 * leaves (spec §9); a click, Enter or Space toggles; Escape, a click outside, focus leaving the
 * menu or following a link closes. Closed submenus are in the HTML, `hidden`.
 */
export function DesktopNav({ items, linkComponent, onExternalLink, currentPath }: DesktopNavProps) {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [submenus] = useState(() => createSubmenuTimers(setOpenIndex));
  useEffect(() => submenus.dispose, [submenus]);

  // Escape and a click or touch outside the open item (its button and submenu) close it.
  useEffect(() => {
    if (openIndex === null) return;
    const trigger = document.getElementById(triggerId(baseId, openIndex));
    const item = trigger?.parentElement;
    const closeOnOutsidePointer = (event: globalThis.PointerEvent) => {
      if (event.target instanceof Node && item?.contains(event.target)) return;
      submenus.show(null);
    };
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusWasInItem = item?.contains(document.activeElement);
      submenus.show(null);
      if (focusWasInItem) trigger?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [openIndex, baseId, submenus]);

  /** Following a link closes the submenu; focus, if it was in there, goes back to its button. */
  const closeOnFollow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event) || openIndex === null) return;
    const submenu = document.getElementById(submenuId(baseId, openIndex));
    const focusWasInSubmenu = submenu?.contains(document.activeElement);
    submenus.show(null);
    if (focusWasInSubmenu) document.getElementById(triggerId(baseId, openIndex))?.focus();
  };

  const closeOnFocusLeaving = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (openIndex === null || !(next instanceof Node)) return;
    if (!event.currentTarget.contains(next)) submenus.show(null);
  };

  const whenMouse =
    (handler: () => void) =>
    ({ pointerType }: PointerEvent) => {
      if (pointerType === 'mouse') handler();
    };

  const renderLink = (item: MenuItem, className: string | undefined) => (
    <MenuLink
      item={item}
      linkComponent={linkComponent}
      onExternalLink={onExternalLink}
      className={className}
      aria-current={isCurrentPath(item.url, currentPath) ? 'page' : undefined}
      onClick={closeOnFollow}
      onKeyDown={(event) => moveFocus(event, null)}
    />
  );

  return (
    <nav aria-label="Menú principal" className={styles.Nav} onBlur={closeOnFocusLeaving}>
      <ul className={styles.NavList}>
        {items.map((item, index) => {
          const key = `${item.title}-${index}`;
          if (!hasChildren(item)) {
            return (
              <li key={key} className={styles.NavItem}>
                {renderLink(item, styles.NavLink)}
              </li>
            );
          }
          const open = openIndex === index;
          const state = open ? 'open' : 'closed';
          return (
            <li
              key={key}
              className={styles.NavItem}
              onPointerEnter={whenMouse(() => submenus.hoverStart(index))}
              onPointerLeave={whenMouse(submenus.hoverEnd)}
            >
              <button
                type="button"
                id={triggerId(baseId, index)}
                className={styles.NavTrigger}
                aria-expanded={open}
                aria-controls={submenuId(baseId, index)}
                data-state={state}
                onClick={() => submenus.toggle(index)}
                onKeyDown={(event) =>
                  moveFocus(event, document.getElementById(submenuId(baseId, index)))
                }
              >
                {item.title}
                <ChevronDownIcon className={styles.Chevron} size={16} />
              </button>
              <div
                id={submenuId(baseId, index)}
                className={styles.Submenu}
                data-state={state}
                hidden={!open}
              >
                <ul className={styles.SubmenuList} aria-labelledby={triggerId(baseId, index)}>
                  {item.children.map((child, childIndex) => (
                    <li key={`${child.title}-${childIndex}`}>
                      {renderLink(child, styles.SubmenuLink)}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
