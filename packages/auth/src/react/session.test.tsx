// @vitest-environment jsdom
import { siteHttp, TEST_BASE_URLS } from '@vivasalud/api-client/testing';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAuthStorage, createMemoryStorage, PENDING_MFA_KEY, USER_KEY } from '../storage';
import { AuthProvider } from './AuthProvider';
import { createAuthRuntime } from './runtime';
import { useLogin, useSession, useSessionStatus } from './hooks';
import { isProMembership } from './index';
import {
  ana,
  anaChallenge,
  deferred,
  DEVICE_ID,
  pendingLogin,
  renderAuth,
  storedUser,
  withDevice,
  setupAuthTestServer,
} from './test/harness';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load }));

const server = setupAuthTestServer(fingerprint.load);

/** get-user answering the given user (or anonymous), counting the calls. */
function getUser(user: typeof ana | null) {
  const calls = vi.fn();
  server.use(
    siteHttp.get('/api/auth/get-user', ({ response }) => {
      calls();
      return response(200).json({ isAuthenticated: user != null, user, token: null });
    }),
  );
  return calls;
}

describe('start-up (spec §4)', () => {
  it('restores a stored pending second step without calling get-user', async () => {
    // No handler: a get-user call would fail the test (setupContractServer).
    const { api } = renderAuth({
      local: withDevice,
      session: { [PENDING_MFA_KEY]: JSON.stringify(pendingLogin) },
    });
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('pendingMfa'));
    expect(screen.getByTestId('loading').textContent).toBe('listo');
    expect(api().session.pending).toEqual(pendingLogin);
    expect(api().code.expiresAt?.toISOString()).toBe('2025-03-01T12:05:00.000Z');
    expect(fingerprint.load).not.toHaveBeenCalled();
  });

  it('dispatches START once under StrictMode', async () => {
    const calls = getUser(null);
    renderAuth({ strict: true });
    await waitFor(() => expect(screen.getByTestId('loading').textContent).toBe('listo'));
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('drops an expired pending step and queries the session', async () => {
    const calls = getUser(null);
    const { session } = renderAuth({
      local: withDevice,
      session: {
        [PENDING_MFA_KEY]: JSON.stringify({
          ...pendingLogin,
          expiresAt: '2025-03-01T11:59:00.000Z',
        }),
      },
    });
    await waitFor(() => expect(screen.getByTestId('loading').textContent).toBe('listo'));
    expect(screen.getByTestId('status').textContent).toBe('unauthenticated');
    expect(calls).toHaveBeenCalledTimes(1);
    expect(session.getItem(PENDING_MFA_KEY)).toBeNull();
  });

  it('queries the session and leaves the device id for a sign-in (no fingerprint on every page)', async () => {
    const calls = getUser(null);
    const { local } = renderAuth();
    expect(screen.getByTestId('loading').textContent).toBe('cargando');
    await waitFor(() => expect(screen.getByTestId('loading').textContent).toBe('listo'));
    expect(calls).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('status').textContent).toBe('unauthenticated');
    // The fingerprint library (~15 kB, long tasks) is loaded only when a sign-in needs the id.
    expect(fingerprint.load).not.toHaveBeenCalled();
    expect(screen.getByTestId('device').textContent).toBe('');
    expect(local.getItem(USER_KEY)).toBeNull();
  });

  it('keeps a stored device id and restores an open session from the server', async () => {
    const calls = getUser(ana);
    const { local } = renderAuth({
      local: { [USER_KEY]: JSON.stringify({ deviceId: 'kept-id' }) },
    });
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('authenticated'));
    expect(screen.getByTestId('user').textContent).toBe('Ana');
    expect(screen.getByTestId('pro').textContent).toBe('pro');
    expect(screen.getByTestId('device').textContent).toBe('kept-id');
    expect(fingerprint.load).not.toHaveBeenCalled();
    expect(calls).toHaveBeenCalledTimes(1);
    expect(storedUser(local)).toEqual({ ...ana, deviceId: 'kept-id', isAuthenticated: true });
  });

  it('clears a stale stored user when the server has no session', async () => {
    getUser(null);
    const { local } = renderAuth({
      local: { [USER_KEY]: JSON.stringify({ ...ana, isAuthenticated: true }) },
    });
    await waitFor(() => expect(screen.getByTestId('loading').textContent).toBe('listo'));
    expect(storedUser(local)).toEqual({ deviceId: DEVICE_ID });
  });

  it('logs a failed session check only, without personal data, and ends loading', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      siteHttp.get('/api/auth/get-user', ({ response }) =>
        response(500).json({
          error: true,
          code: 'INTERNAL_ERROR',
          message: 'Ocurrió un error inesperado.',
        }),
      ),
    );
    renderAuth({ local: withDevice });
    await waitFor(() => expect(screen.getByTestId('loading').textContent).toBe('listo'));
    expect(screen.getByTestId('status').textContent).toBe('unauthenticated');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(log).toHaveBeenCalledWith('[auth] Session check failed (UNKNOWN 500)');
  });

  it('sanitizes initialPathToGo and uses the stored pathToGo otherwise', async () => {
    getUser(null);
    const first = renderAuth({ local: withDevice, initialPathToGo: 'https://evil.example/' });
    await waitFor(() => expect(screen.getByTestId('loading').textContent).toBe('listo'));
    // The machine keeps the sanitized value in its state; a login without second step goes there.
    server.use(
      siteHttp.post('/api/auth/login', ({ response }) =>
        response(200).json({
          isTermsConditionsAccepted: true,
          isAdditionalClausesAccepted: false,
          needMfa: false,
          userData: ana,
        }),
      ),
    );
    await act(() =>
      first.api().login.login({ documentType: 'DNI', document: '12345678', password: 'x' }),
    );
    expect(first.navigate).toHaveBeenCalledWith('/');
    first.unmount();

    const second = renderAuth({
      local: { [USER_KEY]: JSON.stringify({ deviceId: DEVICE_ID, pathToGo: '/clases-grabadas' }) },
    });
    await waitFor(() => expect(screen.getByTestId('loading').textContent).toBe('listo'));
    await act(() =>
      second.api().login.login({ documentType: 'DNI', document: '12345678', password: 'x' }),
    );
    expect(second.navigate).toHaveBeenCalledWith('/clases-grabadas');
    expect(second.storage.readPathToGo()).toBeNull();
  });
});

describe('stale session answers (M2)', () => {
  const credentials = { documentType: 'DNI', document: '12345678', password: 'x' } as const;

  /** get-user whose first answer (anonymous) waits for `late`; later calls answer `then`. */
  function slowFirstCheck(then: typeof ana | null) {
    const late = deferred();
    const answered = vi.fn();
    let calls = 0;
    server.use(
      siteHttp.get('/api/auth/get-user', async ({ response }) => {
        calls += 1;
        if (calls === 1) {
          await late.promise;
          answered();
          return response(200).json({ isAuthenticated: false, user: null, token: null });
        }
        return response(200).json({ isAuthenticated: then != null, user: then, token: null });
      }),
    );
    return { late, answered, calls: () => calls };
  }

  /** Lets the late answer reach the machine (there is no state change to wait for). */
  async function landed(answered: () => void) {
    await waitFor(() => expect(answered).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  }

  function loginAnswers(needMfa: boolean) {
    server.use(
      siteHttp.post('/api/auth/login', ({ response }) =>
        response(200).json(
          needMfa
            ? { needMfa: true, challenge: anaChallenge }
            : {
                isTermsConditionsAccepted: true,
                isAdditionalClausesAccepted: false,
                needMfa: false,
                userData: ana,
              },
        ),
      ),
    );
  }

  it('the start-up check answering after a login without second step does not sign out', async () => {
    const { late, answered, calls } = slowFirstCheck(null);
    loginAnswers(false);
    const { api, local } = renderAuth({ local: withDevice });
    await waitFor(() => expect(calls()).toBe(1));
    expect(screen.getByTestId('loading').textContent).toBe('cargando');

    await act(() => api().login.login(credentials));
    expect(screen.getByTestId('status').textContent).toBe('authenticated');

    late.resolve();
    await landed(answered);
    expect(screen.getByTestId('status').textContent).toBe('authenticated');
    expect(screen.getByTestId('loading').textContent).toBe('listo');
    expect(storedUser(local)).toEqual({ ...ana, deviceId: DEVICE_ID, isAuthenticated: true });
  });

  it('the start-up check answering after a valid code does not undo the sign-in', async () => {
    const { late, answered, calls } = slowFirstCheck(ana);
    loginAnswers(true);
    server.use(
      siteHttp.post('/api/auth/mfa-validation', ({ response }) =>
        response(200).json({ success: true }),
      ),
    );
    const { api, local } = renderAuth({ local: withDevice });
    await waitFor(() => expect(calls()).toBe(1));
    await act(() => api().login.login(credentials));
    const result = await act(() => api().code.validate('123456'));
    expect(result).toEqual({ ok: true, value: undefined });
    expect(calls()).toBe(2);
    expect(screen.getByTestId('status').textContent).toBe('authenticated');

    late.resolve();
    await landed(answered);
    expect(screen.getByTestId('status').textContent).toBe('authenticated');
    expect(storedUser(local)).toEqual({ ...ana, deviceId: DEVICE_ID, isAuthenticated: true });
  });

  it('a reload asked before a logout does not sign back in', async () => {
    getUser(ana);
    server.use(siteHttp.post('/api/auth/logout', ({ response }) => response(204).empty()));
    const { api, local } = renderAuth({ local: withDevice });
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('authenticated'));

    const late = deferred();
    const asked = vi.fn();
    server.use(
      siteHttp.get('/api/auth/get-user', async ({ response }) => {
        asked();
        await late.promise;
        return response(200).json({ isAuthenticated: true, user: ana, token: null });
      }),
    );
    let reload: Promise<void> = Promise.resolve();
    act(() => {
      reload = api().session.reload();
    });
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    await act(() => api().logout.logout());
    late.resolve();
    await act(() => reload);
    expect(screen.getByTestId('status').textContent).toBe('unauthenticated');
    expect(storedUser(local)).toEqual({ deviceId: DEVICE_ID });
  });
});

describe('AuthProvider', () => {
  it('navigates with the latest navigate prop', async () => {
    getUser(null);
    server.use(
      siteHttp.post('/api/auth/login', ({ response }) =>
        response(200).json({
          isTermsConditionsAccepted: true,
          isAdditionalClausesAccepted: false,
          needMfa: false,
          userData: ana,
        }),
      ),
    );
    const first = vi.fn();
    const second = vi.fn();
    const storage = createAuthStorage({
      local: createMemoryStorage(withDevice),
      session: createMemoryStorage(),
    });
    function LoginButton() {
      const { login } = useLogin();
      return (
        <button
          type="button"
          onClick={() => void login({ documentType: 'DNI', document: '12345678', password: 'x' })}
        >
          Ingresar
        </button>
      );
    }
    const tree = (navigate: (to: string) => void) => (
      <AuthProvider baseUrl={TEST_BASE_URLS.site} navigate={navigate} storage={storage}>
        <LoginButton />
      </AuthProvider>
    );
    const view = render(tree(first));
    view.rerender(tree(second));
    await act(async () => screen.getByRole('button', { name: 'Ingresar' }).click());
    await waitFor(() => expect(second).toHaveBeenCalledWith('/'));
    expect(first).not.toHaveBeenCalled();
  });
});

describe('useSession', () => {
  it('reload() re-reads the user from the server', async () => {
    getUser(ana);
    const { api } = renderAuth({ local: withDevice });
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('authenticated'));
    getUser({ ...ana, name: 'Ana María', membership: 'basic' });
    await act(() => api().session.reload());
    expect(screen.getByTestId('user').textContent).toBe('Ana María');
    expect(screen.getByTestId('pro').textContent).toBe('no-pro');
  });

  it('setPathToGo stores the sanitized path', async () => {
    getUser(null);
    const { api, storage } = renderAuth({ local: withDevice });
    await waitFor(() => expect(screen.getByTestId('loading').textContent).toBe('listo'));
    act(() => api().session.setPathToGo('/programas?x=1'));
    await waitFor(() => expect(storage.readPathToGo()).toBe('/programas?x=1'));
    act(() => api().session.setPathToGo('//evil.example'));
    await waitFor(() => expect(storage.readPathToGo()).toBe('/'));
    act(() => api().session.setPathToGo(null));
    await waitFor(() => expect(storage.readPathToGo()).toBeNull());
  });

  it('unauthorized() closes the session and goes to the login page with the return path', async () => {
    getUser(ana);
    const logoutCalls = vi.fn();
    server.use(
      siteHttp.post('/api/auth/logout', ({ response }) => {
        logoutCalls();
        return response(204).empty();
      }),
    );
    const { api, navigate, local } = renderAuth({ local: withDevice });
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('authenticated'));
    act(() => api().session.unauthorized('/clases-grabadas'));
    await waitFor(() => expect(logoutCalls).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('status').textContent).toBe('unauthenticated');
    expect(navigate).toHaveBeenCalledWith('/auth/login?redirect=%2Fclases-grabadas');
    expect(storedUser(local)).toEqual({ deviceId: DEVICE_ID });
  });

  it('unauthorized() without a return path closes the session and stays', async () => {
    getUser(ana);
    server.use(siteHttp.post('/api/auth/logout', ({ response }) => response(204).empty()));
    const { api, navigate } = renderAuth({ local: withDevice });
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('authenticated'));
    act(() => api().session.unauthorized());
    await waitFor(() => expect(api().session.logoutLoading).toBe(false));
    expect(screen.getByTestId('status').textContent).toBe('unauthenticated');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('useSessionStatus (what the account forms read)', () => {
  function StatusProbe({
    onStatus,
  }: {
    onStatus: (status: ReturnType<typeof useSessionStatus>) => void;
  }) {
    const status = useSessionStatus();
    onStatus(status);
    return <p data-testid="form-status">{status.loading ? 'cargando' : status.status}</p>;
  }

  function renderStatus(local: Record<string, string>) {
    const storage = createAuthStorage({
      local: createMemoryStorage(local),
      session: createMemoryStorage(),
    });
    let latest: ReturnType<typeof useSessionStatus> | null = null;
    render(
      <AuthProvider baseUrl={TEST_BASE_URLS.site} navigate={vi.fn()} storage={storage}>
        <StatusProbe onStatus={(status) => (latest = status)} />
      </AuthProvider>,
    );
    return { storage, status: () => latest! };
  }

  it.for([
    ['signed in', ana, 'authenticated', 'Ana'],
    ['nobody', null, 'unauthenticated', null],
  ] as const)('%s: the same status and user as useSession', async ([, user, status, name]) => {
    getUser(user);
    const view = renderStatus(withDevice);
    expect(screen.getByTestId('form-status').textContent).toBe('cargando');
    await waitFor(() => expect(screen.getByTestId('form-status').textContent).toBe(status));
    expect(view.status().user?.name ?? null).toBe(name);
  });

  it('setPathToGo stores the sanitized path, as useSession does', async () => {
    getUser(null);
    const view = renderStatus(withDevice);
    await waitFor(() =>
      expect(screen.getByTestId('form-status').textContent).toBe('unauthenticated'),
    );
    act(() => view.status().setPathToGo('//evil.example'));
    await waitFor(() => expect(view.storage.readPathToGo()).toBe('/'));
    act(() => view.status().setPathToGo('/programas'));
    await waitFor(() => expect(view.storage.readPathToGo()).toBe('/programas'));
  });
});

describe('acceptAdditionalClauses', () => {
  it('on success sets isAdditionalClausesAccepted in the session and in storage', async () => {
    getUser(ana);
    const bodies: unknown[] = [];
    server.use(
      siteHttp.post('/api/polices/additional_clauses/', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json({ success: true });
      }),
    );
    const { api, local } = renderAuth({ local: withDevice });
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('authenticated'));
    const result = await act(() => api().session.acceptAdditionalClauses());
    expect(result).toEqual({ ok: true, value: undefined });
    expect(bodies).toEqual([{}]);
    expect(api().session.user?.isAdditionalClausesAccepted).toBe(true);
    expect(storedUser(local)?.isAdditionalClausesAccepted).toBe(true);
  });

  it('on failure returns the server message', async () => {
    getUser(ana);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      siteHttp.post('/api/polices/additional_clauses/', ({ response }) =>
        response(502).json({
          error: true,
          code: 'UPSTREAM_ERROR',
          message: 'El servicio de contenidos no respondió.',
        }),
      ),
    );
    const { api } = renderAuth({ local: withDevice });
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('authenticated'));
    const result = await act(() => api().session.acceptAdditionalClauses());
    expect(result).toEqual({
      ok: false,
      error: {
        message: 'El servicio de contenidos no respondió.',
        code: 'UPSTREAM_ERROR',
        status: 502,
      },
    });
    expect(api().session.user?.isAdditionalClausesAccepted).toBe(false);
  });

  it('on failure without a server message returns "Error al aceptar las cláusulas"', async () => {
    getUser(ana);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      siteHttp.post('/api/polices/additional_clauses/', ({ response }) =>
        response(200).json({ success: false }),
      ),
    );
    const { api } = renderAuth({ local: withDevice });
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('authenticated'));
    const result = await act(() => api().session.acceptAdditionalClauses());
    expect(result).toEqual({
      ok: false,
      error: { message: 'Error al aceptar las cláusulas', code: 'Error al aceptar las cláusulas' },
    });
  });
});

describe('isProMembership', () => {
  it.each([
    ['pro', true],
    ['PRO', true],
    [' Pro ', true],
    ['basic', false],
    ['professional', false],
    [null, false],
    [undefined, false],
    ['', false],
  ])('%j → %s', (membership, expected) => {
    expect(isProMembership(membership)).toBe(expected);
  });
});

describe('outside <AuthProvider>', () => {
  it('the hooks say where they belong', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSession())).toThrow(
      'The auth hooks must be used inside <AuthProvider>.',
    );
    expect(() => render(<p>sin sesión</p>)).not.toThrow();
  });
});

describe('several providers sharing one runtime (islands of a page)', () => {
  function SessionName({ testId }: { testId: string }) {
    const { user, status } = useSession();
    return <p data-testid={testId}>{user ? user.name : status}</p>;
  }

  it('neither starts it; once its owner does, every island reads the same session', async () => {
    const calls = getUser(ana);
    const runtime = createAuthRuntime({
      storage: createAuthStorage({ local: createMemoryStorage(), session: createMemoryStorage() }),
      baseUrl: TEST_BASE_URLS.site,
      navigate: vi.fn(),
    });
    const navigate = vi.fn();
    const view = render(
      <>
        <AuthProvider runtime={runtime} navigate={navigate}>
          <SessionName testId="header" />
        </AuthProvider>
        <AuthProvider runtime={runtime} navigate={navigate}>
          <SessionName testId="banner" />
        </AuthProvider>
      </>,
    );
    // Mounting the islands queries nothing: the owner starts the runtime.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).not.toHaveBeenCalled();
    expect(screen.getByTestId('header').textContent).toBe('unauthenticated');

    await act(() => runtime.start());
    expect(calls).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('header').textContent).toBe(ana.name);
    expect(screen.getByTestId('banner').textContent).toBe(ana.name);

    // An island that goes away leaves the runtime (and its timers) to the others.
    const dispose = vi.spyOn(runtime, 'dispose');
    view.rerender(
      <AuthProvider runtime={runtime} navigate={navigate}>
        <SessionName testId="header" />
      </AuthProvider>,
    );
    view.unmount();
    expect(dispose).not.toHaveBeenCalled();
  });
});
