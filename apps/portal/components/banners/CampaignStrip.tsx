'use client';

import { CampaignBanner } from '@vivasalud/ui/campaign-banner';
import { useState } from 'react';
import {
  campaignCopy,
  campaignHref,
  campaignParticipation,
  campaignsOrigin,
  showCampaignBanner,
  usableCampaign,
  type ActiveCampaign,
} from '@/lib/banners/rules';
import {
  isSignedIn,
  sessionLoading,
  useChromeSessionPart,
  useSignedInAtLoad,
} from '@/components/session/snapshot';
import { SessionIsland } from '@/components/session/SessionIsland';

/**
 * Where the strip is mounted: `flow`, at the top of the page, for a visitor (in the server's
 * HTML: its place is taken from the first paint); `queue`, among the banners fixed to the bottom,
 * for anyone whose strip is decided after the first paint (a member: the participation check).
 */
export type CampaignStripPlacement = 'flow' | 'queue';

export interface CampaignStripProps {
  campaign: ActiveCampaign | null;
  pathname: string;
  placement: CampaignStripPlacement;
  className?: string;
}

/**
 * The active campaign's strip (spec §4, §6): shown when a campaign is active, the person is not
 * registered in it and the path does not include its slug. It slides in on mount (the design
 * system's animation, without motion for people who ask for less).
 *
 * Issue #25: a cached page is the same HTML for everyone, so nothing the session decides may
 * take or give back space in the page. A visitor is not registered and gets the sign-up link in
 * the page's flow, in the server's HTML already. Where someone may be signed in (the session's
 * user record was stored when the page loaded: `data-session="in"` hides the flow's strip before
 * the first paint) the strip waits for the session and the participation check
 * (`verify-participant`, by the session island), then shows in the bottom queue, where it
 * covers nothing that another banner covers and pushes nothing (`Banners.tsx`).
 */
export function CampaignStrip({
  campaign: given,
  pathname,
  placement,
  className,
}: CampaignStripProps) {
  const campaign = usableCampaign(given);
  // Only what the strip shows: a visitor's strip does not re-render when the session is known.
  const loading = useChromeSessionPart(sessionLoading);
  const signedIn = useChromeSessionPart(isSignedIn);
  const signedInAtLoad = useSignedInAtLoad();
  const [registered, setRegistered] = useState<boolean | undefined>(undefined);

  const participation = campaignParticipation({
    sessionLoading: loading,
    signedIn,
    registered: signedIn ? registered : undefined,
  });
  const decidedAfterPaint = signedIn || signedInAtLoad;
  const here = placement === 'queue' ? decidedAfterPaint : !decidedAfterPaint;
  const show =
    here && campaign !== null && showCampaignBanner({ campaign, participation, pathname });

  return (
    <>
      {placement === 'queue' && campaign && signedIn ? (
        <SessionIsland>
          {(runtime) => <runtime.CampaignCheck slug={campaign.slug} onAnswer={setRegistered} />}
        </SessionIsland>
      ) : null}
      {show ? (
        <CampaignBanner
          copy={campaignCopy(campaign, signedIn)}
          copyStrong={campaign.copy_strong || undefined}
          linkText={campaign.link_text}
          href={campaignHref({
            slug: campaign.slug,
            signedIn,
            origin: campaignsOrigin(process.env.NEXT_PUBLIC_VIVASALUD_CAMPAIGNS_URL),
          })}
          data-placement={placement}
          className={className}
        />
      ) : null}
    </>
  );
}
