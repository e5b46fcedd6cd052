import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Root of the real reference service started for this run, e.g. `http://127.0.0.1:41234`. */
    apiUrl: string;
    /** A second one whose sign-ups need no second step (`IDENTITY_SIGNUP_WITH_MFA=false`). */
    apiUrlWithoutSignupCode: string;
  }
}

const START_TIMEOUT_MS = 120_000;

/** A port nobody listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the BUILT reference service (apps/api/dist/main.js) once for the server project: PGlite
 * in memory, seeded with the demo accounts, on a free port. It is a process dependency, not an
 * import (packages never import apps); turbo builds it before this package's tests.
 */
/** Seconds between two codes for one user in this run's services (the default is 60). */
export const TEST_RESEND_COOLDOWN_SECONDS = 2;

/**
 * Starts the BUILT reference service (apps/api/dist/main.js) for the server project: PGlite in
 * memory, seeded with the demo accounts, on a free port — twice, the second one signing new
 * accounts in without the second step. A process dependency, not an import (packages never
 * import apps); turbo builds it before this package's tests.
 */
export default async function setup(project: TestProject) {
  const [main, withoutSignupCode] = await Promise.all([
    startService({}),
    startService({ IDENTITY_SIGNUP_WITH_MFA: 'false' }),
  ]);
  project.provide('apiUrl', main.apiUrl);
  project.provide('apiUrlWithoutSignupCode', withoutSignupCode.apiUrl);
  return async () => {
    await Promise.all([main.stop(), withoutSignupCode.stop()]);
  };
}

async function startService(extraEnv: Record<string, string>) {
  // @vivasalud/api is a devDependency of this package only so that it can be found here.
  const apiDir = dirname(createRequire(import.meta.url).resolve('@vivasalud/api/package.json'));
  const main = join(apiDir, 'dist', 'main.js');
  if (!existsSync(main)) {
    throw new Error(
      `The reference service is not built (${main} is missing): run \`pnpm --filter @vivasalud/api build\` first.`,
    );
  }
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      VIVASALUD_ENV: 'test',
      PGLITE_DATA_DIR: 'memory',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: apiUrl,
      CONTENT_CACHE_TTL_MS: '0',
      // The route handlers under test call it from this machine and forward the client address.
      TRUST_PROXY: 'loopback',
      IDENTITY_RESEND_COOLDOWN_SECONDS: String(TEST_RESEND_COOLDOWN_SECONDS),
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-8_000);
  });
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) =>
      reject(
        new Error(
          `The reference service exited (${signal ?? `code ${code}`}) before it was ready:\n${stderr}`,
        ),
      ),
    );
    child.once('error', reject);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });

  try {
    await Promise.race([waitForHealth(apiUrl), exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  exited.catch(() => undefined); // from now on an exit is teardown's business
  return { apiUrl, stop };
}

async function waitForHealth(apiUrl: string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      const response = await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new Error(
        `The reference service did not answer ${apiUrl}/health within ${START_TIMEOUT_MS / 1000} s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
