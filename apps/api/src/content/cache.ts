import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';

interface Cached {
  payload: string;
  contentType: string;
}

export interface AnswerCacheOptions {
  /** How long an answer is reused. Content changes through the CMS, not per request. */
  ttlMs?: number;
  max?: number;
}

/**
 * Reuses the serialized JSON answer of a content GET for a few seconds, keyed by its URL. The
 * content is read-mostly and the same for everyone, so this spares the database and the
 * serializer without changing any answer (answers marked `no-store`, like the counters, are
 * never kept). Each instance keeps its own short-lived copy: nothing another instance needs.
 */
export function installAnswerCache(
  app: FastifyInstance,
  { ttlMs = 10_000, max = 2_000 }: AnswerCacheOptions = {},
) {
  const cache = new LRUCache<string, Cached>({ max, ttl: ttlMs });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const hit = cache.get(request.url);
    if (hit) {
      await reply.header('x-cache', 'hit').type(hit.contentType).send(hit.payload);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (cacheControl.includes('no-store') || reply.getHeader('x-cache') === 'hit') return payload;
    cache.set(request.url, {
      payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json'),
    });
    reply.header('cache-control', 'public, max-age=30');
    return payload;
  });

  return cache;
}
