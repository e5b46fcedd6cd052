import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { systemClock, type Clock } from '../clock';
import { seedIdentity } from '../identity/seed';
import { SEED_DIR } from '../paths';
import { seedWeeks } from '../seed/dates';
import { seedDatabase } from '../seed/load';
import { openDatabase, type Database, type DatabaseHandle } from './client';

/**
 * Where `prepareTestDatabases` left the run's copies (environment variables: the test workers
 * inherit them from the process that ran the global set-up). Unset: each database is migrated
 * (and seeded) from scratch, as outside vitest (`scripts/enumeration-timing.ts`).
 */
const COPIES = {
  /** PGlite: the tarball of a migrated data folder. */
  pgliteMigrated: 'VIVASALUD_TEST_PGLITE_MIGRATED',
  /** PGlite: the tarball of a migrated and seeded one (content and demo accounts). */
  pgliteSeeded: 'VIVASALUD_TEST_PGLITE_SEEDED',
  /** Postgres (DATABASE_URL): the template databases, likewise. */
  postgresMigrated: 'VIVASALUD_TEST_POSTGRES_MIGRATED',
  postgresSeeded: 'VIVASALUD_TEST_POSTGRES_SEEDED',
  /** The `seedWeeks` the seeded copies were seeded for (their schedule's week). */
  seededWeeks: 'VIVASALUD_TEST_SEEDED_WEEKS',
} as const;

/**
 * Migrates (and seeds, for the week of `now`) a database once for the whole test run — vitest's
 * global set-up (`tests/global-setup.ts`) — so that each test file starts from a copy instead of
 * an empty cluster: a PGlite data folder's tarball (`dumpDataDir`, loaded with `loadDataDir`), or
 * on the DATABASE_URL server template databases (`create database … template …`). Each file still
 * gets a database of its own. Answers the environment for the workers and a clean-up.
 */
export async function prepareTestDatabases(
  now = systemClock.now(),
): Promise<{ env: Record<string, string>; cleanUp(): Promise<void> }> {
  const seedClock: Clock = { now: () => now };
  const seed = async (db: Database) => {
    await seedDatabase(db, SEED_DIR, { clock: seedClock });
    await seedIdentity(db, { environment: 'test' });
  };
  const adminUrl = process.env.DATABASE_URL;
  const env: Record<string, string> = { [COPIES.seededWeeks]: String(seedWeeks(now)) };
  if (!adminUrl) {
    const folder = await mkdtemp(join(tmpdir(), 'vivasalud-test-db-'));
    const database = await openDatabase();
    await database.migrate();
    const dump = async (name: string) => {
      const file = join(folder, name);
      const tarball = await database.db.$client.dumpDataDir('none');
      await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
      return file;
    };
    env[COPIES.pgliteMigrated] = await dump('migrated.tar');
    await seed(database.db);
    env[COPIES.pgliteSeeded] = await dump('seeded.tar');
    await database.close();
    return { env, cleanUp: () => rm(folder, { recursive: true, force: true }) };
  }
  const prefix = `vivasalud_template_${randomBytes(4).toString('hex')}`;
  const migrated = `${prefix}_migrated`;
  const seeded = `${prefix}_seeded`;
  const admin = (sql: string) => adminQuery(adminUrl, sql);
  await admin(`create database ${migrated}`);
  const database = await openDatabase({ url: databaseUrl(adminUrl, migrated) });
  await database.migrate();
  await database.close();
  await admin(`create database ${seeded} template ${migrated}`);
  const seeding = await openDatabase({ url: databaseUrl(adminUrl, seeded) });
  await seed(seeding.db);
  await seeding.close();
  env[COPIES.postgresMigrated] = migrated;
  env[COPIES.postgresSeeded] = seeded;
  return {
    env,
    async cleanUp() {
      await admin(`drop database if exists ${seeded} with (force)`);
      await admin(`drop database if exists ${migrated} with (force)`);
    },
  };
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  return target.href;
}

/**
 * Whether the run's seeded copy (`prepareTestDatabases`) holds what seeding at `now` writes: the
 * seed depends on the time only through its week (`seedWeeks`).
 */
export function seededCopyFits(now: Date): boolean {
  const weeks = process.env[COPIES.seededWeeks];
  return weeks !== undefined && Number(weeks) === seedWeeks(now);
}

/**
 * A fresh database of its own for a test file: PGlite in memory, or — with DATABASE_URL (CI's
 * Postgres job) — a new database on that server, dropped by `close`. Migrated; with `seeded`, a
 * copy of the run's seeded database too (only where `seededCopyFits`: the caller seeds otherwise).
 * From the run's copies when the global set-up made them, else migrated here.
 */
export async function testDatabase({ seeded = false } = {}): Promise<DatabaseHandle> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const copy = process.env[seeded ? COPIES.pgliteSeeded : COPIES.pgliteMigrated];
    if (copy) return openDatabase({ loadDataDir: new Blob([await readFile(copy)]) });
    const database = await openDatabase();
    await database.migrate();
    return database;
  }
  const name = `vivasalud_identity_${randomBytes(6).toString('hex')}`;
  const template = process.env[seeded ? COPIES.postgresSeeded : COPIES.postgresMigrated];
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const database = await openDatabase({ url: databaseUrl(adminUrl, name) });
  if (!template) await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
