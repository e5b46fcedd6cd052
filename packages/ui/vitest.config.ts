import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vitestPreset } from '@vivasalud/config/vitest';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Debian's Chromium (Playwright's own download cannot reach its host from these machines).
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  plugins: [react()],
  // Pre-bundle every dependency the stories import: otherwise Vite discovers them during the
  // first (cold) browser run, reloads the page and that run's stories fail.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'clsx',
      'libphonenumber-js',
      '@radix-ui/react-dialog',
      '@radix-ui/react-navigation-menu',
      '@radix-ui/react-slot',
      '@radix-ui/react-tabs',
      '@radix-ui/react-toast',
    ],
  },
  test: {
    projects: [
      {
        // Behaviour tests (Testing Library) and pure logic, in jsdom.
        extends: true,
        test: {
          ...vitestPreset.test,
          name: 'unit',
          environment: 'jsdom',
          // jsdom once per worker, each file still in a fresh VM context (vitest's own advice:
          // creating jsdom for each of the 40 files was ~40% of this project's time).
          pool: 'vmThreads',
          setupFiles: ['@vivasalud/config/vitest/vm-globals', './src/test/setup.ts'],
        },
      },
      {
        // Every story and its `play` function, with the a11y addon, in a real Chromium.
        extends: true,
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
        ],
        test: {
          name: 'storybook',
          // A cold Chromium and Vite's first transform on a busy 2-core machine take a while.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          setupFiles: ['./.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath,
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
