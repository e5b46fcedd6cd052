import Fastify, { type FastifyServerOptions } from 'fastify';

/**
 * Builds the service. Kept apart from `main.ts` so tests can `inject` requests without a port.
 */
export function buildApp(options: FastifyServerOptions = {}) {
  const app = Fastify({
    ignoreTrailingSlash: true,
    logger: false,
    ...options,
  });

  app.get('/health', async () => ({ status: 'ok' as const }));

  return app;
}
