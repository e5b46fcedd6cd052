import type { ReactNode } from 'react';
import { SiteFooter } from '../SiteFooter';
import { SiteHeader } from '../SiteHeader';

/** The common layout of spec §2: header, the page, footer. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      {children}
      <SiteFooter />
    </>
  );
}
