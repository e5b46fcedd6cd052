import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { copyBuiltPortal } from '../support/portal-copy.ts';
// @ts-expect-error -- plain ESM without types: the renderer operators run (deploy/README.md).
import { writeNginx } from '../../deploy/render-nginx.mjs';

/**
 * The scale suite's machine (issue #34), as deploy/README.md runs production, on other ports
 * than the end-to-end suite's so both can run at once: Redis, the content service on Postgres,
 * two portal instances — each from its own copy of the build, as two machines would have — and
 * nginx in front. Postgres is the caller's (`SCALE_DATABASE_URL`, e2e/scale/run.sh starts one).
 */
const repo = new URL('../../', import.meta.url);
const path = (relative: string) => fileURLToPath(new URL(relative, repo));

export const PORTS = {
  api: 4100,
  portals: [3100, 3102],
  nginx: 8090,
  nginxCampaigns: 8091,
  redis: 6391,
};
export const PROXY = `http://127.0.0.1:${PORTS.nginx}`;
export const instanceUrl = (index: number) => `http://127.0.0.1:${PORTS.portals[index]}`;
export const SECRET = 'escala-secreto-de-los-cambios-de-contenido-0123456789';
const REDIS_URL = `redis://127.0.0.1:${PORTS.redis}`;

const children = new Map<string, ChildProcess>();
const logDir = path('e2e/test-results/scale/');
/** Where a process of the suite writes its output. */
export const logOf = (name: string) => `${logDir}${name}.log`;

function start(
  name: string,
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
) {
  mkdirSync(logDir, { recursive: true });
  const log = logOf(name);
  writeFileSync(log, '');
  const child = spawn('bash', ['-c', `exec "$0" "$@" >> "${log}" 2>&1`, command, ...args], {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: 'ignore',
  });
  children.set(name, child);
  return child;
}

/** Stops a process: SIGKILL for a crash (`kill`), SIGTERM otherwise; waits for its end. */
export async function stop(name: string, signal: NodeJS.Signals = 'SIGTERM') {
  const child = children.get(name);
  children.delete(name);
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, signal);
  } catch {
    return;
  }
  await ended;
}

export async function waitFor(url: string, ok = (status: number) => status < 500, ms = 90_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if (ok((await fetch(url, { redirect: 'manual' })).status)) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function startRedis() {
  start(
    'redis',
    'redis-server',
    ['--port', String(PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    path('.'),
    {},
  );
}

export async function startApi() {
  start('api', process.execPath, ['dist/main.js'], path('apps/api/'), {
    PORT: String(PORTS.api),
    DATABASE_URL: databaseUrl(),
    VIVASALUD_ENV: 'development',
    PUBLIC_URL: `http://localhost:${PORTS.api}`,
    CORS_ORIGINS: PROXY,
    TRUST_PROXY: 'loopback',
    VIVASALUD_CONTENT_WEBHOOK_SECRET: SECRET,
    // Through the proxy, as production does: one instance takes it, Redis shares it.
    VIVASALUD_CONTENT_WEBHOOK_URLS: `${PROXY}/api/contenido/cambios`,
  });
  await waitFor(`http://127.0.0.1:${PORTS.api}/health`, (status) => status === 200);
}

/** Each instance's own copy of the build (inside the app's folder: `next` resolves from there). */
const copyOf = (index: number) => path(`apps/portal/.e2e-scale-${index}/`);

export function copyBuilds() {
  for (const index of [0, 1]) copyBuiltPortal(`.e2e-scale-${index}`);
}

export async function startPortal(index: number) {
  start(
    `portal-${index}`,
    process.execPath,
    [path('packages/auth/bin/next-start.ts'), '--port', String(PORTS.portals[index])],
    copyOf(index),
    {
      REDIS_URL,
      VIVASALUD_CONTENT_API_URL: `http://localhost:${PORTS.api}/content`,
      VIVASALUD_IDENTITY_API_URL: `http://localhost:${PORTS.api}/identity`,
      VIVASALUD_CONTENT_WEBHOOK_SECRET: SECRET,
      VIVASALUD_TRUSTED_PROXIES: 'loopback',
    },
  );
  await waitFor(`${instanceUrl(index)}/pilares`, (status) => status === 200);
}

export async function startNginx() {
  const prefix = path('e2e/test-results/scale/nginx/');
  const config = writeNginx({
    prefix,
    portal: PORTS.portals.map((port) => `127.0.0.1:${port}`),
    campaigns: ['127.0.0.1:3101'],
    portalListen: String(PORTS.nginx),
    campaignsListen: String(PORTS.nginxCampaigns),
  }) as string;
  start(
    'nginx',
    existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx',
    ['-p', prefix, '-c', config, '-g', 'daemon off;'],
    prefix,
    {},
  );
  await waitFor(`${PROXY}/nginx-salud`, (status) => status === 200, 10_000);
}

export function databaseUrl() {
  const url = process.env.SCALE_DATABASE_URL;
  if (!url) throw new Error('SCALE_DATABASE_URL is not set (run the suite with e2e/scale/run.sh)');
  return url;
}

/** Runs SQL on the service's database with Debian's psql, as an editor or a script would. */
export async function sql(statement: string) {
  const bin = readdirSync('/usr/lib/postgresql').sort().at(-1);
  await new Promise<void>((resolve, reject) => {
    const psql = spawn(
      `/usr/lib/postgresql/${bin}/bin/psql`,
      [databaseUrl(), '-v', 'ON_ERROR_STOP=1', '-qc', statement],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let error = '';
    psql.stderr.on('data', (chunk: Buffer) => (error += chunk.toString()));
    psql.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`psql: ${error}`))));
  });
}

export async function stopAll() {
  for (const name of [...children.keys()].reverse()) await stop(name);
  for (const index of [0, 1]) rmSync(copyOf(index), { recursive: true, force: true });
}
