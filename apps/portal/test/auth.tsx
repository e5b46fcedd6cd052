/**
 * Test support for the portal's session views: the forms package's helpers (the real
 * `<AuthProvider>` on in-memory storages, the MSW server of the site contract, fixtures, the
 * hand-moved clock — `@vivasalud/auth-forms/testing`), and `renderWithSession`, which renders as
 * a page of the portal does: the session island and the shared runtime.
 *
 * Each test file mocks the edges itself (vi.mock is hoisted per file):
 *
 *   const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
 *   vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load }));
 *   vi.mock('next/link', () => import('../../../test/next-link'));
 *   const server = setupAuthTestServer(fingerprint.load);
 */
import { TEST_BASE_URLS } from '@vivasalud/api-client/testing';
import { clock, type AuthRender, type AuthRenderOptions } from '@vivasalud/auth-forms/testing';
import { createAuthStorage, createMemoryStorage } from '@vivasalud/auth/storage';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { resetSessionRuntime, SessionIsland } from '@/components/session/SessionIsland';
import { resetSharedRuntime } from '@/components/session/runtime';
import { resetChromeSession } from '@/components/session/snapshot';

export * from '@vivasalud/auth-forms/testing';

/**
 * Renders `ui` as a page of the portal renders it: the session island of the root providers
 * (loaded as on a page that went idle, publishing to the chrome's snapshot) and a fresh shared
 * runtime on the page's localStorage and an in-memory sessionStorage, seeded with `options`. For
 * the chrome (header, banners) that reads `@/components/session/snapshot` and the islands that share the
 * runtime.
 */
export async function renderWithSession(
  ui: ReactElement,
  options: AuthRenderOptions = {},
): Promise<Omit<AuthRender, 'navigate'>> {
  // The page's own localStorage: the chrome's "maybe signed in" hint reads it too.
  const local = window.localStorage;
  local.clear();
  for (const [key, value] of Object.entries(options.local ?? {})) local.setItem(key, value);
  const session = createMemoryStorage(options.session);
  resetChromeSession();
  resetSessionRuntime();
  resetSharedRuntime({
    baseUrl: TEST_BASE_URLS.site,
    storage: createAuthStorage({ local, session }),
    now: clock,
  });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <>
      <SessionIsland>{(runtime) => <runtime.SessionPublisher />}</SessionIsland>
      {ui}
    </>,
  );
  return { ...view, local, session, user };
}
