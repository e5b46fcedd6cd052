/**
 * Issue #16, items 2 and 3: the password step alone reveals nothing of the profile, and neither
 * recovery nor sign-up tells whether a document has an account (ASVS 6.3.8). Timing is not
 * asserted here (see `scripts/enumeration-timing.ts`, which prints the medians).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { mfaReferences, users } from '../src/db/identity-schema';
import { RECOVERY_ANSWER } from '../src/identity/handlers/recovery';
import { DEFAULT_LIMITS, type IdentityLimits } from '../src/identity/limits';
import { createTestUser, fakeClock, identityTestApp, testDatabase } from '../src/identity/testing';

const PASSWORD = 'Huascaran-6768';
const clock = fakeClock();
let database: DatabaseHandle;
let app: FastifyInstance;
const apps: FastifyInstance[] = [];

const roomy = { max: 10_000, windowSeconds: 900 };
const ROOMY: Partial<IdentityLimits> = {
  loginPerAddress: roomy,
  mfaCheckPerAddress: roomy,
  mfaCheckPerUser: roomy,
  mfaSendPerAddress: roomy,
  recoverPerAddress: roomy,
  recoverPerDocument: roomy,
  signupPerAddress: roomy,
  signupPerDocument: roomy,
};

let nextDocument = 73000000;
async function newUser(options: { mfa?: boolean } = {}) {
  const documentNumber = String(nextDocument++);
  const user = await createTestUser(
    database.db,
    { documentNumber, password: PASSWORD, name: 'Jorge', ...options },
    clock.now(),
  );
  return { ...user, device: `device-${documentNumber}` };
}
type TestUser = Awaited<ReturnType<typeof newUser>>;

const post = (url: string, payload: object, on = app) =>
  on.inject({ method: 'POST', url: `/identity${url}`, payload });

const login = (user: TestUser, device = user.device) =>
  post('/auth/login', {
    documentType: 'DNI',
    document: user.documentNumber,
    password: PASSWORD,
    device,
    channel: 'mail',
  });

async function outbox(to: string) {
  const response = await app.inject({
    url: `/dev/outbox?to=${encodeURIComponent(to)}`,
    headers: { host: 'localhost:4000' },
  });
  return response.json() as { kind: string; text: string; to: string }[];
}
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

/** Every string and key of a JSON value, to look for personal data anywhere in it. */
const flatten = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, item]) => [key, ...flatten(item)])
    : [String(value)];

/** The answer without what is random by design (the reference): equal for equal inputs. */
const withoutReference = (response: LightMyRequestResponse) => {
  const body = response.json() as { challenge?: { reference?: string } };
  return body.challenge ? { ...body, challenge: { ...body.challenge, reference: '…' } } : body;
};

const signup = (
  values: { document: string; email: string; name?: string; phone?: string },
  on = app,
) =>
  post(
    '/auth/signup',
    {
      document_type: 'DNI',
      document_number: values.document,
      email: values.email,
      name: values.name ?? 'Carmen',
      last_name: 'Ccori Huillca',
      phone: values.phone ?? '+51912345678',
      password: 'Titicaca-3812',
      is_terms_conditions_accepted: true,
      is_additional_clauses_accepted: false,
      device: 'device-signup',
      channel: 'mail',
    },
    on,
  );

beforeAll(async () => {
  database = await testDatabase();
  app = await identityTestApp(database, { clock, limits: ROOMY });
  apps.push(app);
});
afterAll(async () => {
  for (const each of apps) await each.close();
  await database?.close();
});

describe('item 2: the password step alone reveals nothing of the profile', () => {
  it('answers needMfa with only the challenge: an opaque reference and the masked destination', async () => {
    const user = await newUser({ mfa: true });
    const response = await login(user);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['challenge', 'needMfa', 'token']);
    expect(body).toMatchObject({ needMfa: true, token: null });
    expect(Object.keys(body.challenge).sort()).toEqual([
      'channel',
      'destination',
      'reference',
      'resendInSeconds',
      'sentSecondsAgo',
    ]);
    expect(body.challenge.channel).toBe('mail');
    expect(body.challenge.destination).toBe(`u7****@correo.pe`);
    // 256 random bits (base64url); only its sha-256 is stored.
    expect(body.challenge.reference).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await database.db.select().from(mfaReferences);
    expect(JSON.stringify(stored)).not.toContain(body.challenge.reference);
    // No profile field and no personal value anywhere in the answer.
    const everything = flatten(body).join(' ');
    for (const leak of [
      'userData',
      'isTermsConditionsAccepted',
      'membership',
      user.name,
      user.lastName,
      user.documentNumber,
      user.email,
      user.phone,
    ]) {
      expect(everything).not.toContain(leak);
    }
  });

  it('masks the phone to its last 3 digits when the code goes by SMS', async () => {
    const user = await newUser({ mfa: true });
    const response = await post('/auth/login', {
      documentType: 'DNI',
      document: user.documentNumber,
      password: PASSWORD,
      device: user.device,
      channel: 'sms',
    });
    expect(response.json().challenge).toMatchObject({
      channel: 'sms',
      destination: `*** *** ${user.phone.slice(-3)}`,
    });
  });

  it('takes the reference for the code; the profile comes with the session, after the code', async () => {
    const user = await newUser({ mfa: true });
    const { reference } = (await login(user)).json().challenge;
    const [message] = await outbox(user.email);
    const validation = await post('/auth/mfa-validation', {
      reference,
      device: user.device,
      otp: codeIn(message!.text),
    });
    expect(validation.json()).toMatchObject({ success: true, token: expect.any(String) });
    const session = await app.inject({
      url: '/identity/auth/session',
      headers: { authorization: `Bearer ${validation.json().token}` },
    });
    expect(session.json().user).toMatchObject({
      name: user.name,
      documentNumber: user.documentNumber,
      email: user.email,
    });
    // A valid code ends the step: the reference opens nothing any more.
    const again = await post('/auth/mfa-validation', {
      reference,
      device: user.device,
      otp: codeIn(message!.text),
    });
    expect(again.json()).toEqual({ success: false });
    const resend = await post('/auth/send-mfa', {
      reference,
      device: user.device,
      channel: 'mail',
    });
    expect(resend.json()).toMatchObject({ code: 'NO_PENDING_MFA' });
  });

  it('binds the reference to its device and ends it with the pending step (30 minutes after its last code)', async () => {
    const user = await newUser({ mfa: true });
    const { reference } = (await login(user)).json().challenge;
    const resend = (device: string) =>
      post('/auth/send-mfa', { reference, device, channel: 'sms' });
    expect((await resend('another-device')).json()).toMatchObject({ code: 'NO_PENDING_MFA' });

    clock.advance(DEFAULT_LIMITS.codes.pendingSeconds - 1);
    const resent = await resend(user.device);
    expect(resent.json()).toEqual({
      mensaje: 'EXITO',
      minutosVigencia: 5,
      destination: `*** *** ${user.phone.slice(-3)}`,
    });
    // The resend gave the step another 30 minutes; past them, the reference is dead.
    clock.advance(DEFAULT_LIMITS.codes.pendingSeconds - 1);
    expect((await resend(user.device)).statusCode).toBe(200);
    clock.advance(DEFAULT_LIMITS.codes.pendingSeconds + 1);
    expect((await resend(user.device)).json()).toMatchObject({ code: 'NO_PENDING_MFA' });
  });

  it('answers sign-up with only what was typed, and a challenge', async () => {
    const response = await signup({ document: '74000001', email: 'Nueva.Persona@Correo.pe' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      isNeedMfa: true,
      token: null,
      phone: '+51912345678',
      email: 'nueva.persona@correo.pe',
      documentNumber: '74000001',
      name: 'Carmen',
      challenge: {
        reference: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        channel: 'mail',
        destination: 'nu****@correo.pe',
        sentSecondsAgo: 0,
        resendInSeconds: 60,
      },
    });
  });
});

describe('item 3: recovery does not tell whether a document has an account', () => {
  const recover = (document: string, on = app) =>
    post('/auth/recover-password', { documentType: 'DNI', document }, on);

  it('answers the same status and body for a known and an unknown document', async () => {
    const user = await newUser();
    const known = await recover(user.documentNumber);
    const unknown = await recover('79999001');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual(RECOVERY_ANSWER);
    expect(known.json().message).toBe(
      'Si el documento está registrado, enviamos un enlace al correo registrado.',
    );
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    // Only the account's owner gets a mail, with the link.
    const [mail] = await outbox(user.email);
    expect(mail).toMatchObject({ kind: 'password-reset' });
    expect(mail!.text).toMatch(/\/auth\/restablecer-contrasena\?key=[A-Za-z0-9_-]{43}/);
  });

  it('applies the rate limits alike: the same 429 for both once over', async () => {
    const strict = await identityTestApp(database, { clock });
    apps.push(strict);
    const user = await newUser();
    const limit = DEFAULT_LIMITS.recoverPerDocument.max;
    for (let i = 0; i < limit; i++) {
      const [a, b] = [
        await recover(user.documentNumber, strict),
        await recover('79999002', strict),
      ];
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.body).toBe(b.body);
    }
    const [a, b] = [await recover(user.documentNumber, strict), await recover('79999002', strict)];
    expect([a.statusCode, b.statusCode]).toEqual([429, 429]);
    expect(a.body).toBe(b.body);
  });
});

describe('item 3: sign-up of a registered document answers like a new one', () => {
  it('gives the same status and body as a new sign-up, and tells the owner instead', async () => {
    const owner = await newUser({ mfa: true });
    const fresh = await signup({ document: '74000002', email: 'nueva.cuenta@correo.pe' });
    const registered = await signup({
      document: owner.documentNumber,
      email: 'otra.persona@correo.pe',
    });
    expect(registered.statusCode).toBe(fresh.statusCode);
    expect(registered.statusCode).toBe(201);
    // Every value is what was typed: only the typed document and email differ.
    const expected = withoutReference(fresh) as Record<string, unknown>;
    expect(withoutReference(registered)).toEqual({
      ...expected,
      documentNumber: owner.documentNumber,
      email: 'otra.persona@correo.pe',
      challenge: { ...(expected.challenge as object), destination: 'ot****@correo.pe' },
    });
    expect(registered.json().challenge.reference).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The same typed data twice: the second sign-up meets the account the first created.
    const first = await signup({ document: '74000003', email: 'tercera@correo.pe' });
    const second = await signup({ document: '74000003', email: 'tercera@correo.pe' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(withoutReference(second)).toEqual(withoutReference(first));
    expect(Object.keys(second.json()).sort()).toEqual(Object.keys(first.json()).sort());

    // The owner's account is untouched, and the owner is told, with the recovery link.
    const [row] = await database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row).toMatchObject({
      name: owner.name,
      email: owner.email,
      passwordHash: owner.passwordHash,
    });
    const [notice] = await outbox(owner.email);
    expect(notice).toMatchObject({ kind: 'signup-attempt', to: owner.email });
    expect(notice!.text).toContain(
      'alguien intentó crear una cuenta de VivaSalud con tu documento',
    );
    expect(notice!.text).toContain('http://localhost:3000/auth/recuperar-contrasena');
    expect(notice!.text).toContain('http://localhost:3000/auth/login');
    // Nothing goes to the address that was typed: no code, no notice.
    expect(await outbox('otra.persona@correo.pe')).toEqual([]);
  });

  it('tells the owner of a registered email too, and at most once per 15 minutes', async () => {
    const owner = await newUser();
    const attempt = () => signup({ document: String(nextDocument++), email: owner.email });
    const answer = await attempt();
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ isNeedMfa: true, email: owner.email });
    await attempt();
    const notices = (await outbox(owner.email)).filter((m) => m.kind === 'signup-attempt');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('con tu correo');
  });

  it('gives a code step that behaves like a real one whose code never arrives', async () => {
    const owner = await newUser();
    const { reference } = (
      await signup({ document: owner.documentNumber, email: 'quien.sea@correo.pe' })
    ).json().challenge;
    const check = (otp: string, device = 'device-signup') =>
      post('/auth/mfa-validation', { reference, device, otp });
    const resend = () =>
      post('/auth/send-mfa', { reference, device: 'device-signup', channel: 'mail' });
    // Within the cooldown, like a real first code.
    expect((await resend()).statusCode).toBe(429);
    for (let i = 0; i < DEFAULT_LIMITS.codes.maxAttempts; i++)
      expect((await check(String(100000 + i))).json()).toEqual({ success: false });
    const exhausted = await check('123456');
    expect(exhausted.statusCode).toBe(429);
    expect(exhausted.json()).toMatchObject({ code: 'RATE_LIMITED' });
    clock.advance(61);
    expect((await resend()).json()).toEqual({
      mensaje: 'EXITO',
      minutosVigencia: 5,
      destination: 'qu****@correo.pe',
    });
    expect((await check('123456')).json()).toEqual({ success: false });
    expect(await outbox('quien.sea@correo.pe')).toEqual([]);
  });
});
