import type { ReactNode } from 'react';
import { SiteFrame } from '@/components/shell/SiteFrame';

/** The common layout (header and footer) of every page but the `(bare)` ones. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
