import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const { exports } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { exports: Record<string, string> };
const querySubpaths = Object.entries(exports).filter(([subpath]) =>
  subpath.startsWith('./queries'),
);

describe('the queries subpaths', () => {
  it('has no barrel: one subpath per resource, and the shared client', () => {
    expect(exports['./queries']).toBeUndefined();
    expect(querySubpaths.map(([subpath]) => subpath).sort()).toEqual(
      [
        './queries/campaigns',
        './queries/catalog',
        './queries/client',
        './queries/experiences',
        './queries/experts',
        './queries/recorded-classes',
        './queries/telemedicine',
      ].sort(),
    );
  });

  it.each(querySubpaths.filter(([subpath]) => subpath !== './queries/client'))(
    '%s exports its resource’s query factories',
    async (subpath, file) => {
      const module = (await import(new URL(`../../${file}`, import.meta.url).href)) as object;
      // `recorded-classes` → `recordedClassesQueries`.
      const resource = subpath
        .slice('./queries/'.length)
        .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      expect(Object.keys(module)).toContain(`${resource}Queries`);
    },
  );

  it('gives the shared client and policies', async () => {
    const module = (await import('./client')) as object;
    expect(Object.keys(module).sort()).toEqual(
      ['createQueryClient', 'logQueryError', 'noRetry', 'retryUpToTwiceExceptNotFound'].sort(),
    );
  });
});
