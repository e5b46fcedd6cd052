// The built service (`dist/main.js`) in a child process for the benchmarks (`bench.ts`,
// `bench-reserve.ts`): production mode on 127.0.0.1, logging errors only, with a stand-in SMS
// adapter (production refuses to start without one; a bench sends nothing), and a wait for its
// `/health`.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** Starts the built service on `port` with `env` on top of the bench's settings. */
export function startBuiltService(port: number, env: Record<string, string>) {
  return spawn(process.execPath, [fileURLToPath(new URL('../dist/main.js', import.meta.url))], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      VIVASALUD_ENV: 'production',
      OUTBOX_SMS_WEBHOOK_URL: 'https://sms.invalid/enviar',
      OUTBOX_SMS_WEBHOOK_TOKEN: 'bench',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/**
 * Waits until `base`/health answers: up to 60 s, as a loaded machine (CI lanes side by side)
 * takes longer than 20 s to migrate and seed.
 */
export async function waitForHealth(base: string) {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error('the service did not start');
}
