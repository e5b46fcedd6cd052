'use client';

import { ExternalLinkProvider } from '@vivasalud/ui/external-link-dialog';
import type { ReactNode } from 'react';
import { QueryClientSlot } from '@/components/query/QueryClientSlot';
import { SessionIsland } from '@/components/session/SessionIsland';

/**
 * Client-side providers of the whole portal: the external-link dialog, the page's one
 * QueryClient (made when a part first needs it: `PageQueryClient`), and the session (spec §4) as
 * an island loaded once the page is idle, which tells the header and banners who is signed in.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ExternalLinkProvider product="VivaSalud">
      <QueryClientSlot>
        {children}
        <SessionIsland>{(runtime) => <runtime.SessionPublisher />}</SessionIsland>
      </QueryClientSlot>
    </ExternalLinkProvider>
  );
}
