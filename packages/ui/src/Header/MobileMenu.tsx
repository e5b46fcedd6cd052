'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { ProBadge, greeting, type HeaderUser } from './AccountMenu';
import { MenuLink, type HeaderLinkComponent } from './MenuLink';
import { hasChildren, isCurrentPath, type MenuItem } from './menuItems';
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

interface MobileMenuProps {
  items: readonly MenuItem[];
  user: HeaderUser | null;
  isPro: boolean;
  onLogout?: (() => void) | undefined;
  logoutLoading: boolean;
  loginHref: string;
  homeHref: string;
  logo: ReactNode;
  linkComponent: HeaderLinkComponent;
  onExternalLink?: ((url: string) => void) | undefined;
  currentPath?: string | undefined;
}

/**
 * Under 900 px: the hamburger and its full-screen overlay, a modal dialog (Radix Dialog: focus
 * kept inside, Escape closes, focus returns to the hamburger) with the same items, the greeting
 * and logout.
 */
export function MobileMenu({
  items,
  user,
  isPro,
  onLogout,
  logoutLoading,
  loginHref,
  homeHref,
  logo,
  linkComponent: LinkComponent,
  onExternalLink,
  currentPath,
}: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const groupIdPrefix = useId();
  useBodyScrollLock(open);
  useCloseAtDesktopWidth(open, setOpen);
  const close = () => setOpen(false);

  const renderLink = (item: MenuItem) => (
    <MenuLink
      item={item}
      linkComponent={LinkComponent}
      onExternalLink={onExternalLink}
      className={styles.MobileLink}
      aria-current={isCurrentPath(item.url, currentPath) ? 'page' : undefined}
      onClick={close}
    />
  );

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={styles.MenuButton}
        aria-label={open ? 'Cerrar menú' : 'Abrir menú'}
      >
        <Menu aria-hidden="true" focusable="false" size={24} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          className={styles.MobileMenu}
          aria-describedby={undefined}
          aria-modal="true"
        >
          <div className={styles.MobileBar}>
            <LinkComponent href={homeHref} className={styles.Logo} onClick={close}>
              {logo}
            </LinkComponent>
            <Dialog.Close className={styles.MenuButton} aria-label="Cerrar menú">
              <X aria-hidden="true" focusable="false" size={24} />
            </Dialog.Close>
          </div>
          <Dialog.Title className={styles.VisuallyHidden}>Menú</Dialog.Title>
          {user && (
            <p className={styles.MobileGreeting}>
              {greeting(user)}
              {isPro && <ProBadge />}
            </p>
          )}
          <nav aria-label="Menú principal" className={styles.MobileNav}>
            <ul className={styles.MobileList}>
              {items.map((item, index) => {
                const key = `${item.title}-${index}`;
                if (!hasChildren(item)) return <li key={key}>{renderLink(item)}</li>;
                const groupId = `${groupIdPrefix}-${index}`;
                return (
                  <li key={key} className={styles.MobileGroup}>
                    <span id={groupId} className={styles.MobileGroupTitle}>
                      {item.title}
                    </span>
                    <ul aria-labelledby={groupId} className={styles.MobileSublist}>
                      {item.children.map((child, childIndex) => (
                        <li key={`${child.title}-${childIndex}`}>{renderLink(child)}</li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className={styles.MobileAccount}>
            {user ? (
              <Button variant="outline" onClick={onLogout} loading={logoutLoading}>
                Cerrar sesión
              </Button>
            ) : (
              <Button asChild>
                <LinkComponent href={loginHref} onClick={close}>
                  Inicia sesión
                </LinkComponent>
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
