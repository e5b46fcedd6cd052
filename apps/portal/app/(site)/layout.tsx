import type { ReactNode } from 'react';
import { activeCampaign } from '../banners/activeCampaign';
import { BottomBanners, TopBanners } from '../banners/Banners';
import { DeferredPageFeedback } from '../feedback/DeferredPageFeedback';
import { SiteFooter } from '../SiteFooter';
import { SiteNavigation } from '../SiteNavigation';
import styles from './layout.module.css';

/**
 * The common layout of spec §2: the campaign strip, then the frame the header floats in on home
 * (header, bottom banners of spec §4, the page, the feedback widget, footer).
 */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const campaign = await activeCampaign();
  return (
    <>
      {/* The campaign strip first: on home the header floats over the hero, below the strip. */}
      <TopBanners campaign={campaign} />
      <div className={styles.Frame}>
        <SiteNavigation />
        <BottomBanners />
        {children}
        {/* "¿Te fue útil esta página?" (forms/qualification/), hidden under /auth. */}
        <DeferredPageFeedback />
        <SiteFooter />
      </div>
    </>
  );
}
