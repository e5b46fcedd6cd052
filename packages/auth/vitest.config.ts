import { vitestPreset } from '@vivasalud/config/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // Pure logic (machine, redirect, storage, device) and the React bindings. React tests
        // opt into jsdom with a `// @vitest-environment jsdom` comment at the top of the file.
        extends: true,
        test: {
          ...vitestPreset.test,
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/server/**'],
        },
      },
      {
        // The route handlers against the real identity + content service (PGlite in memory),
        // started once for the run by the global setup.
        extends: true,
        test: {
          ...vitestPreset.test,
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          globalSetup: ['./src/server/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
