// @vitest-environment jsdom
import { siteHttp, TEST_BASE_URLS } from '@vivasalud/api-client/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createAuthStorage, createMemoryStorage, PENDING_MFA_KEY, USER_KEY } from '../storage';
import { AuthProvider } from './AuthProvider';
import { useLogin } from './hooks';
import {
  ana,
  anaChallenge,
  DEVICE_ID,
  NOW,
  pendingLogin,
  renderAuth,
  storedPending,
  storedUser,
  withDevice,
  dataLayer,
  resetDataLayer,
  setupAuthTestServer,
} from './test/harness';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load }));

const server = setupAuthTestServer(fingerprint.load);

const credentials = {
  documentType: 'DNI',
  document: '12345678',
  password: 'Clave$egura1',
} as const;

function anonymous() {
  const calls = vi.fn();
  server.use(
    siteHttp.get('/api/auth/get-user', ({ response }) => {
      calls();
      return response(200).json({ isAuthenticated: false, user: null, token: null });
    }),
  );
  return calls;
}

/** The code step a login by SMS opens (issue #16: a reference and a masked phone, no profile). */
const smsChallenge = { ...anaChallenge, channel: 'sms' as const, destination: '*** *** 321' };

/** login answering `needMfa`, recording the request bodies. */
function loginAnswers(needMfa: boolean) {
  const bodies: unknown[] = [];
  server.use(
    siteHttp.post('/api/auth/login', async ({ request, response }) => {
      bodies.push(await request.json());
      // A server that leaked a token (or, with the code step, the profile) must still not get
      // it stored: untyped on purpose.
      return response.untyped(
        HttpResponse.json(
          needMfa
            ? { needMfa, challenge: smsChallenge, token: 'leaked-token', userData: ana }
            : {
                isTermsConditionsAccepted: true,
                isAdditionalClausesAccepted: false,
                needMfa,
                token: 'leaked-token',
                userData: { ...ana, token: 'leaked-token' },
              },
        ),
      );
    }),
  );
  return bodies;
}

async function ready() {
  await waitFor(() => expect(screen.getByTestId('loading').textContent).toBe('listo'));
}

describe('login without second step', () => {
  it('signs in, goes to pathToGo, tracks only the event name and stores no token', async () => {
    anonymous();
    const bodies = loginAnswers(false);
    const { api, navigate, local } = renderAuth({
      local: withDevice,
      initialPathToGo: '/clases-grabadas',
    });
    await ready();
    const result = await act(() => api().login.login(credentials));

    expect(result).toEqual({ ok: true, value: 'authenticated' });
    expect(bodies).toEqual([
      {
        documentType: 'DNI',
        document: '12345678',
        password: 'Clave$egura1',
        device: DEVICE_ID,
        channel: 'mail',
      },
    ]);
    expect(screen.getByTestId('status').textContent).toBe('authenticated');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/clases-grabadas');
    expect(dataLayer()).toEqual([{ event: 'login_success' }]);
    expect(storedUser(local)).toEqual({ ...ana, deviceId: DEVICE_ID, isAuthenticated: true });
    expect(local.getItem(USER_KEY)).not.toContain('leaked-token');
    expect(local.getItem(USER_KEY)).not.toContain('token');
  });

  it('goes home without a stored pathToGo and keeps an existing dataLayer', async () => {
    anonymous();
    loginAnswers(false);
    resetDataLayer([{ event: 'gtm.js' }]);
    const { api, navigate } = renderAuth({ local: withDevice });
    await ready();
    await act(() => api().login.login(credentials));
    expect(navigate).toHaveBeenCalledWith('/');
    expect(dataLayer()).toEqual([{ event: 'gtm.js' }, { event: 'login_success' }]);
  });

  it('works from a form, with loading while the call runs', async () => {
    anonymous();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      siteHttp.post('/api/auth/login', async ({ response }) => {
        await gate;
        return response(200).json({
          isTermsConditionsAccepted: true,
          isAdditionalClausesAccepted: false,
          needMfa: false,
          userData: ana,
        });
      }),
    );
    function LoginForm() {
      const { login, loading, error } = useLogin();
      const [document, setDocument] = useState('');
      const [password, setPassword] = useState('');
      const submit = (event: FormEvent) => {
        event.preventDefault();
        void login({ documentType: 'DNI', document, password });
      };
      return (
        <form onSubmit={submit}>
          <label>
            Documento
            <input value={document} onChange={(e) => setDocument(e.target.value)} />
          </label>
          <label>
            Contraseña
            <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </label>
          <button type="submit" disabled={loading}>
            {loading ? 'Cargando' : 'Ingresar'}
          </button>
          {error ? <p role="alert">{error.message}</p> : null}
        </form>
      );
    }
    const navigate = vi.fn();
    const local = createMemoryStorage(withDevice);
    render(
      <AuthProvider
        baseUrl={TEST_BASE_URLS.site}
        navigate={navigate}
        storage={createAuthStorage({ local, session: createMemoryStorage() })}
        now={() => NOW}
      >
        <LoginForm />
      </AuthProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Documento'), '12345678');
    await user.type(screen.getByLabelText('Contraseña'), 'Clave$egura1');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('button', { name: 'Cargando' })).toHaveProperty(
      'disabled',
      true,
    );
    release();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(screen.getByRole('button', { name: 'Ingresar' })).toHaveProperty('disabled', false);
  });
});

describe('login failures', () => {
  it('shows the server message as is, with its code and status', async () => {
    anonymous();
    server.use(
      siteHttp.post('/api/auth/login', ({ response }) =>
        response(401).json({
          error: true,
          code: 'INVALID_CREDENTIALS',
          message: 'Documento o contraseña incorrectos.',
        }),
      ),
    );
    const { api, navigate } = renderAuth({ local: withDevice });
    await ready();
    const result = await act(() => api().login.login(credentials));
    const error = {
      message: 'Documento o contraseña incorrectos.',
      code: 'INVALID_CREDENTIALS',
      status: 401,
    };
    expect(result).toEqual({ ok: false, error });
    expect(api().login.error).toEqual(error);
    expect(screen.getByRole('alert').textContent).toBe('Documento o contraseña incorrectos.');
    expect(api().login.loading).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(dataLayer()).toBeUndefined();
    act(() => api().login.clearError());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('passes field errors on as `fields`', async () => {
    anonymous();
    server.use(
      siteHttp.post('/api/auth/login', ({ response }) =>
        response(400).json({
          error: true,
          code: 'VALIDATION_ERROR',
          message: 'Datos inválidos.',
          errors: [{ field: 'document', message: 'El DNI debe tener como máximo 8 dígitos.' }],
        }),
      ),
    );
    const { api } = renderAuth({ local: withDevice });
    await ready();
    const result = await act(() => api().login.login({ ...credentials, document: '123456789' }));
    expect(result).toEqual({
      ok: false,
      error: {
        message: 'Datos inválidos.',
        code: 'VALIDATION_ERROR',
        status: 400,
        fields: [{ field: 'document', message: 'El DNI debe tener como máximo 8 dígitos.' }],
      },
    });
  });

  it('gives a 429 its Retry-After in seconds', async () => {
    anonymous();
    server.use(
      siteHttp.post('/api/auth/login', ({ response }) =>
        response(429).json(
          {
            error: true,
            code: 'RATE_LIMITED',
            message: 'Demasiados intentos. Inténtalo nuevamente en unos minutos.',
          },
          { headers: { 'Retry-After': '120' } },
        ),
      ),
    );
    const { api } = renderAuth({ local: withDevice });
    await ready();
    const result = await act(() => api().login.login(credentials));
    expect(result.ok).toBe(false);
    expect(api().login.error).toEqual({
      message: 'Demasiados intentos. Inténtalo nuevamente en unos minutos.',
      code: 'RATE_LIMITED',
      status: 429,
      retryAfterSeconds: 120,
    });
  });

  it('says in Spanish that the network failed', async () => {
    anonymous();
    server.use(
      siteHttp.post('/api/auth/login', ({ response }) => response.untyped(HttpResponse.error())),
    );
    const { api } = renderAuth({ local: withDevice });
    await ready();
    const result = await act(() => api().login.login(credentials));
    expect(result).toEqual({
      ok: false,
      error: {
        message: 'No pudimos conectarnos. Revisa tu conexión e inténtalo nuevamente.',
        code: 'NETWORK_ERROR',
      },
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'No pudimos conectarnos. Revisa tu conexión e inténtalo nuevamente.',
    );
  });
});

describe('login with second step', () => {
  it('saves the pending state in sessionStorage, valid 5 minutes, without signing in', async () => {
    anonymous();
    loginAnswers(true);
    const { api, navigate, session, local } = renderAuth({ local: withDevice });
    await ready();
    const result = await act(() => api().login.login({ ...credentials, channel: 'sms' }));
    expect(result).toEqual({ ok: true, value: 'pendingMfa' });
    expect(screen.getByTestId('status').textContent).toBe('pendingMfa');
    expect(storedPending(session)).toEqual({
      ...pendingLogin,
      channel: 'sms',
      destination: '*** *** 321',
    });
    expect(screen.getByTestId('expires').textContent).toBe('2025-03-01T12:05:00.000Z');
    expect(navigate).not.toHaveBeenCalled();
    expect(dataLayer()).toBeUndefined();
    // Nothing of the profile is kept before the code, even if a server sent it (issue #16).
    expect(storedUser(local)).toEqual({ deviceId: DEVICE_ID });
    for (const value of [ana.name, ana.email, ana.phone, ana.documentNumber]) {
      expect(session.getItem(PENDING_MFA_KEY)).not.toContain(value);
    }
  });
});

describe('code step', () => {
  function pendingRender() {
    return renderAuth({
      local: withDevice,
      session: { [PENDING_MFA_KEY]: JSON.stringify(pendingLogin) },
      initialPathToGo: '/programas',
    });
  }

  it('a wrong code shows the Spanish message and keeps the spec message as the code', async () => {
    const bodies: unknown[] = [];
    server.use(
      siteHttp.post('/api/auth/mfa-validation', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json({ success: false });
      }),
    );
    const { api, navigate } = pendingRender();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('pendingMfa'));
    const result = await act(() => api().code.validate('000000'));
    const error = {
      message: 'El código es incorrecto o ya venció. Revisa el código o pide uno nuevo.',
      code: 'MFA validation failed',
    };
    expect(result).toEqual({ ok: false, error });
    expect(api().code.error).toEqual(error);
    expect(screen.getByRole('alert').textContent).toBe(error.message);
    expect(bodies).toEqual([
      { reference: pendingLogin.reference, device: DEVICE_ID, otp: '000000' },
    ]);
    expect(screen.getByTestId('status').textContent).toBe('pendingMfa');
    expect(api().code.loading).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a right code re-reads the user, signs in and goes to pathToGo', async () => {
    server.use(
      siteHttp.post('/api/auth/mfa-validation', ({ response }) =>
        response(200).json({ success: true }),
      ),
    );
    const getUserCalls = vi.fn();
    server.use(
      siteHttp.get('/api/auth/get-user', ({ response }) => {
        getUserCalls();
        return response(200).json({ isAuthenticated: true, user: ana, token: null });
      }),
    );
    const { api, navigate, session, local } = pendingRender();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('pendingMfa'));
    expect(getUserCalls).not.toHaveBeenCalled();
    const result = await act(() => api().code.validate('123456'));
    expect(result).toEqual({ ok: true, value: undefined });
    expect(getUserCalls).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('status').textContent).toBe('authenticated');
    expect(navigate).toHaveBeenCalledWith('/programas');
    expect(dataLayer()).toEqual([{ event: 'login_success' }]);
    expect(session.getItem(PENDING_MFA_KEY)).toBeNull();
    expect(storedUser(local)).toEqual({ ...ana, deviceId: DEVICE_ID, isAuthenticated: true });
  });

  it('a 429 after too many wrong codes shows the server message and the wait', async () => {
    server.use(
      siteHttp.post('/api/auth/mfa-validation', ({ response }) =>
        response(429).json(
          {
            error: true,
            code: 'RATE_LIMITED',
            message: 'Demasiados intentos. Pide un código nuevo.',
          },
          { headers: { 'Retry-After': '60' } },
        ),
      ),
    );
    const { api } = pendingRender();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('pendingMfa'));
    await act(() => api().code.validate('111111'));
    expect(api().code.error).toEqual({
      message: 'Demasiados intentos. Pide un código nuevo.',
      code: 'RATE_LIMITED',
      status: 429,
      retryAfterSeconds: 60,
    });
  });

  it('resend sets the expiry from minutosVigencia and the channel, and stores them', async () => {
    const bodies: unknown[] = [];
    server.use(
      siteHttp.post('/api/auth/send-mfa', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json({
          mensaje: 'EXITO',
          minutosVigencia: 10,
          destination: '*** *** 321',
        });
      }),
    );
    const { api, session } = pendingRender();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('pendingMfa'));
    const result = await act(() => api().code.resend('sms'));
    expect(result).toEqual({ ok: true, value: { minutosVigencia: 10 } });
    expect(bodies).toEqual([
      { reference: pendingLogin.reference, device: DEVICE_ID, channel: 'sms' },
    ]);
    expect(screen.getByTestId('expires').textContent).toBe('2025-03-01T12:10:00.000Z');
    // The pending step remembers the new channel and where (masked) the code went.
    expect(storedPending(session)).toEqual({
      ...pendingLogin,
      channel: 'sms',
      destination: '*** *** 321',
      expiresAt: '2025-03-01T12:10:00.000Z',
      sentAt: NOW.toISOString(),
    });
    expect(api().code.resending).toBe(false);
  });

  it('a failed resend is logged only, and the result tells the page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      siteHttp.post('/api/auth/send-mfa', ({ response }) => response.untyped(HttpResponse.error())),
    );
    const { api } = pendingRender();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('pendingMfa'));
    const result = await act(() => api().code.resend());
    expect(result).toEqual({
      ok: false,
      error: {
        message: 'No pudimos conectarnos. Revisa tu conexión e inténtalo nuevamente.',
        code: 'NETWORK_ERROR',
      },
    });
    expect(api().code.error).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('expires').textContent).toBe('2025-03-01T12:05:00.000Z');
    expect(log).toHaveBeenCalledWith('[auth] Code resend failed (NETWORK_ERROR)');
  });

  it('validate without a pending step says so and calls nothing', async () => {
    anonymous();
    const { api } = renderAuth({ local: withDevice });
    await ready();
    const result = await act(() => api().code.validate('123456'));
    expect(result).toEqual({
      ok: false,
      error: {
        message: 'No hay un código pendiente. Inicia sesión nuevamente para recibir uno.',
        code: 'NO_PENDING_MFA',
      },
    });
  });
});

describe('console output', () => {
  it('never carries personal data or a token', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      siteHttp.get('/api/auth/get-user', ({ response }) =>
        response(500).json({
          error: true,
          message: `Fallo para ${ana.email} ${ana.documentNumber}`,
        }),
      ),
      siteHttp.post('/api/auth/send-mfa', ({ response }) =>
        response(500).json({ error: true, message: `No se pudo enviar a ${ana.phone}` }),
      ),
    );
    const { api } = renderAuth({
      local: withDevice,
      session: { [PENDING_MFA_KEY]: JSON.stringify(pendingLogin) },
    });
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('pendingMfa'));
    await act(() => api().code.resend());
    await act(() => api().session.reload());
    const output = JSON.stringify([...log.mock.calls, ...warn.mock.calls]);
    expect(log).toHaveBeenCalledTimes(2);
    for (const secret of [ana.email, ana.documentNumber, ana.phone, ana.name, 'token']) {
      expect(output).not.toContain(secret);
    }
  });
});
