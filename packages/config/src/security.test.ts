import { describe, expect, it } from 'vitest';
import {
  CSP_REPORT_GROUP,
  CSP_REPORT_PATH,
  PERMISSIONS_POLICY,
  REPORTING_ENDPOINTS,
  STRICT_TRANSPORT_SECURITY,
  contentSecurityPolicy,
  applyPagePolicy,
  createNonce,
  isUnder,
  deploymentOf,
  securityHeaders,
  type CspOptions,
} from './security';

/** The directives of a policy by name: `{ 'img-src': ["'self'", 'data:', …] }`. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

const NONCE = 'ZjQ3YjE2ZDQtNjJkNi00YTk0LWE2OTMtNDU5ZGQ1NmY2ZGRm';
const HASH = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';
const production: CspOptions = {
  nonce: NONCE,
  development: false,
  https: true,
  mediaOrigins: ['https://api.vivasalud.pe'],
};

describe('contentSecurityPolicy', () => {
  it('gives the whole production policy', () => {
    expect(contentSecurityPolicy(production)).toBe(
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https://api.vivasalud.pe",
        "media-src 'self' https://api.vivasalud.pe",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
        'upgrade-insecure-requests',
        'report-uri /api/csp-report',
        'report-to csp-endpoint',
      ].join('; '),
    );
  });

  it.each([
    ['a page rendered per request', NONCE],
    ['a cached page', null],
  ] as const)('reports violations of %s to the same-site endpoint (issue #16)', (_, nonce) => {
    for (const development of [false, true]) {
      const policy = directives(contentSecurityPolicy({ ...production, nonce, development }));
      expect(policy['report-uri']).toEqual(['/api/csp-report']);
      expect(policy['report-to']).toEqual(['csp-endpoint']);
    }
    expect([CSP_REPORT_PATH, CSP_REPORT_GROUP]).toEqual(['/api/csp-report', 'csp-endpoint']);
  });

  it.each([
    ['a page rendered per request', NONCE],
    ['a cached page', null],
  ] as const)(
    'reports violations of %s over http with report-uri alone (Chromium takes no http report-to endpoint)',
    (_, nonce) => {
      const policy = directives(contentSecurityPolicy({ ...production, nonce, https: false }));
      expect(policy['report-uri']).toEqual(['/api/csp-report']);
      expect(policy['report-to']).toBeUndefined();
    },
  );

  it.each([
    ['production', false, [`'self'`, `'nonce-${NONCE}'`, `'strict-dynamic'`]],
    ['development', true, [`'self'`, `'nonce-${NONCE}'`, `'strict-dynamic'`, `'unsafe-eval'`]],
  ] as const)('allows the nonce’s scripts in %s', (_, development, scriptSources) => {
    const policy = contentSecurityPolicy({ ...production, development });
    expect(directives(policy)['script-src']).toEqual(scriptSources);
  });

  it.each([
    [true, true],
    [false, false],
  ])('upgrades insecure requests only on https (https %s → %s)', (https, upgrades) => {
    const policy = contentSecurityPolicy({ ...production, https });
    expect('upgrade-insecure-requests' in directives(policy)).toBe(upgrades);
  });

  it.each([
    ['the local service', ['http://localhost:4000'], ['http://localhost:4000']],
    ['an origin only, without path', ['http://localhost:4000/content/'], ['http://localhost:4000']],
    [
      'each origin once',
      ['https://api.vivasalud.pe', 'https://api.vivasalud.pe/x'],
      ['https://api.vivasalud.pe'],
    ],
    ['nothing more without media', [], []],
    ['no opaque origin', ['data:image/png;base64,AAAA'], []],
  ])('lets images come from %s', (_, mediaOrigins, expected) => {
    const policy = contentSecurityPolicy({ ...production, mediaOrigins });
    expect(directives(policy)['img-src']).toEqual(["'self'", 'data:', 'blob:', ...expected]);
  });

  it('never allows inline scripts, eval in production, plugins or framing', () => {
    const policy = directives(contentSecurityPolicy(production));
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
  });

  it('gives a cached page (no nonce) our scripts and inline ones, nothing else', () => {
    const policy = directives(contentSecurityPolicy({ ...production, nonce: null }));
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it.each([
    ['a cached page', null, ["'self'", "'unsafe-inline'", 'https://www.googletagmanager.com']],
    [
      'a page with a nonce',
      NONCE,
      ["'self'", 'https://www.googletagmanager.com', `'nonce-${NONCE}'`, "'strict-dynamic'"],
    ],
  ] as const)('lets %s load the consented third parties', (_, nonce, scriptSources) => {
    const policy = directives(
      contentSecurityPolicy({
        ...production,
        nonce,
        thirdParties: {
          script: ['https://www.googletagmanager.com/gtm.js', 'https://www.googletagmanager.com'],
          connect: ['https://www.google-analytics.com/g/collect'],
          img: ['https://www.google-analytics.com'],
        },
      }),
    );
    expect(policy['script-src']).toEqual(scriptSources);
    expect(policy['connect-src']).toEqual(["'self'", 'https://www.google-analytics.com']);
    expect(policy['img-src']).toContain('https://www.google-analytics.com');
  });

  it.each([
    ['a page with a nonce', NONCE, ["'self'", `'nonce-${NONCE}'`, `'${HASH}'`, "'strict-dynamic'"]],
    // A hash beside 'unsafe-inline' would switch it off for the page's own streamed data.
    ['a cached page', null, ["'self'", "'unsafe-inline'"]],
  ] as const)('allows the app’s fixed inline scripts by hash on %s', (_, nonce, scriptSources) => {
    const policy = directives(
      contentSecurityPolicy({ ...production, nonce, inlineScriptHashes: [HASH, HASH] }),
    );
    expect(policy['script-src']).toEqual(scriptSources);
  });

  it.each(["sha256-abc'; script-src *", 'sha1-YWJj', 'sha256-', 'sha256-a b', "'sha256-YWJj'"])(
    'refuses %j as a script hash',
    (hash) => {
      expect(() => contentSecurityPolicy({ ...production, inlineScriptHashes: [hash] })).toThrow(
        /Not a CSP hash/,
      );
    },
  );

  it.each(['', "abc'; script-src *", 'a b', 'abc;', '<script>'])(
    'refuses %j as a nonce',
    (nonce) => {
      expect(() => contentSecurityPolicy({ ...production, nonce })).toThrow(/Not a CSP nonce/);
    },
  );
});

describe('createNonce', () => {
  it('is base64 of a random UUID, as Next.js reads it back from the policy', () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(atob(nonce)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(contentSecurityPolicy({ ...production, nonce })).toContain(`'nonce-${nonce}'`);
  });

  it('is new for every request', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
  });
});

describe('deploymentOf', () => {
  it.each([
    ['no site URL (local development)', {}, false, 'http://localhost:4000'],
    [
      'http://localhost:3000',
      { VIVASALUD_SITE_URL: 'http://localhost:3000' },
      false,
      'http://localhost:4000',
    ],
    [
      'https://localhost:3000',
      { VIVASALUD_SITE_URL: 'https://localhost:3000' },
      false,
      'http://localhost:4000',
    ],
    [
      'https://127.0.0.1',
      { VIVASALUD_SITE_URL: 'https://127.0.0.1' },
      false,
      'http://localhost:4000',
    ],
    [
      'https://www.qa.vivasalud.pe',
      { VIVASALUD_SITE_URL: 'https://www.qa.vivasalud.pe' },
      true,
      'https://api.qa.vivasalud.pe',
    ],
    [
      'https://www.vivasalud.pe/',
      { VIVASALUD_SITE_URL: 'https://www.vivasalud.pe/' },
      true,
      'https://api.vivasalud.pe',
    ],
    [
      'http://www.vivasalud.pe',
      { VIVASALUD_SITE_URL: 'http://www.vivasalud.pe' },
      false,
      'https://api.vivasalud.pe',
    ],
    ['an empty site URL', { VIVASALUD_SITE_URL: ' ' }, false, 'http://localhost:4000'],
    [
      'a content API override',
      {
        VIVASALUD_SITE_URL: 'https://www.vivasalud.pe',
        VIVASALUD_CONTENT_API_URL: 'https://cdn.vivasalud.pe/content',
      },
      true,
      'https://cdn.vivasalud.pe',
    ],
  ])('%s', (_, env, https, media) => {
    expect(deploymentOf(env)).toEqual({ https, mediaOrigins: [media] });
  });

  it('throws on a malformed site URL', () => {
    expect(() => deploymentOf({ VIVASALUD_SITE_URL: 'www.vivasalud.pe' })).toThrow();
  });
});

describe('securityHeaders', () => {
  const common = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];

  it('adds HSTS and the report endpoint on https', () => {
    expect(securityHeaders({ https: true })).toEqual([
      { key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY },
      ...common,
      { key: 'Reporting-Endpoints', value: 'csp-endpoint="/api/csp-report"' },
    ]);
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=63072000; includeSubDomains; preload');
  });

  it('leaves HSTS and the report endpoint (unused without report-to) out otherwise', () => {
    expect(securityHeaders({ https: false })).toEqual(common);
  });

  it('names the endpoint the policies’ report-to sends to (issue #16)', () => {
    expect(REPORTING_ENDPOINTS).toBe(`${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  });

  it('switches the unused powerful features off', () => {
    expect(PERMISSIONS_POLICY).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    );
  });
});

describe('applyPagePolicy', () => {
  const deployment = { https: false, mediaOrigins: ['http://localhost:4000'] };

  it('puts a fresh nonce and the policy holding it on the request headers of a per-request page', () => {
    const first = new Headers({ accept: 'text/html' });
    const second = new Headers();
    const options = { development: false, perRequest: true, inlineScriptHashes: [HASH] };
    const policy = applyPagePolicy(first, deployment, options);
    applyPagePolicy(second, deployment, options);

    const nonce = first.get('x-nonce');
    expect(nonce).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
    expect(second.get('x-nonce')).not.toBe(nonce);
    expect(first.get('content-security-policy')).toBe(policy);
    expect(policy).toContain(`'nonce-${nonce}'`);
    expect(policy).toContain(`'${HASH}'`);
    expect(policy).toContain('http://localhost:4000');
    expect(policy).not.toContain('unsafe-eval');
    expect(first.get('accept')).toBe('text/html');
  });

  it('gives a cacheable page no nonce, even one the client sent', () => {
    const request = new Headers({
      'x-nonce': 'YWJj',
      'content-security-policy': "script-src 'nonce-YWJj'",
      'content-security-policy-report-only': "script-src 'nonce-YWJj'",
    });
    const policy = applyPagePolicy(request, deployment, { development: false, perRequest: false });
    expect(request.has('x-nonce')).toBe(false);
    expect(request.has('content-security-policy')).toBe(false);
    expect(request.has('content-security-policy-report-only')).toBe(false);
    expect(policy).not.toContain('nonce-');
    expect(directives(policy)['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('isUnder', () => {
  it.each([
    ['/auth', true],
    ['/auth/login', true],
    ['/auth/', true],
    ['/authors', false],
    ['/', false],
    ['/pilares/auth', false],
  ])('%s under /auth → %s', (pathname, expected) => {
    expect(isUnder(pathname, ['/auth'])).toBe(expected);
  });
});
