// @vitest-environment jsdom
import { siteHttp, TEST_BASE_URLS } from '@vivasalud/api-client/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthStorage, createMemoryStorage, PENDING_MFA_KEY, USER_KEY } from '../storage';
import { useSession } from './hooks';
import { createPageSession } from './PageSession';
import type { InitialSession } from './runtime';
import { ana, DEVICE_ID, NOW, pendingLogin, setupAuthTestServer } from './test/harness';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load }));

const server = setupAuthTestServer(fingerprint.load);

/** What a page shows from the session: a form, or the signed-in view, or «Cargando…». */
function View() {
  const { loading, status, user } = useSession();
  if (loading) return <p>Cargando…</p>;
  if (status === 'pendingMfa') return <p>Código</p>;
  return <p>{user ? `Hola, ${user.name}` : 'Formulario'}</p>;
}

const page = createPageSession('test');

function setUp(local: Record<string, string> = {}, session: Record<string, string> = {}) {
  const localStorage = createMemoryStorage(local);
  const sessionStorage = createMemoryStorage(session);
  page.reset({
    baseUrl: TEST_BASE_URLS.site,
    storage: createAuthStorage({ local: localStorage, session: sessionStorage }),
    now: () => NOW,
  });
  return { local: localStorage, session: sessionStorage };
}

function Page({ initial }: { initial?: InitialSession }) {
  return (
    <page.Provider navigate={() => {}} {...(initial ? { initial } : {})}>
      <View />
    </page.Provider>
  );
}

function countGetUser(user: typeof ana | null = null) {
  const calls = vi.fn();
  server.use(
    siteHttp.get('/api/auth/get-user', ({ response }) => {
      calls();
      return response(200).json({ isAuthenticated: user != null, user, token: null });
    }),
  );
  return calls;
}

afterEach(() => page.reset());

describe('a page session seeded by the server (issue #25)', () => {
  it.each([
    ['nobody signed in', { user: null }, 'Formulario'],
    ['a signed-in person', { user: ana }, `Hola, ${ana.name}`],
  ])('%s: the server renders what the browser will show, never «Cargando…»', (_, initial, text) => {
    setUp();
    const html = renderToString(<Page initial={initial} />);
    expect(html).toContain(text);
    expect(html).not.toContain('Cargando');
  });

  it('without a seed the page still checks the session (cached pages)', () => {
    setUp();
    expect(renderToString(<Page />)).toContain('Cargando');
  });

  it('in the browser: the first render is the seeded one and get-user is not asked', async () => {
    const calls = countGetUser(null);
    const { local } = setUp({ [USER_KEY]: JSON.stringify({ deviceId: DEVICE_ID }) });
    render(<Page initial={{ user: ana }} />);
    expect(screen.getByText(`Hola, ${ana.name}`)).toBeTruthy();
    // The profile is stored as after a session check (spec §4), the device id kept.
    await waitFor(() =>
      expect(JSON.parse(local.getItem(USER_KEY) ?? '{}')).toMatchObject({
        name: ana.name,
        deviceId: DEVICE_ID,
      }),
    );
    expect(calls).not.toHaveBeenCalled();
  });

  it('a signed-out seed clears a stale stored profile', async () => {
    countGetUser(null);
    const { local } = setUp({
      [USER_KEY]: JSON.stringify({ ...ana, deviceId: DEVICE_ID, isAuthenticated: true }),
    });
    render(<Page initial={{ user: null }} />);
    expect(screen.getByText('Formulario')).toBeTruthy();
    await waitFor(() =>
      expect(JSON.parse(local.getItem(USER_KEY) ?? '{}')).toEqual({ deviceId: DEVICE_ID }),
    );
  });

  it('a pending code step in this tab still comes back after a reload (spec §4)', async () => {
    // The provider's clock is the real one (its `now` is the page's): a code still valid now.
    const expiresAt = new Date(Date.now() + 5 * 60_000).toISOString();
    setUp({}, { [PENDING_MFA_KEY]: JSON.stringify({ ...pendingLogin, expiresAt }) });
    render(<Page initial={{ user: null }} />);
    expect(await screen.findByText('Código')).toBeTruthy();
  });
});
