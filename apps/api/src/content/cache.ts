import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

interface Cached {
  payload: string;
  contentType: string;
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
  { ttlMs = 10_000, maxBytes = 32 * 1024 * 1024 }: AnswerCacheOptions = {},
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

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const key = cacheKey(request);
    const hit = key ? cache.get(key) : undefined;
    if (hit) {
      await reply
        .header('x-cache', 'hit')
        .header('cache-control', PUBLIC_CACHE_CONTROL)
        .type(hit.contentType)
        .send(hit.payload);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!cacheable(request) || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (/no-store|no-cache|private/.test(cacheControl) || reply.getHeader('x-cache') === 'hit')
      return payload;
    const key = cacheKey(request);
    if (key)
      cache.set(key, {
        payload,
        contentType: String(reply.getHeader('content-type') ?? 'application/json'),
      });
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return payload;
  });

  return cache;
}
