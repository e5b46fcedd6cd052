/**
 * The module an app's `cacheHandler` (next.config) names: Next's page and data cache, shared
 * through Redis when `REDIS_URL` is set, Next's own otherwise (see shared-cache.ts). Next loads it
 * in the server process (and while building), from the app's folder: the app's own `next` gives
 * the local tier, and the app's build names the keys.
 *
 * Run by Node's type stripping (Node 24): erasable TypeScript only, imports with `.ts`.
 */
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createSharedCache, type NextCacheHandlerClass } from './shared-cache.ts';

const appDir = process.cwd();
const distDir = join(appDir, '.next');
const requireFromApp = createRequire(join(appDir, 'package.json'));
const FileSystemCache = (
  requireFromApp('next/dist/server/lib/incremental-cache/file-system-cache.js') as {
    default: NextCacheHandlerClass;
  }
).default;

const readOr = <T>(read: () => T, fallback: T): T => {
  try {
    return read();
  } catch {
    return fallback;
  }
};
const appName = readOr(
  () =>
    (JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as { name: string }).name
      .split('/')
      .pop()!,
  'app',
);
const buildId = readOr(() => readFileSync(join(distDir, 'BUILD_ID'), 'utf8').trim(), 'dev');
// `next build` writes the prerender manifest once every page is prerendered.
const builtAt = readOr(() => statSync(join(distDir, 'prerender-manifest.json')).mtimeMs, 0);
// While building, the pages are the build's own: they are written where `next start` reads them.
const building = process.env.NEXT_PHASE === 'phase-production-build';

const { Handler } = createSharedCache({
  redisUrl: building ? undefined : process.env.REDIS_URL,
  LocalCache: FileSystemCache,
  keyPrefix: `vivasalud:${appName}:${buildId}:`,
  builtAt,
});

export default Handler;
