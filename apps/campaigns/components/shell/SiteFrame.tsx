import type { ReactNode } from 'react';
import { sitesOf } from '@/lib/site';
import { SiteFooter } from './SiteFooter';
import { SessionSiteHeader, SiteHeader } from './SiteHeader';
import styles from './Shell.module.css';

/**
 * The common layout of the campaigns site: the design system's header and footer around the
 * page (whose `<main id="contenido">` the layout's skip link targets). Pages of `(bare)` go
 * without it (spec §2: `/campaign/corre-por-la-p/informacion`). `session`: a per-request page
 * under the session's provider, whose header shows who is signed in.
 */
export function SiteFrame({
  children,
  session = false,
}: {
  children: ReactNode;
  session?: boolean;
}) {
  const { portal } = sitesOf(process.env);
  return (
    <div className={styles.Page}>
      {session ? <SessionSiteHeader portal={portal} /> : <SiteHeader portal={portal} />}
      {children}
      <SiteFooter portal={portal} />
    </div>
  );
}
