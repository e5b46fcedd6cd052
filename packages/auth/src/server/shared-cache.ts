/**
 * Next's page and data cache for one instance or many (issue #34, DESIGN.md "Growing past one
 * machine"). Next asks its `cacheHandler` for every cached page, route and content answer; this
 * one keeps two tiers:
 *
 * - **shared** (only with `REDIS_URL`): Redis, through `@fortedigital/nextjs-cache-handler`'s
 *   `redis-strings` handler, so a page regenerated or revalidated on one instance is the page
 *   every instance serves;
 * - **local**: Next's own cache (`FileSystemCache`: memory, then `.next/server/route-cache` and
 *   the build's prerendered pages) — exactly what a single `next start` has without a handler.
 *
 * Without `REDIS_URL` only the local tier exists: `./scripts/up` needs nothing else running.
 * With it, every read goes to Redis while the connection is up, and to the local tier while it is
 * down ("Redis stopped → the instances keep serving from their own cache"); every write goes to
 * both, so the local tier is warm when Redis goes away; the client reconnects on its own and the
 * shared tier is used again as soon as it answers.
 *
 * A page the build prerendered is not in Redis until someone reads it: a shared miss looks in the
 * local tier for the build's copy (never for a copy this instance regenerated since: another
 * instance may have revalidated it) and promotes it to Redis, unless one of its tags was
 * revalidated after the build (every revalidated tag's time is kept in Redis, see
 * `revalidateTag`). So a prerendered page keeps being served with the content service down.
 *
 * Keys are prefixed with the app and its build (`vivasalud:portal:<BUILD_ID>:`): two apps, or two
 * builds during a deployment, never serve each other's HTML (whose scripts and styles would be
 * another build's, see route-cache.ts).
 */
import { CacheHandler as FortedigitalCacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { redisReady, sharedRedis, type RedisClient } from './redis.ts';

/** What Next gives a cache handler's constructor (the subset read here). */
export interface NextCacheContext {
  serverDistDir?: string;
  dev?: boolean;
  [key: string]: unknown;
}

/** An entry as Next reads it back: `lastModified` (ms) and the cached value. */
export interface CacheEntry {
  lastModified?: number;
  value: { kind?: string; [key: string]: unknown } | null;
  cacheControl?: { revalidate?: number | false; expire?: number };
  [key: string]: unknown;
}

/** Next's cache-handler interface (`next/dist/server/lib/incremental-cache`), as used here. */
export interface NextCacheHandler {
  get(key: string, ctx: Record<string, unknown>): Promise<CacheEntry | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache?(): void;
}

export type NextCacheHandlerClass = new (ctx: NextCacheContext) => NextCacheHandler;

export interface SharedCacheOptions {
  /** `REDIS_URL`; without it only the local tier exists. */
  redisUrl?: string | undefined;
  /** Next's `FileSystemCache` class (from the app's own `next`). */
  LocalCache: NextCacheHandlerClass;
  /** Prefix of every key: the app and its build. */
  keyPrefix: string;
  /**
   * When the build finished (ms): an entry of the local tier from before it is the build's own
   * copy (a prerendered page, a content answer read while building).
   */
  builtAt: number;
  /** Where state changes are written (connected, lost, back): one line each, never per request. */
  log?: (line: string) => void;
  /** How long a Redis command may take before the read falls back (ms). */
  timeoutMs?: number;
}

/** Seconds an entry stays in Redis past its `revalidate`: the last good copy outlives outages. */
const KEEP_STALE_SECONDS = 7 * 24 * 60 * 60;
/** The library's hash of tag → time revalidated (`REVALIDATED_TAGS_KEY`), which its reads check. */
const REVALIDATED_TAGS = '__revalidated_tags__';

export interface SharedCache {
  /** The class Next instantiates (once per request): `cacheHandler` in next.config. */
  Handler: NextCacheHandlerClass;
  /** The Redis client, or `null` without `REDIS_URL` (tests wait for it and close it). */
  client: RedisClient | null;
  /** Whether reads go to Redis right now. */
  isShared(): boolean;
}

export function createSharedCache({
  redisUrl,
  LocalCache,
  keyPrefix,
  builtAt,
  log = (line) => console.log(line),
  timeoutMs = 1_000,
}: SharedCacheOptions): SharedCache {
  if (!redisUrl) {
    return { Handler: LocalCache, client: null, isShared: () => false };
  }

  const client = sharedRedis(redisUrl, {
    connectTimeoutMs: timeoutMs,
    log: (line) => log(`[cache] shared page cache ${line.replace(/^\[redis\] /, '')}`),
  });

  FortedigitalCacheHandler.onCreation(() => ({
    handlers: [createRedisHandler({ client: client as never, keyPrefix, timeoutMs })],
    // Redis keeps an entry a week past its `revalidate` (the library's default is 1.5 × it): a
    // stale page is still a page when the content service is down (Next serves it while it
    // regenerates in the background).
    ttl: { estimateExpireAge: (staleAge: number) => staleAge + KEEP_STALE_SECONDS },
  }));

  const isShared = () => redisReady(client);
  const revalidatedTagsKey = `${keyPrefix}${REVALIDATED_TAGS}`;

  /**
   * An entry read from Redis, with the lifetime it was written with as Next's `cacheControl`:
   * Next reads it from the entry before its own (per-process) record of the route, which another
   * instance's page is not in — without it Next takes the page as 1 second old at most, and
   * regenerates it on nearly every request.
   */
  const withCacheControl = (entry: CacheEntry | null): CacheEntry | null => {
    if (!entry || entry.cacheControl || entry.value?.kind === 'FETCH') return entry;
    const revalidate = (entry.lifespan as { revalidate?: number | false } | undefined)?.revalidate;
    return revalidate === undefined ? entry : { ...entry, cacheControl: { revalidate } };
  };

  class SharedCacheHandler implements NextCacheHandler {
    readonly #local: NextCacheHandler;
    readonly #shared: NextCacheHandler;

    constructor(ctx: NextCacheContext) {
      this.#local = new LocalCache(ctx);
      this.#shared = new FortedigitalCacheHandler(ctx as never) as unknown as NextCacheHandler;
    }

    async get(key: string, ctx: Record<string, unknown>) {
      if (!isShared()) return this.#local.get(key, ctx);
      const hit = withCacheControl(await this.#shared.get(key, ctx));
      if (hit) return hit;
      // The connection went away during the read (the library takes a failed read for a miss).
      if (!isShared()) return this.#local.get(key, ctx);
      // Not in Redis: the build's own copy, if this instance has it, goes there (and is read
      // back: a tag of it revalidated since the build makes it a miss).
      const own = await this.#local.get(key, ctx);
      if (!own?.value || own.lastModified === undefined || own.lastModified > builtAt) return null;
      await this.#shared.set(key, own.value, {
        ...ctx,
        cacheControl: own.cacheControl ?? ctx.cacheControl,
        internal_lastModified: own.lastModified,
        setOnlyIfNotExists: true,
      });
      return withCacheControl(await this.#shared.get(key, ctx));
    }

    async set(key: string, data: unknown, ctx: Record<string, unknown>) {
      await Promise.all([
        this.#local.set(key, data, ctx),
        isShared() ? this.#shared.set(key, data, ctx).catch(() => undefined) : undefined,
      ]);
    }

    async revalidateTag(tags: string | string[], durations?: { expire?: number }) {
      const list = typeof tags === 'string' ? [tags] : tags;
      await Promise.all([
        this.#local.revalidateTag(tags, durations),
        isShared() && list.length > 0
          ? (async () => {
              // Every revalidated tag's time, not only Next's implicit path tags (the library
              // keeps those): a copy older than it — a build's, promoted by another instance
              // later — is never served again.
              const now = String(Date.now());
              await client.hSet(revalidatedTagsKey, Object.fromEntries(list.map((t) => [t, now])));
              await this.#shared.revalidateTag(list);
            })().catch((error: unknown) =>
              log(
                `[cache] revalidating ${list.join(', ')} in the shared cache failed: ${String(error)}`,
              ),
            )
          : undefined,
      ]);
    }

    resetRequestCache() {
      this.#local.resetRequestCache?.();
    }
  }

  return { Handler: SharedCacheHandler, client, isShared };
}
