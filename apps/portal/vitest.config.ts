import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vitestPreset } from '@vivasalud/config/vitest';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * `@fingerprintjs/fingerprintjs` is a dependency of `@vivasalud/auth`, not of the portal: from a
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
  // `@/…` is the portal's root, as in tsconfig.json.
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    projects: [
      {
        // Pure logic of the portal (form rules, helpers; `lib/` and each area's `_lib/`), in node.
        extends: true,
        test: {
          ...vitestPreset.test,
          name: 'unit',
          include: ['lib/**/*.test.{ts,tsx}', 'app/**/_lib/**/*.test.ts'],
        },
      },
      {
        // Behaviour tests of the client components (Testing Library, jsdom, MSW on the site
        // routes); pages as a whole are covered end to end in e2e/. The workspace packages ship
        // TypeScript sources: Vite transforms them like the app's own files (they resolve outside
        // node_modules), and `inline` keeps it so should one ever resolve through node_modules.
        extends: true,
        plugins: [react()],
        resolve: {
          dedupe: ['react', 'react-dom'],
          alias: [
            { find: /^@fingerprintjs\/fingerprintjs$/, replacement: fingerprintjs },
            { find: /^@\//, replacement: fileURLToPath(new URL('./', import.meta.url)) },
          ],
        },
        test: {
          ...vitestPreset.test,
          name: 'dom',
          include: ['app/**/*.test.tsx', 'components/**/*.test.tsx'],
          environment: 'jsdom',
          // jsdom once per worker, each file still in a fresh VM context (vitest's own advice:
          // creating jsdom for each of the 25 files was ~40% of this project's time).
          pool: 'vmThreads',
          setupFiles: ['@vivasalud/config/vitest/vm-globals', './test/setup.ts'],
          server: { deps: { inline: [/@vivasalud\//] } },
        },
      },
    ],
  },
});
