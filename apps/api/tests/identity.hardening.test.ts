import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { createTestUser } from '../src/identity/testing';
import { IDENTITY_CALLS } from './identity-calls';
import { PUBLIC_URL, signIn, startService } from './support';

let service: Awaited<ReturnType<typeof startService>>;
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
beforeAll(async () => {
  service = await startService();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await service.stop();
});

/** Another instance of the service on the same database, configured by `env`. */
async function serviceWith(env: Record<string, string>, database: DatabaseHandle) {
  const config = readConfig({
    VIVASALUD_ENV: 'test',
    PGLITE_DATA_DIR: 'memory',
    PUBLIC_URL,
    ...env,
  });
  const app = await buildApp({ config, database }, { pluginTimeout: 120_000 });
  await app.ready();
  apps.push(app);
  return app;
}

const PASSWORD = 'Huascaran-6768';
let nextDocument = 73000000;

describe('client address: forwarded only from configured proxies (TRUST_PROXY)', () => {
  /** 5 wrong passwords from `from`, then the right one from `to`. */
  async function lockThenMoveAddress(
    app: Awaited<ReturnType<typeof buildApp>>,
    from = '10.88.0.1',
    to = '10.88.0.5',
  ) {
    const document = String(nextDocument++);
    await createTestUser(service.database.db, { documentNumber: document, password: PASSWORD });
    const login = (password: string, forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/identity/auth/login',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { documentType: 'DNI', document, password, device: 'd', channel: 'mail' },
      });
    for (let i = 0; i < 5; i++) {
      expect((await login('equivocada-1', from)).statusCode).toBe(401);
    }
    return login(PASSWORD, to);
  }

  it('by default believes no X-Forwarded-For: a forged one cannot move the lockout', async () => {
    expect(readConfig({}).trustProxy).toBe(false);
    const app = await serviceWith({}, service.database);
    const moved = await lockThenMoveAddress(app);
    expect(moved.statusCode, moved.body).toBe(429);
    expect(moved.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('with TRUST_PROXY=loopback believes the route handlers on this machine', async () => {
    const app = await serviceWith({ TRUST_PROXY: 'loopback' }, service.database);
    const moved = await lockThenMoveAddress(app);
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('counts an IPv6 client by its /64: another address of it is still locked (issue #26)', async () => {
    const app = await serviceWith({ TRUST_PROXY: 'loopback' }, service.database);
    const sameNetwork = await lockThenMoveAddress(
      app,
      '2800:200:e840:1a2b::1',
      '2800:200:e840:1a2b::2',
    );
    expect(sameNetwork.statusCode, sameNetwork.body).toBe(429);
    // The next /64 is another client; an IPv4-mapped address is its IPv4 one.
    const otherNetwork = await lockThenMoveAddress(
      app,
      '2800:200:e840:1a2b::1',
      '2800:200:e840:1a2c::1',
    );
    expect(otherNetwork.statusCode, otherNetwork.body).toBe(200);
    const mapped = await lockThenMoveAddress(app, '10.88.1.1', '::ffff:10.88.1.1');
    expect(mapped.statusCode, mapped.body).toBe(429);
  });

  it('believes only the listed proxies, not a client outside the list', async () => {
    const app = await serviceWith({ TRUST_PROXY: '10.0.0.0/8' }, service.database);
    // inject connects from 127.0.0.1, which is not a listed proxy.
    const moved = await lockThenMoveAddress(app);
    expect(moved.statusCode, moved.body).toBe(429);
  });
});

describe('no caching of identity answers (Cache-Control: no-store)', () => {
  let token: string;
  beforeAll(async () => {
    token = await signIn(service.app, '70000001');
  });

  const calls = Object.entries(IDENTITY_CALLS).map(([id, call]) => [id, call] as const);

  it.each(calls)('%s: as called, with a session, and refused', async (_id, call) => {
    const send = (headers: Record<string, string>, body = call.body) =>
      service.app.inject({
        method: call.method,
        url: `/identity${call.url}`,
        headers,
        ...(body === undefined ? {} : { payload: body as object }),
      });
    const answers = [
      await send({}),
      await send({ authorization: `Bearer ${token}` }),
      // An error answer too: a body of the wrong type (the operations without a body: no bearer).
      await send({}, call.body === undefined ? undefined : []),
    ];
    for (const answer of answers) {
      expect(answer.headers['cache-control'], `${answer.statusCode} ${answer.body}`).toBe(
        'no-store',
      );
    }
    // The signed-in session answer carries the profile: the case this is for.
    if (call.url === '/auth/session') expect(answers[1]!.statusCode).toBe(200);
  });

  it('the token-bearing answers: login and the session', async () => {
    const login = await service.app.inject({
      method: 'POST',
      url: '/identity/auth/login',
      payload: IDENTITY_CALLS.login.body as object,
    });
    expect(login.json().token).toEqual(expect.any(String));
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('/dev/outbox (the codes themselves)', async () => {
    const outbox = await service.app.inject({
      url: '/dev/outbox',
      headers: { host: 'localhost:4000' },
    });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.headers['cache-control']).toBe('no-store');
  });
});

describe('/dev/outbox: this machine only, under its own names, without CORS', () => {
  const outbox = (headers: Record<string, string>, method: 'GET' | 'OPTIONS' = 'GET') =>
    service.app.inject({ method, url: '/dev/outbox', headers });

  it.each(['localhost:4000', '127.0.0.1:4000', '[::1]:4000', 'LOCALHOST:4000'])(
    'answers Host %s',
    async (host) => {
      expect((await outbox({ host })).statusCode).toBe(200);
    },
  );

  it.each([
    'evil.example:4000', // DNS rebinding: a page on another name that resolves to 127.0.0.1
    'evil.example',
    'localhost:3000', // the right name on another port
    'localhost',
    'localhost.evil.example:4000',
    '127.0.0.1.nip.io:4000',
  ])('refuses Host %s with 403', async (host) => {
    const response = await outbox({ host });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: true, code: 'FORBIDDEN' });
  });

  it('answers the names of DEV_ALLOWED_HOSTS too', async () => {
    const app = await serviceWith(
      { DEV_ALLOWED_HOSTS: 'dev.vivasalud.test, otra.test:8080' },
      service.database,
    );
    const get = (host: string) => app.inject({ url: '/dev/outbox', headers: { host } });
    expect((await get('dev.vivasalud.test:4000')).statusCode).toBe(200);
    expect((await get('otra.test:8080')).statusCode).toBe(200);
    expect((await get('otra.test:4000')).statusCode).toBe(403);
    expect((await get('localhost:4000')).statusCode).toBe(200);
  });

  it('sends no CORS headers to the portal origin, neither on GET nor on a preflight', async () => {
    const origin = 'http://localhost:3000';
    const get = await outbox({ host: 'localhost:4000', origin });
    expect(get.statusCode).toBe(200);
    const preflight = await outbox(
      { host: 'localhost:4000', origin, 'access-control-request-method': 'GET' },
      'OPTIONS',
    );
    for (const response of [get, preflight]) {
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
    // The API itself still lets the portal read it.
    const api = await service.app.inject({
      url: '/content/pages/hero/',
      headers: { origin },
    });
    expect(api.headers['access-control-allow-origin']).toBe(origin);
  });
});
