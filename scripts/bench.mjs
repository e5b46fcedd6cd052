#!/usr/bin/env node
// Speed of the portal and the campaigns site beside a bare Next page, in one run on one machine
// (issues #6 and #17). A
// measurement, not a test: it prints figures and PASS/FAIL against the goals and exits 0 unless
// something crashed. What it measures and how to read it: bench/README.md.
//
//   pnpm bench               builds the bare page and the portal (with the api answering, so
//                            that the cached pages are prerendered), then measures
//   pnpm bench --no-build    measures the builds that are already in apps/*/.next
//   pnpm bench --campaigns   only the campaigns site's load run (its landing beside the bare page)
//   pnpm bench --slugs       only the unknown-slug load run (random slugs beside a cached class)
//   pnpm bench --catalog     only the catalog load run (a catalog's later page beside home)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildBarePage } from './lib/bare-page.mjs';
import { createJsWeigher, kB } from './lib/js-weight.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const portalDir = join(root, 'apps/portal');
const campaignsDir = join(root, 'apps/campaigns');
// The bare app (scripts/lib/bare-page.mjs) is built inside apps/portal, rebuilt on every run.
const bareDir = join(portalDir, '.bench-bare');
const resultsFile = join(root, 'bench/results/latest.json');

const API = 'http://localhost:4000';
const PORTAL = 'http://localhost:3900';
const BARE = 'http://localhost:3901';
const CAMPAIGNS = 'http://localhost:3902';
/** The page a giveaway announced on social media sends thousands to (issue #17). */
const CAMPAIGN_LANDING = '/campaign/sorteo-audifonos/';
const NOT_FOUND = '/esta-pagina-no-existe';
// Placeholders for the first recorded class and guide of the service's catalogs (see `firstOf`).
const RECORDED_CLASS = '/clases-grabadas/:primera';
const GUIDE = '/guias-y-consejos/:primera';
const ROUTES = [
  '/',
  '/pilares',
  '/guias-y-consejos',
  '/auth/login',
  '/auth/registro',
  // Issue #33: the calculators are pages with a form.
  '/herramientas-para-tu-salud/calculadora-IMC',
  '/vive-sanamente',
  // Issue #30: the library filtered, a type's page and one reading (a seeded slug).
  '/vive-sanamente?tema=sueno&tipo=lectura',
  '/vive-sanamente/videos',
  '/vive-sanamente/lecturas/como-armar-un-plato-saludable',
  // Issue #31: the symptoms directory (its A–Z, a search's results), a condition, a mini-manual.
  '/sintomas-y-enfermedades',
  '/sintomas-y-enfermedades?q=presion+alta',
  '/sintomas-y-enfermedades/dengue',
  '/mini-manuales/primeros-auxilios-en-casa',
  // Issue #32: the programs, one program, its sign-up form, the one with the districts, the
  // appointment request and the comments.
  '/programas-bienestar',
  '/programas-bienestar/maternidad',
  '/programas-bienestar/maternidad/inscripcion',
  '/programas-bienestar/prevencion-y-chequeos/inscripcion',
  '/programas-bienestar/solicita-cita',
  '/comentarios',
  // Issue #15: the first content area, its catalog and one class.
  '/clases-en-vivo',
  '/clases-en-vivo/yoga-prenatal',
  // Issue #19: the recorded classes and the guides on the same pattern; one class and one guide
  // (the first of each catalog, asked of the service when the run starts).
  '/clases-grabadas',
  RECORDED_CLASS,
  GUIDE,
  // Issue #29: the in-person experiences' catalog and one class.
  '/experiencias-presenciales',
  '/experiencias-presenciales/hatha-yoga-para-principiantes',
  // Issue #29: the sessions with experts, their catalog and one session (a seeded slug).
  '/sesiones-con-expertos',
  '/sesiones-con-expertos/hierro-en-tu-mesa-previene-la-anemia',
  // Issue #29: the end-of-call screen (its rating's script). `/telemedicina` itself answers only a
  // pro member's session (the bench is anonymous: a redirect to the sign-in, measured above).
  '/telemedicina/fin-telemedicina',
  // Issue #33: «Ahorro de datos», the settings page the footer's switch leads to without JavaScript.
  '/ahorro-de-datos',
  NOT_FOUND,
  '/service-unavailable',
];
// Portal and bare pages alternate, so that a change in the machine's load hits both alike. The bare
// app has one page; its not-found page answers every other path, /pilares included.
const LIGHTHOUSE_PAGES = [
  { app: 'portal', base: PORTAL, path: '/' },
  { app: 'bare', base: BARE, path: '/' },
  { app: 'portal', base: PORTAL, path: '/pilares' },
  { app: 'portal', base: PORTAL, path: '/clases-en-vivo' },
  { app: 'portal', base: PORTAL, path: '/clases-grabadas' },
  { app: 'portal', base: PORTAL, path: '/guias-y-consejos' },
  { app: 'portal', base: PORTAL, path: '/experiencias-presenciales' },
  // Issue #30: the library and a reading.
  { app: 'portal', base: PORTAL, path: '/vive-sanamente' },
  { app: 'portal', base: PORTAL, path: '/vive-sanamente/lecturas/como-armar-un-plato-saludable' },
  // Issue #31: the symptoms directory and a condition.
  { app: 'portal', base: PORTAL, path: '/sintomas-y-enfermedades' },
  { app: 'portal', base: PORTAL, path: '/sintomas-y-enfermedades/dengue' },
  // Issue #33: a calculator, the login, and the campaigns site's landing and sign-up.
  { app: 'portal', base: PORTAL, path: '/herramientas-para-tu-salud/calculadora-IMC' },
  { app: 'portal', base: PORTAL, path: '/auth/login' },
  { app: 'campaigns', base: CAMPAIGNS, path: CAMPAIGN_LANDING },
  { app: 'campaigns', base: CAMPAIGNS, path: `${CAMPAIGN_LANDING}signup` },
  { app: 'portal', base: PORTAL, path: NOT_FOUND, notFound: true },
  { app: 'bare', base: BARE, path: NOT_FOUND, notFound: true },
];
const LOAD = { connections: 50, seconds: 10, warmSeconds: 3 };
/**
 * Issue #26: random slugs of a catalog (`/clases-grabadas/<random>`, each request a new one)
 * beside a cached class, the same way: an unknown slug must not cost a render (nor a log line).
 */
const SLUG_LOAD = LOAD;
const UNKNOWN_SLUG_PREFIX = '/clases-grabadas/';
/** Issue #26: unknown slugs are answered at least this fraction of a cached page's rate. */
const UNKNOWN_SLUG_GOAL = 0.5;
/**
 * Issue #33: a catalog's later page (it reads its query) beside home, the same way in the same
 * run: served from Next's cache by its address, it should answer at least half home's rate, with
 * a Cache-Control a CDN or nginx honours.
 */
const CATALOG_PAGE = '/clases-en-vivo?pagina=2';
const CATALOG_GOAL = 0.5;
/** Issue #17: a bounded run on the campaign landing, 50 connections for 30 s, 0 errors. */
const CAMPAIGN_LOAD = { connections: 50, seconds: 30, warmSeconds: 3 };
const GOALS = { performance: 0.95, lcpMs: 2000, rpsRatio: 0.8 };

/**
 * Each page's JavaScript budget is its route's (`js` in apps/portal/lib/routes.ts, the ratios of
 * `JS_BUDGET_RATIOS` in @vivasalud/config/routes: issue #33), read from the manifest itself
 * (TypeScript, through tsx) so that no list of pages is kept here.
 */
async function jsBudgets() {
  const { tsImport } = await import(
    pathToFileURL(createRequire(join(root, 'package.json')).resolve('tsx/esm/api')).href
  );
  const { ROUTES } = await tsImport(join(portalDir, 'lib/routes.ts'), import.meta.url);
  const { JS_BUDGET_RATIOS } = await tsImport(
    join(root, 'packages/config/src/routes.ts'),
    import.meta.url,
  );
  const matches = ROUTES.map((route) => ({
    route,
    regex: new RegExp(`^${route.pattern.replace(/\[[^\]]+\]/g, '[^/]+')}/?$`),
    dynamic: route.pattern.includes('['),
  }))
    // A static pattern wins over a dynamic one that matches the same path.
    .sort((a, b) => Number(a.dynamic) - Number(b.dynamic));
  return (path) => {
    const pathname = new URL(path, PORTAL).pathname;
    const found = matches.find(({ regex }) => regex.test(pathname));
    const budget = found?.route.js ?? 'content';
    return { budget, ratio: JS_BUDGET_RATIOS[budget] };
  };
}

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    campaigns: { type: 'boolean', default: false },
    slugs: { type: 'boolean', default: false },
    catalog: { type: 'boolean', default: false },
    search: { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (options.help) {
  console.log(`usage: pnpm bench [--no-build] [--campaigns] [--slugs] [--catalog] [--search] [--runs=<n>]
  --no-build   measure the builds already in apps/portal/.next and apps/campaigns/.next (the bare
               page is always built)
  --campaigns  only the campaigns site: its landing's load run beside the bare page
  --slugs      only the portal's unknown-slug run: random /clases-grabadas/<slug> beside a
               cached class (requests/s, statuses, server log lines)
  --catalog    only the portal's catalog run: ${CATALOG_PAGE} beside home (requests/s,
               its Cache-Control)
  --search     only the content service: the symptoms search in people's words (issue #31)
               beside its /health, the same way (p50, p99)
  --runs=<n>   Lighthouse runs per page, the median kept (default 1)`);
  process.exit(0);
}
const build = !options['no-build'];
const campaignsOnly = options.campaigns;
const slugsOnly = options.slugs && !campaignsOnly;
const catalogOnly = options.catalog && !campaignsOnly && !slugsOnly;
// Runs that measure the portal alone (no bare page, no campaigns site).
const portalOnly = slugsOnly || catalogOnly;
const searchOnly = options.search && !campaignsOnly && !portalOnly;
const lighthouseRuns = Math.max(1, Number.parseInt(options.runs, 10) || 1);
const serverEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

// ---- processes this script starts, and only those, are stopped on the way out ----------------

const children = new Set();

/**
 * Starts a command. A `detached` child leads its own process group, so that stopping it also
 * stops what it started (pnpm → node → next-server); the others share our group and get Ctrl-C
 * from the terminal themselves. Output is kept (the last lines) for the error message.
 */
function start(name, command, commandArgs, options = {}) {
  const { cwd = root, detached = true, inherit = false, env = serverEnv } = options;
  const child = spawn(command, commandArgs, {
    cwd,
    detached,
    env,
    stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  const keep = (chunk) => {
    const lines = String(chunk).split('\n').filter(Boolean);
    child.lines += lines.length;
    log.push(...lines);
    log.splice(0, log.length - 40);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  Object.assign(child, { name, log, detached, lines: 0 });
  child.exited = new Promise((resolve) => {
    child.once('error', (error) => resolve({ code: null, error }));
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  children.add(child);
  child.exited.then(() => children.delete(child));
  return child;
}

function signalChild(child, signal) {
  try {
    if (child.detached) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // already gone
  }
}

async function stopAll() {
  const running = [...children];
  for (const child of running) signalChild(child, child.detached ? 'SIGTERM' : 'SIGINT');
  const timeout = sleep(5000, 'timeout', { ref: false });
  for (const child of running) {
    if ((await Promise.race([child.exited, timeout])) === 'timeout') signalChild(child, 'SIGKILL');
  }
}

process.on('exit', () => {
  for (const child of children) signalChild(child, child.detached ? 'SIGTERM' : 'SIGINT');
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    if (stopping) return; // a second Ctrl-C while the servers stop
    stopping = true;
    console.error(`\n${signal}: stopping the servers this run started`);
    await stopAll();
    process.exit(128 + os.constants.signals[signal]);
  });
}

/** Runs a command to the end; fails with its last output lines when it fails. */
async function run(name, command, commandArgs, options) {
  const child = start(name, command, commandArgs, options);
  const { code, error } = await child.exited;
  if (code !== 0) {
    throw new Error(
      `${name} failed (${error?.message ?? `exit ${code}`})\n${child.log.join('\n')}`,
    );
  }
  return child;
}

// ---- servers -----------------------------------------------------------------------------------

async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

async function waitUntilAnswering(url, child, seconds = 90) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await answers(url)) return;
    if (child && !children.has(child)) {
      throw new Error(`${child.name} stopped before answering ${url}\n${child.log.join('\n')}`);
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${seconds} s\n${child?.log.join('\n') ?? ''}`);
}

async function startServer(name, base, command, commandArgs, cwd) {
  if (await answers(base)) {
    throw new Error(`${base} already answers: a server this script did not start holds the port`);
  }
  const child = start(name, command, commandArgs, { cwd });
  await waitUntilAnswering(base, child);
  return child;
}

/**
 * The content service on :4000: one that already answers is used and left alone; otherwise it is
 * built (turbo: a cache hit when nothing changed; `--no-build` builds it only when `dist` is
 * missing) and started as `pnpm start` does, and stopped with the other servers at the end.
 */
async function startApi() {
  if (await answers(`${API}/health`)) {
    console.log('› api: already answers on :4000, using it');
    return;
  }
  if (build || !existsSync(join(root, 'apps/api/dist/main.js'))) {
    console.log('› api: pnpm exec turbo run build --filter=@vivasalud/api');
    await run('api build', 'pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@vivasalud/api'], {
      inherit: true,
    });
  }
  console.log('› api: pnpm --filter @vivasalud/api start (:4000)');
  const api = start('api', 'pnpm', ['--filter', '@vivasalud/api', 'start']);
  await waitUntilAnswering(`${API}/health`, api);
}

/** Waits while someone else's `next build` writes apps/portal/.next (BUILD_ID comes last). */
async function waitForPortalBuild(minutes = 15) {
  const ready = () =>
    existsSync(join(portalDir, '.next/BUILD_ID')) && !existsSync(join(portalDir, '.next/lock'));
  const deadline = Date.now() + minutes * 60_000;
  if (!ready()) console.log('  apps/portal/.next is missing or being built: waiting for it');
  while (!ready()) {
    if (Date.now() > deadline)
      throw new Error(`no portal build in apps/portal/.next after ${minutes} min`);
    await sleep(5000);
  }
  return (await readFile(join(portalDir, '.next/BUILD_ID'), 'utf8')).trim();
}

// ---- measurements ------------------------------------------------------------------------------

/** The path of the first item of a catalog of the service (`/clases-grabadas/<slug>`). */
async function firstOf(area, catalog) {
  const response = await fetch(`${API}/content/wellness/${catalog}/catalog/?page_size=1`);
  const { results } = await response.json();
  return `${area}/${results[0].slug}`;
}

async function measureJs() {
  const budgetOf = await jsBudgets();
  const weigh = createJsWeigher();
  const bare = await weigh(new URL('/', BARE));
  const routes = [];
  const real = {
    [RECORDED_CLASS]: await firstOf('/clases-grabadas', 'recorded-classes'),
    [GUIDE]: await firstOf('/guias-y-consejos', 'resources-contents'),
  };
  for (const route of ROUTES) {
    const path = real[route] ?? route;
    const weight = await weigh(new URL(path, PORTAL));
    routes.push({
      path,
      ...weight,
      ratio: weight.gzipBytes / bare.gzipBytes,
      budget: budgetOf(path),
    });
  }
  return { bare, routes, player: await playerChunks() };
}

/**
 * The recorded class's player, loaded after the page (not in its first-load JS): the gzip size of
 * the built chunks holding media-chrome's controller and the player (issue #19).
 */
async function playerChunks() {
  const dir = join(portalDir, '.next/static/chunks');
  const { readdir } = await import('node:fs/promises');
  const { gzipSync } = await import('node:zlib');
  let gzipBytes = 0;
  let files = 0;
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.js')) continue;
    const source = await readFile(join(dir, name));
    if (source.includes('media-controller') || source.includes('Solo audio')) {
      gzipBytes += gzipSync(source, { level: 9 }).length;
      files += 1;
    }
  }
  return { gzipBytes, files };
}

const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** One Lighthouse run in its own Chromium: default mobile emulation and simulated throttling. */
async function lighthouseOnce({ app, base, path, notFound = false }) {
  const dir = await mkdtemp(join(os.tmpdir(), 'bench-lighthouse-'));
  const output = join(dir, 'report.json');
  const child = start(
    `lighthouse ${app} ${path}`,
    process.execPath,
    [
      lighthouseCli,
      new URL(path, base).href,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--chrome-flags=--no-sandbox --headless=new',
      // Lighthouse refuses to audit a page that answers 404 unless told it is meant to.
      ...(notFound ? ['--ignore-status-code'] : []),
    ],
    { detached: false, env: { ...serverEnv, CHROME_PATH: chromePath } },
  );
  const { code } = await child.exited;
  try {
    const lhr = JSON.parse(await readFile(output, 'utf8'));
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    // What the browser really fetched, to check the HTML-based JS figures against.
    const scripts = lhr.audits['resource-summary']?.details?.items?.find(
      (item) => item.resourceType === 'script',
    );
    return {
      score: lhr.categories.performance?.score ?? null,
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndexMs: audit('speed-index'),
      scriptRequests: scripts?.requestCount ?? null,
      scriptTransferBytes: scripts?.transferSize ?? null,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      error: lhr.runtimeError?.code ?? null,
      warnings: lhr.runWarnings ?? [],
    };
  } catch {
    return { score: null, error: `lighthouse exit ${code}: ${child.log.slice(-3).join(' ')}` };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * `runs` Lighthouse runs of a page, the one with the median score kept whole (Lighthouse's own
 * advice for variance). A run that fails (NO_NAVSTART and the like, which a busy machine
 * produces now and then) is tried again, twice at most.
 */
async function lighthouse(page, runs) {
  const reports = [];
  for (let run = 0; run < runs; run += 1) {
    let report;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      report = await lighthouseOnce(page);
      if (report.score != null) break;
    }
    reports.push(report);
  }
  const scored = reports.filter((r) => r.score != null).sort((a, b) => a.score - b.score);
  const median = scored[Math.floor((scored.length - 1) / 2)] ?? reports.at(-1);
  return { app: page.app, path: page.path, ...median, scores: reports.map((r) => r.score) };
}

/**
 * autocannon on `url`: 20 requests, a warm-up, then the measured run. `nextPath`, when given,
 * names the path of each request (a new random slug each time), `url` only its origin.
 */
async function load(url, { connections, seconds, warmSeconds } = LOAD, nextPath) {
  const requests = nextPath
    ? [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }]
    : undefined;
  for (let i = 0; i < 20; i += 1) {
    await (await fetch(nextPath ? new URL(nextPath(), url) : url)).arrayBuffer();
  }
  await autocannon({ url, connections, duration: warmSeconds, requests });
  const result = await autocannon({ url, connections, duration: seconds, requests });
  return {
    url,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    // The size of a response (headers included) says how much of the work is moving bytes.
    bytesPerResponse: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    ),
  };
}

// ---- printing ----------------------------------------------------------------------------------

const ms = (value) => (value == null ? '–' : `${Math.round(value)} ms`);
const fixed = (value, digits = 2) => (value == null ? '–' : value.toFixed(digits));
const verdict = (ok) => (ok == null ? 'n/a' : ok ? 'PASS' : 'FAIL');

/** A plain-text table; the first column is left-aligned, the others right-aligned. */
function table(rows, header) {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const pad = (cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]));
  for (const [n, row] of cells.entries()) {
    console.log(`  ${row.map(pad).join('  ')}`);
    if (n === 0) console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  }
}

/** A load run's table: each page's requests/s, requests, latency, response size and failures. */
function loadTable(rows) {
  table(
    rows.map(([page, r]) => [
      page,
      Math.round(r.requestsPerSecond),
      r.requests,
      `${r.latencyP50Ms} ms`,
      `${r.latencyP99Ms} ms`,
      kB(r.bytesPerResponse),
      r.non2xx + r.errors + r.timeouts,
    ]),
    ['page', 'requests/s', 'requests', 'p50', 'p99', 'response', 'non-2xx/errors'],
  );
}

/** The machine is shared: say how busy it is when each measurement starts. */
function noteLoad(results, phase) {
  const load = os.loadavg()[0];
  (results.loadAverage ??= {})[phase] = Number(load.toFixed(2));
  const busy = load > os.cpus().length ? ' — busy: other work competes with this measurement' : '';
  console.log(`  load average (1 min): ${load.toFixed(1)} on ${os.cpus().length} CPUs${busy}`);
}

function git(...gitArgs) {
  return spawnSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).stdout.trim();
}

/** The portal's JavaScript, Lighthouse and home throughput beside the bare page; its goals. */
async function measurePortal(results) {
  console.log('\n› JavaScript a modern browser loads (gzip), against the bare page');
  const js = await measureJs();
  results.js = js;
  const htmlCells = (r) => [kB(r.htmlBytes), kB(r.htmlGzipBytes)];
  table(
    [
      [
        'bare /',
        js.bare.status,
        js.bare.scripts,
        kB(js.bare.gzipBytes),
        '1.00×',
        '',
        ...htmlCells(js.bare),
      ],
      ...js.routes.map((r) => [
        r.path,
        r.status,
        r.scripts,
        kB(r.gzipBytes),
        `${fixed(r.ratio)}×`,
        `${r.budget.budget} ≤ ${r.budget.ratio}×`,
        ...htmlCells(r),
      ]),
    ],
    ['route', 'status', 'scripts', 'JS gzip', 'ratio', 'budget', 'HTML', 'HTML gzip'],
  );

  console.log(
    `\n› Lighthouse, mobile, performance only (${lighthouseRuns === 1 ? 'one run' : `median of ${lighthouseRuns} runs`} per page)`,
  );
  noteLoad(results, 'lighthouse');
  results.lighthouse = [];
  for (const page of LIGHTHOUSE_PAGES) {
    results.lighthouse.push(await lighthouse(page, lighthouseRuns));
  }
  table(
    results.lighthouse.map((r) => [
      `${r.app} ${r.path}`,
      r.score == null ? r.error : fixed(r.score),
      ms(r.fcpMs),
      ms(r.lcpMs),
      ms(r.tbtMs),
      fixed(r.cls, 3),
      r.scriptRequests == null ? '–' : `${r.scriptRequests} / ${kB(r.scriptTransferBytes)}`,
      r.benchmarkIndex == null ? '–' : Math.round(r.benchmarkIndex),
    ]),
    ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'JS fetched', 'CPU index'],
  );
  console.log(
    "  CPU index: Lighthouse's benchmarkIndex of this machine during the run (higher is faster;\n" +
      '  below about 1000 Lighthouse warns that the CPU is slower than its throttling assumes).',
  );

  console.log(
    `\n› autocannon, ${LOAD.connections} connections, ${LOAD.seconds} s each (after ${LOAD.warmSeconds} s warm-up)`,
  );
  noteLoad(results, 'autocannon');
  const portalLoad = await load(`${PORTAL}/`);
  const bareLoad = await load(`${BARE}/`);
  results.load = {
    portal: portalLoad,
    bare: bareLoad,
    ratio: portalLoad.requestsPerSecond / bareLoad.requestsPerSecond,
  };
  table(
    [portalLoad, bareLoad].map((r, i) => [
      i === 0 ? 'portal /' : 'bare /',
      Math.round(r.requestsPerSecond),
      `${r.latencyP50Ms} ms`,
      `${r.latencyP99Ms} ms`,
      kB(r.bytesPerResponse),
      r.non2xx + r.errors + r.timeouts,
    ]),
    ['page', 'requests/s', 'p50', 'p99', 'response', 'non-2xx/errors'],
  );
  console.log(`  portal / bare: ${fixed(results.load.ratio)}×`);

  return [
    ...js.routes.map((r) => ({
      goal: `JS ${r.path} ≤ ${r.budget.ratio}× bare (${r.budget.budget})`,
      figure: `${fixed(r.ratio)}× (${kB(r.gzipBytes)})`,
      pass: r.ratio <= r.budget.ratio,
    })),
    {
      goal: 'the recorded class player, loaded after the page (information)',
      figure: `${kB(js.player.gzipBytes)} in ${js.player.files} chunks`,
      pass: null,
    },
    ...results.lighthouse
      .filter((r) => r.app !== 'bare')
      .flatMap((r) => [
        {
          goal: `Lighthouse mobile ${r.path} ≥ ${GOALS.performance}`,
          figure: r.score == null ? r.error : fixed(r.score),
          pass: r.score == null ? null : r.score >= GOALS.performance,
        },
        {
          goal: `LCP ${r.path} ≤ ${GOALS.lcpMs} ms`,
          figure: ms(r.lcpMs),
          pass: r.lcpMs == null ? null : r.lcpMs <= GOALS.lcpMs,
        },
      ]),
    {
      goal: `requests/s home ≥ ${GOALS.rpsRatio}× bare`,
      figure: `${fixed(results.load.ratio)}× (${Math.round(portalLoad.requestsPerSecond)} vs ${Math.round(bareLoad.requestsPerSecond)})`,
      pass: results.load.ratio >= GOALS.rpsRatio,
    },
  ];
}

/** Issue #31: what the symptoms search is asked, as people type it (a lay term, a typo). */
const SEARCH_QUERIES = ['presion alta', 'nuemonia', 'dolor de cabeza'];

/**
 * Issue #31: the symptoms search (`buscarSintomasEnfermedades?q=`, unaccent + pg_trgm + Spanish
 * text search on the service's database) under 50 connections for 10 s, each query in turn, beside
 * the service's `/health` the same way in the same run: the search's p99 next to the cheapest
 * answer the service gives.
 */
async function measureSymptomSearch(results) {
  console.log(
    `\n› content service: autocannon, ${LOAD.connections} connections, ${LOAD.seconds} s each (after ${LOAD.warmSeconds} s warm-up)`,
  );
  noteLoad(results, 'search');
  const health = await load(`${API}/health`);
  const searches = [];
  for (const query of SEARCH_QUERIES) {
    const url = `${API}/content/home/sintomas-enfermedades/buscarSintomasEnfermedades?q=${encodeURIComponent(query)}`;
    searches.push({ query, ...(await load(url)) });
  }
  results.symptomSearch = { health, searches };
  table(
    [['/health', health], ...searches.map((r) => [`search «${r.query}»`, r])].map(([name, r]) => [
      name,
      Math.round(r.requestsPerSecond),
      `${r.latencyP50Ms} ms`,
      `${r.latencyP99Ms} ms`,
      r.non2xx + r.errors + r.timeouts,
    ]),
    ['answer', 'requests/s', 'p50', 'p99', 'non-2xx/errors'],
  );
  return searches.map((r) => ({
    goal: `symptoms search «${r.query}» p99 at ${LOAD.connections} connections (information; /health ${health.latencyP99Ms} ms)`,
    figure: `${r.latencyP99Ms} ms (${Math.round(r.requestsPerSecond)}/s)`,
    pass: r.non2xx + r.errors + r.timeouts === 0 ? null : false,
  }));
}

/**
 * Issue #17: the campaign landing under a spike — 50 connections for 30 s, then the bare page the
 * same way. Cached (ISR): no per-request work, so it should keep up with the bare page, with 0
 * errors.
 */
async function measureCampaigns(results) {
  console.log(
    `\n› campaigns site: autocannon, ${CAMPAIGN_LOAD.connections} connections, ${CAMPAIGN_LOAD.seconds} s each (after ${CAMPAIGN_LOAD.warmSeconds} s warm-up)`,
  );
  noteLoad(results, 'campaigns');
  const landing = await load(`${CAMPAIGNS}${CAMPAIGN_LANDING}`, CAMPAIGN_LOAD);
  const bare = await load(`${BARE}/`, CAMPAIGN_LOAD);
  const ratio = landing.requestsPerSecond / bare.requestsPerSecond;
  results.campaignsLoad = { landing, bare, ratio };
  loadTable([
    [`campaigns ${CAMPAIGN_LANDING}`, landing],
    ['bare /', bare],
  ]);
  console.log(`  landing / bare: ${fixed(ratio)}×`);
  const failures = landing.non2xx + landing.errors + landing.timeouts;
  return [
    {
      goal: 'campaign landing under load: 0 errors',
      figure: `${failures} of ${landing.requests}`,
      pass: failures === 0,
    },
    {
      goal: `requests/s campaign landing ≥ ${GOALS.rpsRatio}× bare`,
      figure: `${fixed(ratio)}× (${Math.round(landing.requestsPerSecond)} vs ${Math.round(bare.requestsPerSecond)})`,
      pass: ratio >= GOALS.rpsRatio,
    },
  ];
}

/** A slug no catalog has: a new one for each request, as a crawler or a fuzzer sends them. */
const randomSlug = () => `zz-${Math.random().toString(36).slice(2, 12)}`;

/**
 * Issue #26: unknown slugs under load. A cached class (the first of the recorded classes) then
 * random `/clases-grabadas/<slug>` (a new slug for each request, so no copy of a page can
 * answer it), 50 connections for 10 s each: requests/s, statuses and the lines the portal's
 * server logged during each run (warm-up included). An unknown slug should cost no render and no log line.
 */
async function measureUnknownSlugs(results, portal) {
  console.log(
    `\n› unknown slugs: autocannon, ${SLUG_LOAD.connections} connections, ${SLUG_LOAD.seconds} s each (after ${SLUG_LOAD.warmSeconds} s warm-up)`,
  );
  noteLoad(results, 'unknownSlugs');
  const cachedPath = await firstOf('/clases-grabadas', 'recorded-classes');
  let lines = portal.lines;
  const cached = await load(`${PORTAL}${cachedPath}`, SLUG_LOAD);
  cached.logLines = portal.lines - lines;
  lines = portal.lines;
  const unknown = await load(
    `${PORTAL}/`,
    SLUG_LOAD,
    () => `${UNKNOWN_SLUG_PREFIX}${randomSlug()}`,
  );
  unknown.logLines = portal.lines - lines;
  const ratio = unknown.requestsPerSecond / cached.requestsPerSecond;
  results.unknownSlugs = { cached, unknown, ratio };
  const statuses = (r) =>
    Object.entries(r.statusCodes)
      .map(([code, count]) => `${count}×${code}`)
      .join(' ');
  table(
    [
      [cachedPath, cached],
      [`${UNKNOWN_SLUG_PREFIX}<random>`, unknown],
    ].map(([path, r]) => [
      path,
      Math.round(r.requestsPerSecond),
      r.requests,
      `${r.latencyP50Ms} ms`,
      `${r.latencyP99Ms} ms`,
      statuses(r) || '–',
      r.errors + r.timeouts,
      r.logLines,
    ]),
    ['page', 'requests/s', 'requests', 'p50', 'p99', 'statuses', 'errors', 'log lines'],
  );
  console.log(`  unknown / cached: ${fixed(ratio)}×`);
  const wrong = unknown.requests - (unknown.statusCodes['404'] ?? 0);
  return [
    {
      goal: `requests/s unknown slugs ≥ ${UNKNOWN_SLUG_GOAL}× a cached class`,
      figure: `${fixed(ratio)}× (${Math.round(unknown.requestsPerSecond)} vs ${Math.round(cached.requestsPerSecond)})`,
      pass: ratio >= UNKNOWN_SLUG_GOAL,
    },
    {
      goal: 'unknown slugs: every answer a 404, no server log line',
      figure: `${wrong} not 404 of ${unknown.requests}; ${unknown.logLines} log lines`,
      pass: wrong === 0 && unknown.logLines === 0,
    },
  ];
}

/** Whether a Cache-Control lets a shared cache (a CDN, nginx) keep the answer. */
const sharedCacheable = (cacheControl) =>
  /(?:^|,)\s*s-maxage=[1-9]/.test(cacheControl) && !/private|no-store|no-cache/.test(cacheControl);

/**
 * Issue #33: a catalog's later page (`CATALOG_PAGE`, it reads its query) then home, 50
 * connections for 10 s each: requests/s, latency, and the Cache-Control it answers with.
 */
async function measureCatalog(results) {
  console.log(
    `\n› catalog: autocannon, ${LOAD.connections} connections, ${LOAD.seconds} s each (after ${LOAD.warmSeconds} s warm-up)`,
  );
  noteLoad(results, 'catalog');
  const first = await fetch(`${PORTAL}${CATALOG_PAGE}`);
  await first.arrayBuffer();
  const cacheControl = first.headers.get('cache-control') ?? '';
  const catalog = await load(`${PORTAL}${CATALOG_PAGE}`);
  const home = await load(`${PORTAL}/`);
  const ratio = catalog.requestsPerSecond / home.requestsPerSecond;
  results.catalogLoad = { catalog, home, ratio, cacheControl };
  loadTable([
    [CATALOG_PAGE, catalog],
    ['/', home],
  ]);
  console.log(`  catalog / home: ${fixed(ratio)}×; its Cache-Control: ${cacheControl || '–'}`);
  return [
    {
      goal: `requests/s ${CATALOG_PAGE} ≥ ${CATALOG_GOAL}× home`,
      figure: `${fixed(ratio)}× (${Math.round(catalog.requestsPerSecond)} vs ${Math.round(home.requestsPerSecond)}, p99 ${catalog.latencyP99Ms} ms)`,
      pass: ratio >= CATALOG_GOAL && catalog.non2xx + catalog.errors + catalog.timeouts === 0,
    },
    {
      goal: `${CATALOG_PAGE}: a Cache-Control a CDN or nginx honours`,
      figure: cacheControl || '–',
      pass: sharedCacheable(cacheControl),
    },
  ];
}

// ---- the run -----------------------------------------------------------------------------------

async function main() {
  const results = {
    date: new Date().toISOString(),
    commit: git('rev-parse', '--short', 'HEAD'),
    uncommittedChanges: git('status', '--porcelain').length > 0,
    lighthouseRuns,
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    goals: GOALS,
  };

  // Only the content service: no page, no build.
  if (searchOnly) {
    await startApi();
    const goals = await measureSymptomSearch(results);
    results.summary = goals;
    console.log('\n› goals');
    table(
      goals.map((g) => [g.goal, g.figure, verdict(g.pass)]),
      ['goal', 'figure', ''],
    );
    await mkdir(join(root, 'bench/results'), { recursive: true });
    await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\n  written to ${resultsFile.slice(root.length)}`);
    return;
  }

  // The unknown-slug and catalog runs compare the portal with itself: no bare page.
  if (!portalOnly) {
    console.log('› bare Next page: copy bench/bare to apps/portal/.bench-bare, next build');
    buildBarePage();
  }

  // The content service answers before the apps are built: `next build` prerenders the cached
  // pages only when it can reach it (otherwise they render on request, which is not what a
  // deployment serves). It stays up for the measurements.
  await startApi();

  if (build) {
    if (!campaignsOnly) {
      console.log('› portal: pnpm --filter @vivasalud/portal build');
      await run('portal build', 'pnpm', ['--filter', '@vivasalud/portal', 'build'], {
        inherit: true,
      });
    }
    if (!portalOnly) {
      console.log('› campaigns site: pnpm --filter @vivasalud/campaigns build');
      await run('campaigns build', 'pnpm', ['--filter', '@vivasalud/campaigns', 'build'], {
        inherit: true,
      });
    }
  }
  const buildId = campaignsOnly ? null : await waitForPortalBuild();
  results.portalBuildId = buildId;

  console.log(
    portalOnly
      ? '› servers: portal :3900 (api :4000 above)'
      : '› servers: portal :3900, bare :3901, campaigns :3902 (api :4000 above)',
  );
  // As `pnpm start` runs them (the client address rewrite included); the bare page is plain Next.
  let portal;
  if (!campaignsOnly) {
    portal = await startServer(
      'portal',
      PORTAL,
      'pnpm',
      ['exec', 'vivasalud-next-start', '--port', '3900'],
      portalDir,
    );
  }
  if (!portalOnly)
    await startServer('bare', BARE, 'pnpm', ['exec', 'next', 'start', '--port', '3901'], bareDir);
  if (!portalOnly) {
    await startServer(
      'campaigns',
      CAMPAIGNS,
      'pnpm',
      ['exec', 'vivasalud-next-start', '--port', '3902'],
      campaignsDir,
    );
  }
  noteLoad(results, 'start');

  const goals = campaignsOnly || portalOnly ? [] : await measurePortal(results);
  if (!campaignsOnly && !catalogOnly) goals.push(...(await measureUnknownSlugs(results, portal)));
  if (!campaignsOnly && !slugsOnly) goals.push(...(await measureCatalog(results)));
  if (!portalOnly) goals.push(...(await measureCampaigns(results)));
  results.summary = goals;
  console.log('\n› goals');
  table(
    goals.map((g) => [g.goal, g.figure, verdict(g.pass)]),
    ['goal', 'figure', ''],
  );

  const buildIdAfter = await readFile(join(portalDir, '.next/BUILD_ID'), 'utf8').catch(() => '');
  if (buildId && buildIdAfter.trim() !== buildId) {
    results.warning =
      'apps/portal/.next was rebuilt during the run: the portal figures may mix two builds';
    console.log(`\n  warning: ${results.warning}`);
  }

  await mkdir(join(root, 'bench/results'), { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n  written to ${resultsFile.slice(root.length)}`);
}

try {
  await main();
} catch (error) {
  console.error(`\nbench crashed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
