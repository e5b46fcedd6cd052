'use client';

import { CampaignBanner } from '@vivasalud/ui/campaign-banner';
import { useState } from 'react';
import {
  campaignHref,
  campaignParticipation,
  campaignsOrigin,
  showCampaignBanner,
  usableCampaign,
  type ActiveCampaign,
} from '@/lib/banners/rules';
import { useChromeSession } from '@/lib/session/snapshot';
import { SessionIsland } from '@/components/session/SessionIsland';

export interface CampaignStripProps {
  campaign: ActiveCampaign | null;
  pathname: string;
}

/**
 * The active campaign's strip (spec §4, §6): shown when a campaign is active, the person is not
 * registered in it and the path does not include its slug. A visitor is not registered and gets
 * the sign-up link — in the server's HTML already, so the strip takes its place from the first
 * paint. Where someone may be signed in (the session's user record is stored) the strip waits
 * for the session; a signed-in person's registration is checked (`verify-participant`, by the
 * session island) and the strip then links to the participation page. It slides in on mount
 * (the design system's animation, without motion for people who ask for less).
 */
export function CampaignStrip({ campaign: given, pathname }: CampaignStripProps) {
  const campaign = usableCampaign(given);
  const session = useChromeSession();
  const [registered, setRegistered] = useState<boolean | undefined>(undefined);

  const participation = campaignParticipation({
    sessionLoading: !session.known && session.maybeSignedIn,
    signedIn: session.signedIn,
    registered: session.signedIn ? registered : undefined,
  });
  const show = campaign !== null && showCampaignBanner({ campaign, participation, pathname });

  return (
    <>
      {campaign && session.signedIn ? (
        <SessionIsland>
          {(runtime) => <runtime.CampaignCheck slug={campaign.slug} onAnswer={setRegistered} />}
        </SessionIsland>
      ) : null}
      {show ? (
        <CampaignBanner
          copy={campaign.copy}
          copyStrong={campaign.copy_strong || undefined}
          linkText={campaign.link_text}
          href={campaignHref({
            slug: campaign.slug,
            signedIn: session.signedIn,
            origin: campaignsOrigin(process.env.NEXT_PUBLIC_VIVASALUD_CAMPAIGNS_URL),
          })}
        />
      ) : null}
    </>
  );
}
