import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The content service (`src/content/**`) and the identity service (`src/identity/**`) never
 * import each other (issue #27): what both use (`HttpError`, `Clock`, time helpers, the campaign
 * window) lives in `src/`, beside them. Each service is then read, changed and tested on its own.
 */

const SRC = dirname(fileURLToPath(import.meta.url));
const SERVICES = ['content', 'identity'] as const;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file names: `import … from`, `export … from`, `import '…'`, `import('…')`. */
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** The files of `service` that import a module of the other service, with what they import. */
function crossImports(service: (typeof SERVICES)[number]): string[] {
  const other = join(
    SRC,
    SERVICES.find((name) => name !== service)!,
  );
  return sourceFiles(join(SRC, service)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(SPECIFIERS)]
      .map((match) => match[1]!)
      .filter((specifier) => specifier.startsWith('.'))
      .filter((specifier) => {
        const target = resolve(dirname(file), specifier);
        return target === other || target.startsWith(`${other}${sep}`);
      })
      .map((specifier) => `${relative(SRC, file)} → ${specifier}`),
  );
}

describe('the two services', () => {
  it('reads every import form (the check itself)', () => {
    const text = [
      "import { a } from '../identity/x';",
      "export { b } from './y';",
      "import '../identity/z';",
      "const c = await import('../identity/w');",
      "import type { D } from '../../content/v';",
    ].join('\n');
    expect([...text.matchAll(SPECIFIERS)].map((match) => match[1])).toEqual([
      '../identity/x',
      './y',
      '../identity/z',
      '../identity/w',
      '../../content/v',
    ]);
  });

  it.each(SERVICES)('%s imports nothing of the other service', (service) => {
    expect(crossImports(service)).toEqual([]);
  });
});
