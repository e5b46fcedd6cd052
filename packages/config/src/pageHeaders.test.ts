import { describe, expect, it } from 'vitest';
import {
  cachedPagePolicy,
  cachedPagesSource,
  localeCookie,
  pageHeaderRules,
  PAGE_SOURCE,
} from './pageHeaders';

/** A `/:path(<regex>)` source of next.config as the regular expression Next compiles it to. */
function matches(source: string, path: string): boolean {
  const inner = /^\/:path\((.*)\)$/.exec(source)?.[1];
  if (inner === undefined) throw new Error(`not a /:path(…) source: ${source}`);
  return new RegExp(`^/(?:${inner})$`).test(path);
}

describe('cachedPagesSource', () => {
  const source = cachedPagesSource(['auth', 'campaign/[^/]+/(?:signup|participate)']);

  it.each([
    ['/', true],
    ['/pilares', true],
    ['/authors', true],
    ['/campaign/sorteo-audifonos', true],
    ['/campaign/sorteo-audifonos/terminos/', true],
    ['/auth', false],
    ['/auth/login', false],
    ['/campaign/sorteo-audifonos/signup', false],
    ['/campaign/sorteo-audifonos/participate/', false],
    ['/api/csp-report', false],
    ['/_next/static/chunk.js', false],
    ['/favicon.ico', false],
    ['/robots.txt', false],
    ['/sitemap.xml', false],
    // Issue #26: a dot does not make a file. These are page requests (the not-found page), with
    // the pages' policy.
    ['/clases-grabadas/x.y', true],
    ['/campaign/x.y', true],
    ['/x.y', true],
    ['/pilares/favicon.ico', true],
    ['/favicon.ico.bak', true],
  ])('%s is a cached page: %s', (path, cached) => {
    expect(matches(source, path)).toBe(cached);
  });

  it('without per-request paths covers every page', () => {
    const all = cachedPagesSource([]);
    expect(matches(all, '/auth/login')).toBe(true);
    expect(matches(all, '/api/csp-report')).toBe(false);
  });
});

describe('pageHeaderRules', () => {
  const env = { VIVASALUD_SITE_URL: 'https://campanas.vivasalud.pe' };
  const rules = pageHeaderRules(env, { cachedSource: cachedPagesSource([]) });

  it('gives every response the security headers, HSTS on https', () => {
    const all = rules.find((rule) => rule.source === '/:path*');
    expect(all?.headers.map((header) => header.key)).toContain('Strict-Transport-Security');
  });

  it('gives cached pages the policy without a nonce, reporting to the same site', () => {
    const policy = rules[1]?.headers[0]?.value ?? '';
    expect(rules[1]?.headers[0]?.key).toBe('Content-Security-Policy');
    expect(policy).toBe(cachedPagePolicy(env));
    expect(policy).toContain("script-src 'self' 'unsafe-inline'");
    expect(policy).not.toContain('nonce-');
    expect(policy).toContain('report-uri /api/csp-report');
    expect(policy).toContain("img-src 'self' data: blob: https://api.vivasalud.pe");
  });

  it('sets the locale cookie on pages that lack it, Secure on https only', () => {
    expect(rules[2]).toEqual({
      source: PAGE_SOURCE,
      missing: [{ type: 'cookie', key: 'NEXT_LOCALE' }],
      headers: [{ key: 'Set-Cookie', value: localeCookie(true) }],
    });
    expect(localeCookie(true)).toBe(
      'NEXT_LOCALE=es-PE; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
    expect(localeCookie(false)).not.toContain('Secure');
  });

  it('adds the third parties’ hosts to the cached policy', () => {
    const withAnalytics = pageHeaderRules(env, {
      cachedSource: cachedPagesSource([]),
      thirdParties: { script: ['https://www.googletagmanager.com/gtm.js'] },
    });
    expect(withAnalytics[1]?.headers[0]?.value).toContain(
      "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com",
    );
  });

  it('ends with no-referrer on the ticket routes, after the site-wide policy', () => {
    const withTickets = pageHeaderRules(env, {
      cachedSource: cachedPagesSource([]),
      noReferrer: ['/api/auth/ticket', '/api/auth/ticket/'],
    });
    expect(withTickets.slice(0, 3)).toEqual(rules);
    expect(withTickets.slice(3)).toEqual(
      ['/api/auth/ticket', '/api/auth/ticket/'].map((source) => ({
        source,
        headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }],
      })),
    );
    expect(rules).toHaveLength(3);
  });
});
