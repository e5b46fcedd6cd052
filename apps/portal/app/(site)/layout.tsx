import { SkipLink } from '@vivasalud/ui/skip-link';
import type { ReactNode } from 'react';
import { activeCampaign } from '@/components/banners/activeCampaign';
import { BottomBanners, TopBanners } from '@/components/banners/Banners';
import { DeferredPageFeedback } from '@/components/feedback/DeferredPageFeedback';
import { SiteFooter } from '@/components/shell/SiteFooter';
import { SiteNavigation } from '@/components/shell/SiteNavigation';
import styles from './layout.module.css';

/**
 * The common layout of spec §2: the campaign strip, then the frame the header floats in on home
 * (header, bottom banners of spec §4, the page, the feedback widget, footer). Printed, a page
 * is its content only (`Chrome`, and the parts marked `data-print="hide"`).
 */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const campaign = await activeCampaign();
  return (
    <>
      {/* The first Tab stop of every page, before the campaign strip's link. */}
      <SkipLink href="#contenido" />
      {/* The campaign strip first: on home the header floats over the hero, below the strip. */}
      <div className={styles.Chrome}>
        <TopBanners campaign={campaign} />
      </div>
      <div className={styles.Frame}>
        <div className={styles.Chrome}>
          <SiteNavigation />
          <BottomBanners campaign={campaign} />
        </div>
        {children}
        <div className={styles.Chrome}>
          {/* "¿Te fue útil esta página?" (forms/qualification/), hidden under /auth. */}
          <DeferredPageFeedback />
          <SiteFooter />
        </div>
      </div>
    </>
  );
}
