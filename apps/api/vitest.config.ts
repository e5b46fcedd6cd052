import { vitestPreset } from '@vivasalud/config/vitest';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  vitestPreset,
  defineConfig({
    test: {
      // Each test file starts a real Postgres (PGlite), migrates and seeds it: on a busy 2-core
      // machine (turbo runs builds beside the tests) that can take well over the default 10 s.
      hookTimeout: 120_000,
      testTimeout: 60_000,
    },
  }),
);
