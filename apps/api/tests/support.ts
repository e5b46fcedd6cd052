import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type AppDependencies } from '../src/app';
import { readConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { SEED_DIR } from '../src/paths';
import { seedIdentity } from '../src/identity/plugin';
import { isEmpty, seedDatabase } from '../src/seed/load';

export const PUBLIC_URL = 'http://localhost:4000';

/**
 * The real service on a real, freshly migrated and seeded Postgres: PGlite in memory by default,
 * or — when DATABASE_URL is set (CI's Postgres job) — a new database created on that server for
 * this test file and dropped afterwards.
 */
export async function startService(overrides: Partial<AppDependencies> = {}) {
  const adminUrl = process.env.DATABASE_URL;
  let url: string | undefined;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `vivasalud_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    url = target.href;
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const database: DatabaseHandle = await openDatabase({ url });
  await database.migrate();
  if (await isEmpty(database.db)) await seedDatabase(database.db, SEED_DIR);
  await seedIdentity(database.db, { environment: 'test' });
  const config = readConfig({ VIVASALUD_ENV: 'test', PGLITE_DATA_DIR: 'memory', PUBLIC_URL });
  const app = await buildApp({ config, database, ...overrides });
  await app.ready();
  return {
    app,
    database,
    async stop() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

type App = Awaited<ReturnType<typeof startService>>['app'];

/**
 * Signs a demo account in through the real flow — login, and for accounts with the second step
 * the code read from the development outbox — and returns its bearer token.
 */
export async function signIn(
  app: App,
  document: string,
  password = 'VivaSalud2025!',
): Promise<string> {
  const device = `prueba-${document}`;
  const login = await app.inject({
    method: 'POST',
    url: '/identity/auth/login',
    payload: { documentType: 'DNI', document, password, device, channel: 'mail' },
  });
  if (login.statusCode !== 200)
    throw new Error(`login ${document}: ${login.statusCode} ${login.body}`);
  const answer = login.json();
  if (!answer.needMfa) return answer.token as string;
  const email = answer.userData.email as string;
  const outbox = (await app.inject({ url: `/dev/outbox?to=${encodeURIComponent(email)}` })).json();
  const code = /\b(\d{6})\b/.exec(outbox[0].text)?.[1];
  const validation = await app.inject({
    method: 'POST',
    url: '/identity/auth/mfa-validation',
    payload: {
      username: answer.userData.username,
      phone: answer.userData.phone ?? '',
      device,
      otp: code,
    },
  });
  const { success, token } = validation.json();
  if (!success) throw new Error(`code of ${document} refused: ${validation.body}`);
  return token as string;
}
