'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useId, type RefObject } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Button } from '../Button';
import { AccountLinks, ProBadge, greeting } from './AccountMenu';
import { CloseIcon } from '../icons/close';
import { MenuLink } from './MenuLink';
import type { MobileMenuProps } from './MobileMenu';
import { hasChildren, isCurrentPage, isCurrentPath, type MenuItem } from './menuItems';
import styles from './Header.module.css';

export interface MobileMenuOverlayProps extends MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id the hamburger's `aria-controls` names. */
  contentId: string;
  /** The hamburger, where focus goes back on close. */
  hamburgerRef: RefObject<HTMLElement | null>;
}

/**
 * The mobile menu's full-screen overlay, a modal dialog (Radix Dialog: focus kept inside, Escape
 * closes) with the same items, the greeting and logout. `MobileMenu` loads it on the first open.
 */
export function MobileMenuOverlay({
  open,
  onOpenChange,
  contentId,
  hamburgerRef,
  items,
  user,
  isPro,
  onLogout,
  logoutLoading,
  accountLinks = [],
  loginHref,
  homeHref,
  logo,
  linkComponent: LinkComponent,
  onExternalLink,
  currentPath,
}: MobileMenuOverlayProps) {
  const groupIdPrefix = useId();
  const close = () => onOpenChange(false);

  const renderLink = (item: MenuItem) => (
    <MenuLink
      item={item}
      linkComponent={LinkComponent}
      onExternalLink={onExternalLink}
      className={styles.MobileLink}
      aria-current={isCurrentPath(item.url, currentPath) ? 'page' : undefined}
      here={isCurrentPage(item.url, currentPath)}
      onClick={close}
    />
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          id={contentId}
          className={styles.MobileMenu}
          aria-describedby={undefined}
          aria-modal="true"
          onCloseAutoFocus={(event) => {
            // The hamburger is not a Dialog.Trigger (it renders without Radix), so Radix would
            // leave focus on the body: give it back to the hamburger, as a trigger would.
            event.preventDefault();
            hamburgerRef.current?.focus();
          }}
        >
          <div className={styles.MobileBar}>
            {isCurrentPage(homeHref, currentPath) ? (
              <span className={styles.Logo} aria-current="page">
                {logo}
              </span>
            ) : (
              <LinkComponent href={homeHref} className={styles.Logo} onClick={close}>
                {logo}
              </LinkComponent>
            )}
            <Dialog.Close className={styles.MenuButton} aria-label="Cerrar menú">
              <CloseIcon size={24} />
            </Dialog.Close>
          </div>
          <VisuallyHidden asChild>
            <Dialog.Title>Menú</Dialog.Title>
          </VisuallyHidden>
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
              <>
                <AccountLinks
                  links={accountLinks}
                  linkComponent={LinkComponent}
                  currentPath={currentPath}
                  className={styles.MobileLink}
                  listClassName={styles.MobileAccountLinks}
                  onClick={close}
                />
                <Button variant="outline" onClick={onLogout} loading={logoutLoading}>
                  Cerrar sesión
                </Button>
              </>
            ) : (
              <Button asChild>
                {isCurrentPage(loginHref, currentPath) ? (
                  <span className={styles.CurrentLogin} aria-current="page">
                    Inicia sesión
                  </span>
                ) : (
                  <LinkComponent href={loginHref} onClick={close}>
                    Inicia sesión
                  </LinkComponent>
                )}
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
