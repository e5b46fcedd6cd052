import { vitestPreset } from '@vivasalud/config/vitest';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  vitestPreset,
  defineConfig({
    test: {
      // Migrates and seeds once for the run; each test file then starts a real Postgres (PGlite)
      // of its own from that copy (or a database from the template on the DATABASE_URL server).
      globalSetup: ['./tests/global-setup.ts'],
      // The files share one module graph (each still starts its own service on its own database):
      // importing Fastify, the contracts and the handlers again for each of 27 files was a third of
      // the run (a whole pass: 494 s → 297 s, CPU 210 s → 126 s). No test mocks a module.
      isolate: false,
      // Starting PGlite on a busy 2-core machine (a lane of scripts/test runs the browsers beside
      // the tests) can take well over the default 10 s.
      hookTimeout: 120_000,
      testTimeout: 60_000,
    },
  }),
);
