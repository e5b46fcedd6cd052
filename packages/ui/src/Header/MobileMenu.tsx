'use client';

// No Radix Dialog here: the hamburger is on every page, its overlay (MobileMenuOverlay) is a chunk
// of its own, fetched when a pointer or focus reaches the hamburger or on the first open (issue #6).
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { AccountLink, HeaderUser } from './AccountMenu';
import { MenuIcon } from '../icons/menu';
import type { HeaderLinkComponent } from './MenuLink';
import type { MenuItem } from './menuItems';
import type { MobileMenuOverlayProps } from './MobileMenuOverlay';
import styles from './Header.module.css';

/** The header's mobile breakpoint (spec §9): the hamburger shows under it. */
export const HEADER_MOBILE_BREAKPOINT_PX = 900;

/**
 * Locks page scrolling while the overlay is open (spec §2) with `overflow: hidden` on the body,
 * and puts back whatever the page had when it closes or unmounts.
 */
function useBodyScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [locked]);
}

/** A phone turned to landscape (or a resized window) past the breakpoint leaves no overlay behind. */
function useCloseAtDesktopWidth(open: boolean, setOpen: (open: boolean) => void) {
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(`(min-width: ${HEADER_MOBILE_BREAKPOINT_PX}px)`);
    const closeIfDesktop = () => {
      if (desktop.matches) setOpen(false);
    };
    desktop.addEventListener('change', closeIfDesktop);
    return () => desktop.removeEventListener('change', closeIfDesktop);
  }, [open, setOpen]);
}

const loadOverlay = () => import('./MobileMenuOverlay');

/** Starts fetching the overlay ahead of the first tap; a failure here is retried by the tap. */
function prefetchOverlay() {
  loadOverlay().catch(() => undefined);
}

type OverlayComponent = ComponentType<MobileMenuOverlayProps>;

/**
 * The overlay through `React.lazy`. If its chunk cannot be fetched (offline, or a newer deployment
 * replaced it), `onUnavailable` is called instead of throwing to the page's error boundary, and
 * the next tap tries again.
 */
function lazyOverlay(onUnavailable: () => void): OverlayComponent {
  return lazy<OverlayComponent>(() =>
    loadOverlay().then(
      (module) => ({ default: module.MobileMenuOverlay }),
      () => {
        onUnavailable();
        return { default: () => null };
      },
    ),
  );
}

export interface MobileMenuProps {
  items: readonly MenuItem[];
  user: HeaderUser | null;
  isPro: boolean;
  onLogout?: (() => void) | undefined;
  logoutLoading: boolean;
  /** The signed-in person's own pages, listed with the logout. */
  accountLinks?: readonly AccountLink[] | undefined;
  loginHref: string;
  homeHref: string;
  logo: ReactNode;
  linkComponent: HeaderLinkComponent;
  onExternalLink?: ((url: string) => void) | undefined;
  currentPath?: string | undefined;
}

/**
 * Under 900 px: the hamburger and its full-screen overlay, a modal dialog (focus kept inside,
 * Escape closes, focus returns to the hamburger) with the same items, the greeting and logout.
 * The overlay is loaded on the first open and then stays mounted.
 */
export function MobileMenu(props: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [LazyOverlay, setLazyOverlay] = useState<OverlayComponent | null>(null);
  const contentId = useId();
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  useBodyScrollLock(open);
  useCloseAtDesktopWidth(open, setOpen);

  const toggle = () => {
    setLazyOverlay(
      (current: OverlayComponent | null) =>
        current ??
        lazyOverlay(() => {
          setOpen(false);
          setLazyOverlay(null);
        }),
    );
    setOpen((wasOpen) => !wasOpen);
  };

  // The hamburger carries what Radix's Dialog.Trigger gave it (aria-haspopup, aria-expanded,
  // aria-controls while open, data-state).
  return (
    <>
      <button
        ref={hamburgerRef}
        type="button"
        className={styles.MenuButton}
        aria-label={open ? 'Cerrar menú' : 'Abrir menú'}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={toggle}
        onPointerEnter={prefetchOverlay}
        onFocus={prefetchOverlay}
        onTouchStart={prefetchOverlay}
      >
        <MenuIcon size={24} />
      </button>
      {LazyOverlay && (
        <Suspense fallback={null}>
          <LazyOverlay
            {...props}
            open={open}
            onOpenChange={setOpen}
            contentId={contentId}
            hamburgerRef={hamburgerRef}
          />
        </Suspense>
      )}
    </>
  );
}
