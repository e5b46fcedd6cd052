import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

interface Cached {
  payload: string;
  contentType: string;
  /** The answer's own Cache-Control, when it is not the public one (a versioned answer's). */
  cacheControl?: string;
}

/**
 * The cache key: the route and only the query parameters its schema declares, sorted, so
 * `?page=2&x=<random>` cannot bust the cache or fill it with copies of the same answer.
 */
function cacheKey(request: FastifyRequest): string | null {
  if (!request.routeOptions.url) return null;
  const schema = request.routeOptions.schema?.querystring as
    { properties?: Record<string, { default?: unknown }> } | undefined;
  const declared = Object.entries(schema?.properties ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const query = request.query as Record<string, unknown>;
  const path = request.url.split('?')[0]!.replace(/\/+$/, '');
  // Before validation the defaults are not filled in yet: fill them, so both sides agree.
  const params = declared
    .map(([name, rule]) => [name, query[name] ?? rule.default] as const)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
  return `${path}?${params}`;
}

export interface AnswerCacheOptions {
  /** How long an answer is reused. Content changes through the CMS, not per request. */
  ttlMs?: number;
  /** Memory the cached answers may take, in (UTF-16) characters ≈ bytes. */
  maxBytes?: number;
  /**
   * Answers that must be as fresh as some data (the live classes' seats left, issue #28): for a
   * path `test` accepts, the key also holds `version()`, read from the database on each request
   * (a small query), so a change of that data is never answered from an older copy. These
   * answers say `no-cache` to their clients, and are kept here only this way.
   */
  versioned?: { test: (path: string) => boolean; version: () => Promise<string> };
}

const PUBLIC_CACHE_CONTROL = 'public, max-age=30';

/**
 * Reuses the serialized JSON answer of a content GET for a few seconds, keyed by its URL. The
 * content is read-mostly and the same for everyone, so this spares the database and the
 * serializer without changing any answer (answers marked `no-store`, like the counters, are
 * never kept). Each instance keeps its own short-lived copy: nothing another instance needs.
 */
export function installAnswerCache(
  app: FastifyInstance,
  { ttlMs = 10_000, maxBytes = 32 * 1024 * 1024, versioned }: AnswerCacheOptions = {},
) {
  const cache = new LRUCache<string, Cached>({
    ttl: ttlMs,
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.payload.length + key.length,
  });
  /**
   * Only public answers: never a request that carries credentials (every per-user answer needs
   * a bearer), and never an answer marked `private`, `no-store` or `no-cache` (checked when
   * storing): `no-cache` marks answers that must be fresh, such as a live class's seats left.
   */
  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' && !request.headers.authorization;
  /** The key of each request, read once (a versioned key holds the version of its arrival). */
  const keys = new WeakMap<FastifyRequest, string | null>();
  const keyOf = async (request: FastifyRequest) => {
    if (keys.has(request)) return keys.get(request)!;
    let key = cacheKey(request);
    if (key && versioned?.test(key.split('?')[0]!)) key = `${key}#${await versioned.version()}`;
    keys.set(request, key);
    return key;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const key = await keyOf(request);
    const hit = key ? cache.get(key) : undefined;
    if (hit) {
      await reply
        .header('x-cache', 'hit')
        .header('cache-control', hit.cacheControl ?? PUBLIC_CACHE_CONTROL)
        .type(hit.contentType)
        .send(hit.payload);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!cacheable(request) || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (/no-store|private/.test(cacheControl) || reply.getHeader('x-cache') === 'hit')
      return payload;
    const key = await keyOf(request);
    const isVersioned = key?.includes('#') ?? false;
    // `no-cache`: only under a version of the data it must be as fresh as.
    if (!key || (/no-cache/.test(cacheControl) && !isVersioned)) return payload;
    // A public answer that says its own lifetime (the districts' day, issue #32) keeps it.
    const own = isVersioned || /^public\b/.test(cacheControl);
    cache.set(key, {
      payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json'),
      ...(own ? { cacheControl } : {}),
    });
    if (!own) reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return payload;
  });

  return cache;
}
