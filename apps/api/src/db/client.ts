import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';

/** Advisory lock key of start-up work (migrate + seed): any constant shared by all instances. */
const STARTUP_LOCK = 727_842_001;

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding a database-wide lock, so several instances starting on the same
   * empty database migrate and seed one after the other (a no-op lock for PGlite, one process).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with each payload sent on `channel` (Postgres `LISTEN`/`NOTIFY`), from this
   * process or any other client of the database. On a server, a lost connection is reopened (1 s
   * later) and `onMessage` then gets `null`: what was sent meanwhile is unknown. Returns a stop.
   */
  listen(
    channel: string,
    onMessage: (payload: string | null) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A Postgres connection string; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; absent means in memory (tests). */
  dataDir?: string | undefined;
  /**
   * PGlite only: a data folder's tarball (`PGlite.dumpDataDir()`) to start from instead of an
   * empty cluster (tests: the copy `tests/global-setup.ts` migrated once for the run).
   */
  loadDataDir?: Blob | undefined;
}

/**
 * Postgres through one schema for both engines: PGlite (Postgres in WebAssembly, in process) by
 * default, a real server when `url` is given. Drizzle's query API is the same for both, so the
 * rest of the service never knows which one it talks to.
 */
export async function openDatabase({
  url,
  dataDir,
  loadDataDir,
}: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (url) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      statement_timeout: 10_000,
    });
    // An idle client that breaks (restart, failover) must not crash the process: log and go on.
    pool.on('error', (error) => console.error('[db] idle client error:', error.message));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      async exclusive(work) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await work();
        } finally {
          await client
            .query('select pg_advisory_unlock($1)', [STARTUP_LOCK])
            .catch(() => undefined);
          client.release();
        }
      },
      listen: (channel, onMessage) => listenOnServer(url, channel, onMessage),
      close: () => pool.end(),
    };
  }
  // PGlite does not create the parent folder of its data directory.
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  // The search's extensions (migration 0012, issue #31): PGlite loads their code when it opens,
  // so every client has them, also one opened on a data folder that already created them.
  const client = new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    exclusive: (work) => work(),
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, (payload) => onMessage(payload));
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

/** `LISTEN` on a connection of its own (a pooled one is returned to the pool between queries). */
async function listenOnServer(
  url: string,
  channel: string,
  onMessage: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (reconnected: boolean) => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? null);
    });
    const again = () => {
      if (stopped || current !== client) return;
      current = undefined;
      client.end().catch(() => undefined);
      retry = setTimeout(() => void connect(true).catch(again), 1_000);
    };
    client.on('error', (error) => {
      console.error(`[db] listening on ${channel}: ${error.message}`);
      again();
    });
    client.on('end', again);
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    if (reconnected) onMessage(null);
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}
