import type { IdentityOperations } from '@vivasalud/api-client/identity';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractValidator, loadContract } from '../src/contract';
import type { DatabaseHandle } from '../src/db/client';
import { users } from '../src/db/identity-schema';
import { DEMO_ACCOUNTS, seedIdentity } from '../src/identity/seed';
import { fakeClock, identityTestApp, seedCampaigns, testDatabase } from '../src/identity/testing';

interface Case {
  method: 'GET' | 'POST';
  /** The contract path, to find the answer schema. */
  path: string;
  status: number;
  /** Makes the call (after whatever set-up it needs). */
  run: () => Promise<LightMyRequestResponse>;
}

const PASSWORD = 'VivaSalud2025!';
// While the seed's giveaway (sorteo-audifonos, 2026-11-01 to 2027-01-31) takes sign-ups.
const clock = fakeClock(new Date('2026-11-26T14:00:00.000Z'));
let database: DatabaseHandle;
let app: FastifyInstance;

const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
  app.inject({
    method,
    url: `/identity${url}`,
    ...(payload ? { payload } : {}),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

const login = (document: string, device: string, password = PASSWORD, channel = 'mail') =>
  call('POST', '/auth/login', { documentType: 'DNI', document, password, device, channel });

/** The newest message to an address in the development outbox. */
async function lastMessage(to: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/dev/outbox?to=${encodeURIComponent(to)}`,
    headers: { host: 'localhost:4000' },
  });
  const [message] = response.json() as { text: string }[];
  if (!message) throw new Error(`no message to ${to}`);
  return message.text;
}
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
const keyIn = (text: string) => /[?&]key=([A-Za-z0-9_-]+)/.exec(text)![1]!;

const state: {
  token?: string;
  mfaToken?: string;
  proReference?: string;
  ticket?: string;
} = {};
const CAMPAIGNS_ORIGIN = 'http://localhost:3001';
const STANDARD = '70000001'; // demo account without second step
const WITH_MFA = '70000002';
const PRO = '70000003';
const mailOf = {
  [STANDARD]: 'lucia.quispe@demo.vivasalud.pe',
  [WITH_MFA]: 'jorge.huaman@demo.vivasalud.pe',
};

/**
 * One call per operation of identity.yaml, in this order (later cases use what earlier ones
 * left). Typed by the generated operations, so an operation without a case does not compile;
 * the first test also checks it at run time against the YAML.
 */
const CASES: Record<keyof IdentityOperations, Case> = {
  login: {
    method: 'POST',
    path: '/auth/login',
    status: 200,
    run: async () => {
      const response = await login(STANDARD, 'device-contract-1');
      state.token = response.json().token;
      return response;
    },
  },
  validateMfa: {
    method: 'POST',
    path: '/auth/mfa-validation',
    status: 200,
    run: async () => {
      const started = await login(WITH_MFA, 'device-contract-2');
      expect(started.json()).toMatchObject({ needMfa: true, token: null });
      const otp = codeIn(await lastMessage(mailOf[WITH_MFA]));
      const response = await call('POST', '/auth/mfa-validation', {
        reference: started.json().challenge.reference,
        device: 'device-contract-2',
        otp,
      });
      expect(response.json().success).toBe(true);
      state.mfaToken = response.json().token;
      return response;
    },
  },
  getSession: {
    method: 'GET',
    path: '/auth/session',
    status: 200,
    run: () => call('GET', '/auth/session', undefined, state.token),
  },
  createTicket: {
    method: 'POST',
    path: '/auth/tickets',
    status: 201,
    run: async () => {
      const response = await call(
        'POST',
        '/auth/tickets',
        { audience: CAMPAIGNS_ORIGIN },
        state.token,
      );
      state.ticket = response.json().ticket;
      return response;
    },
  },
  redeemTicket: {
    method: 'POST',
    path: '/auth/tickets/redeem',
    status: 200,
    run: async () => {
      const response = await call('POST', '/auth/tickets/redeem', {
        ticket: state.ticket,
        audience: CAMPAIGNS_ORIGIN,
        device: 'device-contract-campaigns',
      });
      const token = response.json().token;
      expect(token).not.toBe(state.token);
      const session = await call('GET', '/auth/session', undefined, token);
      expect(session.json().user.documentNumber).toBe(STANDARD);
      return response;
    },
  },
  sendMfa: {
    method: 'POST',
    path: '/auth/send-mfa',
    status: 200,
    run: async () => {
      const started = await login(PRO, 'device-contract-3', PASSWORD, 'sms');
      state.proReference = started.json().challenge.reference;
      clock.advance(61); // past the resend cooldown
      const response = await call('POST', '/auth/send-mfa', {
        reference: state.proReference,
        device: 'device-contract-3',
        channel: 'sms',
      });
      expect(response.json()).toEqual({
        mensaje: 'EXITO',
        minutosVigencia: 5,
        destination: '*** *** 323',
      });
      return response;
    },
  },
  signUp: {
    method: 'POST',
    path: '/auth/signup',
    status: 201,
    run: () =>
      call('POST', '/auth/signup', {
        campaignPath: 'sorteo-audifonos',
        document_type: 'DNI',
        document_number: '45678912',
        email: 'maria.quispe@correo.pe',
        name: 'María',
        last_name: 'Quispe Rojas',
        phone: '+51987654321',
        password: 'Cusco-Machu-2025',
        is_terms_conditions_accepted: true,
        is_additional_clauses_accepted: true,
        device: 'device-contract-4',
        channel: 'mail',
      }),
  },
  addCampaignParticipant: {
    method: 'POST',
    path: '/campaigns/{campaignPath}/participants',
    status: 200,
    run: () =>
      call(
        'POST',
        '/campaigns/sorteo-audifonos/participants',
        { document_number: STANDARD },
        state.token,
      ),
  },
  verifyCampaignParticipant: {
    method: 'POST',
    path: '/campaigns/{campaignPath}/participants/verify',
    status: 200,
    run: async () => {
      const response = await call('POST', '/campaigns/sorteo-audifonos/participants/verify', {
        document_number: STANDARD,
      });
      expect(response.json()).toEqual({ data: { registered: true } });
      return response;
    },
  },
  recoverPassword: {
    method: 'POST',
    path: '/auth/recover-password',
    status: 200,
    run: async () => {
      const response = await call('POST', '/auth/recover-password', {
        documentType: 'DNI',
        document: STANDARD,
      });
      expect(response.json()).toEqual({
        message: 'Si el documento está registrado, enviamos un enlace al correo registrado.',
      });
      return response;
    },
  },
  restorePassword: {
    method: 'POST',
    path: '/auth/restore-password',
    status: 200,
    run: async () => {
      const key = keyIn(await lastMessage(mailOf[STANDARD]));
      const response = await call('POST', '/auth/restore-password', {
        key,
        password: 'Nueva-Clave-2026',
      });
      expect(response.json()).toEqual({ success: true });
      return response;
    },
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    status: 204,
    run: () => call('POST', '/auth/logout', undefined, state.mfaToken),
  },
};

/** Error answers of the contract, each validated against its schema too. */
const ERROR_CASES: (Case & { name: string; code: string })[] = [
  {
    name: 'login with a wrong password',
    method: 'POST',
    path: '/auth/login',
    status: 401,
    code: 'INVALID_CREDENTIALS',
    run: () => login(WITH_MFA, 'device-contract-9', 'not-the-password'),
  },
  {
    name: 'login with a DNI of letters',
    method: 'POST',
    path: '/auth/login',
    status: 400,
    code: 'VALIDATION_ERROR',
    run: () => login('7000000A', 'device-contract-9'),
  },
  {
    name: 'login with a DNI of 9 digits',
    method: 'POST',
    path: '/auth/login',
    status: 400,
    code: 'VALIDATION_ERROR',
    run: () => login('700000011', 'device-contract-9'),
  },
  {
    name: 'session without a token',
    method: 'GET',
    path: '/auth/session',
    status: 401,
    code: 'UNAUTHORIZED',
    run: () => call('GET', '/auth/session'),
  },
  {
    name: 'session with a revoked token (restore-password revoked it)',
    method: 'GET',
    path: '/auth/session',
    status: 401,
    code: 'UNAUTHORIZED',
    run: () => call('GET', '/auth/session', undefined, state.token),
  },
  {
    name: 'logout with a revoked token',
    method: 'POST',
    path: '/auth/logout',
    status: 401,
    code: 'UNAUTHORIZED',
    run: () => call('POST', '/auth/logout', undefined, state.mfaToken),
  },
  {
    name: 'ticket for a site that is not an allowed audience',
    method: 'POST',
    path: '/auth/tickets',
    status: 400,
    code: 'VALIDATION_ERROR',
    run: async () => {
      const token = (await login(STANDARD, 'device-contract-9', 'Nueva-Clave-2026')).json().token;
      return call('POST', '/auth/tickets', { audience: 'https://otro-sitio.example' }, token);
    },
  },
  {
    name: 'ticket without a session',
    method: 'POST',
    path: '/auth/tickets',
    status: 401,
    code: 'UNAUTHORIZED',
    run: () => call('POST', '/auth/tickets', { audience: CAMPAIGNS_ORIGIN }),
  },
  {
    name: 'ticket redeemed twice',
    method: 'POST',
    path: '/auth/tickets/redeem',
    status: 401,
    code: 'UNAUTHORIZED',
    run: () =>
      call('POST', '/auth/tickets/redeem', {
        ticket: state.ticket,
        audience: CAMPAIGNS_ORIGIN,
        device: 'device-contract-campaigns',
      }),
  },
  {
    name: 'send-mfa without a pending login',
    method: 'POST',
    path: '/auth/send-mfa',
    status: 400,
    code: 'NO_PENDING_MFA',
    run: () =>
      call('POST', '/auth/send-mfa', {
        reference: 'A'.repeat(43),
        device: 'x',
        channel: 'sms',
      }),
  },
  {
    name: 'send-mfa again within 60 seconds',
    method: 'POST',
    path: '/auth/send-mfa',
    status: 429,
    code: 'CODE_RECENTLY_SENT',
    run: () =>
      call('POST', '/auth/send-mfa', {
        reference: state.proReference,
        device: 'device-contract-3',
        channel: 'sms',
      }),
  },
  {
    name: 'sign-up without accepting the terms',
    method: 'POST',
    path: '/auth/signup',
    status: 400,
    code: 'VALIDATION_ERROR',
    run: () =>
      call('POST', '/auth/signup', {
        document_type: 'CE',
        document_number: 'CE1234567',
        email: 'pedro@correo.pe',
        name: 'Pedro',
        last_name: 'Ramos',
        phone: '987650000',
        password: 'Arequipa-2025',
        is_terms_conditions_accepted: false,
        is_additional_clauses_accepted: false,
        device: 'd',
        channel: 'mail',
      }),
  },
  {
    name: 'sign-up with a DNI of 7 digits',
    method: 'POST',
    path: '/auth/signup',
    status: 400,
    code: 'VALIDATION_ERROR',
    run: () =>
      call('POST', '/auth/signup', {
        document_type: 'DNI',
        document_number: '4567891',
        email: 'siete@correo.pe',
        name: 'Ana',
        last_name: 'Torres',
        phone: '987650001',
        password: 'Arequipa-2025',
        is_terms_conditions_accepted: true,
        is_additional_clauses_accepted: false,
        device: 'd',
        channel: 'mail',
      }),
  },
  {
    name: 'sign-up in an inactive campaign',
    method: 'POST',
    path: '/auth/signup',
    status: 400,
    code: 'VALIDATION_ERROR',
    run: () =>
      call('POST', '/auth/signup', {
        campaignPath: 'corre-por-la-p',
        document_type: 'PAS',
        document_number: 'ab1234567',
        email: 'pas@correo.pe',
        name: 'John',
        last_name: 'Smith',
        phone: '+14155550100',
        password: 'Arequipa-2025',
        is_terms_conditions_accepted: true,
        is_additional_clauses_accepted: false,
        device: 'd',
        channel: 'mail',
      }),
  },
  {
    name: 'sign-up of a registered document (answered as a new one)',
    method: 'POST',
    path: '/auth/signup',
    status: 201,
    code: '',
    run: () =>
      call('POST', '/auth/signup', {
        document_type: 'DNI',
        document_number: '45678912',
        email: 'otra@correo.pe',
        name: 'María',
        last_name: 'Quispe Rojas',
        phone: '987654321',
        password: 'Cusco-Machu-2025',
        is_terms_conditions_accepted: true,
        is_additional_clauses_accepted: false,
        device: 'd',
        channel: 'mail',
      }),
  },
  {
    name: 'recovery of an unknown document (answered as a known one)',
    method: 'POST',
    path: '/auth/recover-password',
    status: 200,
    code: '',
    run: () =>
      call('POST', '/auth/recover-password', { documentType: 'PAS', document: 'X1234567' }),
  },
  {
    name: 'code check with an unknown reference',
    method: 'POST',
    path: '/auth/mfa-validation',
    status: 200,
    code: '',
    run: async () => {
      const response = await call('POST', '/auth/mfa-validation', {
        reference: 'B'.repeat(43),
        device: 'device-contract-2',
        otp: '123456',
      });
      expect(response.json()).toEqual({ success: false });
      return response;
    },
  },
  {
    name: 'code check with the old username and phone of spec §7',
    method: 'POST',
    path: '/auth/mfa-validation',
    status: 400,
    code: 'VALIDATION_ERROR',
    run: () =>
      call('POST', '/auth/mfa-validation', {
        username: WITH_MFA,
        phone: '987654322',
        device: 'device-contract-2',
        otp: '123456',
      }),
  },
  {
    name: 'restore with an unknown key',
    method: 'POST',
    path: '/auth/restore-password',
    status: 200,
    code: '',
    run: async () => {
      const response = await call('POST', '/auth/restore-password', {
        key: 'no-such-key',
        password: 'Otra-Clave-2026',
      });
      expect(response.json()).toEqual({ success: false });
      return response;
    },
  },
  {
    name: 'campaign participation with another document',
    method: 'POST',
    path: '/campaigns/{campaignPath}/participants',
    status: 403,
    code: 'FORBIDDEN',
    run: async () => {
      const token = (await login(STANDARD, 'device-contract-5', 'Nueva-Clave-2026')).json().token;
      return call(
        'POST',
        '/campaigns/sorteo-audifonos/participants',
        { document_number: WITH_MFA },
        token,
      );
    },
  },
  {
    name: 'campaign participation twice',
    method: 'POST',
    path: '/campaigns/{campaignPath}/participants',
    status: 409,
    code: 'ALREADY_REGISTERED',
    run: async () => {
      const token = (await login(STANDARD, 'device-contract-5', 'Nueva-Clave-2026')).json().token;
      return call(
        'POST',
        '/campaigns/sorteo-audifonos/participants',
        { document_number: STANDARD },
        token,
      );
    },
  },
  {
    name: 'campaign participation in a campaign that takes no sign-up (an event)',
    method: 'POST',
    path: '/campaigns/{campaignPath}/participants',
    status: 404,
    code: 'NOT_FOUND',
    run: async () => {
      const token = (await login(STANDARD, 'device-contract-5', 'Nueva-Clave-2026')).json().token;
      return call(
        'POST',
        '/campaigns/corre-por-la-p/participants',
        { document_number: STANDARD },
        token,
      );
    },
  },
  {
    name: 'campaign participation without a token',
    method: 'POST',
    path: '/campaigns/{campaignPath}/participants',
    status: 401,
    code: 'UNAUTHORIZED',
    run: () =>
      call('POST', '/campaigns/sorteo-audifonos/participants', { document_number: STANDARD }),
  },
  {
    name: 'verification in an unknown campaign',
    method: 'POST',
    path: '/campaigns/{campaignPath}/participants/verify',
    status: 404,
    code: 'NOT_FOUND',
    run: () =>
      call('POST', '/campaigns/no-existe/participants/verify', { document_number: '70000001' }),
  },
];

describe('identity.yaml contract: every operation answers what the contract says', () => {
  const { answer } = contractValidator('identity');
  beforeAll(async () => {
    database = await testDatabase();
    await seedCampaigns(database.db);
    expect(await seedIdentity(database.db, { clock })).toBe(true);
    app = await identityTestApp(database, { clock, environment: 'test' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('seeded the demo accounts once (and would not in production)', async () => {
    expect(await seedIdentity(database.db, { clock })).toBe(false);
    expect(await seedIdentity(database.db, { environment: 'production' })).toBe(false);
    const rows = await database.db.select().from(users);
    expect(rows.map((r) => [r.documentNumber, r.membership, r.mfaEnabled]).sort()).toEqual(
      DEMO_ACCOUNTS.map((a) => [a.documentNumber, a.membership, a.mfaEnabled]),
    );
  });

  it('has a case for every operation of the document', () => {
    const doc = loadContract('identity');
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.entries(item)
        .filter(([key]) => key !== 'parameters')
        .map(([, op]) => (op as { operationId: string }).operationId),
    );
    expect(Object.keys(CASES).sort()).toEqual(ids.sort());
  });

  it.each(Object.entries(CASES))('%s', async (_operationId, c) => {
    const response = await c.run();
    expect(response.statusCode, response.body.slice(0, 300)).toBe(c.status);
    const validate = answer(c.path, c.method.toLowerCase(), c.status);
    if (validate) {
      expect(validate(response.json()), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    } else {
      expect(response.body).toBe('');
    }
  });

  it.each(ERROR_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const response = await c.run();
    expect(response.statusCode, response.body.slice(0, 300)).toBe(c.status);
    const validate = answer(c.path, c.method.toLowerCase(), c.status)!;
    const body = response.json();
    expect(validate(body), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    if (c.code) expect(body.code).toBe(c.code);
    if (c.status === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
