import { createServer, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { and, eq, isNull, like } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import {
  campaignParticipants,
  consents,
  loginFailures,
  otpChallenges,
  outboxMessages,
  rateLimits,
  users,
} from '../src/db/identity-schema';
import { DEFAULT_LIMITS, type IdentityLimits } from '../src/identity/limits';
import {
  deliveriesFromEnv,
  smsWebhookDelivery,
  smtpDelivery,
  smtpTransportOptions,
  type OutboxMessage,
} from '../src/identity/outbox';
import { CodeService } from '../src/identity/codes';
import { LoginLockout, RateLimiter } from '../src/identity/rate-limit';
import { acceptTerms } from '../src/identity/users';
import { RECOVERY_ANSWER } from '../src/identity/handlers/recovery';
import {
  createTestUser,
  fakeClock,
  identityTestApp,
  seedCampaigns,
  testDatabase,
} from '../src/identity/testing';

const PASSWORD = 'Huascaran-6768';
// While the seed's giveaway (sorteo-audifonos, 2026-11-01 to 2027-01-31) takes sign-ups.
const clock = fakeClock(new Date('2026-11-26T14:00:00.000Z'));
let database: DatabaseHandle;
/** Per-address, per-document and per-user windows out of the way: the rules under test decide. */
let app: FastifyInstance;
/** The default limits, on the same database (a second instance sharing the counters). */
let strict: FastifyInstance;
const apps: FastifyInstance[] = [];

const roomy = { max: 10_000, windowSeconds: 900 };
const ROOMY_LIMITS: Partial<IdentityLimits> = {
  loginPerAddress: roomy,
  mfaCheckPerAddress: roomy,
  mfaCheckPerUser: roomy,
  mfaSendPerAddress: roomy,
  recoverPerAddress: roomy,
  recoverPerDocument: roomy,
  restorePerAddress: roomy,
};

let nextDocument = 71000000;
/** A new user for a test (documents never repeat, so tests do not share state). */
async function newUser(options: { mfa?: boolean } = {}) {
  const documentNumber = String(nextDocument++);
  const user = await createTestUser(
    database.db,
    { documentNumber, password: PASSWORD, ...options },
    clock.now(),
  );
  return { ...user, device: `device-${documentNumber}` };
}
type TestUser = Awaited<ReturnType<typeof newUser>>;

/** The reference of the newest pending code step of each document and device (`doc@device`). */
const references = new Map<string, string>();
/** A well-formed reference that no step has. */
const NO_REFERENCE = 'A'.repeat(43);
const referenceOf = (documentNumber: string, device: string) =>
  references.get(`${documentNumber}@${device}`) ?? NO_REFERENCE;

/** Records the reference of an answer that opened a code step. */
function remember(documentNumber: string, device: string, response: LightMyRequestResponse) {
  const reference = (response.json() as { challenge?: { reference?: string } }).challenge
    ?.reference;
  if (response.statusCode < 300 && reference)
    references.set(`${documentNumber}@${device}`, reference);
  return response;
}

const login = async (
  user: { documentNumber: string; device?: string },
  password = PASSWORD,
  on = app,
) => {
  const device = user.device ?? 'd';
  const response = await on.inject({
    method: 'POST',
    url: '/identity/auth/login',
    payload: {
      documentType: 'DNI',
      document: user.documentNumber,
      password,
      device,
      channel: 'mail',
    },
  });
  return remember(user.documentNumber, device, response);
};

/** Checks a code for the step of the user's own login device, sent from `device`. */
const validate = (user: TestUser, otp: string, device = user.device) =>
  app.inject({
    method: 'POST',
    url: '/identity/auth/mfa-validation',
    payload: { reference: referenceOf(user.documentNumber, user.device), device, otp },
  });

/** Asks for a new code for the step the user's login from `device` opened. */
const sendMfa = (user: TestUser, device = user.device) =>
  app.inject({
    method: 'POST',
    url: '/identity/auth/send-mfa',
    payload: { reference: referenceOf(user.documentNumber, device), device, channel: 'mail' },
  });

async function lastText(to: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/dev/outbox?to=${encodeURIComponent(to)}`,
    headers: { host: 'localhost:4000' },
  });
  return (response.json() as { text: string }[])[0]!.text;
}
const lastCode = async (user: TestUser) => /\b(\d{6})\b/.exec(await lastText(user.email))![1]!;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Logs in a user with the second step and answers the code that was sent. */
async function pendingCode(user: TestUser) {
  const response = await login(user);
  expect(response.json()).toMatchObject({ needMfa: true, token: null });
  return lastCode(user);
}

beforeAll(async () => {
  database = await testDatabase();
  await seedCampaigns(database.db);
  app = await identityTestApp(database, { clock, limits: ROOMY_LIMITS });
  strict = await identityTestApp(database, { clock });
  apps.push(app, strict);
});
afterAll(async () => {
  for (const each of apps) await each.close();
  await database?.close();
});

describe('one-time codes', () => {
  it('accepts a code at 4:59 and refuses one at 5:01', async () => {
    const user = await newUser({ mfa: true });
    const first = await pendingCode(user);
    clock.advance(4 * 60 + 59);
    const accepted = await validate(user, first);
    expect(accepted.json()).toMatchObject({ success: true });
    expect(accepted.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const second = await pendingCode(user);
    clock.advance(5 * 60 + 1);
    expect((await validate(user, second)).json()).toEqual({ success: false });
  });

  it('evaluates at most 5 of 50 parallel wrong codes; the rest and then the right code get 429', async () => {
    const user = await newUser({ mfa: true });
    const code = await pendingCode(user);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => validate(user, wrong(code))),
    );
    const evaluated = answers.filter((r) => r.statusCode === 200);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    for (const r of evaluated) expect(r.json()).toEqual({ success: false });
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused.length).toBe(50 - evaluated.length);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused[0]!.json()).toMatchObject({ error: true, code: 'RATE_LIMITED' });

    const right = await validate(user, code);
    expect(right.statusCode).toBe(429);
    const [row] = await database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.userId, user.id));
    expect(row).toMatchObject({ attempts: 5, consumedAt: null });
  });

  it('accepts a valid code submitted twice in parallel exactly once', async () => {
    const user = await newUser({ mfa: true });
    const code = await pendingCode(user);
    const answers = await Promise.all([validate(user, code), validate(user, code)]);
    const successes = answers.filter((r) => r.json().success === true);
    expect(successes).toHaveLength(1);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
  });

  it('binds a code to the device of its login', async () => {
    const user = await newUser({ mfa: true });
    const code = await pendingCode(user);
    expect((await validate(user, code, 'another-device')).json()).toEqual({ success: false });
    expect((await validate(user, code)).json()).toMatchObject({ success: true });
  });

  it('refuses a resend within 60 s (Retry-After), and a resend invalidates the previous code', async () => {
    const user = await newUser({ mfa: true });
    const old = await pendingCode(user);
    clock.advance(30);
    const early = await sendMfa(user);
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(30);

    clock.advance(31);
    const resent = await sendMfa(user);
    expect(resent.json()).toEqual({
      mensaje: 'EXITO',
      minutosVigencia: 5,
      destination: user.email.replace(/^(..).*@/, '$1****@'),
    });
    const fresh = await lastCode(user);
    if (fresh !== old) expect((await validate(user, old)).json()).toEqual({ success: false });
    expect((await validate(user, fresh)).json()).toMatchObject({ success: true });
  });

  it('caps resends at 3 per 15 minutes', async () => {
    const user = await newUser({ mfa: true });
    await pendingCode(user);
    for (let i = 0; i < 3; i++) {
      clock.advance(61);
      expect((await sendMfa(user)).statusCode).toBe(200);
    }
    clock.advance(61);
    const capped = await sendMfa(user);
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('does not resend without a pending login of that user and device', async () => {
    const user = await newUser({ mfa: true });
    const response = await sendMfa(user);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'NO_PENDING_MFA' });
  });
});

describe('login', () => {
  it('locks a document after 5 consecutive failures for 15 minutes', async () => {
    const user = await newUser();
    for (let i = 0; i < 5; i++) expect((await login(user, 'wrong-password')).statusCode).toBe(401);
    const locked = await login(user);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: true, code: 'RATE_LIMITED' });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    clock.advance(14 * 60);
    expect((await login(user)).statusCode).toBe(429);
    clock.advance(60);
    expect((await login(user)).statusCode).toBe(200);
  });

  it('starts the count again after a successful login', async () => {
    const user = await newUser();
    for (let i = 0; i < 4; i++) expect((await login(user, 'wrong-password')).statusCode).toBe(401);
    expect((await login(user)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user, 'wrong-password')).statusCode).toBe(401);
    expect((await login(user)).statusCode).toBe(200);
  });

  it('answers an unknown document exactly like a wrong password, also once locked', async () => {
    const user = await newUser();
    const unknown = { documentNumber: '79999999' };
    const wrongPassword = await login(user, 'wrong-password');
    const unknownDocument = await login(unknown, 'wrong-password');
    expect(unknownDocument.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownDocument.body).toBe(wrongPassword.body);
    expect(wrongPassword.json()).toEqual({
      error: true,
      code: 'INVALID_CREDENTIALS',
      message: 'Documento o contraseña incorrectos.',
    });
    for (let i = 0; i < 4; i++) {
      await login(user, 'wrong-password');
      await login(unknown, 'wrong-password');
    }
    const [a, b] = [await login(user), await login(unknown)];
    expect([a.statusCode, b.statusCode]).toEqual([429, 429]);
    expect(a.body).toBe(b.body);
  });

  it('answers 403 for an inactive account only with the right password', async () => {
    const documentNumber = String(nextDocument++);
    await createTestUser(
      database.db,
      { documentNumber, password: PASSWORD, active: false },
      clock.now(),
    );
    expect((await login({ documentNumber }, 'wrong-password')).statusCode).toBe(401);
    const inactive = await login({ documentNumber });
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toMatchObject({ code: 'ACCOUNT_INACTIVE' });
  });

  it('stores argon2id hashes with m=19456, t=2, p=1', async () => {
    const user = await newUser();
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
  });
});

describe('sessions', () => {
  it('revokes the token at logout', async () => {
    const user = await newUser();
    const token = (await login(user)).json().token as string;
    const headers = { authorization: `Bearer ${token}` };
    expect(
      (await app.inject({ method: 'GET', url: '/identity/auth/session', headers })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: '/identity/auth/logout', headers })).statusCode,
    ).toBe(204);
    const after = await app.inject({ method: 'GET', url: '/identity/auth/session', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(
      (await app.inject({ method: 'POST', url: '/identity/auth/logout', headers })).statusCode,
    ).toBe(401);
  });

  it('expires a session after 8 hours', async () => {
    const user = await newUser();
    const headers = { authorization: `Bearer ${(await login(user)).json().token}` };
    clock.advance(8 * 3600 - 1);
    expect(
      (await app.inject({ method: 'GET', url: '/identity/auth/session', headers })).statusCode,
    ).toBe(200);
    clock.advance(2);
    expect(
      (await app.inject({ method: 'GET', url: '/identity/auth/session', headers })).statusCode,
    ).toBe(401);
  });
});

describe('password recovery', () => {
  const recover = (user: TestUser, on = app) =>
    on.inject({
      method: 'POST',
      url: '/identity/auth/recover-password',
      payload: { documentType: 'DNI', document: user.documentNumber },
    });
  const restore = (key: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/identity/auth/restore-password',
      payload: { key, password },
    });
  const lastKey = async (user: TestUser) =>
    /[?&]key=([A-Za-z0-9_-]+)/.exec(await lastText(user.email))![1]!;

  it('uses a key once, sets the new password and revokes the sessions', async () => {
    const user = await newUser();
    const token = (await login(user)).json().token as string;
    expect((await recover(user)).json()).toEqual(RECOVERY_ANSWER);
    const key = await lastKey(user);
    const [first, second] = await Promise.all([
      restore(key, 'Nevado-Ausangate-1'),
      restore(key, 'Nevado-Salkantay-2'),
    ]);
    expect([first.json().success, second.json().success].sort()).toEqual([false, true]);
    const winner = first.json().success ? 'Nevado-Ausangate-1' : 'Nevado-Salkantay-2';
    expect((await restore(key, 'Otra-Clave-12345')).json()).toEqual({ success: false });
    expect((await login(user, PASSWORD)).statusCode).toBe(401);
    expect((await login(user, winner)).statusCode).toBe(200);
    const old = await app.inject({
      method: 'GET',
      url: '/identity/auth/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a key after 30 minutes, and an older key once a newer one is sent', async () => {
    const user = await newUser();
    await recover(user);
    const expiring = await lastKey(user);
    clock.advance(30 * 60 + 1);
    expect((await restore(expiring, 'Nevado-Huandoy-3')).json()).toEqual({ success: false });

    await recover(user);
    const older = await lastKey(user);
    await recover(user);
    expect((await restore(older, 'Nevado-Huandoy-3')).json()).toEqual({ success: false });
    expect((await restore(await lastKey(user), 'Nevado-Huandoy-3')).json()).toEqual({
      success: true,
    });
  });

  it('is rate limited per document with Retry-After, across instances sharing the database', async () => {
    const user = await newUser();
    const limit = DEFAULT_LIMITS.recoverPerDocument.max;
    for (let i = 0; i < limit; i++) expect((await recover(user, strict)).statusCode).toBe(200);
    // A second instance with the same limits shares the counter.
    const other = await identityTestApp(database, { clock });
    apps.push(other);
    const refused = await recover(user, other);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: true,
      code: 'RATE_LIMITED',
      message: 'Demasiados intentos. Inténtalo nuevamente en unos minutos.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(DEFAULT_LIMITS.recoverPerDocument.windowSeconds);
    clock.advance(retryAfter);
    expect((await recover(user, strict)).statusCode).toBe(200);
  });
});

describe('rate limits on login', () => {
  it('limits login attempts per client address', async () => {
    const address = '203.0.113.7';
    const limited = await identityTestApp(database, {
      clock,
      limits: { ...ROOMY_LIMITS, loginPerAddress: { max: 3, windowSeconds: 60 } },
      clientAddress: () => address,
    });
    apps.push(limited);
    const someone = { documentNumber: '79999998' };
    for (let i = 0; i < 3; i++) expect((await login(someone, 'x', limited)).statusCode).toBe(401);
    const refused = await login(someone, 'x', limited);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});

describe('outbox', () => {
  it('lists messages newest first, filtered by recipient, outside production', async () => {
    const user = await newUser({ mfa: true });
    await pendingCode(user);
    clock.advance(61);
    await sendMfa(user);
    const response = await app.inject({
      method: 'GET',
      url: `/dev/outbox?to=${user.email}`,
      headers: { host: 'localhost:4000' },
    });
    const messages = response.json() as { id: number; to: string; kind: string }[];
    expect(messages).toHaveLength(2);
    expect(messages[0]!.id).toBeGreaterThan(messages[1]!.id);
    expect(messages.every((m) => m.to === user.email && m.kind === 'mfa-code')).toBe(true);
  });

  it('has no /dev/outbox in production, keeps no text and logs no code there', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const delivered: OutboxMessage[] = [];
    const production = await identityTestApp(database, {
      clock,
      environment: 'production',
      limits: ROOMY_LIMITS,
      logStream,
      deliveries: [
        { channels: ['mail', 'sms'], send: async (message) => void delivered.push(message) },
      ],
    });
    apps.push(production);
    expect((await production.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);

    const user = await newUser({ mfa: true });
    const response = await login(user, PASSWORD, production);
    expect(response.json()).toMatchObject({ needMfa: true });
    const [message] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, user.email));
    expect(message).toMatchObject({ body: null, kind: 'mfa-code', status: 'sent' });
    const code = /\b(\d{6})\b/.exec(delivered[0]!.text)![1]!;
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(code);
    expect(log).not.toContain(PASSWORD);
  });

  it('posts SMS to the webhook with the bearer token', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const delivery = smsWebhookDelivery({
      url: 'https://sms.example.pe/send',
      token: 'webhook-token',
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return new Response(null, { status: 202 });
      }) as typeof fetch,
    });
    await delivery.send({
      channel: 'sms',
      to: '+51987654321',
      subject: 's',
      text: 'Tu código es 123456',
      kind: 'mfa-code',
      userId: null,
    });
    expect(calls[0]!.url).toBe('https://sms.example.pe/send');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe(
      'Bearer webhook-token',
    );
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      to: '+51987654321',
      text: 'Tu código es 123456',
      kind: 'mfa-code',
    });
  });
});

describe('sign-up', () => {
  const signUp = (documentNumber: string, additional: boolean, campaignPath?: string) =>
    app.inject({
      method: 'POST',
      url: '/identity/auth/signup',
      payload: {
        ...(campaignPath ? { campaignPath } : {}),
        document_type: 'DNI',
        document_number: documentNumber,
        email: `s${documentNumber}@correo.pe`,
        name: 'Carmen',
        last_name: 'Ccori Huillca',
        phone: '+51912345678',
        password: 'Titicaca-3812',
        is_terms_conditions_accepted: true,
        is_additional_clauses_accepted: additional,
        device: `device-${documentNumber}`,
        channel: 'mail',
      },
    });

  it('records each consent with its legal text, version and time (Ley 29733)', async () => {
    const response = await signUp('72000001', true, 'sorteo-audifonos');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      isNeedMfa: true,
      token: null,
      documentNumber: '72000001',
    });
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.documentNumber, '72000001'));
    expect(user).toMatchObject({ countryCode: '+51', phone: '912345678', mfaEnabled: true });
    const rows = await database.db.select().from(consents).where(eq(consents.userId, user!.id));
    expect(
      rows.map((r) => [r.document, r.version, r.accepted, r.recordedAt.getTime()]).sort(),
    ).toEqual([
      ['additional-clauses', '2025-01', true, clock.now().getTime()],
      ['terms-conditions', '2025-01', true, clock.now().getTime()],
    ]);
    const participants = await database.db
      .select()
      .from(campaignParticipants)
      .where(eq(campaignParticipants.userId, user!.id));
    expect(participants).toMatchObject([
      { campaign: 'sorteo-audifonos', documentNumber: '72000001' },
    ]);

    await signUp('72000002', false);
    const [other] = await database.db
      .select()
      .from(users)
      .where(eq(users.documentNumber, '72000002'));
    const otherRows = await database.db
      .select()
      .from(consents)
      .where(eq(consents.userId, other!.id));
    expect(otherRows.map((r) => r.document)).toEqual(['terms-conditions']);
    expect(other!.additionalClausesAccepted).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Fixes of the security review (M1, M2, Low, M11, nits).

/** Identity apps whose client address is the `x-test-address` header (one per test set-up). */
async function appByAddress(limits: Partial<IdentityLimits> = {}) {
  const made = await identityTestApp(database, {
    clock,
    limits,
    clientAddress: (request) => String(request.headers['x-test-address'] ?? request.ip),
  });
  apps.push(made);
  return made;
}

const from = (on: FastifyInstance, address: string, url: string, payload: object) =>
  on.inject({ method: 'POST', url, payload, headers: { 'x-test-address': address } });

const loginFrom = async (
  on: FastifyInstance,
  address: string,
  user: TestUser,
  password = PASSWORD,
  device = user.device,
) =>
  remember(
    user.documentNumber,
    device,
    await from(on, address, '/identity/auth/login', {
      documentType: 'DNI',
      document: user.documentNumber,
      password,
      device,
      channel: 'mail',
    }),
  );

const recoverFrom = (on: FastifyInstance, address: string, user: TestUser) =>
  from(on, address, '/identity/auth/recover-password', {
    documentType: 'DNI',
    document: user.documentNumber,
  });

const restoreWith = (key: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/identity/auth/restore-password',
    payload: { key, password },
  });
const lastKeyOf = async (user: TestUser) =>
  /[?&]key=([A-Za-z0-9_-]+)/.exec(await lastText(user.email))![1]!;

async function messagesTo(user: TestUser) {
  const response = await app.inject({
    method: 'GET',
    url: `/dev/outbox?to=${encodeURIComponent(user.email)}`,
    headers: { host: 'localhost:4000' },
  });
  return (response.json() as unknown[]).length;
}

const liveCodes = (user: TestUser) =>
  database.db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.userId, user.id),
        isNull(otpChallenges.consumedAt),
        isNull(otpChallenges.invalidatedAt),
      ),
    );

/** Every counter row whose key mentions the user (document, username or id). */
async function countersOf(user: TestUser) {
  const keys = [
    ...(await database.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, `%${user.documentNumber}%`))),
    ...(await database.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, `%${user.id}%`))),
    ...(await database.db
      .select({ key: loginFailures.documentKey })
      .from(loginFailures)
      .where(like(loginFailures.documentKey, `%${user.documentNumber}%`))),
  ];
  return keys.map((row) => row.key);
}

/** 10 wrong codes over three codes: the second step of the user is then locked. */
async function lockSecondStep(user: TestUser) {
  const first = await pendingCode(user);
  for (let i = 0; i < 5; i++) expect((await validate(user, wrong(first))).statusCode).toBe(200);
  clock.advance(61);
  expect((await sendMfa(user)).statusCode).toBe(200);
  const second = await lastCode(user);
  for (let i = 0; i < 4; i++) expect((await validate(user, wrong(second))).statusCode).toBe(200);
  clock.advance(61);
  expect((await sendMfa(user)).statusCode).toBe(200);
  const third = await lastCode(user);
  // The 10th wrong code: still an ordinary `success: false`, and the lock starts.
  expect((await validate(user, wrong(third))).json()).toEqual({ success: false });
  return third;
}

describe('M1: someone who knows a document cannot lock its owner out', () => {
  const CEILING = 8;
  let byAddress: FastifyInstance;
  beforeAll(async () => {
    // A lower per-document ceiling than the default 50, so a few addresses reach it.
    byAddress = await appByAddress({
      documentLockout: { maxFailures: CEILING, lockSeconds: 900, windowSeconds: 900 },
    });
  });

  it('locks the document only for the address that failed', async () => {
    const user = await newUser();
    for (let i = 0; i < 5; i++)
      expect((await loginFrom(byAddress, '203.0.113.10', user, 'wrong-password')).statusCode).toBe(
        401,
      );
    const locked = await loginFrom(byAddress, '203.0.113.10', user);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const owner = await loginFrom(byAddress, '198.51.100.10', user);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toEqual(expect.any(String));
  });

  it('keeps a per-document ceiling of failures across addresses', async () => {
    const user = await newUser();
    for (let a = 0; a < CEILING / 2; a++)
      for (let i = 0; i < 2; i++)
        expect(
          (await loginFrom(byAddress, `203.0.113.${20 + a}`, user, 'wrong-password')).statusCode,
        ).toBe(401);
    const refused = await loginFrom(byAddress, '198.51.100.11', user);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    clock.advance(15 * 60);
    expect((await loginFrom(byAddress, '198.51.100.11', user)).statusCode).toBe(200);
  });

  it('lets a locked owner recover even when others used up the recovery count, and restoring clears every lock and counter', async () => {
    const user = await newUser();
    const attacker = '203.0.113.40';
    for (let i = 0; i < DEFAULT_LIMITS.recoverPerDocument.max; i++)
      expect((await recoverFrom(byAddress, attacker, user)).statusCode).toBe(200);
    expect((await recoverFrom(byAddress, '203.0.113.41', user)).statusCode).toBe(429);
    for (let a = 0; a < CEILING / 2; a++)
      for (let i = 0; i < 2; i++)
        await loginFrom(byAddress, `203.0.113.${40 + a}`, user, 'wrong-password');

    const owner = '198.51.100.12';
    expect((await loginFrom(byAddress, owner, user)).statusCode).toBe(429);
    // Locked: the recovery request goes through, counted per document and address.
    const recovered = await recoverFrom(byAddress, owner, user);
    expect(recovered.statusCode).toBe(200);
    expect(await countersOf(user)).not.toHaveLength(0);

    expect((await restoreWith(await lastKeyOf(user), 'Nevado-Alpamayo-9')).json()).toEqual({
      success: true,
    });
    expect(await countersOf(user)).toEqual([]);
    expect((await loginFrom(byAddress, owner, user, 'Nevado-Alpamayo-9')).statusCode).toBe(200);
    expect((await recoverFrom(byAddress, attacker, user)).statusCode).toBe(200);
  });

  it('does not let code checks from other addresses use up the owner’s', async () => {
    const user = await newUser({ mfa: true });
    const owner = '198.51.100.13';
    expect((await loginFrom(byAddress, owner, user)).json()).toMatchObject({ needMfa: true });
    const code = await lastCode(user);
    const check = (address: string, device: string, otp: string) =>
      from(byAddress, address, '/identity/auth/mfa-validation', {
        reference: referenceOf(user.documentNumber, user.device),
        device,
        otp,
      });
    // Even with the owner's reference, another device finds no step: only the per-address limit
    // counts those checks, nothing of the owner's.
    const limit = DEFAULT_LIMITS.mfaCheckPerUser.max;
    for (let i = 0; i <= limit; i++)
      expect((await check('203.0.113.50', 'guessed-device', '000000')).json()).toEqual({
        success: false,
      });
    const accepted = await check(owner, user.device, code);
    expect(accepted.json()).toMatchObject({ success: true });
    // Checks against no code of that device are no guesses: the owner's wrong-code count is empty.
    expect((await countersOf(user)).filter((key) => key.startsWith('mfa-wrong:'))).toEqual([]);
  });
});

describe('M2: codes have long-term caps and re-logins are not free resends', () => {
  it('sends no second code within the cooldown, whatever the device, and counts login codes in the per-user send limit', async () => {
    const user = await newUser({ mfa: true });
    const other = { ...user, device: `${user.device}-b` };
    expect((await login(user)).json()).toMatchObject({ needMfa: true });
    clock.advance(10);
    // Another device within the cooldown gets the live code's step (issue #25), sends nothing.
    const early = await login(other);
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({ needMfa: true, challenge: { sentSecondsAgo: 10 } });
    expect(await messagesTo(user)).toBe(1);
    // The same device within the cooldown keeps its live code.
    expect((await login(user)).json()).toMatchObject({ needMfa: true });
    expect(await messagesTo(user)).toBe(1);

    clock.advance(51);
    expect((await login(other)).json()).toMatchObject({ needMfa: true });
    for (let i = 0; i < DEFAULT_LIMITS.codes.sendsPerUser.max - 2; i++) {
      clock.advance(61);
      expect((await sendMfa(user, other.device)).statusCode).toBe(200);
    }
    clock.advance(61);
    const capped = await sendMfa(user, other.device);
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(60);
    clock.advance(61);
    expect((await login(user)).statusCode).toBe(429);
    expect(await messagesTo(user)).toBe(DEFAULT_LIMITS.codes.sendsPerUser.max);
  });

  it('a second sign-in within the cooldown, on another device, is the live code’s step: nothing sent, the code works there (issue #25)', async () => {
    const user = await newUser({ mfa: true });
    const laptop = { ...user, device: `${user.device}-laptop` };
    expect((await login(user)).json()).toMatchObject({
      needMfa: true,
      challenge: { channel: 'mail', sentSecondsAgo: 0, resendInSeconds: 60 },
    });
    const code = await lastCode(user);
    clock.advance(9);
    const again = await login(laptop);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      needMfa: true,
      token: null,
      challenge: {
        reference: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        channel: 'mail',
        destination: expect.stringContaining('@correo.pe'),
        sentSecondsAgo: 9,
        resendInSeconds: 51,
      },
    });
    expect(await messagesTo(user)).toBe(1);
    // The code follows the latest sign-in: it opens the session on the laptop.
    expect((await validate(laptop, code)).json()).toMatchObject({ success: true });
  });

  it('a resend within the cooldown says a code was just sent and when another can be asked for', async () => {
    const user = await newUser({ mfa: true });
    await login(user);
    clock.advance(12);
    const early = await sendMfa(user);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      error: true,
      code: 'CODE_RECENTLY_SENT',
      message: 'Te enviamos un código hace 12 s: úsalo, o pide otro en 48 s.',
    });
    expect(early.headers['retry-after']).toBe('48');
    expect(await messagesTo(user)).toBe(1);
  });

  it('does not hand a code spent on wrong tries to another device: that wait stays a lockout', async () => {
    const user = await newUser({ mfa: true });
    const code = await pendingCode(user);
    for (let i = 0; i < DEFAULT_LIMITS.codes.maxAttempts; i++)
      expect((await validate(user, wrong(code))).json()).toEqual({ success: false });
    clock.advance(5);
    const other = await login({ ...user, device: `${user.device}-b` });
    expect(other.statusCode).toBe(429);
    expect(other.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(other.headers['retry-after'])).toBe(55);
  });

  it('locks the second step of a user for 15 minutes after 10 wrong codes (429 with Retry-After)', async () => {
    const user = await newUser({ mfa: true });
    const code = await lockSecondStep(user);
    const locked = await validate(user, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: true, code: 'RATE_LIMITED' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    clock.advance(15 * 60);
    expect((await sendMfa(user)).statusCode).toBe(200);
    const fresh = await lastCode(user);
    // Still within 24 hours: every further wrong code locks again.
    expect((await validate(user, wrong(fresh))).json()).toEqual({ success: false });
    expect((await validate(user, fresh)).statusCode).toBe(429);
    clock.advance(15 * 60);
    expect((await sendMfa(user)).statusCode).toBe(200);
    expect((await validate(user, await lastCode(user))).json()).toMatchObject({ success: true });
  });

  it('ends the second-step lock and the code caps when the password is restored', async () => {
    const user = await newUser({ mfa: true });
    await lockSecondStep(user);
    await app.inject({
      method: 'POST',
      url: '/identity/auth/recover-password',
      payload: { documentType: 'DNI', document: user.documentNumber },
    });
    expect((await restoreWith(await lastKeyOf(user), 'Nevado-Coropuna-7')).json()).toEqual({
      success: true,
    });
    // Within a minute of the last code, yet no cooldown and no lock are left: the owner gets in.
    const started = await login(user, 'Nevado-Coropuna-7');
    expect(started.json()).toMatchObject({ needMfa: true });
    expect((await validate(user, await lastCode(user))).json()).toMatchObject({ success: true });
  });

  it('clears the password lockout only once the second step succeeds', async () => {
    const user = await newUser({ mfa: true });
    for (let i = 0; i < 4; i++) expect((await login(user, 'wrong-password')).statusCode).toBe(401);
    expect((await login(user)).json()).toMatchObject({ needMfa: true });
    const code = await lastCode(user);
    // The right password alone did not reset the count: this was the 5th attempt.
    expect((await login(user)).statusCode).toBe(429);
    expect((await validate(user, code)).json()).toMatchObject({ success: true });
    clock.advance(61);
    expect((await login(user)).json()).toMatchObject({ needMfa: true });
  });
});

describe('Low: one live code per user', () => {
  it('two parallel logins from two devices leave exactly one live code', async () => {
    const user = await newUser({ mfa: true });
    const answers = await Promise.all([
      login(user, PASSWORD, strict),
      login({ ...user, device: `${user.device}-b` }, PASSWORD, strict),
    ]);
    // The second gets the first's live code (issue #25), or — when both looked before either
    // sent — the cooldown's answer: never a second code.
    expect(answers.map((r) => r.statusCode)).toContain(200);
    for (const answer of answers.filter((r) => r.statusCode !== 200))
      expect(answer.json()).toMatchObject({ code: 'CODE_RECENTLY_SENT' });
    expect(await liveCodes(user)).toHaveLength(1);
    expect(await messagesTo(user)).toBe(1);
  });

  it('serialises issuing per user even without a cooldown', async () => {
    const noCooldown = await identityTestApp(database, {
      clock,
      limits: {
        ...ROOMY_LIMITS,
        codes: { ...DEFAULT_LIMITS.codes, resendCooldownSeconds: 0, sendsPerUser: roomy },
      },
    });
    apps.push(noCooldown);
    const user = await newUser({ mfa: true });
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((d) =>
        login({ ...user, device: `${user.device}-${d}` }, PASSWORD, noCooldown),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await liveCodes(user)).toHaveLength(1);

    // The same without the password checks between: the issuing transactions overlap.
    const codes = new CodeService(
      database.db,
      clock,
      { send: async () => undefined },
      new RateLimiter(database.db, clock),
      { ...DEFAULT_LIMITS.codes, resendCooldownSeconds: 0, sendsPerUser: roomy },
    );
    const racer = await newUser({ mfa: true });
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => codes.start(racer, `device-${i}`, 'mail', 'login')),
    );
    expect(await liveCodes(racer)).toHaveLength(1);
  });
});

describe('M11: delivery inside the request is bounded', () => {
  const message: OutboxMessage = {
    channel: 'sms',
    to: '+51987654321',
    subject: 's',
    text: 'Tu código es 123456',
    kind: 'mfa-code',
    userId: null,
  };

  it('refuses to start in production when neither mail nor SMS delivery is configured', async () => {
    await expect(
      identityTestApp(database, { clock, environment: 'production', env: {} }),
    ).rejects.toThrow(/no delivery/);
  });

  it('requires an https SMS webhook in production', async () => {
    const sms = {
      OUTBOX_SMS_WEBHOOK_URL: 'http://sms.example.pe/send',
      OUTBOX_SMS_WEBHOOK_TOKEN: 't',
    };
    await expect(
      identityTestApp(database, { clock, environment: 'production', env: sms }),
    ).rejects.toThrow(/https/);
    expect(deliveriesFromEnv(sms, 'development')).toHaveLength(1);
    const secure = await identityTestApp(database, {
      clock,
      environment: 'production',
      env: { ...sms, OUTBOX_SMS_WEBHOOK_URL: 'https://sms.example.pe/send' },
    });
    apps.push(secure);
  });

  it('gives up on an SMS webhook that does not answer', async () => {
    const delivery = smsWebhookDelivery({
      url: 'https://sms.example.pe/send',
      token: 't',
      timeoutMs: 50,
      fetch: ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
        )) as typeof fetch,
    });
    await expect(delivery.send(message)).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('gives up on an SMTP server that never greets (10 s by default)', async () => {
    expect(smtpTransportOptions('smtp://mail.example.pe:587')).toMatchObject({
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 10_000,
    });
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const delivery = smtpDelivery({
        url: `smtp://127.0.0.1:${port}`,
        from: 'no-responder@vivasalud.pe',
        timeoutMs: 200,
      });
      const started = Date.now();
      await expect(
        delivery.send({ ...message, channel: 'mail', to: 'a@correo.pe' }),
      ).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('nits: clock and pruning', () => {
  it('records terms acceptance at the time of the injected clock', async () => {
    const user = await newUser();
    clock.advance(3600);
    await acceptTerms(
      database.db,
      user.id,
      { is_terms_conditions_accepted: true, is_additional_clauses_accepted: true },
      clock,
    );
    const rows = await database.db.select().from(consents).where(eq(consents.userId, user.id));
    expect(rows.map((r) => r.recordedAt.getTime())).toEqual([
      clock.now().getTime(),
      clock.now().getTime(),
    ]);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.updatedAt.getTime()).toBe(clock.now().getTime());
  });

  it('prunes login_failures rows that no longer decide anything', async () => {
    const rule = { maxFailures: 5, lockSeconds: 900, windowSeconds: 900 };
    const lockout = new LoginLockout(
      database.db,
      clock,
      { perAddress: rule, perDocument: rule },
      1,
    );
    const now = clock.now().getTime();
    const at = (seconds: number) => new Date(now + seconds * 1000);
    await database.db.insert(loginFailures).values([
      { documentKey: 'PRUNE:lock-ended', failures: 5, lockedUntil: at(-1), updatedAt: at(-901) },
      { documentKey: 'PRUNE:old', failures: 2, lockedUntil: null, updatedAt: at(-901) },
      { documentKey: 'PRUNE:locked', failures: 5, lockedUntil: at(60), updatedAt: at(-840) },
      { documentKey: 'PRUNE:recent', failures: 2, lockedUntil: null, updatedAt: at(-60) },
    ]);
    expect(await lockout.reserve('PRUNE:new', '192.0.2.1')).toEqual({ allowed: true });
    const left = await database.db
      .select({ key: loginFailures.documentKey })
      .from(loginFailures)
      .where(like(loginFailures.documentKey, 'PRUNE:%'));
    expect(left.map((row) => row.key).sort()).toEqual([
      'PRUNE:locked',
      'PRUNE:new',
      'PRUNE:new@192.0.2.1',
      'PRUNE:recent',
    ]);
  });
});
