'use client';

import type { ThirdPartyIds } from '@/lib/shell/thirdParties';
import { ConsentedScripts } from './ConsentedScripts';
import { IdleShell } from './IdleShell';

export type AppShellProps = ThirdPartyIds;

/**
 * What every page has besides its content (spec §4, app shell), mounted once by the root layout:
 * the analytics and A/B scripts once the cookies are accepted, and — once the page is idle
 * (`IdleShell`) — the top progress bar of client navigations and the one Toaster (`showToast()`
 * of `@/lib/shell/toast`). The `NEXT_LOCALE` cookie is the proxy's. The ids come from the
 * server's environment (`thirdPartyIds(process.env)`); `null` leaves a script out.
 */
export function AppShell({ gtmId, abAccountId }: AppShellProps) {
  return (
    <>
      <IdleShell />
      <ConsentedScripts gtmId={gtmId} abAccountId={abAccountId} />
    </>
  );
}
