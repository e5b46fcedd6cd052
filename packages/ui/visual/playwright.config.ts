import { defineConfig } from '@playwright/test';

// Visual review: every story of the built Storybook at 375 and 1280 px against committed
// baselines (visual/__screenshots__). A visual change shows in review as a changed PNG.
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.visual.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide' } },
  use: {
    baseURL: 'http://127.0.0.1:6007',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
    },
  },
  webServer: {
    command: 'node serve.mjs',
    url: 'http://127.0.0.1:6007/index.json',
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
