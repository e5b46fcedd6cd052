'use client';

import {
  acceptCookies,
  COOKIES_ACCEPTED_VALUE,
  CookieBanner,
  useStoredCookieFlag,
} from '@vivasalud/ui/cookie-banner';

export interface CookieNoticeProps {
  /** The portal's cookie policy page (spec §2): this site has none of its own. */
  policyHref: string;
}

/**
 * The cookie banner (spec §4): shown while no `cookiesAccepted` flag is stored on this site.
 * "Aceptar todas las cookies" stores the flag and hides it; "Ver políticas de cookies" leads to
 * the portal's policy page (the spec's "not on the policy page" rule is the portal's: that page
 * is never on this site). Unlike the portal it appears once storage is read, after hydration:
 * the cached pages carry no inline script to hide it before the first paint, so a returning
 * visitor never sees it flash.
 */
export function CookieNotice({ policyHref }: CookieNoticeProps) {
  const stored = useStoredCookieFlag();
  return (
    <CookieBanner
      open={stored !== undefined && stored !== COOKIES_ACCEPTED_VALUE}
      onAccept={acceptCookies}
      policyHref={policyHref}
    />
  );
}
