import { ApiError } from '@vivasalud/api-client/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { formRoute, MAX_FORM_BYTES, resultLocation, type FormRouteConfig } from './formRoute';

const ORIGIN = 'http://localhost:3000';
const URL_ = `${ORIGIN}/api/forms/demo`;
const KEY = '0b4f3c1e-6a8d-4e21-9c55-7f1a2b3c4d5e';

const schema = () =>
  z.object({
    name: z.string().check(z.minLength(1, 'Escribe tu nombre.')),
    consent: z
      .string()
      .check(z.refine((value) => value === 'true', 'Autoriza el uso de tus datos.')),
  });

let send: ReturnType<typeof vi.fn<FormRouteConfig['send']>>;
let route: (request: Request) => Promise<Response>;

beforeEach(() => {
  send = vi.fn<FormRouteConfig['send']>(async () => ({
    id: 42,
    reference: 'DEM-000042',
    message: 'Recibido.',
  }));
  route = formRoute({ name: 'forms/demo', page: '/demo', schema, send }, { allowedOrigins: [] });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const jsonPost = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(URL_, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      'content-type': 'application/json',
      'idempotency-key': KEY,
      ...headers,
    },
    body: JSON.stringify(body),
  });

const nativePost = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
  const body = new URLSearchParams(fields).toString();
  return new Request(URL_, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(body.length),
      ...headers,
    },
    body,
  });
};

describe('a form route, from the page’s script (JSON)', () => {
  it('sends valid answers with the attempt’s key and answers the reference', async () => {
    const response = await route(jsonPost({ name: 'Rosa', consent: 'true' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ reference: 'DEM-000042', message: 'Recibido.' });
    expect(send).toHaveBeenCalledWith({ name: 'Rosa', consent: 'true' }, KEY, expect.any(Function));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses invalid answers with each field’s message, sending nothing', async () => {
    const response = await route(jsonPost({ name: '', consent: false }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [
        { field: 'name', message: 'Escribe tu nombre.' },
        { field: 'consent', message: expect.any(String) },
      ],
    });
    expect(send).not.toHaveBeenCalled();
  });

  it.each(['short', 'has spaces in it and more', 'x'.repeat(101)])(
    'refuses the key %j',
    async (key) => {
      const response = await route(
        jsonPost({ name: 'Rosa', consent: 'true' }, { 'idempotency-key': key }),
      );
      expect(response.status).toBe(400);
      expect(send).not.toHaveBeenCalled();
    },
  );

  it('refuses another site’s post', async () => {
    const response = await route(
      jsonPost({ name: 'Rosa', consent: 'true' }, { origin: 'https://evil.example' }),
    );
    expect(response.status).toBe(403);
    expect(send).not.toHaveBeenCalled();
  });

  it('hands on the service’s 400 with its fields', async () => {
    send.mockRejectedValue(
      new ApiError('UNKNOWN', 'Datos inválidos.', {
        status: 400,
        body: {
          error: true,
          code: 'VALIDATION_ERROR',
          message: 'Datos inválidos.',
          errors: [{ field: 'consent_version', message: 'No es una versión conocida.' }],
        },
      }),
    );
    const response = await route(jsonPost({ name: 'Rosa', consent: 'true' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ field: 'consent_version' }] });
  });

  it('names the form’s field where the service’s name differs', async () => {
    const renaming = formRoute(
      { name: 'forms/demo', page: '/demo', schema, send, fieldNames: { names: 'name' } },
      { allowedOrigins: [] },
    );
    send.mockRejectedValue(
      new ApiError('UNKNOWN', 'Datos inválidos.', {
        status: 400,
        body: {
          error: true,
          message: 'Datos inválidos.',
          errors: [{ field: 'names', message: 'Muy largo.' }],
        },
      }),
    );
    const response = await renaming(jsonPost({ name: 'Rosa', consent: 'true' }));
    expect(await response.json()).toMatchObject({
      errors: [{ field: 'name', message: 'Muy largo.' }],
    });
  });

  it('answers 502 when the service cannot be reached, and logs no answer', async () => {
    send.mockRejectedValue(new ApiError('NETWORK_ERROR', 'Network Error'));
    const response = await route(jsonPost({ name: 'Rosa Secreta', consent: 'true' }));
    expect(response.status).toBe(502);
    expect(JSON.stringify(vi.mocked(console.error).mock.calls)).not.toContain('Rosa');
  });

  it('answers 502 for a receipt without a reference', async () => {
    send.mockResolvedValue({ id: 1, message: 'x' });
    expect((await route(jsonPost({ name: 'Rosa', consent: 'true' }))).status).toBe(502);
  });
});

describe('a form route, without JavaScript (a native post)', () => {
  it('303 to the page with the reference', async () => {
    const response = await route(
      nativePost({ name: 'Rosa', consent: 'true', idempotency_key: KEY }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/demo?referencia=DEM-000042');
    expect(send).toHaveBeenCalledWith({ name: 'Rosa', consent: 'true' }, KEY, expect.any(Function));
  });

  it('303 back naming the fields at fault, never what was typed', async () => {
    const response = await route(nativePost({ name: '', consent: '', idempotency_key: KEY }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/demo?resultado=VALIDATION_ERROR&campos=name%2Cconsent',
    );
  });

  it('303 back when the service is down', async () => {
    send.mockRejectedValue(new ApiError('UNKNOWN', 'x', { status: 503, body: {} }));
    const response = await route(
      nativePost({ name: 'Rosa Secreta', consent: 'true', idempotency_key: KEY }),
    );
    expect(response.headers.get('location')).toBe('/demo?resultado=UPSTREAM_ERROR');
  });

  it('refuses a body over the cap before reading it', async () => {
    const response = await route(
      nativePost(
        { name: 'Rosa', consent: 'true' },
        { 'content-length': String(MAX_FORM_BYTES + 1) },
      ),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/demo?resultado=PAYLOAD_TOO_LARGE');
    expect(send).not.toHaveBeenCalled();
  });
});

describe('resultLocation', () => {
  it.each([
    ['/x', { reference: 'MAT-000001' }, '/x?referencia=MAT-000001'],
    [
      '/x?programa=maternidad',
      { reference: 'CITA-000001' },
      '/x?programa=maternidad&referencia=CITA-000001',
    ],
    [
      '/x',
      { code: 'VALIDATION_ERROR', fields: ['due_date', '<script>'] },
      '/x?resultado=VALIDATION_ERROR&campos=due_date',
    ],
  ])('%s %j → %s', (page, outcome, expected) => {
    expect(resultLocation(page, outcome)).toBe(expected);
  });
});
