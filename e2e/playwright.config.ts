import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { API_LOG, RUN_STARTED_ENV } from './support/api-log';

// Debian's Chromium: Playwright's own browser download cannot reach its host from these machines.
// Headless, the suite runs in `chromium-headless-shell` (Debian's package, as Playwright's own
// headless mode does): the same Blink without the full browser's GPU and UI processes, ~40 % less
// CPU for the same tests (README.md here). A headed or debugging run needs the full browser.
const headed = ['--headed', '--debug', '--ui'].some((flag) => process.argv.includes(flag));
const headlessShell = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.E2E_CHROMIUM_EXECUTABLE_PATH ??
  (!headed && !process.env.PWDEBUG && existsSync(headlessShell)
    ? headlessShell
    : (process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH ??
      process.env.CHROME_PATH ??
      '/usr/bin/chromium'));

const reuse = !process.env.CI;
// Issue #34: the service tells the apps what content changed, signed with this secret.
const contentChanges = {
  VIVASALUD_CONTENT_WEBHOOK_SECRET: 'e2e-secreto-de-los-cambios-de-contenido-0123456789',
};
// The runner sets it once; its workers inherit it (support/api-log.ts).
process.env[RUN_STARTED_ENV] ??= String(Date.now());

const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    // Text laid out unhinted, at fractional advances, as phones and the Storybook screenshots set
    // it (hinted, Linux rounds each glyph's advance to a whole pixel, and the font's stand-in —
    // packages/ui font-fallback.css — cannot match Inter's widths within the 3 px of a shift).
    '--font-render-hinting=none',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // The suite shares 2 cores with the checks lane (scripts/test): a sign-in (FingerprintJS's id,
  // then argon2id) can take more than the default 5 s there. Speed is measured by `pnpm bench`.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: 'http://localhost:3000',
    locale: 'es-PE',
    // A trace records every action's screenshot and DOM snapshot: recording one for every test
    // to keep the failures' cost the suite ~17 % of its time on CI's 2 cores (programs, layout
    // and campaigns specs: 311 s → 258 s, the machine busy throughout). On CI a failing test is
    // retried with its trace (Playwright's advice for CI); locally (no retries) the failures keep one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    // The pro demo member signs in once (one code) for the tests about what a pro member sees:
    // the service sends at most 4 codes per person every 15 minutes, which a sign-in per test
    // (and its retry) would exceed.
    {
      name: 'setup',
      testMatch: /\.setup\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'chromium',
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    // Issue #33: every page's JavaScript within its budget, from the builds' manifests. No browser.
    { name: 'js-budget', testMatch: /\.budget\.ts$/ },
    // Once the browser suites are done: the service's log of the run holds no personal data
    // (issue #26). Reads one file; no browser.
    {
      name: 'log-audit',
      testMatch: /\.audit\.ts$/,
      dependencies: ['chromium'],
    },
  ],
  // The built apps and the service, exactly as `pnpm start` runs them. Each is given 2 minutes to
  // answer: they start while scripts/test's other lanes start their tests on the same 2 cores.
  webServer: [
    {
      // Its output goes to a file, which the log-audit project reads (not to this console).
      command: `mkdir -p "${dirname(API_LOG)}" && exec pnpm --filter @vivasalud/api start > "${API_LOG}" 2>&1`,
      url: 'http://localhost:4000/health',
      // No wait between two codes of one user (60 s by default): a test signs an account up and
      // logs it in at once, and a retried test can sign in again. Other code limits stay.
      env: {
        IDENTITY_RESEND_COOLDOWN_SECONDS: '0',
        TRUST_PROXY: 'loopback',
        ...contentChanges,
        VIVASALUD_CONTENT_WEBHOOK_URLS:
          'http://localhost:3000/api/contenido/cambios,http://localhost:3001/api/contenido/cambios',
      },
      reuseExistingServer: reuse,
      timeout: 120_000,
    },
    {
      command: 'pnpm --filter @vivasalud/portal start',
      url: 'http://localhost:3000',
      // The consented scripts' ids (app-shell.spec.ts routes their hosts to local answers).
      env: {
        VIVASALUD_GTM_ID: 'GTM-E2ETEST',
        VIVASALUD_AB_ACCOUNT_ID: 'e2e-ab',
        ...contentChanges,
      },
      reuseExistingServer: reuse,
      timeout: 120_000,
    },
    {
      command: 'pnpm --filter @vivasalud/campaigns start',
      url: 'http://localhost:3001',
      env: contentChanges,
      reuseExistingServer: reuse,
      timeout: 120_000,
    },
  ],
});
