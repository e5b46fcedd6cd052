import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue #27: ONE QueryClient per browser page, from one provider (`components/query`, held by the
 * portal's `Providers`), and a new one per server request (`getQueryClient` in `lib/content.ts`,
 * through `@vivasalud/api-client`'s `createQueryClient`). Any other `new QueryClient` in the apps
 * — a module-level client shared by every visitor of a server, or a second client on a page that
 * splits its answers — fails here.
 */
const repo = fileURLToPath(new URL('../../..', import.meta.url));
const SCANNED = ['apps/portal', 'apps/campaigns'];
const ALLOWED = new Set(['apps/portal/components/query/PageQueryClient.tsx']);
const SKIPPED = new Set(['node_modules', '.next', 'dist', 'storybook-static', 'coverage']);

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    // Copies of a built app that e2e runs make and remove beside this test (scripts/test).
    if (SKIPPED.has(entry.name) || /^\.(e2e|bench)-/.test(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(m?[jt]sx?)$/.test(entry.name) ? [path] : [];
  });
}

/** Files (from the repository's root) that make a QueryClient themselves. */
function queryClientMakers(files: readonly string[]): string[] {
  return files.filter((file) => /\bnew\s+[\w.]*QueryClient\s*\(/.test(readFileSync(file, 'utf8')));
}

describe('one QueryClient per browser page, one per server request', () => {
  it('no file of the apps makes a QueryClient but the page’s provider', () => {
    const makers = queryClientMakers(SCANNED.flatMap((app) => sources(join(repo, app)))).map(
      (file) => relative(repo, file),
    );
    expect(makers.filter((file) => !ALLOWED.has(file))).toEqual([]);
    // The allowed maker is still where the test says (a moved provider moves this list).
    expect(makers).toEqual([...ALLOWED]);
  });
});
