import Fastify, { type FastifyServerOptions } from 'fastify';

/**
 * Builds the service. Kept apart from `main.ts` so tests can `inject` requests without a port.
 */
export function buildApp(options: FastifyServerOptions = {}) {
  const app = Fastify({
    // Spec §7 writes paths with and without a trailing slash: answer both.
    routerOptions: { ignoreTrailingSlash: true },
    logger: false,
    ...options,
  });

  app.get('/health', async () => ({ status: 'ok' as const }));

  return app;
}
