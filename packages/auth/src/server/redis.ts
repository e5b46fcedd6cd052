/**
 * The one Redis connection of an app's process (issue #34): the shared page cache
 * (shared-cache.ts) and the content-change receiver's replay guard (content-changes.ts) use it.
 * Next loads the cache handler on its own and bundles the route handlers, so each has its own
 * copy of this module: the client is kept on `globalThis`, one per URL.
 *
 * Erasable TypeScript only (the cache handler is run by Node's type stripping).
 */
import { createClient } from '@redis/client';

export type RedisClient = ReturnType<typeof createClient>;

const CLIENTS = Symbol.for('@vivasalud/redis-clients');

export interface SharedRedisOptions {
  /** How long connecting may take (ms). */
  connectTimeoutMs?: number;
  /** One line per change of state (in use, unavailable), never per request. */
  log?: (line: string) => void;
}

/** Whether a command can be sent now (the client is connected and ready). */
export const redisReady = (client: RedisClient | null | undefined): client is RedisClient =>
  Boolean(client?.isReady);

/**
 * The process's client for `url`, connecting in the background. Commands fail at once while the
 * connection is down (no offline queue): callers fall back to what the process has of its own.
 * It reconnects by itself, trying at most every 2 s.
 */
export function sharedRedis(
  url: string,
  { connectTimeoutMs = 1_000, log = (line) => console.log(line) }: SharedRedisOptions = {},
): RedisClient {
  const registry = ((globalThis as Record<symbol, unknown>)[CLIENTS] ??= new Map()) as Map<
    string,
    RedisClient
  >;
  const existing = registry.get(url);
  if (existing) return existing;
  const client: RedisClient = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 5_000,
    socket: {
      connectTimeout: connectTimeoutMs,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
  // The URL as logged: without its credentials.
  const shown = url.replace(/\/\/[^@/]*@/, '//');
  let state: 'connecting' | 'up' | 'down' = 'connecting';
  client.on('ready', () => {
    if (state !== 'up') log(`[redis] ${shown}: connected`);
    state = 'up';
  });
  client.on('error', (error: Error) => {
    if (state !== 'down') log(`[redis] ${shown}: unavailable (${error.message})`);
    state = 'down';
  });
  client.connect().catch(() => undefined);
  registry.set(url, client);
  return client;
}

/** Closes and forgets the process's client for `url` (tests). */
export async function closeSharedRedis(url: string): Promise<void> {
  const registry = (globalThis as Record<symbol, unknown>)[CLIENTS] as
    Map<string, RedisClient> | undefined;
  const client = registry?.get(url);
  registry?.delete(url);
  if (client) await client.close().catch(() => undefined);
}
