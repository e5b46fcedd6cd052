import type { ReactNode } from 'react';
import { activeCampaign } from '../banners/activeCampaign';
import { Banners } from '../banners/Banners';
import { PageFeedback } from '../feedback/PageFeedback';
import { SiteFooter } from '../SiteFooter';
import { SiteNavigation } from '../SiteNavigation';

/** The common layout of spec §2: header, banners (spec §4), the page, the feedback widget, footer. */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const campaign = await activeCampaign();
  return (
    <>
      <SiteNavigation />
      <Banners campaign={campaign} />
      {children}
      {/* "¿Te fue útil esta página?" (forms/qualification/), hidden under /auth. */}
      <PageFeedback />
      <SiteFooter />
    </>
  );
}
