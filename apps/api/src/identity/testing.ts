import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Environment } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { users } from '../db/identity-schema';
import { campaigns } from '../db/schema';
import { SEED_DIR } from '../paths';
import { campaignRows } from '../seed/load';
import { installErrorHandling } from '../errors';
import { loggerOptions } from '../logging';
import { installRequestRules } from '../validation';
import { systemClock, type Clock } from '../clock';
import { hashPassword } from './passwords';
import { identityPlugin, type IdentityDeps } from './plugin';
import type { UserRow } from './sessions';

/** A fresh database of its own for a test file (`../db/testing`). */
export { testDatabase } from '../db/testing';

/** A clock for tests: starts at `start` and moves only when told. */
export function fakeClock(start = new Date('2026-03-02T14:00:00.000Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(seconds: number) {
      now += seconds * 1000;
    },
  } satisfies Clock & { advance(seconds: number): void };
}

/**
 * The identity API alone on a Fastify instance set up like `buildApp` (error handling, trailing
 * slashes, the request rules), for tests that run before or without the whole service.
 */
export async function identityTestApp(
  database: DatabaseHandle,
  deps: Partial<Omit<IdentityDeps, 'db'>> & {
    environment?: Environment;
    logStream?: Writable;
  } = {},
): Promise<FastifyInstance> {
  const { logStream, ...identityDeps } = deps;
  const app = Fastify({
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 64 * 1024,
    // The tests' start may be slow on a loaded runner (Fastify's default is 10 s).
    pluginTimeout: 120_000,
    logger: logStream ? loggerOptions('debug', logStream) : false,
  });
  installErrorHandling(app);
  installRequestRules(app);
  await app.register(async (identity) =>
    identityPlugin(identity, {
      environment: 'test',
      ...identityDeps,
      db: database.db,
      env: identityDeps.env ?? {},
    }),
  );
  await app.ready();
  return app;
}

/**
 * The seed's campaigns (`tables/campaigns.yaml`) in the campaigns table, where the identity
 * service reads them (a `testDatabase` is migrated, not seeded). Windows as written: move the
 * test's clock into the window it needs (sorteo-audifonos: 2026-11-01 to 2027-01-31, Lima).
 */
export async function seedCampaigns(db: Database): Promise<void> {
  await db.insert(campaigns).values(campaignRows(SEED_DIR)).onConflictDoNothing();
}

const hashes = new Map<string, Promise<string>>();

/** Inserts a user directly (one argon2 hash per password per process, shared by the users). */
export async function createTestUser(
  db: Database,
  user: {
    documentNumber: string;
    password: string;
    mfa?: boolean;
    active?: boolean;
    name?: string;
  },
  now = systemClock.now(),
): Promise<UserRow> {
  if (!hashes.has(user.password)) hashes.set(user.password, hashPassword(user.password));
  const [row] = await db
    .insert(users)
    .values({
      username: user.documentNumber,
      documentType: 'DNI',
      documentNumber: user.documentNumber,
      name: user.name ?? 'Prueba',
      lastName: 'Usuario Test',
      email: `u${user.documentNumber}@correo.pe`,
      countryCode: '+51',
      phone: `9${user.documentNumber}`,
      passwordHash: await hashes.get(user.password)!,
      mfaEnabled: user.mfa ?? false,
      active: user.active ?? true,
      termsConditionsAccepted: true,
      createdAt: now,
      updatedAt: now,
      passwordChangedAt: now,
    })
    .returning();
  return row!;
}
