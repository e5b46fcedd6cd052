/**
 * Issue #26, item 1: after the whole browser suite (this project depends on `chromium`), the
 * service's log of the run holds no document number, email or phone of the demo accounts nor of
 * the accounts the tests created. The service logs route templates, never URLs, bodies or
 * headers, and its development outbox masks the recipient (apps/api/src/logging.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  API_LOG,
  DEMO_PERSONAL_DATA,
  E2E_PERSONAL_PATTERNS,
  personalDataIn,
  RUN_STARTED_ENV,
} from '../support/api-log';

/** The time of the log's first pino line, or undefined when it has none. */
function firstLineTime(log: string): number | undefined {
  for (const line of log.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const { time } = JSON.parse(line) as { time?: unknown };
      if (typeof time === 'number') return time;
    } catch {
      // not a log line (pnpm's own output)
    }
  }
  return undefined;
}

test('the service logged no document number, email or phone during the run', () => {
  const started = Number(process.env[RUN_STARTED_ENV]);
  const log = existsSync(API_LOG) ? readFileSync(API_LOG, 'utf8') : undefined;
  const first = log === undefined ? undefined : firstLineTime(log);
  const ofThisRun = first !== undefined && first >= started;
  if (!ofThisRun) {
    const why =
      log === undefined
        ? `there is no ${API_LOG}`
        : `${API_LOG} is not this run's (first line ${first ? new Date(first).toISOString() : 'none'})`;
    // Outside CI a running service is reused (its output is not ours to read): say so and stop.
    // Under CI the config starts the service itself, so a missing log is a broken set-up.
    test.skip(!process.env.CI, `${why}: the service was already running (reused), not audited`);
    throw new Error(`${why}: the api webServer of playwright.config.ts did not write its log`);
  }

  // Not a vacuous pass: the service logged the run's requests (by their route templates).
  expect(log).toContain('"msg":"incoming request"');
  const offences = personalDataIn(log!, DEMO_PERSONAL_DATA, E2E_PERSONAL_PATTERNS);
  const report = offences
    .slice(0, 20)
    .map(({ line, what, text }) => `  ${API_LOG}:${line}: ${what}\n    ${text}`)
    .join('\n');
  expect(
    offences.length,
    `personal data in the service's log (${offences.length} lines; the first 20):\n${report}`,
  ).toBe(0);
});
