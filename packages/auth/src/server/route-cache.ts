/**
 * The pages Next regenerates while it runs (a cached page past its `revalidate`, a catalog page
 * rendered for the first time) are written under `<distDir>/server/route-cache/`, keyed by the
 * route, not by the build. `next build` empties the folder, but a build restored from Turborepo's
 * cache (`./scripts/up` or `pnpm build` after switching branches) is copied over the old `.next`
 * and leaves it: the next `vivasalud-next-start` then served another build's HTML, whose
 * stylesheets and scripts were not this build's (found measuring issue #33: a page kept the
 * previous build's CSS chunks). So the folder is tied to the build that wrote it: a marker holds
 * its `BUILD_ID`, and a folder from another build (or with no marker) is emptied before Next
 * starts. Same build, same folder: a restart keeps what it regenerated.
 *
 * Erasable TypeScript only: `bin/next-start.ts` imports it under Node's type stripping.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Next's folder for regenerated pages (`ROUTE_CACHE_DIRECTORY` of `next/dist/server/lib/route-cache-key`). */
export const ROUTE_CACHE_DIRECTORY = join('server', 'route-cache');
/** The marker naming the build the folder's pages belong to. */
export const BUILD_MARKER = '.vivasalud-build-id';

export type RouteCacheOutcome = 'no-build' | 'kept' | 'cleared' | 'started';

/**
 * Empties `<distDir>/server/route-cache` unless it belongs to the build in `<distDir>/BUILD_ID`,
 * then marks it as this build's. Returns what it did (for the start-up log and the tests).
 */
export function claimRouteCache(distDir: string): RouteCacheOutcome {
  const buildIdFile = join(distDir, 'BUILD_ID');
  if (!existsSync(buildIdFile)) return 'no-build';
  const buildId = readFileSync(buildIdFile, 'utf8').trim();
  const folder = join(distDir, ROUTE_CACHE_DIRECTORY);
  const marker = join(folder, BUILD_MARKER);
  const owner = existsSync(marker) ? readFileSync(marker, 'utf8').trim() : undefined;
  if (owner === buildId) return 'kept';
  const hadPages = existsSync(folder);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  writeFileSync(marker, `${buildId}\n`);
  return hadPages ? 'cleared' : 'started';
}
