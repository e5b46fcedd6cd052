import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { config, proxy } from '../proxy';
import { perRequestMatches } from './routes';

const NONCE_HEADERS = ['content-security-policy', 'content-security-policy-report-only', 'x-nonce'];

describe('the proxy matcher', () => {
  it('runs on exactly the per-request routes of the manifest (and what lies below them)', () => {
    const sources = config.matcher.filter((entry) => !('has' in entry)).map((e) => e.source);
    expect([...sources].sort()).toEqual(
      perRequestMatches()
        .flatMap(({ pattern, below }) => (below ? [`${pattern}/:path*`] : [pattern, `${pattern}/`]))
        .sort(),
    );
  });

  it('runs on any request that carries a nonce header, wherever it goes', () => {
    const forged = config.matcher.filter((entry) => 'has' in entry);
    expect(forged.map((entry) => [entry.source, entry.has?.[0]?.key])).toEqual(
      NONCE_HEADERS.map((key) => ['/:path*', key]),
    );
  });
});

/** The request headers the proxy hands on to the page (Next.js's `x-middleware-request-*`). */
function forwarded(response: Response, name: string): string | null {
  return response.headers.get(`x-middleware-request-${name}`);
}

describe('proxy', () => {
  it.each(['/', '/pilares', '/no-existe', '/sintomas-y-enfermedades/asma', '/clases-en-vivo/yoga'])(
    'drops forged nonce headers on the cached page %s and leaves its policy to next.config',
    (path) => {
      const request = new NextRequest(`http://localhost:3000${path}`, {
        headers: {
          'content-security-policy': "script-src 'nonce-forged'",
          'content-security-policy-report-only': "script-src 'nonce-forged'",
          'x-nonce': 'forged',
        },
      });
      const response = proxy(request);
      for (const name of NONCE_HEADERS) expect(forwarded(response, name)).toBeNull();
      expect(response.headers.get('content-security-policy')).toBeNull();
    },
  );

  it.each([
    '/auth/login',
    '/herramientas-para-tu-salud/calculadora-IMC',
    '/auth/otra',
    '/clases-en-vivo?pagina=2',
    '/guias-y-consejos',
  ])('gives the per-request page %s its own nonce, never the forged one', (path) => {
    const request = new NextRequest(`http://localhost:3000${path}`, {
      headers: { 'content-security-policy': "script-src 'nonce-forged'", 'x-nonce': 'forged' },
    });
    const response = proxy(request);
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = forwarded(response, 'x-nonce');
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(policy).toContain(`'nonce-${nonce}'`);
    expect(policy).not.toContain('forged');
    expect(forwarded(response, 'content-security-policy')).toBe(policy);
  });

  it('has the per-request policy report to the same-site endpoint (issue #16)', () => {
    // The tests' environment is a local http site: `report-uri` alone (on https `report-to` joins
    // it, see @vivasalud/config's tests; the proxy reads the environment once, when loaded).
    const response = proxy(new NextRequest('http://localhost:3000/auth/login'));
    const directives = (response.headers.get('content-security-policy') ?? '').split('; ');
    expect(directives).toContain('report-uri /api/csp-report');
    expect(directives.filter((directive) => directive.startsWith('report-to'))).toEqual([]);
  });

  it('on an https site, has the per-request policy name the endpoint for report-to too', async () => {
    vi.stubEnv('VIVASALUD_SITE_URL', 'https://www.vivasalud.pe');
    vi.resetModules();
    const { proxy: httpsProxy } = await import('../proxy');
    const response = httpsProxy(new NextRequest('https://www.vivasalud.pe/auth/login'));
    const directives = (response.headers.get('content-security-policy') ?? '').split('; ');
    expect(directives).toContain('report-uri /api/csp-report');
    expect(directives).toContain('report-to csp-endpoint');
  });
});
