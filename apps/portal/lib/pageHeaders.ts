/**
 * The response headers of next.config `headers()` (DESIGN.md, "Rendering and caching (decided)"):
 * cached pages are served without the proxy, so their Content-Security-Policy and the
 * `NEXT_LOCALE` cookie come from here (`@vivasalud/config/page-headers`, shared with the
 * campaigns site); per-request pages get their nonce policy from proxy.ts.
 */
// Relative: next.config.ts loads this file outside the app's `@/` alias.
import { pageHeaderRules as sharedPageHeaderRules } from '@vivasalud/config/page-headers';
import type { HeaderRule } from '@vivasalud/config/page-headers';
import { cachedSource } from './routes';
import { thirdPartyIds, thirdPartyOrigins } from './shell/thirdParties';

type Env = Record<string, string | undefined>;

/**
 * Every response gets the security headers; every response outside the per-request routes the
 * cached pages' policy (with the consented analytics' hosts); every page request without the
 * cookie the locale cookie. `next build` writes these into its routes manifest: set
 * `VIVASALUD_SITE_URL` (and the third-party ids) when building.
 */
export function pageHeaderRules(env: Env): HeaderRule[] {
  return sharedPageHeaderRules(env, {
    cachedSource: cachedSource(),
    thirdParties: thirdPartyOrigins(thirdPartyIds(env)),
    // The sign-in ticket's 303 (`/api/auth/ticket`, issue #26) sends no Referer onward: its
    // Location holds the one-time ticket (the campaigns site does the same for its redeem route).
    noReferrer: ['/api/auth/ticket', '/api/auth/ticket/'],
  });
}
