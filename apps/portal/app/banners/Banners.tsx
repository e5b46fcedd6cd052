'use client';

import { usePathname } from 'next/navigation';
import type { ActiveCampaign } from '@/lib/banners/rules';
import { AdditionalClausesConsent } from './AdditionalClausesConsent';
import styles from './Banners.module.css';
import { CampaignStrip } from './CampaignStrip';
import { CookieNotice } from './CookieNotice';

export type { ActiveCampaign } from '@/lib/banners/rules';
export { useCookiesAccepted } from './cookiesAccepted';

export interface BannersProps {
  /** The active campaign, read on the server (`activeCampaign()`); null when none. */
  campaign: ActiveCampaign | null;
}

/**
 * The banners of the common layout (spec §4): the active campaign's strip where this is
 * mounted, and the additional-clauses consent and the cookie notice fixed to the bottom. Each
 * decides by itself whether it shows; all are re-evaluated on every path change.
 */
export function Banners({ campaign }: BannersProps) {
  const pathname = usePathname() ?? '/';
  return (
    <>
      <CampaignStrip campaign={campaign} pathname={pathname} />
      <div className={styles.Bottom}>
        <AdditionalClausesConsent pathname={pathname} className={styles.Item} />
        <CookieNotice pathname={pathname} className={styles.Item} />
      </div>
    </>
  );
}
