// @vitest-environment jsdom
import { siteHttp } from '@vivasalud/api-client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_MFA_KEY, USER_KEY } from '../storage';
import { ana, DEVICE_ID, pendingLogin, renderAuth, setupAuthTestServer } from './test/harness';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load }));

afterEach(() => vi.useRealTimers());
const server = setupAuthTestServer(fingerprint.load);

/** An open session: the full user record in localStorage, a stale pending step, get-user says Ana. */
async function signedIn() {
  server.use(
    siteHttp.get('/api/auth/get-user', ({ response }) =>
      response(200).json({ isAuthenticated: true, user: ana, token: null }),
    ),
  );
  const view = renderAuth({
    local: {
      [USER_KEY]: JSON.stringify({ ...ana, isAuthenticated: true, pathToGo: '/programas' }),
    },
  });
  await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('authenticated'));
  // A pending step left behind by another flow must go too.
  view.session.setItem(PENDING_MFA_KEY, JSON.stringify(pendingLogin));
  return view;
}

function logoutRoute() {
  const calls = vi.fn();
  server.use(
    siteHttp.post('/api/auth/logout', ({ response }) => {
      calls();
      return response(204).empty();
    }),
  );
  return calls;
}

describe('logout (spec §4)', () => {
  it('keeps only the device id, drops the pending step, and after 50 ms goes to the login page with the return path', async () => {
    const calls = logoutRoute();
    const { api, navigate, local, session } = await signedIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    await act(() => api().logout.logout('/x'));

    expect(calls).toHaveBeenCalledTimes(1);
    expect(local.getItem(USER_KEY)).toBe(`{"deviceId":"${DEVICE_ID}"}`);
    expect(session.getItem(PENDING_MFA_KEY)).toBeNull();
    expect(screen.getByTestId('status').textContent).toBe('unauthenticated');
    expect(api().logout.loading).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(49));
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/auth/login?redirect=%2Fx');
  });

  it('goes home after 50 ms without a return path', async () => {
    logoutRoute();
    const { api, navigate } = await signedIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(() => api().logout.logout());
    act(() => vi.advanceTimersByTime(50));
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('sanitizes a foreign return path', async () => {
    logoutRoute();
    const { api, navigate } = await signedIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(() => api().logout.logout('https://evil.example/'));
    act(() => vi.advanceTimersByTime(50));
    expect(navigate).toHaveBeenCalledWith('/auth/login?redirect=%2F');
  });

  it('shows logoutLoading while the call runs', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      siteHttp.post('/api/auth/logout', async ({ response }) => {
        await gate;
        return response(204).empty();
      }),
    );
    const { api, local } = await signedIn();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = api().logout.logout();
    });
    await waitFor(() => expect(api().logout.loading).toBe(true));
    expect(api().session.logoutLoading).toBe(true);
    // The local session is already closed while the call runs.
    expect(local.getItem(USER_KEY)).toBe(`{"deviceId":"${DEVICE_ID}"}`);
    release();
    await act(() => done);
    expect(api().logout.loading).toBe(false);
  });

  it('a failed logout call is logged only; the session is closed anyway', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      siteHttp.post('/api/auth/logout', ({ response }) => response.untyped(HttpResponse.error())),
    );
    const { api, local, navigate } = await signedIn();
    await act(() => api().logout.logout());
    expect(log).toHaveBeenCalledWith('[auth] Logout call failed (NETWORK_ERROR)');
    expect(local.getItem(USER_KEY)).toBe(`{"deviceId":"${DEVICE_ID}"}`);
    expect(api().logout.loading).toBe(false);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  });
});
