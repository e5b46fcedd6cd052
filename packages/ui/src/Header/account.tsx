import { ChevronDownIcon, CrownIcon } from '../icons/icons';
import styles from './Header.module.css';

/*
 * What the header shows of the signed-in person before and after the account menu's code loads
 * (`AccountMenu` is fetched only when someone is signed in: a visitor's page never pays for it).
 */

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

/** The greeting button's content: "Hola, {name}", the crown for pro members, the chevron. */
export function AccountTriggerContent({ user, isPro }: { user: HeaderUser; isPro: boolean }) {
  return (
    <>
      <span className={styles.Greeting}>{greeting(user)}</span>
      {isPro && (
        <>
          {' '}
          <ProBadge />
        </>
      )}
      <ChevronDownIcon className={styles.Chevron} size={16} />
    </>
  );
}

/**
 * The account menu until its code is there: the same closed greeting button, so nothing moves
 * when the menu takes its place (a press meanwhile does nothing yet).
 */
export function AccountMenuPlaceholder({ user, isPro }: { user: HeaderUser; isPro: boolean }) {
  return (
    <div className={styles.Account} data-state="closed">
      <button
        type="button"
        className={styles.AccountTrigger}
        aria-expanded={false}
        data-state="closed"
      >
        <AccountTriggerContent user={user} isPro={isPro} />
      </button>
    </div>
  );
}
