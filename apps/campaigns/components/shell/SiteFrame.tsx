import type { ReactNode } from 'react';
import { sitesOf } from '@/lib/site';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import styles from './Shell.module.css';

/**
 * The common layout of the campaigns site: the design system's header and footer around the
 * page (whose `<main id="contenido">` the layout's skip link targets). Pages of `(bare)` go
 * without it (spec §2: `/campaign/corre-por-la-p/informacion`).
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { portal } = sitesOf(process.env);
  return (
    <div className={styles.Page}>
      <SiteHeader portal={portal} />
      {children}
      <SiteFooter portal={portal} />
    </div>
  );
}
