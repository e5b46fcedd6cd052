import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from '@vivasalud/config/security';
// Next.js's own copy, so the rules are read as next.config reads them.
// @ts-expect-error -- untyped compiled module
import { pathToRegexp } from 'next/dist/compiled/path-to-regexp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST } from '../app/api/csp-report/route';
import { pageHeaderRules } from './pageHeaders';
import { cachedSource, isPerRequestPath, PAGE_SOURCE, unknownPathRewrite } from './routes';

const ENV = { VIVASALUD_SITE_URL: 'https://www.vivasalud.pe' };

/** A policy's directives by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

/** A next.config `source` as Next.js compiles it (case-sensitive: `caseSensitiveRoutes`). */
function sourceMatches(source: string, path: string): boolean {
  return pathToRegexp(source, [], { delimiter: '/', sensitive: true, strict: true }).test(path);
}

describe('pageHeaderRules: CSP reports (issue #16)', () => {
  const rules = pageHeaderRules(ENV);
  const header = (source: string, key: string) =>
    rules.find((rule) => rule.source === source)?.headers.find((entry) => entry.key === key)?.value;

  it('has the cached pages’ policy report to the same-site endpoint', () => {
    const policy = directives(header(cachedSource(), 'Content-Security-Policy') ?? '');
    expect(policy['report-uri']).toEqual(['/api/csp-report']);
    expect(policy['report-to']).toEqual(['csp-endpoint']);
  });

  it('names the endpoint for report-to on every response', () => {
    expect(header('/:path*', 'Reporting-Endpoints')).toBe('csp-endpoint="/api/csp-report"');
    expect(CSP_REPORT_GROUP).toBe('csp-endpoint');
  });

  it('has a route handler at the endpoint, outside the pages, their policy and the proxy', () => {
    const route = new URL(`../app${CSP_REPORT_PATH}/route.ts`, import.meta.url);
    expect(existsSync(fileURLToPath(route))).toBe(true);
    expect(sourceMatches(PAGE_SOURCE, CSP_REPORT_PATH)).toBe(false);
    expect(sourceMatches(cachedSource(), CSP_REPORT_PATH)).toBe(false);
    expect(sourceMatches(unknownPathRewrite().source, CSP_REPORT_PATH)).toBe(false);
    expect(isPerRequestPath(CSP_REPORT_PATH)).toBe(false);
  });
});

describe('pageHeaderRules: the sign-in ticket’s 303 (issue #26)', () => {
  /** The value of `key` a response at `path` gets: the last matching rule wins, as in Next.js. */
  const headerAt = (path: string, key: string) =>
    pageHeaderRules(ENV)
      .filter((rule) => sourceMatches(rule.source, path))
      .flatMap((rule) => rule.headers)
      .filter((entry) => entry.key === key)
      .at(-1)?.value;

  it.each(['/api/auth/ticket', '/api/auth/ticket/'])(
    'keeps %s’s no-referrer (its Location holds the one-time ticket)',
    (path) => {
      expect(headerAt(path, 'Referrer-Policy')).toBe('no-referrer');
    },
  );

  it.each(['/pilares', '/api/auth/get-user', '/api/auth/tickets', '/auth/login'])(
    'leaves %s the site-wide referrer policy',
    (path) => {
      expect(headerAt(path, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    },
  );
});

describe('POST /api/csp-report', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('accepts a report of the portal’s pages and logs it once, without the query', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await POST(
      new Request(`http://localhost:3000${CSP_REPORT_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({
          'csp-report': {
            'document-uri': 'http://localhost:3000/pilares?token=secreto',
            'effective-directive': 'script-src-elem',
            'blocked-uri': 'https://evil.example/x.js?token=secreto',
            disposition: 'enforce',
          },
        }),
      }),
    );
    expect(response.status).toBe(204);
    expect(warn.mock.calls).toEqual([
      [
        '[portal] csp-violation {"directive":"script-src-elem","blocked":"https://evil.example","page":"/pilares","disposition":"enforce"}',
      ],
    ]);
  });
});
