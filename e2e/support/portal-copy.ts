import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The portal's folder (its copies live inside it: `next` and React resolve from its modules). */
export const PORTAL_DIR = fileURLToPath(new URL('../../apps/portal/', import.meta.url));

/**
 * A copy of the built portal at `apps/portal/<name>/`, as a deployment ships it: the build as
 * `pnpm build` left it — without the build cache and any page cached since — and what
 * `vivasalud-next-start` reads besides (the config, the modules it imports, the cache handler).
 * For a server of a test's own that nothing else shares: the service-down test, each instance of
 * the scale suite (a machine of its own). Returns the copy's folder, with a trailing slash.
 */
export function copyBuiltPortal(name: string): string {
  const copy = `${PORTAL_DIR}${name}/`;
  rmSync(copy, { recursive: true, force: true });
  for (const entry of [
    '.next',
    'next.config.ts',
    'cache-handler.mjs',
    'package.json',
    'tsconfig.json',
    'lib',
  ]) {
    cpSync(`${PORTAL_DIR}${entry}`, `${copy}${entry}`, {
      recursive: true,
      filter: (source) => !/\/\.next\/(cache|server\/route-cache)(\/|$)/.test(source),
    });
  }
  return copy;
}
