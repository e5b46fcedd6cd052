import type { ReactNode } from 'react';
import { SessionProvider } from '@/components/session/SessionProvider';
import { SessionSiteHeader } from '@/components/shell/SessionSiteHeader';
import { SiteFrame } from '@/components/shell/SiteFrame';
import { sitesOf } from '@/lib/site';
import { requestSession } from '@/lib/session';

/**
 * The common layout of the per-request pages (sign-up and participation, issue #25): the
 * session is read on the server (this site's cookie → the identity service, `lib/session.ts`)
 * and seeds the page's session, so the header greets the person («Hola, Rosa» with «Cerrar
 * sesión») and the page shows its form or the participation in the server's HTML — nothing is
 * swapped once the page's JavaScript runs. The cached pages keep `(site)`'s layout.
 */
export default async function SessionLayout({ children }: { children: ReactNode }) {
  const session = await requestSession();
  return (
    <SessionProvider initial={session}>
      <SiteFrame header={<SessionSiteHeader portal={sitesOf(process.env).portal} />}>
        {children}
      </SiteFrame>
    </SessionProvider>
  );
}
