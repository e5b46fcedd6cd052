'use client';

import { useSitePathname } from '@/components/shell/useSitePathname';
import { useEffect } from 'react';
import type { ThirdPartyIds } from '@/lib/shell/thirdParties';
import { isAnalyticsOffPath } from '@/lib/analyticsOff';
// Not from Banners.tsx: that would bring every banner into the shell's bundle.
import { useCookiesAccepted } from '@vivasalud/ui/cookie-banner';

/**
 * The analytics tag (Google Tag Manager) and the A/B testing script (spec §4, §7), only once the
 * visitor has accepted the cookies: Peru's Ley 29733 treats trackers as personal-data processing.
 * Until then nothing leaves the browser (events pushed to `window.dataLayer` wait there), and the
 * loader itself is not downloaded. A script whose id is not configured never loads. Reacts when
 * the cookies are accepted on this page, or in another tab. Not on a route whose analytics are
 * off (`lib/analyticsOff.ts`): a calculator's address holds health data (weight, cycle dates),
 * «Mi espacio» a person's reservations, which never go to analytics; the scripts load on the
 * next page.
 */
export function ConsentedScripts({ gtmId, abAccountId }: ThirdPartyIds) {
  const accepted = useCookiesAccepted();
  const analyticsOff = isAnalyticsOffPath(useSitePathname() ?? '/');

  useEffect(() => {
    if (!accepted || analyticsOff || (!gtmId && !abAccountId)) return;
    let cancelled = false;
    let cancel: (() => void) | undefined;
    import('./thirdPartyScripts')
      .then(({ loadThirdPartyScripts }) => {
        if (!cancelled) cancel = loadThirdPartyScripts({ gtmId, abAccountId });
      })
      // Offline or a new deployment: the scripts could not have loaded either; next page load.
      .catch(() => {});
    return () => {
      cancelled = true;
      cancel?.();
    };
  }, [accepted, analyticsOff, gtmId, abAccountId]);

  return null;
}
