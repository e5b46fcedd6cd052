import { defineConfig } from '@playwright/test';

/**
 * The scale suite (issue #34): e2e/scale/, run by `pnpm scale` (e2e/scale/run.sh, which gives it
 * a Postgres). No browser: requests only. Its servers are its own (other ports than the
 * end-to-end suite's), started and stopped by the suite itself.
 */
export default defineConfig({
  testDir: './scale',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  forbidOnly: !!process.env.CI,
});
