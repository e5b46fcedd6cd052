'use client';

import { useCampaignParticipation, useSession } from '@vivasalud/auth/react';
import { CampaignBanner } from '@vivasalud/ui/campaign-banner';
import { useEffect, useState } from 'react';
import {
  campaignHref,
  campaignParticipation,
  campaignsOrigin,
  showCampaignBanner,
  usableCampaign,
  type ActiveCampaign,
} from '@/lib/banners/rules';

export interface CampaignStripProps {
  campaign: ActiveCampaign | null;
  pathname: string;
}

/**
 * The active campaign's strip (spec §4, §6): shown when a campaign is active, the person is not
 * registered in it and the path does not include its slug. A visitor is not registered and gets
 * the sign-up link; a signed-in person's registration is checked (`verify-participant`) and the
 * strip stays hidden until that answers, then links to the participation page. It slides in on
 * mount (the design system's animation, without motion for people who ask for less).
 */
export function CampaignStrip({ campaign: given, pathname }: CampaignStripProps) {
  const campaign = usableCampaign(given);
  const slug = campaign?.slug ?? '';
  const { status, loading, user } = useSession();
  const signedIn = status === 'authenticated';
  const { verify } = useCampaignParticipation(slug);

  // The check answered for this campaign and this person (a different person, or campaign, is
  // asked again, and an older answer does not count for them).
  const asking = signedIn && slug && user?.documentNumber ? `${slug}|${user.documentNumber}` : null;
  const [answer, setAnswer] = useState<{ asked: string; registered: boolean } | null>(null);
  useEffect(() => {
    if (!asking) return;
    let current = true;
    void verify().then((result) => {
      // A failed check is logged by the hook; the strip stays hidden (still unknown).
      if (current && result.ok) setAnswer({ asked: asking, registered: result.value.registered });
    });
    return () => {
      current = false;
    };
  }, [asking, verify]);

  const participation = campaignParticipation({
    sessionLoading: loading,
    signedIn,
    registered: answer && answer.asked === asking ? answer.registered : undefined,
  });
  if (!campaign || !showCampaignBanner({ campaign, participation, pathname })) return null;

  return (
    <CampaignBanner
      copy={campaign.copy}
      copyStrong={campaign.copy_strong || undefined}
      linkText={campaign.link_text}
      href={campaignHref({
        slug: campaign.slug,
        signedIn,
        origin: campaignsOrigin(process.env.NEXT_PUBLIC_VIVASALUD_CAMPAIGNS_URL),
      })}
    />
  );
}
