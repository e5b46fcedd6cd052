// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, string>;
};

/**
 * The public API of @vivasalud/ui: every subpath and the names each one exports. A change here
 * is a change for the apps — update the snapshot (`vitest -u`) together with a changeset.
 */
describe('public API', () => {
  it('keeps its subpaths and their exports', async () => {
    const api: Record<string, string[]> = {};
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (!target.endsWith('.ts') && !target.endsWith('.tsx')) {
        api[subpath] = ['(file)'];
        continue;
      }
      const module = (await import(new URL(`../${target}`, import.meta.url).pathname)) as object;
      api[subpath] = Object.keys(module).sort();
    }
    expect(api).toMatchSnapshot();
  });
});
