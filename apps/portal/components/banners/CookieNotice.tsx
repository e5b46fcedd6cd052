'use client';

import { acceptCookies, CookieBanner, useStoredCookieFlag } from '@vivasalud/ui/cookie-banner';
import NextLink from 'next/link';
import { COOKIE_POLICY_PATH, showCookieBanner } from '@/lib/banners/rules';
import styles from './Banners.module.css';

export interface CookieNoticeProps {
  pathname: string;
  className?: string;
}

/**
 * The cookie banner (spec §4): while no `cookiesAccepted` flag is stored, off the cookie policy.
 * "Aceptar todas las cookies" stores the flag, which hides it; "Ver políticas de cookies" is a
 * link to the policy, where it does not show. Before storage can be read (the server's HTML,
 * hydration) it renders as for a first visit, so it paints with the page; a returning visitor's
 * page hides it before the first paint (`lib/banners/cookieFlag.ts`) until React removes it.
 */
export function CookieNotice({ pathname, className }: CookieNoticeProps) {
  const stored = useStoredCookieFlag();
  return (
    <CookieBanner
      open={showCookieBanner({ stored, pathname })}
      onAccept={acceptCookies}
      policyHref={COOKIE_POLICY_PATH}
      linkComponent={NextLink}
      className={className ? `${styles.CookieNotice} ${className}` : styles.CookieNotice}
    />
  );
}
