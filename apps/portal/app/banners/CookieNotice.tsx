'use client';

import { CookieBanner } from '@vivasalud/ui/cookie-banner';
import NextLink from 'next/link';
import { COOKIE_POLICY_PATH, showCookieBanner } from '@/lib/banners/rules';
import { acceptCookies, useStoredCookieFlag } from './cookiesAccepted';

export interface CookieNoticeProps {
  pathname: string;
  className?: string;
}

/**
 * The cookie banner (spec §4): while no `cookiesAccepted` flag is stored, off the cookie policy.
 * "Aceptar todas las cookies" stores the flag, which hides it; "Ver políticas de cookies" is a
 * link to the policy, where it does not show. Nothing renders before the page has hydrated.
 */
export function CookieNotice({ pathname, className }: CookieNoticeProps) {
  const stored = useStoredCookieFlag();
  return (
    <CookieBanner
      open={showCookieBanner({ stored, pathname })}
      onAccept={acceptCookies}
      policyHref={COOKIE_POLICY_PATH}
      linkComponent={NextLink}
      className={className}
    />
  );
}
