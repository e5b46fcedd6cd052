import type { ReactNode } from 'react';
import { sitesOf } from '@/lib/site';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import styles from './Shell.module.css';

/**
 * The common layout of the campaigns site: the design system's header and footer around the
 * page (whose `<main id="contenido">` the layout's skip link targets). Pages of `(bare)` go
 * without it (spec §2: `/campaign/corre-por-la-p/informacion`). `header`: the per-request pages
 * pass theirs (`SessionSiteHeader`, who is signed in); the cached pages get the visitor's. Each
 * layout imports only the header it renders, so a cached page carries no session code (issue #33).
 */
export function SiteFrame({ children, header }: { children: ReactNode; header?: ReactNode }) {
  const { portal } = sitesOf(process.env);
  return (
    <div className={styles.Page}>
      {header ?? <SiteHeader portal={portal} />}
      {children}
      <SiteFooter portal={portal} />
    </div>
  );
}
