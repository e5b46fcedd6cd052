import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { vitestPreset } from '@vivasalud/config/vitest';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * `@fingerprintjs/fingerprintjs` is a dependency of `@vivasalud/auth`, not of this package: from a
 * test file here it does not resolve, so `vi.mock('@fingerprintjs/fingerprintjs', …)` would mock
 * nothing and the real library would run in jsdom. Resolving it to the auth package's copy makes
 * the test's mock and the auth package's import the same module.
 */
const fingerprintjs = dirname(
  createRequire(require.resolve('@vivasalud/auth/package.json')).resolve(
    '@fingerprintjs/fingerprintjs/package.json',
  ),
);

export default defineConfig({
  test: {
    projects: [
      {
        // The forms' rules (zod schemas, server errors, focus order, links), in node.
        extends: true,
        test: {
          ...vitestPreset.test,
          name: 'unit',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        // Behaviour tests of the forms (Testing Library, jsdom, MSW on the site routes) inside
        // the real <AuthProvider>. CSS Modules resolve through Vite (class names, no styles); the
        // workspace packages ship TypeScript sources and Vite transforms them like these files.
        extends: true,
        plugins: [react()],
        resolve: {
          dedupe: ['react', 'react-dom'],
          alias: [{ find: /^@fingerprintjs\/fingerprintjs$/, replacement: fingerprintjs }],
        },
        test: {
          ...vitestPreset.test,
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          // jsdom once per worker, each file still in a fresh VM context (as in the portal and
          // packages/ui: creating jsdom for each file was about half of this project's time).
          pool: 'vmThreads',
          setupFiles: ['@vivasalud/config/vitest/vm-globals', './src/test/setup.ts'],
          server: { deps: { inline: [/@vivasalud\//] } },
        },
      },
    ],
  },
});
