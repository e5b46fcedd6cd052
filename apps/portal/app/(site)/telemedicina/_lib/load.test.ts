import type { IdentitySchema } from '@vivasalud/api-client/identity';
import {
  contentHttp,
  identityHttp,
  setupContractServer,
  TEST_BASE_URLS,
} from '@vivasalud/api-client/testing';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readTelemedicine, type TelemedicineContent } from './load';

/**
 * The page's server read (issue #29) against the contracts, answered by typed MSW handlers: the
 * gate from the identity service's session, and the pro content read only for a pro member.
 */

const server = setupContractServer();
beforeAll(() => server.listen());
afterEach(() => {
  vi.restoreAllMocks();
  server.resetHandlers();
});
afterAll(() => server.close());

const ENV = {
  VIVASALUD_CONTENT_API_URL: TEST_BASE_URLS.content,
  VIVASALUD_IDENTITY_API_URL: TEST_BASE_URLS.identity,
};
const TOKEN = 'tok_telemedicina-0123456789abcdef';
const withCookie = (cookie: string | null) =>
  new Headers({ host: 'localhost:3000', ...(cookie ? { cookie } : {}) });
const SIGNED_IN = withCookie(`vs_session=${TOKEN}`);

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
  membership: 'pro',
};
const CONTENT: TelemedicineContent = {
  heading: 'Consulta por videollamada',
  subheading: 'Elige la especialidad.',
  specialties: [{ id: 'pediatria', name: 'Pediatría', description: 'Dudas de tus hijos.' }],
  actions: [],
  consent: { version: 'v1', text: 'Autorizo…' },
  expected_wait_minutes: 30,
  next_steps: 'Te llamaremos.',
};

let contentReads = 0;
function services(membership: string | 401 | 500, content: 'ok' | 500 = 'ok') {
  contentReads = 0;
  server.use(
    identityHttp.get('/auth/session', ({ response }) => {
      if (membership === 401) {
        return response(401).json({ error: true, code: 'UNAUTHORIZED', message: 'No' });
      }
      if (membership === 500) return response.untyped(HttpResponse.error());
      return response(200).json({ isAuthenticated: true, user: { ...USER, membership } });
    }),
    contentHttp.get('/telemedicine/content/', ({ response }) => {
      contentReads += 1;
      if (content === 500) {
        return response(500).json({ error: true, code: 'INTERNAL_ERROR', message: 'Error' });
      }
      return response(200).json(CONTENT);
    }),
  );
}

describe('readTelemedicine', () => {
  it('is anonymous without a cookie, asking no one', async () => {
    services('pro');
    expect(await readTelemedicine(withCookie(null), ENV)).toEqual({ gate: 'anonymous' });
    expect(contentReads).toBe(0);
  });

  it('is anonymous when the identity service no longer knows the session', async () => {
    services(401);
    expect(await readTelemedicine(SIGNED_IN, ENV)).toEqual({ gate: 'anonymous' });
  });

  it('never reads the pro content for a member without pro', async () => {
    services('standard');
    expect(await readTelemedicine(SIGNED_IN, ENV)).toEqual({ gate: 'standard' });
    expect(contentReads).toBe(0);
  });

  it('gives a pro member (any letter case) the content', async () => {
    services('Pro');
    expect(await readTelemedicine(SIGNED_IN, ENV)).toEqual({ gate: 'pro', content: CONTENT });
  });

  it('says what failed: the membership unknown, or the content missing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    services(500);
    expect(await readTelemedicine(SIGNED_IN, ENV)).toEqual({ gate: 'unknown' });
    services('pro', 500);
    expect(await readTelemedicine(SIGNED_IN, ENV)).toEqual({ gate: 'pro', content: null });
  });
});
