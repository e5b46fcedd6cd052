import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { sessions, signInTickets } from '../src/db/identity-schema';
import { TICKET_REFUSED, TICKET_SECONDS } from '../src/identity/handlers/tickets';
import { SESSION_SECONDS } from '../src/identity/sessions';
import { digest } from '../src/identity/secrets';
import { createTestUser, fakeClock, identityTestApp, testDatabase } from '../src/identity/testing';

/**
 * One-time sign-in tickets (portal → campaigns site): single use, short-lived, bound to their
 * audience and to the session that minted them; every refusal is the same 401.
 */
const PASSWORD = 'Huascaran-6768';
const CAMPAIGNS = 'http://localhost:3001';
const clock = fakeClock();
let database: DatabaseHandle;
let app: FastifyInstance;
let strict: FastifyInstance;

let nextDocument = 72000000;
async function signedIn() {
  const documentNumber = String(nextDocument++);
  const user = await createTestUser(
    database.db,
    { documentNumber, password: PASSWORD },
    clock.now(),
  );
  const login = await app.inject({
    method: 'POST',
    url: '/identity/auth/login',
    payload: {
      documentType: 'DNI',
      document: documentNumber,
      password: PASSWORD,
      device: 'portal-device',
      channel: 'mail',
    },
  });
  return { user, token: login.json().token as string };
}

const mint = (token: string, audience = CAMPAIGNS, target = app) =>
  target.inject({
    method: 'POST',
    url: '/identity/auth/tickets',
    headers: { authorization: `Bearer ${token}` },
    payload: { audience },
  });

const redeem = (ticket: string, audience = CAMPAIGNS, target = app) =>
  target.inject({
    method: 'POST',
    url: '/identity/auth/tickets/redeem',
    payload: { ticket, audience, device: 'campaigns-device' },
  });

async function ticketOf(token: string): Promise<string> {
  const response = await mint(token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().ticket as string;
}

const sessionCount = async (userId: string) =>
  (await database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!
    .n;

const REFUSAL = { error: true, code: 'UNAUTHORIZED', message: TICKET_REFUSED };

/** The status `/auth/session` answers for a token: 200 live, 401 revoked or expired. */
const sessionStatus = async (token: string) =>
  (
    await app.inject({
      url: '/identity/auth/session',
      headers: { authorization: `Bearer ${token}` },
    })
  ).statusCode;

const logout = (token: string) =>
  app.inject({
    method: 'POST',
    url: '/identity/auth/logout',
    headers: { authorization: `Bearer ${token}` },
  });

const expiryOf = async (token: string) =>
  (
    await database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, digest(token)))
  )[0]!.expiresAt;

/** A portal sign-in and the campaigns session its ticket opened. */
async function hopped() {
  const signIn = await signedIn();
  const redeemed = await redeem(await ticketOf(signIn.token));
  expect(redeemed.statusCode, redeemed.body).toBe(200);
  return { ...signIn, hop: redeemed.json() as { token: string; expiresIn: number } };
}

beforeAll(async () => {
  database = await testDatabase();
  const roomy = { max: 10_000, windowSeconds: 900 };
  app = await identityTestApp(database, {
    clock,
    ticketAudiences: [CAMPAIGNS],
    limits: {
      loginPerAddress: roomy,
      ticketCreatePerAddress: roomy,
      ticketRedeemPerAddress: roomy,
    },
  });
  strict = await identityTestApp(database, {
    clock,
    // Counters live in the database: an address of its own, so the other tests do not count.
    clientAddress: () => '203.0.113.9',
    ticketAudiences: [CAMPAIGNS],
    limits: {
      loginPerAddress: roomy,
      ticketCreatePerAddress: { max: 2, windowSeconds: 900 },
      ticketRedeemPerAddress: { max: 2, windowSeconds: 900 },
    },
  });
});
afterAll(async () => {
  await app?.close();
  await strict?.close();
  await database?.close();
});

describe('one-time sign-in tickets', () => {
  it('a ticket opens a new session of the same user for the target site, once', async () => {
    const { user, token } = await signedIn();
    const minted = await mint(token);
    expect(minted.statusCode).toBe(201);
    expect(minted.json().expiresIn).toBe(TICKET_SECONDS);
    expect(TICKET_SECONDS).toBeLessThanOrEqual(60);
    const { ticket } = minted.json();
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const first = await redeem(ticket);
    expect(first.statusCode, first.body).toBe(200);
    const campaignsToken = first.json().token as string;
    expect(campaignsToken).not.toBe(token);
    const session = await app.inject({
      url: '/identity/auth/session',
      headers: { authorization: `Bearer ${campaignsToken}` },
    });
    expect(session.json().user.documentNumber).toBe(user.documentNumber);
    expect(await sessionCount(user.id)).toBe(2);

    // Replayed: refused, and no other session.
    const replay = await redeem(ticket);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(REFUSAL);
    expect(await sessionCount(user.id)).toBe(2);
  });

  it('keeps only the digest of the ticket', async () => {
    const { token } = await signedIn();
    const ticket = await ticketOf(token);
    const rows = await database.db
      .select()
      .from(signInTickets)
      .where(eq(signInTickets.ticketHash, digest(ticket)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(ticket);
  });

  it('tickets an hour past their end are dropped when the next one is minted', async () => {
    const { token } = await signedIn();
    const old = await ticketOf(token);
    clock.advance(TICKET_SECONDS + 3601);
    const { token: later } = await signedIn();
    await ticketOf(later);
    const rows = await database.db
      .select()
      .from(signInTickets)
      .where(eq(signInTickets.ticketHash, digest(old)));
    expect(rows).toHaveLength(0);
  });

  it('an expired ticket is refused like an unknown one', async () => {
    const { user, token } = await signedIn();
    const ticket = await ticketOf(token);
    clock.advance(TICKET_SECONDS);
    const late = await redeem(ticket);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual(REFUSAL);
    const unknown = await redeem('A'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(REFUSAL);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('a ticket is bound to its audience, and a wrong one spends it', async () => {
    const { user, token } = await signedIn();
    const ticket = await ticketOf(token);
    const elsewhere = await redeem(ticket, 'https://otro-sitio.example');
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toEqual(REFUSAL);
    // The right audience afterwards finds it spent.
    expect((await redeem(ticket)).statusCode).toBe(401);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('only allowed audiences get tickets', async () => {
    const { token } = await signedIn();
    for (const audience of ['https://otro-sitio.example', 'http://localhost:3000']) {
      const response = await mint(token, audience);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'audience' }],
      });
    }
    // The same origin written another way is the same audience.
    expect((await mint(token, 'http://LocalHost:3001')).statusCode).toBe(201);
  });

  it('two redeems at once: one session, one refusal', async () => {
    const { user, token } = await signedIn();
    const ticket = await ticketOf(token);
    const answers = await Promise.all([redeem(ticket), redeem(ticket), redeem(ticket)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
    expect(await sessionCount(user.id)).toBe(2);
  });

  it('a ticket of a session that ended (logout) opens nothing', async () => {
    const { user, token } = await signedIn();
    const ticket = await ticketOf(token);
    await app.inject({
      method: 'POST',
      url: '/identity/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    const response = await redeem(ticket);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(REFUSAL);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('minting needs a live session', async () => {
    const response = await mint('Z'.repeat(43));
    expect(response.statusCode).toBe(401);
  });

  it('minting and redeeming are rate limited per address, with Retry-After', async () => {
    const { token } = await signedIn();
    const minted = [await mint(token, CAMPAIGNS, strict), await mint(token, CAMPAIGNS, strict)];
    expect(minted.map((r) => r.statusCode)).toEqual([201, 201]);
    const over = await mint(token, CAMPAIGNS, strict);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    await redeem(minted[0]!.json().ticket, CAMPAIGNS, strict);
    await redeem('A'.repeat(43), CAMPAIGNS, strict);
    const limited = await redeem(minted[1]!.json().ticket, CAMPAIGNS, strict);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('answers are never cached', async () => {
    const { token } = await signedIn();
    const minted = await mint(token);
    expect(minted.headers['cache-control']).toBe('no-store');
    expect((await redeem(minted.json().ticket)).headers['cache-control']).toBe('no-store');
  });

  it('a hop never extends the sign-in: the redeemed session expires with the one that minted it', async () => {
    const { token } = await signedIn();
    const origin = await expiryOf(token);
    clock.advance(5);
    const first = await redeem(await ticketOf(token));
    expect(first.statusCode, first.body).toBe(200);
    // Not a fresh 8 hours from the hop: the sign-in's end, and the seconds left until then.
    expect(first.json().expiresIn).toBe(SESSION_SECONDS - 5);
    expect((await expiryOf(first.json().token)).getTime()).toBe(origin.getTime());

    // A ticket from a session about to expire opens a session that expires then.
    clock.advance(SESSION_SECONDS - 5 - 10);
    const late = await redeem(await ticketOf(token));
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().expiresIn).toBe(10);
    expect((await expiryOf(late.json().token)).getTime()).toBe(origin.getTime());
    expect(await sessionStatus(late.json().token)).toBe(200);
    clock.advance(10);
    for (const ended of [token, first.json().token as string, late.json().token as string]) {
      expect(await sessionStatus(ended)).toBe(401);
    }
  });

  it('a logout of the sign-in ends the sessions its tickets opened (signed out on both sites)', async () => {
    const { user, token, hop } = await hopped();
    const second = await redeem(await ticketOf(token));
    // Another sign-in of the same person (another browser) is another family: it stays.
    const login = await app.inject({
      method: 'POST',
      url: '/identity/auth/login',
      payload: {
        documentType: 'DNI',
        document: user.documentNumber,
        password: PASSWORD,
        device: 'other-browser',
        channel: 'mail',
      },
    });
    const elsewhere = login.json().token as string;
    expect(await sessionStatus(hop.token)).toBe(200);

    expect((await logout(token)).statusCode).toBe(204);
    expect(await sessionStatus(token)).toBe(401);
    expect(await sessionStatus(hop.token)).toBe(401);
    expect(await sessionStatus(second.json().token as string)).toBe(401);
    expect(await sessionStatus(elsewhere)).toBe(200);
  });

  it('a logout on the campaigns site ends the portal session that handed it over, and its other hops', async () => {
    const { token, hop } = await hopped();
    const sibling = await redeem(await ticketOf(token));
    expect((await logout(hop.token)).statusCode).toBe(204);
    expect(await sessionStatus(hop.token)).toBe(401);
    expect(await sessionStatus(token)).toBe(401);
    expect(await sessionStatus(sibling.json().token as string)).toBe(401);
    // Nothing left to hand over either.
    expect((await mint(token)).statusCode).toBe(401);
  });
});
