import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractValidator } from '../src/contract';
import { CALL_MESSAGES, callBackNumber } from '../src/content/telemedicine';
import { users } from '../src/db/identity-schema';
import * as t from '../src/db/schema';
import { SessionStore } from '../src/identity/sessions';
import { createTestUser } from '../src/identity/testing';
import { startService } from './support';

/**
 * Telemedicine call requests (issue #29): pro only, a valid number to call back, the consent to
 * the use of health data (Ley 29733) stored with the request, one request per Idempotency-Key.
 */
let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.stop());

const CALLS = '/content/telemedicine/calls/';
const { answer } = contractValidator('content');
const validCall = answer('/telemedicine/calls/', 'post', 201)!;
const validError = answer('/telemedicine/calls/', 'post', 400)!;

let documents = 72_000_000;
async function member(membership: 'standard' | 'pro') {
  const row = await createTestUser(
    service.database.db,
    { documentNumber: String((documents += 1)), password: 'Clave-de-prueba-1', name: 'Ana' },
    new Date(),
  );
  await service.database.db.update(users).set({ membership }).where(eq(users.id, row.id));
  const token = await new SessionStore(service.database.db).create(row.id, null);
  return { id: row.id, token };
}

const GOOD = { specialty: 'pediatria', phone: '+51987654321', consent: true };

async function requestCall(token: string | null, body: object = GOOD, key = randomUUID()) {
  return service.app.inject({
    method: 'POST',
    url: CALLS,
    payload: body,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'idempotency-key': key,
    },
  });
}

const rowsOf = (userId: string) =>
  service.database.db
    .select()
    .from(t.telemedicineCalls)
    .where(eq(t.telemedicineCalls.userId, userId));

describe('callBackNumber (libphonenumber-js, Peru by default)', () => {
  it.each([
    ['+51987654321', '+51987654321'],
    ['987654321', '+51987654321'],
    ['987 654 321', '+51987654321'],
    ['014112233', '+5114112233'],
    ['+34612345678', '+34612345678'],
    ['12345', null],
    ['98765432', null],
    ['+51 abc', null],
    ['', null],
  ])('%j → %j', (raw, expected) => {
    expect(callBackNumber(raw)).toBe(expected);
  });
});

describe('POST /telemedicine/calls/', () => {
  it('answers 401 without a session and 403 NOT_PRO for a standard member', async () => {
    expect((await requestCall(null)).statusCode).toBe(401);
    const standard = await member('standard');
    const refused = await requestCall(standard.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'NOT_PRO' });
    expect(await rowsOf(standard.id)).toHaveLength(0);
  });

  it('stores the request with the number in E.164 and the consent (version and time)', async () => {
    const pro = await member('pro');
    const before = Date.now();
    const made = await requestCall(pro.token, { ...GOOD, phone: '987 654 321' });
    expect(made.statusCode).toBe(201);
    const body = made.json();
    expect(validCall(body)).toBe(true);
    expect(body).toMatchObject({
      status: 'queued',
      specialty: 'pediatria',
      phone: '+51987654321',
      consent_version: '2026-11-telemedicina-v1',
      expected_wait_minutes: 30,
    });
    expect(body.next_steps).toMatch(/te llamará/);
    const [row] = await rowsOf(pro.id);
    expect(row).toMatchObject({
      id: body.callId,
      specialty: 'pediatria',
      phone: '+51987654321',
      consentVersion: '2026-11-telemedicina-v1',
    });
    expect(row!.consentedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('makes one request for the same Idempotency-Key, even sent twice at once', async () => {
    const pro = await member('pro');
    const key = randomUUID();
    const [first, second] = await Promise.all([
      requestCall(pro.token, GOOD, key),
      requestCall(pro.token, GOOD, key),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().callId).toBe(second.json().callId);
    const again = await requestCall(pro.token, GOOD, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().callId).toBe(first.json().callId);
    expect(await rowsOf(pro.id)).toHaveLength(1);
    // Another key is another request.
    expect((await requestCall(pro.token, GOOD)).statusCode).toBe(201);
    expect(await rowsOf(pro.id)).toHaveLength(2);
  });

  it.each([
    ['no consent', { ...GOOD, consent: false }, ['consent']],
    ['a malformed phone', { ...GOOD, phone: '12345' }, ['phone']],
    ['an unknown specialty', { ...GOOD, specialty: 'astrologia' }, ['specialty']],
    [
      'all three',
      { specialty: 'astrologia', phone: 'abc', consent: false },
      ['specialty', 'phone', 'consent'],
    ],
  ])(
    'answers 400 with the fields in Spanish for %s, and stores nothing',
    async (_, body, fields) => {
      const pro = await member('pro');
      const refused = await requestCall(pro.token, body);
      expect(refused.statusCode).toBe(400);
      const error = refused.json();
      expect(validError(error)).toBe(true);
      expect(error).toMatchObject({
        error: true,
        code: 'VALIDATION_ERROR',
        message: CALL_MESSAGES.invalid,
      });
      expect(error.errors.map((item: { field: string }) => item.field)).toEqual(fields);
      expect(await rowsOf(pro.id)).toHaveLength(0);
    },
  );

  it('answers 400 without the consent or without an Idempotency-Key (the contract)', async () => {
    const pro = await member('pro');
    const { consent: _, ...withoutConsent } = GOOD;
    expect((await requestCall(pro.token, withoutConsent)).statusCode).toBe(400);
    const keyless = await service.app.inject({
      method: 'POST',
      url: CALLS,
      payload: GOOD,
      headers: { authorization: `Bearer ${pro.token}` },
    });
    expect(keyless.statusCode).toBe(400);
    expect(await rowsOf(pro.id)).toHaveLength(0);
  });
});
