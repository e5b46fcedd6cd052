// @vitest-environment jsdom
import { siteHttp } from '@vivasalud/api-client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  ana,
  CAMPAIGN,
  DEVICE_ID,
  renderAuth,
  setupAuthTestServer,
  storedUser,
  withDevice,
} from './test/harness';

const RECOVERY_MESSAGE =
  'Si el documento está registrado, enviamos un enlace al correo registrado.';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load }));

const server = setupAuthTestServer(fingerprint.load);

function getUser(user: typeof ana | null) {
  server.use(
    siteHttp.get('/api/auth/get-user', ({ response }) =>
      response(200).json({ isAuthenticated: user != null, user, token: null }),
    ),
  );
}

async function as(user: typeof ana | null) {
  getUser(user);
  const view = renderAuth({ local: withDevice });
  await waitFor(() => expect(screen.getByTestId('loading').textContent).toBe('listo'));
  return view;
}

describe('useCampaignParticipation', () => {
  it('verify without a session document number is "User not fully loaded" and calls nothing', async () => {
    const { api } = await as(null);
    const result = await act(() => api().campaign.verify());
    expect(result).toEqual({
      ok: false,
      error: {
        message: 'Aún estamos cargando tus datos. Espera un momento e inténtalo nuevamente.',
        code: 'User not fully loaded',
      },
    });
    const registered = await act(() => api().campaign.register());
    expect(registered.ok).toBe(false);
    expect(!registered.ok && registered.error.code).toBe('User not fully loaded');
  });

  it('verify asks for the campaign only: no document number in the URL', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      siteHttp.get('/api/auth/campaigns/verify-participant', ({ request, response }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return response(200).json({ data: { registered: true } });
      }),
    );
    const { api } = await as(ana);
    const result = await act(() => api().campaign.verify());
    expect(result).toEqual({ ok: true, value: { registered: true } });
    expect(queries).toEqual([{ campaignPath: CAMPAIGN }]);
  });

  it('register sends the campaign and document and answers the name', async () => {
    const bodies: unknown[] = [];
    server.use(
      siteHttp.post('/api/auth/campaigns/add_participant', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json({ success: true, name: 'Ana' });
      }),
    );
    const { api } = await as(ana);
    const result = await act(() => api().campaign.register());
    expect(result).toEqual({ ok: true, value: { name: 'Ana' } });
    expect(bodies).toEqual([{ campaignPath: CAMPAIGN, document_number: '12345678' }]);
  });

  it('register with success false is "Register failed"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      siteHttp.post('/api/auth/campaigns/add_participant', ({ response }) =>
        response(200).json({ success: false, name: '' }),
      ),
    );
    const { api } = await as(ana);
    const result = await act(() => api().campaign.register());
    expect(result).toEqual({
      ok: false,
      error: {
        message: 'No pudimos registrar tu participación en la campaña. Inténtalo nuevamente.',
        code: 'Register failed',
      },
    });
  });

  it('register passes a server refusal on (409 already taking part)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      siteHttp.post('/api/auth/campaigns/add_participant', ({ response }) =>
        response(409).json({
          error: true,
          code: 'ALREADY_REGISTERED',
          message: 'Ya estás participando en esta campaña.',
        }),
      ),
    );
    const { api } = await as(ana);
    const result = await act(() => api().campaign.register());
    expect(result).toEqual({
      ok: false,
      error: {
        message: 'Ya estás participando en esta campaña.',
        code: 'ALREADY_REGISTERED',
        status: 409,
      },
    });
  });

  it('a 401 closes the local session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const logoutCalls = vi.fn();
    server.use(
      siteHttp.get('/api/auth/campaigns/verify-participant', ({ response }) =>
        response(401).json({
          error: true,
          code: 'UNAUTHORIZED',
          message: 'Sesión no válida o expirada.',
        }),
      ),
      siteHttp.post('/api/auth/logout', ({ response }) => {
        logoutCalls();
        return response(204).empty();
      }),
    );
    const { api, local } = await as(ana);
    const result = await act(() => api().campaign.verify());
    expect(result).toEqual({
      ok: false,
      error: { message: 'Sesión no válida o expirada.', code: 'UNAUTHORIZED', status: 401 },
    });
    await waitFor(() => expect(logoutCalls).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('status').textContent).toBe('unauthenticated');
    expect(storedUser(local)).toEqual({ deviceId: DEVICE_ID });
  });
});

describe('usePasswordRecovery', () => {
  it('recover answers the service message (the same for every document)', async () => {
    const bodies: unknown[] = [];
    server.use(
      siteHttp.post('/api/auth/recover-password', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json({ message: RECOVERY_MESSAGE });
      }),
    );
    const { api } = await as(null);
    const result = await act(() =>
      api().recovery.recover({ documentType: 'CE', document: ' X12345 ' }),
    );
    expect(result).toEqual({ ok: true, value: { message: RECOVERY_MESSAGE } });
    expect(bodies).toEqual([{ documentType: 'CE', document: 'X12345' }]);
    expect(api().recovery.loading).toBe(false);
  });

  it('recover passes a 429 on', async () => {
    server.use(
      siteHttp.post('/api/auth/recover-password', ({ response }) =>
        response(429).json({ error: true, code: 'RATE_LIMITED', message: 'Demasiados intentos.' }),
      ),
    );
    const { api } = await as(null);
    const result = await act(() => api().recovery.recover({ documentType: 'DNI', document: '1' }));
    expect(result).toEqual({
      ok: false,
      error: { message: 'Demasiados intentos.', code: 'RATE_LIMITED', status: 429 },
    });
  });

  it('restore succeeds with success true and fails in Spanish with success false', async () => {
    const bodies: unknown[] = [];
    let success = true;
    server.use(
      siteHttp.post('/api/auth/restore-password', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json({ success });
      }),
    );
    const { api } = await as(null);
    const values = { password: 'Nueva$Clave1', key: 'restore-key-1' };
    await expect(act(() => api().recovery.restore(values))).resolves.toEqual({
      ok: true,
      value: undefined,
    });
    success = false;
    await expect(act(() => api().recovery.restore(values))).resolves.toEqual({
      ok: false,
      error: {
        message:
          'El enlace para cambiar tu contraseña no es válido o ya venció. Solicita uno nuevo.',
        code: 'RESTORE_FAILED',
      },
    });
    expect(bodies).toEqual([values, values]);
  });

  it('restore says in Spanish that the network failed', async () => {
    server.use(
      siteHttp.post('/api/auth/restore-password', ({ response }) =>
        response.untyped(HttpResponse.error()),
      ),
    );
    const { api } = await as(null);
    const result = await act(() => api().recovery.restore({ password: 'Nueva$Clave1', key: 'k' }));
    expect(!result.ok && result.error.message).toBe(
      'No pudimos conectarnos. Revisa tu conexión e inténtalo nuevamente.',
    );
  });
});
