import { readdirSync, readFileSync } from 'node:fs';
import createQueryHooks from 'openapi-react-query';
import { describe, expect, it } from 'vitest';
import { createContentClient } from '../content';
import { TEST_BASE_URLS } from '../testing';
import { queryOptionsFor } from './options';

const content = createContentClient({ baseUrl: TEST_BASE_URLS.content });

describe('queryOptionsFor', () => {
  it.each([
    ['/campaigns/active/', undefined],
    ['/pages/{slug}/', { params: { path: { slug: 'home' } } }],
  ] as const)('gives %s the key openapi-react-query gives it', (path, init) => {
    const ours = queryOptionsFor(content);
    const theirs = createQueryHooks(content);
    // Same keys: a cache filled on the server is read by the browser's hooks.
    expect(
      (ours as (...args: unknown[]) => { queryKey: unknown })('get', path, init).queryKey,
    ).toEqual(
      (theirs.queryOptions as (...args: unknown[]) => { queryKey: unknown })('get', path, init)
        .queryKey,
    );
  });

  it('keeps the options it is given', () => {
    const options = queryOptionsFor(content)('get', '/campaigns/active/', undefined, {
      retry: false,
    });
    expect(options.retry).toBe(false);
  });
});

describe('the query factories', () => {
  const folder = new URL('./', import.meta.url);
  const sources = readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => [file, readFileSync(new URL(file, folder), 'utf8')] as const);

  it.each(sources)(
    '%s loads no React hook (server components import it: a hook would ship to the page)',
    (_, source) => {
      const runtimeImports = [...source.matchAll(/^import (?!type )[^;]*from '([^']+)'/gm)].map(
        (match) => match[1],
      );
      expect(runtimeImports).not.toContain('@tanstack/react-query');
      expect(runtimeImports).not.toContain('openapi-react-query');
    },
  );
});
