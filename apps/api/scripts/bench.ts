// Side-by-side benchmark (not a test): `pnpm --filter @vivasalud/api bench`.
// Starts the built service (in-memory PGlite, seeded) in a child process, then runs autocannon
// against /health, the live-classes catalog, a page and the symptoms search, one after the other with the same
// settings, and prints requests/s, p50 and p99 for each and the ratios to /health.
import autocannon from 'autocannon';
import { startBuiltService, waitForHealth } from './serve';

const PORT = Number(process.env.BENCH_PORT ?? 4100);
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

// /health runs first and last: the better of the two is the baseline (the conservative ratio).
const targets = [
  { name: '/health', path: '/health' },
  {
    name: 'live-classes catalog',
    path: '/content/wellness/resources/catalog/?page_size=12&page=2',
  },
  { name: 'page', path: '/content/pages/clases-en-vivo/' },
  // Issue #31: a lay term with a typo, no accents (one SQL statement over every term).
  {
    name: 'symptoms search',
    path: '/content/home/sintomas-enfermedades/buscarSintomasEnfermedades?q=precion%20alta',
  },
  { name: '/health (again)', path: '/health' },
];
// CONTENT_CACHE_TTL_MS=0 measures the database path with the answer cache off.
const cacheTtl = process.env.CONTENT_CACHE_TTL_MS ?? '10000';

const server = startBuiltService(PORT, {
  PGLITE_DATA_DIR: 'memory',
  CONTENT_CACHE_TTL_MS: cacheTtl,
});

try {
  await waitForHealth(BASE);
  const results = [];
  for (const target of targets) {
    await autocannon({ url: BASE + target.path, connections: CONNECTIONS, duration: 2 }); // warm-up
    const r = await autocannon({
      url: BASE + target.path,
      connections: CONNECTIONS,
      duration: DURATION,
    });
    if (r.non2xx > 0 || r.errors > 0)
      throw new Error(`${target.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    results.push({
      name: target.name,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
    });
  }
  const health = results[0]!.rps >= results.at(-1)!.rps ? results[0]! : results.at(-1)!;
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s each, ${BASE}, answer cache ${cacheTtl === '0' ? 'off' : `${cacheTtl} ms`}`,
  );
  console.table(
    results.map((r) => ({
      target: r.name,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'req/s vs best /health': (r.rps / health.rps).toFixed(2),
    })),
  );
  const catalog = results[1]!;
  console.log(
    `Goal: catalog ≥ 0.5× /health req/s and p99 ≤ 25 ms → ${catalog.rps / health.rps >= 0.5 && catalog.p99 <= 25 ? 'met' : 'NOT met'}`,
  );
} finally {
  server.kill('SIGTERM');
}
