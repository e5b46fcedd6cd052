/**
 * Issue #34's measurements, through nginx (e2e/scale/topology.ts's machine, with the campaigns
 * app and the bare Next page behind the same nginx): home, `/clases-en-vivo` and the campaign
 * landing, then the bare page, each `SECONDS` at `CONNECTIONS` connections, with two portal
 * instances and then with one — requests/s, p99, errors, and each process's RSS at the start and
 * the end; then the time from a content change to the new heading on both instances.
 *
 *   cd e2e && SCALE_DATABASE_URL=postgres://… node scale/measure.ts [seconds] [connections]
 *
 * (`pnpm --filter @vivasalud/e2e scale:measure` gives it a Postgres.) Times on these machines
 * are noisy: compare the rows of one run, side by side.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  copyBuilds,
  instanceUrl,
  PORTS,
  PROXY,
  sql,
  startApi,
  startNginx,
  startPortal,
  startRedis,
  stop,
  stopAll,
  waitFor,
} from './topology.ts';

const SECONDS = Number(process.argv[2] ?? 60);
const CONNECTIONS = Number(process.argv[3] ?? 100);
const repo = fileURLToPath(new URL('../../', import.meta.url));
const CAMPAIGNS = `http://127.0.0.1:${PORTS.nginxCampaigns}`;
const BARE_PORT = 3199;
const BARE_PROXY = 'http://127.0.0.1:8092';

const processes = new Map<string, number>();
const rssOf = (pid: number) => {
  try {
    return Math.round(
      Number(
        execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
          .toString()
          .trim(),
      ) / 1024,
    );
  } catch {
    return NaN;
  }
};
/** The pid listening on a port (the server itself, not the shell or pnpm that started it). */
const pidOn = (port: number) =>
  Number(/pid=(\d+)/.exec(execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString())?.[1]);
const rssTable = () =>
  Object.fromEntries([...processes].map(([name, pid]) => [name, `${rssOf(pid)} MB`]));

async function load(url: string) {
  await autocannon({ url, connections: 20, duration: 3 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    url: url.replace(/^http:\/\/127\.0\.0\.1:/, ':'),
    rps: Math.round(result.requests.average),
    p99: `${result.latency.p99} ms`,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function run(label: string) {
  const start = rssTable();
  const rows = [];
  for (const url of [`${PROXY}/`, `${PROXY}/clases-en-vivo`, `${CAMPAIGNS}/`, `${BARE_PROXY}/`]) {
    rows.push(await load(url));
  }
  const end = rssTable();
  console.log(`\n${label}: ${SECONDS} s at ${CONNECTIONS} connections each, through nginx`);
  console.table(rows);
  const bare = rows.at(-1)!.rps;
  console.log(
    rows
      .slice(0, 3)
      .map((row) => `${row.url} ${(row.rps / bare).toFixed(2)}× the bare page`)
      .join('; '),
  );
  console.table(
    Object.keys(start).map((name) => ({ process: name, start: start[name], end: end[name] })),
  );
}

try {
  startRedis();
  copyBuilds();
  await startApi();
  await Promise.all([startPortal(0), startPortal(1)]);
  spawn(process.execPath, [`${repo}packages/auth/bin/next-start.ts`, '--port', '3101'], {
    cwd: `${repo}apps/campaigns`,
    env: {
      ...process.env,
      VIVASALUD_CONTENT_API_URL: `http://localhost:${PORTS.api}/content`,
      VIVASALUD_IDENTITY_API_URL: `http://localhost:${PORTS.api}/identity`,
    },
    stdio: 'ignore',
    detached: true,
  }).unref();
  const bareDir = `${repo}apps/portal/.bench-bare`;
  if (!existsSync(`${bareDir}/.next/BUILD_ID`))
    throw new Error('build the bare page first: pnpm bench (scripts/lib/bare-page.mjs)');
  spawn(
    process.execPath,
    [`${repo}apps/portal/node_modules/next/dist/bin/next`, 'start', '--port', String(BARE_PORT)],
    { cwd: bareDir, stdio: 'ignore', detached: true },
  ).unref();
  await startNginx();
  writeFileSync(
    `${repo}e2e/test-results/scale/nginx/conf.d/bare.conf`,
    `server { listen 8092; location / { proxy_pass http://127.0.0.1:${BARE_PORT}; proxy_cache vivasalud_pages; proxy_cache_key "bare|$request_uri"; proxy_ignore_headers Cache-Control Expires Set-Cookie; proxy_cache_valid 200 3s; proxy_no_cache $vivasalud_not_shared; proxy_cache_lock on; proxy_cache_use_stale updating; } }\n`,
  );
  execFileSync(existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx', [
    '-p',
    `${repo}e2e/test-results/scale/nginx/`,
    '-c',
    `${repo}e2e/test-results/scale/nginx/nginx.conf`,
    '-s',
    'reload',
  ]);
  await Promise.all([
    waitFor(`${CAMPAIGNS}/`, (status) => status === 200),
    waitFor(`${BARE_PROXY}/`, (status) => status === 200),
  ]);
  for (const [name, port] of [
    ['redis', PORTS.redis],
    ['api', PORTS.api],
    ['portal-0', PORTS.portals[0]!],
    ['portal-1', PORTS.portals[1]!],
    ['campaigns', 3101],
    ['bare', BARE_PORT],
  ] as const) {
    processes.set(name, pidOn(port));
  }

  await run('two portal instances');
  await stop('portal-1');
  processes.delete('portal-1');
  await run('one portal instance (the other stopped: nginx leaves it out)');
  await startPortal(1);

  const changed = `Los pilares de tu bienestar (${Date.now()})`;
  const started = Date.now();
  await sql(
    `UPDATE documents SET body = jsonb_set(body, '{content,heading}', to_jsonb('${changed}'::text)) WHERE collection = 'pages' AND key = 'pilares'`,
  );
  const seen: Record<string, number> = {};
  while (Object.keys(seen).length < 2 && Date.now() - started < 30_000) {
    for (const url of [instanceUrl(0), instanceUrl(1)]) {
      if (!(url in seen) && (await (await fetch(`${url}/pilares`)).text()).includes(changed))
        seen[url] = Date.now() - started;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  console.log(`\nFrom the content change to the new heading, ms: ${JSON.stringify(seen)}`);
} finally {
  for (const port of [3101, BARE_PORT]) {
    const pid = pidOn(port);
    if (pid) process.kill(pid, 'SIGTERM');
  }
  await stopAll();
}
