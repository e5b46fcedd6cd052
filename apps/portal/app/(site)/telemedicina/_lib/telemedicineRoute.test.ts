import type { ContentSchema } from '@vivasalud/api-client/content';
import type { IdentitySchema } from '@vivasalud/api-client/identity';
import {
  contentHttp,
  identityHttp,
  setupContractServer,
  TEST_BASE_URLS,
} from '@vivasalud/api-client/testing';
import { request, type CallOptions } from '@vivasalud/auth/server/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CALL_FORM_MESSAGES } from './callForm';
import { telemedicineCallRoute, telemedicineContentRoute } from './telemedicineRoute';

/**
 * The telemedicine routes against the contracts (identity `/auth/session`, content
 * `/telemedicine/…`), answered by typed MSW handlers: the answers below fail to compile if they
 * stop matching the contracts. Not concurrent: the handlers are per test.
 */

const TOKEN = 'tok_telemedicina-0123456789abcdef';
const COOKIE = `vs_session=${TOKEN}`;
const CLEARED = 'vs_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0';
const KEY = '6f1c2b9e-8d4a-4e2f-9b7c-1a2b3c4d5e6f';
const MADE_KEY = '00000000-0000-4000-8000-000000000001';
const LOGIN = '/auth/login?redirect=%2Ftelemedicina';

const server = setupContractServer();
beforeAll(() => server.listen());
afterEach(() => {
  vi.restoreAllMocks();
  server.resetHandlers();
});
afterAll(() => server.close());

const options = {
  env: {
    VIVASALUD_CONTENT_API_URL: TEST_BASE_URLS.content,
    VIVASALUD_IDENTITY_API_URL: TEST_BASE_URLS.identity,
  },
  addressResolved: true,
  newKey: () => MADE_KEY,
};
const contentRoute = telemedicineContentRoute(options);
const callRoute = telemedicineCallRoute(options);

const getContent = (call: CallOptions = {}) =>
  contentRoute.GET(request('GET', '/api/telemedicine/get-content', { cookie: COOKIE, ...call }));
const postJson = (body: unknown, call: CallOptions = {}, key: string | null = KEY) =>
  callRoute.POST(
    request('POST', '/api/telemedicine/post-call', {
      cookie: COOKIE,
      body,
      ...(key === null ? {} : { headers: { 'idempotency-key': key } }),
      ...call,
    }),
  );
const postForm = (fields: Record<string, string>, call: CallOptions = {}) =>
  callRoute.POST(
    request('POST', '/api/telemedicine/post-call', {
      cookie: COOKIE,
      raw: new URLSearchParams(fields).toString(),
      contentType: 'application/x-www-form-urlencoded',
      ...call,
    }),
  );

const USER: IdentitySchema<'User'> = {
  deviceId: 'dispositivo-1',
  withMFA: false,
  name: 'Rosa',
  lastName: 'Huamán',
  documentType: 'DNI',
  documentNumber: '70000003',
  email: 'rosa@demo.vivasalud.pe',
  countryCode: '+51',
  phone: '987654321',
  isRegistered: true,
  username: '70000003',
  isActive: true,
  isTermsConditionsAccepted: true,
  isAdditionalClausesAccepted: false,
  membership: 'PRO',
};

const CONTENT: ContentSchema<'TelemedicineContent'> = {
  heading: 'Consulta por videollamada',
  subheading: 'Elige la especialidad.',
  specialties: [{ id: 'pediatria', name: 'Pediatría', description: 'Dudas de tus hijos.' }],
  actions: [],
  consent: { version: 'v1', text: 'Autorizo…' },
  expected_wait_minutes: 30,
  next_steps: 'Te llamaremos.',
};

const CALL: ContentSchema<'TelemedicineCall'> = {
  callId: '3b0d7a52-2f1e-4c3a-9a8b-7c6d5e4f3a2b',
  status: 'queued',
  specialty: 'pediatria',
  phone: '+51987654321',
  consent_version: 'v1',
  consented_at: '2026-11-28T15:00:00.000Z',
  expected_wait_minutes: 30,
  next_steps: 'Te llamaremos.',
};

const GOOD = { specialty: 'pediatria', phone: '+51987654321', consent: true };
const GOOD_FORM = {
  specialty: 'pediatria',
  country_code: '+51',
  phone: '987 654 321',
  consent: 'si',
  idempotency_key: KEY,
};

/** The identity service's session: a member (`membership`), or 401. */
function session(membership: string | 401) {
  server.use(
    identityHttp.get('/auth/session', ({ response }) =>
      membership === 401
        ? response(401).json({ error: true, code: 'UNAUTHORIZED', message: 'Sesión no válida' })
        : response(200).json({ isAuthenticated: true, user: { ...USER, membership } }),
    ),
  );
}

/** The content service, recording the calls it got. */
function contentService(callStatus: 200 | 201 | 400 = 201) {
  const seen: { key: string | null; body: unknown; authorization: string | null }[] = [];
  server.use(
    contentHttp.get('/telemedicine/content/', ({ response }) => response(200).json(CONTENT)),
    contentHttp.post('/telemedicine/calls/', async ({ request: upstream, response }) => {
      seen.push({
        key: upstream.headers.get('idempotency-key'),
        authorization: upstream.headers.get('authorization'),
        body: await upstream.json(),
      });
      if (callStatus === 400) {
        return response(400).json({
          error: true,
          code: 'VALIDATION_ERROR',
          message: 'Revisa los datos de tu solicitud.',
          errors: [{ field: 'phone', message: 'Ingresa un número válido.' }],
        });
      }
      return response(callStatus).json(CALL);
    }),
  );
  return seen;
}

describe('GET /api/telemedicine/get-content', () => {
  it('answers 401 without a session, before asking anyone', async () => {
    const seen = contentService();
    const answer = await getContent({ cookie: '' });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(seen).toEqual([]);
  });

  it('answers 401 and clears the cookie when the identity service knows no such session', async () => {
    session(401);
    const answer = await getContent();
    expect(answer.status).toBe(401);
    expect(answer.headers.get('set-cookie')).toBe(CLEARED);
  });

  it('answers 403 NOT_PRO for a member without pro, checked here', async () => {
    session('standard');
    // No content handler: the route never asks the content API (an unhandled call would fail).
    const answer = await getContent();
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({
      error: true,
      code: 'NOT_PRO',
      message: 'Este servicio es exclusivo para miembros Pro.',
    });
  });

  it('gives a pro member (any letter case) the content, never cached', async () => {
    session('PRO');
    contentService();
    const answer = await getContent();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual(CONTENT);
  });

  it('answers 502 when the content service fails', async () => {
    session('pro');
    server.use(
      contentHttp.get('/telemedicine/content/', ({ response }) =>
        response(500).json({ error: true, code: 'INTERNAL_ERROR', message: 'Error' }),
      ),
    );
    expect((await getContent()).status).toBe(502);
  });
});

describe('POST /api/telemedicine/post-call (JSON)', () => {
  it('answers 401 without a session and 403 NOT_PRO without pro, sending nothing', async () => {
    const seen = contentService();
    expect((await postJson(GOOD, { cookie: '' })).status).toBe(401);
    session('standard');
    const refused = await postJson(GOOD);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'NOT_PRO' });
    expect(seen).toEqual([]);
  });

  it('asks for the call with the bearer and the Idempotency-Key, and answers the service', async () => {
    session('pro');
    const seen = contentService(201);
    const answer = await postJson(GOOD);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual(CALL);
    expect(seen).toEqual([{ key: KEY, authorization: `Bearer ${TOKEN}`, body: GOOD }]);
  });

  it('answers 200 with the request the key already made', async () => {
    session('pro');
    contentService(200);
    expect((await postJson(GOOD)).status).toBe(200);
  });

  it.each([
    ['no consent', { ...GOOD, consent: false }, [['consent', CALL_FORM_MESSAGES.consent]]],
    [
      'a malformed phone',
      { ...GOOD, phone: '12345' },
      [['phone', CALL_FORM_MESSAGES.phoneInvalid]],
    ],
    [
      'a missing phone and consent',
      { specialty: 'pediatria' },
      [
        ['phone', CALL_FORM_MESSAGES.phoneMissing],
        ['consent', CALL_FORM_MESSAGES.consent],
      ],
    ],
  ])('answers 400 naming the fields for %s, sending nothing', async (_, body, fields) => {
    session('pro');
    const seen = contentService();
    const answer = await postJson(body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: true,
      code: 'VALIDATION_ERROR',
      message: 'Datos inválidos.',
      errors: fields.map(([field, message]) => ({ field, message })),
    });
    expect(seen).toEqual([]);
  });

  it('answers 400 without an Idempotency-Key', async () => {
    const answer = await postJson(GOOD, {}, null);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errors: [{ field: 'Idempotency-Key' }] });
  });

  it("hands on the service's 400", async () => {
    session('pro');
    contentService(400);
    const answer = await postJson(GOOD);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errors: [{ field: 'phone' }] });
  });
});

describe('POST /api/telemedicine/post-call (the form without JavaScript)', () => {
  const location = (answer: Response) => answer.headers.get('location');

  it('sends an anonymous visitor to the sign-in, back to /telemedicina', async () => {
    const answer = await postForm(GOOD_FORM, { cookie: '' });
    expect(answer.status).toBe(303);
    expect(location(answer)).toBe(LOGIN);
  });

  it('asks for the call with the number in E.164 and lands on the confirmation', async () => {
    session('pro');
    const seen = contentService();
    const answer = await postForm(GOOD_FORM);
    expect(answer.status).toBe(303);
    expect(location(answer)).toBe('/telemedicina?solicitud=enviada&especialidad=pediatria');
    expect(seen).toEqual([{ key: KEY, authorization: `Bearer ${TOKEN}`, body: GOOD }]);
  });

  it('makes a key when the form carries none', async () => {
    session('pro');
    const seen = contentService();
    const { idempotency_key: _, ...keyless } = GOOD_FORM;
    await postForm(keyless);
    expect(seen[0]?.key).toBe(MADE_KEY);
  });

  it('lands on the fields at fault, never what was typed, and sends nothing', async () => {
    session('pro');
    const seen = contentService();
    const answer = await postForm({ ...GOOD_FORM, phone: '12345', consent: '' });
    expect(location(answer)).toBe(
      '/telemedicina?resultado=VALIDATION_ERROR&campos=phone%2Cconsent',
    );
    expect(seen).toEqual([]);
  });

  it('lands on NOT_PRO for a member without pro', async () => {
    session('standard');
    expect(location(await postForm(GOOD_FORM))).toBe('/telemedicina?resultado=NOT_PRO');
  });

  it('lands on UPSTREAM_ERROR when the service fails', async () => {
    session('pro');
    server.use(
      contentHttp.post('/telemedicine/calls/', ({ response }) =>
        response(500).json({ error: true, code: 'INTERNAL_ERROR', message: 'Error' }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(location(await postForm(GOOD_FORM))).toBe(
      '/telemedicina?resultado=UPSTREAM_ERROR&especialidad=pediatria',
    );
  });
});
