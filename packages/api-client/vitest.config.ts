import { vitestPreset } from '@vivasalud/config/vitest';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  vitestPreset,
  defineConfig({
    // Linting three large documents takes seconds on a busy 2-core machine (turbo runs builds beside).
    test: { testTimeout: 60_000 },
  }),
);
