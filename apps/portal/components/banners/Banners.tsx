'use client';

import { usePathname } from 'next/navigation';
import type { ActiveCampaign } from '@/lib/banners/rules';
import { useChromeSession } from '@/lib/session/snapshot';
import { SessionIsland } from '@/components/session/SessionIsland';
import styles from './Banners.module.css';
import { CampaignStrip } from './CampaignStrip';
import { CookieNotice } from './CookieNotice';

export type { ActiveCampaign } from '@/lib/banners/rules';
export { useCookiesAccepted } from '@vivasalud/ui/cookie-banner';

export interface BannersProps {
  /** The active campaign, read on the server (`activeCampaign()`); null when none. */
  campaign: ActiveCampaign | null;
}

/**
 * The active campaign's strip, at the very top of the common layout (above the header, which
 * floats over the home hero below it). Re-evaluated on every path change.
 */
export function TopBanners({ campaign }: BannersProps) {
  const pathname = usePathname() ?? '/';
  return <CampaignStrip campaign={campaign} pathname={pathname} />;
}

/**
 * The additional-clauses consent and the cookie notice, fixed to the bottom of the viewport and
 * stacked when both show. Each decides by itself whether it shows, on every path change; the
 * consent, for signed-in people only, comes with the session island.
 */
export function BottomBanners() {
  const pathname = usePathname() ?? '/';
  const { signedIn } = useChromeSession();
  return (
    <div className={styles.Bottom}>
      {signedIn ? (
        <SessionIsland>
          {(runtime) => (
            <runtime.AdditionalClausesConsent pathname={pathname} className={styles.Item} />
          )}
        </SessionIsland>
      ) : null}
      <CookieNotice pathname={pathname} className={styles.Item} />
    </div>
  );
}

/** The banners of the common layout (spec §4): `TopBanners` and `BottomBanners` together. */
export function Banners({ campaign }: BannersProps) {
  return (
    <>
      <TopBanners campaign={campaign} />
      <BottomBanners />
    </>
  );
}
