// @vitest-environment jsdom
import { siteHttp } from '@vivasalud/api-client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { SignupValues } from './hooks';
import {
  CAMPAIGN,
  DEVICE_ID,
  renderAuth,
  storedPending,
  storedUser,
  withDevice,
  dataLayer,
  setupAuthTestServer,
} from './test/harness';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load }));

const server = setupAuthTestServer(fingerprint.load);

const luis: SignupValues = {
  documentType: 'DNI',
  documentNumber: '87654321',
  name: 'Luis',
  lastName: 'Huamán',
  email: 'luis.huaman@correo.pe',
  phone: '+51 912 345 678',
  password: 'Clave$egura1',
  acceptTerms: true,
  acceptAdditionalClauses: false,
};

const luisProfile = {
  name: 'Luis',
  lastName: 'Huamán',
  documentType: 'DNI' as const,
  documentNumber: '87654321',
  email: 'luis.huaman@correo.pe',
  phone: '+51912345678',
  username: '87654321',
  isActive: true,
  isTermsConditionsAccepted: true,
  isAdditionalClausesAccepted: false,
  membership: null,
};

/** get-user: anonymous at start-up, then (after a sign-up without code) Luis. */
function session() {
  let user: typeof luisProfile | null = null;
  const calls = vi.fn();
  server.use(
    siteHttp.get('/api/auth/get-user', ({ response }) => {
      calls();
      return response(200).json({ isAuthenticated: user != null, user, token: null });
    }),
  );
  return { calls, signIn: () => (user = luisProfile) };
}

/** The code step of Luis's sign-up: a reference and the masked address he typed. */
const luisChallenge = {
  reference: 'Lu1s8yJ0cW2vT6sK1pL9mD3xB7hZ5aE0gU2iO4wQ6r_',
  channel: 'mail' as const,
  destination: 'lu****@correo.pe',
};

function signupAnswers(isNeedMfa: boolean, onSignup: () => void = () => {}) {
  const bodies: unknown[] = [];
  server.use(
    siteHttp.post('/api/auth/signup', async ({ request, response }) => {
      const body = await request.json();
      bodies.push(body);
      onSignup();
      // The code goes where the sign-up asked; the answer names that channel.
      const channel = body.channel ?? 'mail';
      const challenge =
        channel === 'sms'
          ? { ...luisChallenge, channel, destination: '*** *** 678' }
          : luisChallenge;
      return response(201).json({
        isNeedMfa,
        phone: '+51912345678',
        email: 'luis.huaman@correo.pe',
        documentNumber: '87654321',
        name: 'Luis',
        ...(isNeedMfa ? { challenge } : {}),
      });
    }),
  );
  return bodies;
}

async function ready() {
  await waitFor(() => expect(screen.getByTestId('loading').textContent).toBe('listo'));
}

describe('sign-up with second step', () => {
  it('sends the contract body, saves the pending state and tracks register_success', async () => {
    session();
    const bodies = signupAnswers(true);
    const { api, navigate, session: sessionStorage } = renderAuth({ local: withDevice });
    await ready();
    const result = await act(() => api().signup.signup(luis));
    expect(result).toEqual({ ok: true, value: 'pendingMfa' });
    expect(bodies).toEqual([
      {
        campaignPath: null,
        document_type: 'DNI',
        document_number: '87654321',
        email: 'luis.huaman@correo.pe',
        name: 'Luis',
        last_name: 'Huamán',
        phone: '+51912345678',
        password: 'Clave$egura1',
        is_terms_conditions_accepted: true,
        is_additional_clauses_accepted: false,
        device: DEVICE_ID,
        channel: 'mail',
      },
    ]);
    expect(screen.getByTestId('status').textContent).toBe('pendingMfa');
    expect(storedPending(sessionStorage)).toEqual({
      flow: 'signup',
      reference: luisChallenge.reference,
      channel: 'mail',
      destination: 'lu****@correo.pe',
      expiresAt: '2025-03-01T12:05:00.000Z',
      sentAt: '2025-03-01T12:00:00.000Z',
      campaignPath: null,
    });
    expect(dataLayer()).toEqual([{ event: 'register_success' }]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a right code after a campaign sign-up signs in without navigating', async () => {
    const { signIn } = session();
    signupAnswers(true);
    server.use(
      siteHttp.post('/api/auth/mfa-validation', ({ response }) => {
        signIn();
        return response(200).json({ success: true });
      }),
    );
    const { api, navigate } = renderAuth({ local: withDevice });
    await ready();
    await act(() => api().signup.signup(luis, { campaignPath: CAMPAIGN, channel: 'sms' }));
    expect(api().session.pending?.campaignPath).toBe(CAMPAIGN);
    expect(api().session.pending?.channel).toBe('sms');
    await act(() => api().code.validate('123456'));
    expect(screen.getByTestId('status').textContent).toBe('authenticated');
    expect(navigate).not.toHaveBeenCalled();
    // A sign-up's code does not count as a login.
    expect(dataLayer()).toEqual([{ event: 'register_success' }]);
  });
});

describe('sign-up without second step', () => {
  it('stores the name, re-reads the session and goes home', async () => {
    const { calls, signIn } = session();
    signupAnswers(false, signIn);
    const { api, navigate, local } = renderAuth({ local: withDevice });
    await ready();
    expect(calls).toHaveBeenCalledTimes(1);
    const result = await act(() => api().signup.signup(luis));
    expect(result).toEqual({ ok: true, value: 'registered' });
    expect(calls).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(dataLayer()).toEqual([{ event: 'register_success' }]);
    expect(screen.getByTestId('status').textContent).toBe('authenticated');
    expect(storedUser(local)).toMatchObject({
      deviceId: DEVICE_ID,
      name: 'Luis',
      registerSuccessful: true,
      isAuthenticated: true,
    });
  });

  it('with a campaign path does not navigate (the campaign page moves on)', async () => {
    const { signIn } = session();
    const bodies = signupAnswers(false, signIn);
    const { api, navigate } = renderAuth({ local: withDevice, initialPathToGo: '/x' });
    await ready();
    const result = await act(() => api().signup.signup(luis, { campaignPath: CAMPAIGN }));
    expect(result).toEqual({ ok: true, value: 'registered' });
    expect(bodies).toEqual([expect.objectContaining({ campaignPath: CAMPAIGN })]);
    expect(navigate).not.toHaveBeenCalled();
    expect(dataLayer()).toEqual([{ event: 'register_success' }]);
  });

  it('shows the registered name when the session is not open yet', async () => {
    session();
    signupAnswers(false);
    const { api } = renderAuth({ local: withDevice });
    await ready();
    await act(() => api().signup.signup(luis, { campaignPath: CAMPAIGN }));
    expect(api().session.registeredName).toBe('Luis');
    expect(api().session.status).toBe('unauthenticated');
  });
});

describe('sign-up failures', () => {
  it('an empty answer is "El registro falló", shown in Spanish', async () => {
    session();
    server.use(
      siteHttp.post('/api/auth/signup', ({ response }) =>
        response.untyped(new HttpResponse(null, { status: 201 })),
      ),
    );
    const { api, navigate } = renderAuth({ local: withDevice });
    await ready();
    const result = await act(() => api().signup.signup(luis));
    const error = {
      message: 'No pudimos completar tu registro. Inténtalo nuevamente.',
      code: 'El registro falló',
    };
    expect(result).toEqual({ ok: false, error });
    expect(api().signup.error).toEqual(error);
    expect(screen.getByRole('alert').textContent).toBe(error.message);
    expect(api().signup.loading).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(dataLayer()).toBeUndefined();
  });

  it('an empty JSON object is an empty answer too', async () => {
    session();
    server.use(
      siteHttp.post('/api/auth/signup', ({ response }) =>
        response.untyped(HttpResponse.json({}, { status: 201 })),
      ),
    );
    const { api } = renderAuth({ local: withDevice });
    await ready();
    const result = await act(() => api().signup.signup(luis));
    expect(result.ok).toBe(false);
    expect(api().signup.error?.code).toBe('El registro falló');
  });

  it('passes the server body on (429 with its wait)', async () => {
    session();
    server.use(
      siteHttp.post('/api/auth/signup', ({ response }) =>
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
    await act(() => api().signup.signup(luis));
    expect(api().signup.error).toEqual({
      message: 'Demasiados intentos. Inténtalo nuevamente en unos minutos.',
      code: 'RATE_LIMITED',
      status: 429,
      retryAfterSeconds: 120,
    });
  });

  it('an answer that needs a code but names no code step is "El registro falló"', async () => {
    session();
    server.use(
      siteHttp.post('/api/auth/signup', ({ response }) =>
        response.untyped(
          HttpResponse.json(
            {
              isNeedMfa: true,
              phone: '+51912345678',
              email: 'luis.huaman@correo.pe',
              documentNumber: '87654321',
              name: 'Luis',
            },
            { status: 201 },
          ),
        ),
      ),
    );
    const { api } = renderAuth({ local: withDevice });
    await ready();
    const result = await act(() => api().signup.signup(luis));
    expect(result.ok).toBe(false);
    expect(api().signup.error?.code).toBe('El registro falló');
    expect(screen.getByTestId('status').textContent).toBe('unauthenticated');
  });

  it('refuses to send a sign-up without accepted terms', async () => {
    session();
    const { api } = renderAuth({ local: withDevice });
    await ready();
    const result = await act(() => api().signup.signup({ ...luis, acceptTerms: false }));
    expect(result).toEqual({
      ok: false,
      error: {
        message: 'Debes aceptar los términos y condiciones para registrarte.',
        code: 'TERMS_NOT_ACCEPTED',
        fields: [
          {
            field: 'acceptTerms',
            message: 'Debes aceptar los términos y condiciones para registrarte.',
          },
        ],
      },
    });
  });

  it('says in Spanish that the network failed', async () => {
    session();
    server.use(
      siteHttp.post('/api/auth/signup', ({ response }) => response.untyped(HttpResponse.error())),
    );
    const { api } = renderAuth({ local: withDevice });
    await ready();
    await act(() => api().signup.signup(luis));
    expect(screen.getByRole('alert').textContent).toBe(
      'No pudimos conectarnos. Revisa tu conexión e inténtalo nuevamente.',
    );
  });
});
