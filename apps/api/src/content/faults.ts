import type { FastifyInstance } from 'fastify';
import { faultPath, type Environment } from '../config';
import { INTERNAL_ERROR_BODY } from '../errors';

/**
 * `CONTENT_FAULTS` (development and test only): the listed content paths answer the contract's
 * 500 `INTERNAL_ERROR`, before the answer cache and the handler, whatever their query and with or
 * without the trailing slash. End-to-end tests use it to make one block of a page fail while the
 * others answer. Installed on the content scope; logged once when the service is built.
 */
export function installContentFaults(
  app: FastifyInstance,
  { faults, environment }: { faults: readonly string[]; environment: Environment },
) {
  if (faults.length === 0) return;
  // `readConfig` already refuses it; a configuration built by hand is refused here too.
  if (environment === 'production') {
    throw new Error('CONTENT_FAULTS is for development and tests: it is refused in production');
  }
  const faulted = new Set(faults.map(faultPath));
  app.log.warn({ paths: [...faulted] }, 'CONTENT_FAULTS: these content paths answer 500');
  app.addHook('onRequest', async (request, reply) => {
    const path = faultPath(request.url);
    let decoded = path;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // left encoded: compared as written
    }
    if (faulted.has(path) || faulted.has(decoded)) {
      await reply.code(500).header('cache-control', 'no-store').send(INTERNAL_ERROR_BODY);
    }
  });
}
