import { buildApp, type AppDependencies } from '../src/app';
import { readConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { systemClock, type Clock } from '../src/clock';
import { seededCopyFits, testDatabase } from '../src/db/testing';
import { SEED_DIR } from '../src/paths';
import { DEMO_ACCOUNTS, seedIdentity } from '../src/identity/plugin';
import { isEmpty, seedDatabase } from '../src/seed/load';

export const PUBLIC_URL = 'http://localhost:4000';

/**
 * The real service on a real, freshly migrated and seeded Postgres of its own (see `testDatabase`:
 * PGlite in memory, or a database of its own on the DATABASE_URL server, dropped at the end),
 * copied from the run's seeded database when that fits (`seededCopyFits`). The seed's schedule is
 * moved to the week of `seedClock` (by default the real time, as the service does).
 */
export async function startService(
  overrides: Partial<AppDependencies> = {},
  { seedClock, env = {} }: { seedClock?: Clock; env?: Record<string, string> } = {},
) {
  // The run's seeded copy when it was seeded for the same week (the seed's only use of the time).
  const seeded = seededCopyFits((seedClock ?? systemClock).now());
  const database: DatabaseHandle = await testDatabase({ seeded });
  if (await isEmpty(database.db)) await seedDatabase(database.db, SEED_DIR, { clock: seedClock });
  await seedIdentity(database.db, { environment: 'test' });
  const config = readConfig({
    VIVASALUD_ENV: 'test',
    PGLITE_DATA_DIR: 'memory',
    PUBLIC_URL,
    ...env,
  });
  // Fastify gives a plugin 10 s to start; the contract's routes take longer on a loaded 2-core
  // runner (seen failing test files there), so the tests wait as long as their hooks do.
  const app = await buildApp({ config, database, ...overrides }, { pluginTimeout: 120_000 });
  await app.ready();
  return {
    app,
    database,
    async stop() {
      await app.close();
      await database.close();
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
  // The pending answer names no one (issue #16): the demo account's address is known here.
  const email = DEMO_ACCOUNTS.find((account) => account.documentNumber === document)?.email;
  if (!email) throw new Error(`${document} is not a demo account`);
  const outbox = (
    await app.inject({
      url: `/dev/outbox?to=${encodeURIComponent(email)}`,
      headers: { host: 'localhost:4000' },
    })
  ).json();
  const code = /\b(\d{6})\b/.exec(outbox[0].text)?.[1];
  const validation = await app.inject({
    method: 'POST',
    url: '/identity/auth/mfa-validation',
    payload: { reference: answer.challenge.reference, device, otp: code },
  });
  const { success, token } = validation.json();
  if (!success) throw new Error(`code of ${document} refused: ${validation.body}`);
  return token as string;
}
