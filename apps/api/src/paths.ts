import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package folder, found from this module whether it runs from `src/` (tsx, vitest) or from
 * the bundle in `dist/`, so migrations, seed data and media resolve the same way in both.
 */
function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      JSON.parse(readFileSync(manifest, 'utf8')).name === '@vivasalud/api'
    ) {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package root of @vivasalud/api not found');
    dir = parent;
  }
}

export const PACKAGE_ROOT = findPackageRoot();
export const MIGRATIONS_DIR = join(PACKAGE_ROOT, 'drizzle');
export const SEED_DIR = join(PACKAGE_ROOT, 'seed');
export const MEDIA_DIR = join(PACKAGE_ROOT, 'media');
