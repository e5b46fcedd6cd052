import { fileURLToPath } from 'node:url';
import { vitestPreset } from '@vivasalud/config/vitest';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // `@/…` is the app's root, as in tsconfig.json.
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    projects: [
      {
        // Pure logic (route manifest, dates, campaign state), in node.
        extends: true,
        test: {
          ...vitestPreset.test,
          name: 'unit',
          include: ['lib/**/*.test.ts', 'app/**/_lib/**/*.test.ts'],
        },
      },
      {
        // Behaviour tests of the components (Testing Library, jsdom); pages as a whole are covered
        // end to end in e2e/. Workspace packages ship TypeScript sources: Vite transforms them.
        extends: true,
        plugins: [react()],
        resolve: {
          dedupe: ['react', 'react-dom'],
          alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./', import.meta.url)) }],
        },
        test: {
          ...vitestPreset.test,
          name: 'dom',
          include: ['app/**/*.test.tsx', 'components/**/*.test.tsx'],
          environment: 'jsdom',
          // jsdom once per worker, each file still in a fresh VM context (as in the portal and
          // packages/ui: creating jsdom for each file was about half of this project's time).
          pool: 'vmThreads',
          setupFiles: ['@vivasalud/config/vitest/vm-globals', './test/setup.ts'],
          server: { deps: { inline: [/@vivasalud\//] } },
        },
      },
    ],
  },
});
