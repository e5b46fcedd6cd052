'use client';

import { useSitePathname } from '@/components/shell/useSitePathname';
import type { ActiveCampaign } from '@/lib/banners/rules';
import { isSignedIn, useChromeSessionPart } from '@/components/session/snapshot';
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
 * A visitor's campaign strip, at the very top of the common layout (above the header, which
 * floats over the home hero below it), in the server's HTML. Hidden before the first paint where
 * someone is likely signed in (`data-session="in"`, `lib/session/sessionHint.ts`): their strip
 * is decided later and waits in the bottom queue. Re-evaluated on every path change.
 */
export function TopBanners({ campaign }: BannersProps) {
  const pathname = useSitePathname() ?? '/';
  return (
    <CampaignStrip
      campaign={campaign}
      pathname={pathname}
      placement="flow"
      className={styles.FlowStrip}
    />
  );
}

/**
 * The banners fixed to the bottom of the viewport, as a queue (issue #25): the cookie notice,
 * then the additional-clauses consent (signed-in people, with the session island), then a
 * member's campaign strip. One covers the page at a time, the first open one; the next shows
 * when it is accepted or dismissed (`Banners.module.css`). Each decides by itself whether it
 * shows, on every path change.
 */
export function BottomBanners({ campaign }: BannersProps) {
  const pathname = useSitePathname() ?? '/';
  const signedIn = useChromeSessionPart(isSignedIn);
  return (
    <div className={styles.Bottom}>
      <CookieNotice pathname={pathname} className={styles.Item} />
      {signedIn ? (
        <SessionIsland>
          {(runtime) => (
            <runtime.AdditionalClausesConsent pathname={pathname} className={styles.Item} />
          )}
        </SessionIsland>
      ) : null}
      <CampaignStrip
        campaign={campaign}
        pathname={pathname}
        placement="queue"
        className={styles.Item}
      />
    </div>
  );
}

/** The banners of the common layout (spec §4): `TopBanners` and `BottomBanners` together. */
export function Banners({ campaign }: BannersProps) {
  return (
    <>
      <TopBanners campaign={campaign} />
      <BottomBanners campaign={campaign} />
    </>
  );
}
