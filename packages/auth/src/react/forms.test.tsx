// @vitest-environment jsdom
/**
 * What the login, code and sign-up forms share: a second submit while the first runs sends no
 * second request (M4), and their errors do not outlive the step they were about (L7).
 */
import { siteHttp } from '@vivasalud/api-client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PENDING_MFA_KEY } from '../storage';
import type { AuthResult, SignupValues } from './index';
import {
  ana,
  anaChallenge,
  deferred,
  pendingLogin,
  renderAuth,
  setupAuthTestServer,
  withDevice,
} from './test/harness';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load }));

const server = setupAuthTestServer(fingerprint.load);

const credentials = {
  documentType: 'DNI',
  document: '12345678',
  password: 'Clave$egura1',
} as const;

const luis: SignupValues = {
  documentType: 'DNI',
  documentNumber: '87654321',
  name: 'Luis',
  lastName: 'Huamán',
  email: 'luis.huaman@correo.pe',
  phone: '+51912345678',
  password: 'Clave$egura1',
  acceptTerms: true,
  acceptAdditionalClauses: false,
};

const wrongPassword = 'Documento o contraseña incorrectos.';
const signupRefused = 'Datos inválidos.';
const wrongCode = 'El código es incorrecto o ya venció. Revisa el código o pide uno nuevo.';

function anonymous() {
  server.use(
    siteHttp.get('/api/auth/get-user', ({ response }) =>
      response(200).json({ isAuthenticated: false, user: null, token: null }),
    ),
  );
}

function withPending() {
  return renderAuth({
    local: withDevice,
    session: { [PENDING_MFA_KEY]: JSON.stringify(pendingLogin) },
  });
}

async function ready() {
  await waitFor(() => expect(screen.getByTestId('loading').textContent).toBe('listo'));
}

/**
 * Calls `submit` twice in a row while the route waits on `gate`, then lets it answer. Returns
 * both promises (already settled).
 */
async function twice<T>(
  submit: () => Promise<T>,
  gate: { resolve: () => void },
  sent: () => number,
) {
  let first: Promise<T> = Promise.resolve(undefined as T);
  let second: Promise<T> = Promise.resolve(undefined as T);
  act(() => {
    first = submit();
    second = submit();
  });
  await waitFor(() => expect(sent()).toBe(1));
  gate.resolve();
  await act(() => Promise.all([first, second]));
  return { first, second };
}

describe('a second submit while the first runs sends no second request (M4)', () => {
  it('login: a double Enter sends one login (one code), both callers get its answer', async () => {
    anonymous();
    const gate = deferred();
    const bodies: unknown[] = [];
    server.use(
      siteHttp.post('/api/auth/login', async ({ request, response }) => {
        bodies.push(await request.json());
        await gate.promise;
        return response(200).json({ needMfa: true, challenge: anaChallenge });
      }),
    );
    const { api } = renderAuth({ local: withDevice });
    await ready();
    const { first, second } = await twice(
      () => api().login.login(credentials),
      gate,
      () => bodies.length,
    );
    expect(second).toBe(first);
    await expect(first).resolves.toEqual({ ok: true, value: 'pendingMfa' });
    expect(bodies).toHaveLength(1);

    // Once it is done, the next login goes out again.
    await act(() => api().login.login(credentials));
    expect(bodies).toHaveLength(2);
  });

  it('sign-up: a double submit registers once', async () => {
    anonymous();
    const gate = deferred();
    const bodies: unknown[] = [];
    server.use(
      siteHttp.post('/api/auth/signup', async ({ request, response }) => {
        bodies.push(await request.json());
        await gate.promise;
        return response(201).json({
          isNeedMfa: true,
          phone: luis.phone,
          email: luis.email,
          documentNumber: luis.documentNumber,
          name: luis.name,
          challenge: anaChallenge,
        });
      }),
    );
    const { api } = renderAuth({ local: withDevice });
    await ready();
    const { first, second } = await twice(
      () => api().signup.signup(luis),
      gate,
      () => bodies.length,
    );
    expect(second).toBe(first);
    await expect(first).resolves.toEqual({ ok: true, value: 'pendingMfa' });
    expect(bodies).toHaveLength(1);
  });

  it('code step: onComplete + Enter validates once (no wrong try used up)', async () => {
    const gate = deferred();
    const bodies: unknown[] = [];
    server.use(
      siteHttp.post('/api/auth/mfa-validation', async ({ request, response }) => {
        bodies.push(await request.json());
        await gate.promise;
        return response(200).json({ success: false });
      }),
    );
    const { api } = withPending();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('pendingMfa'));
    const { first, second } = await twice(
      () => api().code.validate('000000'),
      gate,
      () => bodies.length,
    );
    expect(second).toBe(first);
    await expect(first).resolves.toMatchObject({
      ok: false,
      error: { code: 'MFA validation failed' },
    });
    expect(bodies).toHaveLength(1);

    await act(() => api().code.validate('111111'));
    expect(bodies).toHaveLength(2);
  });

  it('code step: a double click on resend sends one new code', async () => {
    const gate = deferred();
    const bodies: unknown[] = [];
    server.use(
      siteHttp.post('/api/auth/send-mfa', async ({ request, response }) => {
        bodies.push(await request.json());
        await gate.promise;
        return response(200).json({
          mensaje: 'EXITO',
          minutosVigencia: 10,
          destination: 'an****@correo.pe',
        });
      }),
    );
    const { api } = withPending();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('pendingMfa'));
    const { first, second } = await twice(
      () => api().code.resend(),
      gate,
      () => bodies.length,
    );
    expect(second).toBe(first);
    await expect(first).resolves.toEqual({ ok: true, value: { minutosVigencia: 10 } });
    expect(bodies).toHaveLength(1);
  });

  it('validate and resend are guarded apart: a resend is not swallowed by a running validation', async () => {
    const gate = deferred();
    const validations = vi.fn();
    const resends = vi.fn();
    server.use(
      siteHttp.post('/api/auth/mfa-validation', async ({ response }) => {
        validations();
        await gate.promise;
        return response(200).json({ success: false });
      }),
      siteHttp.post('/api/auth/send-mfa', ({ response }) => {
        resends();
        return response(200).json({
          mensaje: 'EXITO',
          minutosVigencia: 5,
          destination: 'an****@correo.pe',
        });
      }),
    );
    const { api } = withPending();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('pendingMfa'));
    let validation: Promise<AuthResult> = Promise.resolve({ ok: true, value: undefined });
    act(() => {
      validation = api().code.validate('000000');
    });
    await waitFor(() => expect(validations).toHaveBeenCalledTimes(1));
    await act(() => api().code.resend());
    expect(resends).toHaveBeenCalledTimes(1);
    gate.resolve();
    await act(() => validation);
  });
});

describe('form errors do not outlive their step (L7)', () => {
  function failingRoutes() {
    server.use(
      siteHttp.post('/api/auth/login', ({ response }) =>
        response(401).json({ error: true, code: 'INVALID_CREDENTIALS', message: wrongPassword }),
      ),
      siteHttp.post('/api/auth/signup', ({ response }) =>
        response(400).json({ error: true, code: 'VALIDATION_ERROR', message: signupRefused }),
      ),
      siteHttp.post('/api/auth/mfa-validation', ({ response }) =>
        response(200).json({ success: false }),
      ),
    );
  }

  function errors(api: ReturnType<typeof renderAuth>['api']) {
    return [api().login.error, api().code.error, api().signup.error].map((e) => e?.message ?? null);
  }

  it('a logout clears the login, code and sign-up errors', async () => {
    failingRoutes();
    server.use(siteHttp.post('/api/auth/logout', ({ response }) => response(204).empty()));
    const { api } = withPending();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('pendingMfa'));
    await act(() => api().code.validate('000000'));
    await act(() => api().login.login(credentials));
    await act(() => api().signup.signup(luis));
    expect(errors(api)).toEqual([wrongPassword, wrongCode, signupRefused]);

    await act(() => api().logout.logout());
    expect(errors(api)).toEqual([null, null, null]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a successful sign-in clears the errors of the other forms', async () => {
    anonymous();
    failingRoutes();
    const { api } = renderAuth({ local: withDevice });
    await ready();
    await act(() => api().signup.signup(luis));
    expect(errors(api)).toEqual([null, null, signupRefused]);

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
    await act(() => api().login.login(credentials));
    expect(screen.getByTestId('status').textContent).toBe('authenticated');
    expect(errors(api)).toEqual([null, null, null]);
  });

  it('a new pending step clears the errors of the last one', async () => {
    failingRoutes();
    const { api } = withPending();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('pendingMfa'));
    await act(() => api().code.validate('000000'));
    await act(() => api().signup.signup(luis));
    expect(errors(api)).toEqual([null, wrongCode, signupRefused]);

    // Logging in again sends a new code: the last code's "wrong code" is stale.
    server.use(
      siteHttp.post('/api/auth/login', ({ response }) =>
        response(200).json({ needMfa: true, challenge: anaChallenge }),
      ),
    );
    await act(() => api().login.login(credentials));
    expect(screen.getByTestId('status').textContent).toBe('pendingMfa');
    expect(errors(api)).toEqual([null, null, null]);
  });

  it('a resent code clears the "wrong code" message', async () => {
    failingRoutes();
    server.use(
      siteHttp.post('/api/auth/send-mfa', ({ response }) =>
        response(200).json({
          mensaje: 'EXITO',
          minutosVigencia: 5,
          destination: 'an****@correo.pe',
        }),
      ),
    );
    const { api } = withPending();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('pendingMfa'));
    await act(() => api().code.validate('000000'));
    expect(api().code.error?.message).toBe(wrongCode);
    await act(() => api().code.resend());
    expect(api().code.error).toBeNull();
  });

  it('an error of this very step still shows (the clearing comes before the effects)', async () => {
    failingRoutes();
    const { api } = withPending();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('pendingMfa'));
    await act(() => api().login.login(credentials));
    expect(errors(api)).toEqual([wrongPassword, null, null]);
    expect(screen.getByRole('alert').textContent).toBe(wrongPassword);
  });

  it('each form can clear its own error (the pages do it on mount)', async () => {
    failingRoutes();
    const { api } = withPending();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('pendingMfa'));
    await act(() => api().code.validate('000000'));
    await act(() => api().login.login(credentials));
    await act(() => api().signup.signup(luis));
    act(() => api().login.clearError());
    expect(errors(api)).toEqual([null, wrongCode, signupRefused]);
    act(() => api().code.clearError());
    expect(errors(api)).toEqual([null, null, signupRefused]);
    act(() => api().signup.clearError());
    expect(errors(api)).toEqual([null, null, null]);
  });
});
