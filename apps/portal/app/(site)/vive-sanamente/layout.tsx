import type { ReactNode } from 'react';
import { LibraryStateProvider } from './_components/TypeNav';

/** The library's pages share one client state (spec §3: the publication type). */
export default function LibraryLayout({ children }: { children: ReactNode }) {
  return <LibraryStateProvider>{children}</LibraryStateProvider>;
}
