// The bare Next page the portal's speed is measured against (issues #6 and #33): bench/bare, built
// inside apps/portal so that `next`, `react` and `react-dom` resolve to the portal's own copies
// (same versions, nothing to install); gitignored. Used by scripts/bench.mjs (rebuilt on every
// run) and e2e/tests/js-budget.spec.ts (built when missing or older than bench/bare and Next).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRouteWeights } from './js-weight.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const BARE_SOURCE = join(root, 'bench/bare');
export const BARE_DIR = join(root, 'apps/portal/.bench-bare');
const builtMarker = join(BARE_DIR, '.next/BUILD_ID');

/** The newest modification time under a folder (the bare page's sources). */
function newest(dir) {
  let latest = 0;
  for (const entry of spawnSync('find', [dir, '-type', 'f'], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)) {
    latest = Math.max(latest, statSync(entry).mtimeMs);
  }
  return latest;
}

/** Whether the bare page's build is there and newer than its sources and the portal's Next. */
export function bareBuildIsCurrent() {
  if (!existsSync(builtMarker)) return false;
  const built = statSync(builtMarker).mtimeMs;
  const next = join(root, 'apps/portal/node_modules/next/package.json');
  return built > newest(BARE_SOURCE) && (!existsSync(next) || built > statSync(next).mtimeMs);
}

/** Copies bench/bare into place and runs `next build` there (about half a minute). */
export function buildBarePage({ stdio = 'pipe' } = {}) {
  rmSync(BARE_DIR, { recursive: true, force: true });
  cpSync(BARE_SOURCE, BARE_DIR, { recursive: true });
  const result = spawnSync('pnpm', ['exec', 'next', 'build'], {
    cwd: BARE_DIR,
    stdio,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    throw new Error(`next build (bare) failed\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
}

/** The bare page's first-load JavaScript (gzip bytes), from its build's manifest. */
export function barePageWeight() {
  if (!bareBuildIsCurrent()) buildBarePage();
  const page = buildRouteWeights(BARE_DIR).find((weight) => weight.route === '/');
  if (!page) throw new Error('the bare build lists no `/` route');
  return page.gzipBytes;
}
