'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import { ChevronDownIcon, CrownIcon, LogOutIcon } from '../icons/icons';
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

export interface AccountMenuProps {
  user: HeaderUser;
  isPro: boolean;
  onLogout?: (() => void) | undefined;
  logoutLoading: boolean;
}

/**
 * "Hola, {name}" and a disclosure holding the logout button (WAI-ARIA disclosure pattern). It
 * closes on a click or touch outside it (spec §2) and on Escape, which returns focus to the button.
 */
export function AccountMenu({ user, isPro, onLogout, logoutLoading }: AccountMenuProps) {
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
