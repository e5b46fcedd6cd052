import { INTERNAL_HEADER } from '@vivasalud/config/not-found-page';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, proxy } from '../proxy';
import { copyPatternOf } from './catalog/copies';
import {
  CATALOG_ROUTES,
  perRequestMatches,
  ROUTES,
  UNKNOWN_PATH,
  unknownPathRewrite,
} from './routes';
import { SLUG_AREAS, STATIC_BELOW_SLUG_AREAS } from './slugs';

const NONCE_HEADERS = ['content-security-policy', 'content-security-policy-report-only', 'x-nonce'];

describe('the proxy matcher', () => {
  it('runs on exactly the per-request routes of the manifest (and what lies below them)', () => {
    const sources = config.matcher.filter((entry) => 'missing' in entry).map((e) => e.source);
    const catalogs = CATALOG_ROUTES.map((route) => route.pattern);
    expect([...sources].sort()).toEqual(
      perRequestMatches()
        // A catalog's own page takes its prefetches too (below).
        .filter(({ pattern }) => !catalogs.includes(pattern))
        // A dynamic segment (`[slug]`) is a named parameter of the matcher (`:slug`).
        .map(({ pattern, below }) => ({ pattern: pattern.replace(/\[(\w+)\]/g, ':$1'), below }))
        .flatMap(({ pattern, below }) => (below ? [`${pattern}/:path*`] : [pattern, `${pattern}/`]))
        .sort(),
    );
  });

  it('runs on the catalogs’ own pages, prefetches too, and on their cached copies (issue #33)', () => {
    const plain = config.matcher.filter((entry) => !('has' in entry) && !('missing' in entry));
    const sources = plain.map((entry) => entry.source);
    expect(CATALOG_ROUTES.length).toBe(5);
    for (const { pattern, mode } of CATALOG_ROUTES) {
      expect(mode, pattern).toBe('per-request');
      expect(sources, pattern).toEqual(expect.arrayContaining([pattern, `${pattern}/`]));
      // Each copy is a cached route of the manifest, under the copies' prefix.
      const copy = ROUTES.find((route) => route.pattern === copyPatternOf(pattern));
      expect(copy?.mode, pattern).toBe('cached');
      expect(copy?.pattern.startsWith('/catalogo-en-cache/')).toBe(true);
    }
    expect(sources).toContain('/catalogo-en-cache/:path*');
    // No route but the copies lies under the prefix.
    const under = ROUTES.filter((route) => route.pattern.startsWith('/catalogo-en-cache/'));
    expect(under.map((route) => route.pattern)).toEqual(
      CATALOG_ROUTES.map((route) => copyPatternOf(route.pattern)),
    );
  });

  it('runs on the catalog routes with a slug, each a cached route of the manifest (issue #26)', () => {
    const sources = config.matcher
      .filter((entry) => entry.source.endsWith('/:slug'))
      .map((entry) => entry.source);
    expect(sources).toEqual(SLUG_AREAS.map((area) => `${area}/:slug`));
    for (const area of SLUG_AREAS) {
      expect(ROUTES.find((route) => route.pattern === `${area}/[slug]`)?.mode, area).toBe('cached');
    }
  });

  it('never takes a route of its own below a catalog for a slug (`…/detail`)', () => {
    const below = ROUTES.flatMap((route) => {
      const area = SLUG_AREAS.find((candidate) => route.pattern.startsWith(`${candidate}/`));
      const rest = area ? route.pattern.slice(area.length + 1) : '';
      return area && !rest.includes('/') && !rest.startsWith('[') ? [rest] : [];
    });
    expect(below.length).toBeGreaterThan(0);
    expect([...new Set(below)]).toEqual([...STATIC_BELOW_SLUG_AREAS]);
  });

  it('runs on any address no route has, as next.config rewrites them (issue #26)', () => {
    const unknown = config.matcher.filter((entry) => entry.source.startsWith('/:path('));
    expect(unknown.map((entry) => entry.source)).toEqual([unknownPathRewrite().source]);
    expect(unknown.every((entry) => !('has' in entry) && !('missing' in entry))).toBe(true);
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
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(['/', '/pilares', '/no-existe', '/sintomas-y-enfermedades/asma', '/clases-en-vivo/yoga'])(
    'drops forged nonce headers on the cached page %s and leaves its policy to next.config',
    async (path) => {
      stubLists();
      const request = new NextRequest(`http://localhost:3000${path}`, {
        headers: {
          'content-security-policy': "script-src 'nonce-forged'",
          'content-security-policy-report-only': "script-src 'nonce-forged'",
          'x-nonce': 'forged',
        },
      });
      const response = await proxy(request);
      for (const name of NONCE_HEADERS) expect(forwarded(response, name)).toBeNull();
      expect(response.headers.get('content-security-policy')).toBeNull();
    },
  );

  it.each([
    '/auth/login',
    '/herramientas-para-tu-salud/calculadora-IMC',
    '/auth/login/',
    '/clases-en-vivo?pagina=2',
    '/guias-y-consejos?tipo=%3Cscript%3E',
  ])('gives the per-request page %s its own nonce, never the forged one', async (path) => {
    const request = new NextRequest(`http://localhost:3000${path}`, {
      headers: { 'content-security-policy': "script-src 'nonce-forged'", 'x-nonce': 'forged' },
    });
    const response = await proxy(request);
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = forwarded(response, 'x-nonce');
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(policy).toContain(`'nonce-${nonce}'`);
    expect(policy).not.toContain('forged');
    expect(forwarded(response, 'content-security-policy')).toBe(policy);
  });

  it('has the per-request policy report to the same-site endpoint (issue #16)', async () => {
    // The tests' environment is a local http site: `report-uri` alone (on https `report-to` joins
    // it, see @vivasalud/config's tests; the proxy reads the environment once, when loaded).
    const response = await proxy(new NextRequest('http://localhost:3000/auth/login'));
    const directives = (response.headers.get('content-security-policy') ?? '').split('; ');
    expect(directives).toContain('report-uri /api/csp-report');
    expect(directives.filter((directive) => directive.startsWith('report-to'))).toEqual([]);
  });

  it('on an https site, has the per-request policy name the endpoint for report-to too', async () => {
    vi.stubEnv('VIVASALUD_SITE_URL', 'https://www.vivasalud.pe');
    vi.resetModules();
    const { proxy: httpsProxy } = await import('../proxy');
    const response = await httpsProxy(new NextRequest('https://www.vivasalud.pe/auth/login'));
    const directives = (response.headers.get('content-security-policy') ?? '').split('; ');
    expect(directives).toContain('report-uri /api/csp-report');
    expect(directives).toContain('report-to csp-endpoint');
  });
});

/** The content service's lists, as the proxy reads them (lib/slugs.ts). */
function stubLists() {
  const answer = (body: unknown) => Response.json(body);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/wellness/recorded-classes/catalog/')) {
        return answer({ count: 1, next: null, results: [{ slug: 'yoga-expres' }] });
      }
      if (url.includes('/listSintomasEnfermedades')) {
        return answer([{ slug: 'asma', estado: 'ACT' }]);
      }
      if (url === `http://localhost:3000${UNKNOWN_PATH}`) {
        return new Response('<html>NOT-FOUND-COPY</html>', {
          status: 404,
          headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=300' },
        });
      }
      return new Response(null, { status: 503 });
    }),
  );
}

describe('proxy on the catalog routes with a slug (issue #26)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['/clases-grabadas/no-existe-esta', true],
    ['/clases-grabadas/no-existe-esta/', true],
    ['/clases-grabadas/x.y', true],
    ['/sintomas-y-enfermedades/no-existe', true],
    ['/clases-grabadas/yoga-expres', false],
    ['/clases-grabadas/yoga-expres/', false],
    ['/sintomas-y-enfermedades/asma', false],
    // No list could be read: the page decides, as before.
    ['/guias-y-consejos/no-existe-esta', false],
    // An address no route has.
    ['/no-existe', true],
    ['/pagina-no-encontrada?x=juan@example.com', true],
    ['/auth/otra', true],
  ])('%s is answered by the shared not-found page: %s', async (path, notFound) => {
    stubLists();
    const response = await proxy(new NextRequest(`http://localhost:3000${path}`));
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    if (notFound) {
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('<html>NOT-FOUND-COPY</html>');
      expect(response.headers.get('cache-control')).toBe('s-maxage=300');
    } else {
      expect(response.headers.get('x-middleware-next')).toBe('1');
    }
    // Below a per-request route next.config gives it no policy: the proxy gives the cached one.
    const policy = response.headers.get('content-security-policy');
    if (notFound && path.startsWith('/auth')) expect(policy).toContain("'unsafe-inline'");
    else expect(policy).toBeNull();
  });

  it('asks Next.js for the page itself, with its own header, and lets that request through', async () => {
    stubLists();
    vi.resetModules();
    const { proxy } = await import('../proxy');
    await proxy(new NextRequest('http://localhost:3000/otra-que-no-existe'));
    const internal = vi
      .mocked(fetch)
      .mock.calls.find(([url]) => String(url).endsWith(UNKNOWN_PATH));
    const token = new Headers(internal?.[1]?.headers).get(INTERNAL_HEADER) ?? 'missing';
    const own = await proxy(
      new NextRequest(`http://localhost:3000${UNKNOWN_PATH}`, {
        headers: { [INTERNAL_HEADER]: token },
      }),
    );
    expect(own.headers.get('x-middleware-next')).toBe('1');
    const forged = await proxy(
      new NextRequest(`http://localhost:3000${UNKNOWN_PATH}`, {
        headers: { [INTERNAL_HEADER]: 'x' },
      }),
    );
    expect(forged.status).toBe(404);
    expect(await forged.text()).toBe('<html>NOT-FOUND-COPY</html>');
  });

  it('still drops forged nonce headers on a known slug', async () => {
    stubLists();
    const response = await proxy(
      new NextRequest('http://localhost:3000/clases-grabadas/yoga-expres', {
        headers: { 'x-nonce': 'forged', 'content-security-policy': "script-src 'nonce-forged'" },
      }),
    );
    for (const name of NONCE_HEADERS) expect(forwarded(response, name)).toBeNull();
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });
});

/** The content service as the proxy reads the live classes' catalog: 41 classes, 4 pages of 12. */
function stubLiveClasses() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/wellness/resources/catalog/')) {
        return Response.json({
          count: 41,
          next: null,
          categories: [{ slug: 'yoga' }, { slug: 'pilates' }],
          results: [
            { slug: 'yoga-prenatal', mentor: { slug: 'rosa-huaman-ccori' } },
            { slug: 'pilates-basico', mentor: null },
          ],
        });
      }
      if (url === `http://localhost:3000${UNKNOWN_PATH}`) {
        return new Response('<html>NOT-FOUND-COPY</html>', {
          status: 404,
          headers: { 'content-type': 'text/html; charset=utf-8' },
        });
      }
      return new Response(null, { status: 503 });
    }),
  );
}

describe('proxy on a catalog’s own page (issue #33)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A proxy with lists of its own (each test reads the service anew). */
  async function freshProxy() {
    vi.resetModules();
    return (await import('../proxy')).proxy;
  }

  it.each([
    // The first page of everything: one copy, whatever the service says.
    ['/clases-en-vivo', 'PAGINA-1'],
    ['/clases-en-vivo/', 'PAGINA-1'],
    ['/clases-en-vivo?pagina=1', 'PAGINA-1'],
    // Parameters of no filter are ignored, as on the page: the same copy.
    ['/clases-en-vivo?utm_source=boletin', 'PAGINA-1'],
    ['/clases-en-vivo?pagina=2', 'PAGINA-2'],
    ['/clases-en-vivo?pagina=4', 'PAGINA-4'],
    // The canonical state, whatever the order or case of the address.
    ['/clases-en-vivo?pagina=2&categoria=Yoga', 'CATEGORIA-yoga-PAGINA-2'],
    [
      '/clases-en-vivo?imparte=rosa-huaman-ccori&categoria=yoga',
      'CATEGORIA-yoga-IMPARTE-rosa-huaman-ccori-PAGINA-1',
    ],
    // The first value of a repeated parameter, as on the page.
    ['/clases-en-vivo?pagina=3&pagina=9', 'PAGINA-3'],
  ])('answers %s from the cached copy %s, with the cached pages’ policy', async (path, key) => {
    stubLiveClasses();
    const proxy = await freshProxy();
    const response = await proxy(
      new NextRequest(`http://localhost:3000${path}`, {
        headers: { 'x-nonce': 'forged', 'content-security-policy': "script-src 'nonce-forged'" },
      }),
    );
    const rewrite = new URL(response.headers.get('x-middleware-rewrite') ?? 'http://x/');
    expect(rewrite.pathname).toBe(`/catalogo-en-cache/clases-en-vivo/${key}`);
    // The query goes along (Next.js checks a navigation's `_rsc` against it); the copy ignores it.
    expect(rewrite.search).toBe(new URL(path, 'http://x').search);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("'unsafe-inline'");
    expect(policy).not.toContain('nonce');
    for (const name of NONCE_HEADERS) expect(forwarded(response, name)).toBeNull();
  });

  it.each([
    // A mistake to explain (a notice, noindex): rendered per request, as before.
    '/clases-en-vivo?pagina=0',
    '/clases-en-vivo?pagina=02',
    '/clases-en-vivo?pagina=abc',
    '/clases-en-vivo?categoria=%3Cscript%3E',
    // Past the last page of the catalog, or a value the service does not have: no copy for it.
    '/clases-en-vivo?pagina=5',
    '/clases-en-vivo?pagina=9999',
    '/clases-en-vivo?categoria=danza-aerea',
    '/clases-en-vivo?categoria=yoga&imparte=nadie',
  ])('leaves %s to the page, per request, with its own nonce', async (path) => {
    stubLiveClasses();
    const proxy = await freshProxy();
    const response = await proxy(new NextRequest(`http://localhost:3000${path}`));
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    const nonce = forwarded(response, 'x-nonce');
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(response.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
  });

  it('serves only the first page from a copy while the service cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 503 })),
    );
    const proxy = await freshProxy();
    const first = await proxy(new NextRequest('http://localhost:3000/clases-en-vivo'));
    expect(first.headers.get('x-middleware-rewrite')).toContain('/PAGINA-1');
    const later = await proxy(new NextRequest('http://localhost:3000/clases-en-vivo?pagina=2'));
    expect(later.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('hands a prefetch of an address left to the page on without a nonce', async () => {
    stubLiveClasses();
    const proxy = await freshProxy();
    const response = await proxy(
      new NextRequest('http://localhost:3000/clases-en-vivo?pagina=abc', {
        headers: { 'next-router-prefetch': '1' },
      }),
    );
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('content-security-policy')).toBeNull();
    // A prefetch of an address a copy answers gets the copy.
    const copy = await proxy(
      new NextRequest('http://localhost:3000/clases-en-vivo?pagina=2', {
        headers: { 'next-router-prefetch': '1' },
      }),
    );
    expect(copy.headers.get('x-middleware-rewrite')).toContain('/PAGINA-2');
  });

  it.each([
    '/catalogo-en-cache/clases-en-vivo/PAGINA-2',
    '/catalogo-en-cache/clases-en-vivo/CATEGORIA-inventada-PAGINA-1',
    '/catalogo-en-cache/guias-y-consejos/PAGINA-1/',
  ])('answers the copy %s asked for from outside with the not-found page', async (path) => {
    stubLiveClasses();
    const proxy = await freshProxy();
    const response = await proxy(new NextRequest(`http://localhost:3000${path}`));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<html>NOT-FOUND-COPY</html>');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });
});
