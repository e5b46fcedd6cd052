// Reserve benchmark (not a test): `pnpm --filter @vivasalud/api bench:reserve` (issue #28).
// Prepares a database — a PGlite data folder, or the empty Postgres database of DATABASE_URL —
// (migrated, seeded for this week, every class's capacity raised so
// no request meets a full class, BENCH_USERS members with a session each), starts the built
// service on it in a child process (production mode: the outbox stores no text), then runs
// autocannon against /health, the reservation POST and /health again with the same settings, and
// prints requests/s, p50 and p99 of each. Every reservation request is a new (member, class)
// pair with a new Idempotency-Key: a real 201 (seat, reservation, reminders, confirmation mail),
// until the pairs run out (then 200s, counted apart). Two reservation runs: spread over the open
// classes, and all for one class (the rush for the last seats, which queue on the class's row).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import * as t from '../src/db/schema';
import { SessionStore } from '../src/identity/sessions';
import { createTestUser } from '../src/identity/testing';
import { SEED_DIR } from '../src/paths';
import { seedDatabase } from '../src/seed/load';
import { startBuiltService, waitForHealth } from './serve';

const PORT = Number(process.env.BENCH_PORT ?? 4101);
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = Number(process.env.BENCH_USERS ?? 1500);

const folder = await mkdtemp(join(tmpdir(), 'vivasalud-bench-reserve-'));
const dataDir = join(folder, 'pglite');
// DATABASE_URL: an EMPTY Postgres database to fill (e.g. the throw-away server of
// scripts/lib/postgres.sh); without it, a PGlite folder of its own.
const url = process.env.DATABASE_URL || undefined;
const engine = url ? 'Postgres' : 'PGlite';

// The database: migrated, seeded, roomy classes, members with sessions.
const database = await openDatabase({ url, dataDir });
await database.migrate();
await seedDatabase(database.db, SEED_DIR);
await database.db
  .update(t.liveClasses)
  .set({ body: sql`jsonb_set(${t.liveClasses.body}, '{capacity}', '100000')` });
const open = await database.db
  .select({ slug: t.liveClasses.slug })
  .from(t.liveClasses)
  .where(
    sql`(${t.liveClasses.body} ->> 'starts_at')::timestamptz > now() + interval '1 hour'
      and (${t.liveClasses.body} ->> 'is_pro')::boolean = false`,
  );
const sessions = new SessionStore(database.db);
const tokens: string[] = [];
for (let i = 0; i < USERS; i += 1) {
  const user = await createTestUser(database.db, {
    documentNumber: String(72_000_000 + i),
    password: 'Clave-de-banco-1',
  });
  tokens.push(await sessions.create(user.id, null));
}
await database.close();
const slugs = open.map((row) => row.slug);

const server = startBuiltService(PORT, {
  PGLITE_DATA_DIR: dataDir,
  DATABASE_URL: url ?? '',
  SCHEDULER_INTERVAL_MS: '0',
});

/**
 * Reservation requests: each the next (member, class) pair, with a key of its own. `hot`: every
 * request for one class (the rush for the last seats: they queue on its row); otherwise spread
 * over the other open classes (a day of ordinary bookings).
 */
function reserveRequests(hot: boolean) {
  let next = 0;
  const classes = hot ? slugs.slice(0, 1) : slugs.slice(1);
  return [
    {
      method: 'POST' as const,
      path: '/content/wellness/resources/reservations/',
      setupRequest: (request: Record<string, unknown>) => {
        const n = next++;
        const slug = classes[n % classes.length]!;
        const token = tokens[Math.floor(n / classes.length) % tokens.length]!;
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({ slug }),
        };
      },
    },
  ];
}

try {
  await waitForHealth(BASE);
  const run = async (name: string, options: Record<string, unknown>) => {
    const codes: Record<string, number> = {};
    const instance = autocannon({
      url: BASE,
      connections: CONNECTIONS,
      duration: DURATION,
      ...options,
    });
    instance.on('response', (_client: unknown, status: number) => {
      codes[status] = (codes[status] ?? 0) + 1;
    });
    const r = await instance;
    // Errors (timeouts, 10 s) are shown, not hidden: a request that timed out is an answer too late.
    return {
      name,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
      errors: r.errors,
      codes,
    };
  };
  // Warm-up of both paths (its reservations count against the pairs).
  await autocannon({ url: `${BASE}/health`, connections: CONNECTIONS, duration: 2 });
  const results = [
    await run('/health', { requests: [{ path: '/health' }] }),
    await run('POST reservation, spread over classes', { requests: reserveRequests(false) }),
    await run('POST reservation, all for one class', { requests: reserveRequests(true) }),
    await run('/health (again)', { requests: [{ path: '/health' }] }),
  ];
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s each, ${BASE}, ${engine}, ${tokens.length} members, ${slugs.length} open classes`,
  );
  console.table(
    results.map((r) => ({
      target: r.name,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'max ms': r.max,
      errors: r.errors,
      answers: Object.entries(r.codes)
        .map(([code, n]) => `${n}×${code}`)
        .join(' '),
    })),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(folder, { recursive: true, force: true });
}
