'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import { ChevronDownIcon } from '../icons/chevron-down';
import { CrownIcon } from '../icons/crown';
import { LogOutIcon } from '../icons/log-out';
import type { HeaderLinkComponent } from './MenuLink';
import { isCurrentPage } from './menuItems';
import styles from './Header.module.css';

/** The signed-in person, as far as the header needs to know. */
export interface HeaderUser {
  name: string;
}

/** The crown shown to pro members (spec §6), named for screen readers. */
export function ProBadge() {
  return <CrownIcon className={styles.Crown} role="img" aria-label="Miembro Pro" size={18} />;
}

export function greeting(user: HeaderUser) {
  const name = user.name.trim();
  return name ? `Hola, ${name}` : 'Hola';
}

/** A page of the signed-in person's own, listed with the logout (the portal's «Mi espacio»). */
export interface AccountLink {
  title: string;
  /** A path of the site. */
  url: string;
}

export interface AccountMenuProps {
  user: HeaderUser;
  isPro: boolean;
  onLogout?: (() => void) | undefined;
  logoutLoading: boolean;
  /** The person's own pages, above «Cerrar sesión» (none by default). */
  links?: readonly AccountLink[] | undefined;
  /** The element the links render as: `'a'` by default, or the app's `next/link`. */
  linkComponent?: HeaderLinkComponent | undefined;
  /** The address being shown: a link to it is text (`aria-current="page"`), as in the menu. */
  currentPath?: string | undefined;
}

/**
 * The person's own pages as the account menu and the mobile menu list them: links, or text for the
 * page being shown. `onClick` closes the menu that holds them.
 */
export function AccountLinks({
  links,
  linkComponent: LinkComponent = 'a',
  currentPath,
  className,
  listClassName,
  onClick,
}: {
  links: readonly AccountLink[];
  linkComponent?: HeaderLinkComponent | undefined;
  currentPath?: string | undefined;
  className: string | undefined;
  listClassName: string | undefined;
  onClick?: (() => void) | undefined;
}) {
  if (links.length === 0) return null;
  return (
    <ul className={listClassName}>
      {links.map((link) => (
        <li key={link.url}>
          {isCurrentPage(link.url, currentPath) ? (
            <span className={className} aria-current="page">
              {link.title}
            </span>
          ) : (
            <LinkComponent href={link.url} className={className} onClick={onClick}>
              {link.title}
            </LinkComponent>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * "Hola, {name}" and a disclosure holding the person's own pages (`links`) and the logout button
 * (WAI-ARIA disclosure pattern). It closes on a click or touch outside it (spec §2), on Escape,
 * which returns focus to the button, and when one of its links is followed.
 */
export function AccountMenu({
  user,
  isPro,
  onLogout,
  logoutLoading,
  links = [],
  linkComponent,
  currentPath,
}: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const state = open ? 'open' : 'closed';

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.Account} data-state={state}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.AccountTrigger}
        aria-expanded={open}
        aria-controls={panelId}
        data-state={state}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className={styles.Greeting}>{greeting(user)}</span>
        {isPro && (
          <>
            {' '}
            <ProBadge />
          </>
        )}
        <ChevronDownIcon className={styles.Chevron} size={16} />
      </button>
      <div id={panelId} className={styles.AccountPanel} data-state={state} hidden={!open}>
        <AccountLinks
          links={links}
          linkComponent={linkComponent}
          currentPath={currentPath}
          className={styles.SubmenuLink}
          listClassName={styles.AccountLinks}
          onClick={() => setOpen(false)}
        />
        <Button
          variant="ghost"
          className={styles.LogoutButton}
          onClick={onLogout}
          loading={logoutLoading}
        >
          <LogOutIcon size={18} />
          Cerrar sesión
        </Button>
      </div>
    </div>
  );
}
