import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, proxy } from '../proxy';
import {
  cachedSource,
  isKnownPath,
  isPerRequestPath,
  ROUTES,
  UNKNOWN_PATH,
  unknownPathSource,
} from './routes';

const APP = fileURLToPath(new URL('../app/', import.meta.url));
const NONCE_HEADERS = ['content-security-policy', 'content-security-policy-report-only', 'x-nonce'];

/** Every folder under app/ that holds a page.tsx, as written (route groups included). */
function pageFolders(dir = APP, prefix = ''): string[] {
  const found = existsSync(`${dir}/page.tsx`) ? [prefix === '' ? '.' : prefix] : [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'api' || entry.name.startsWith('_')) continue;
    found.push(
      ...pageFolders(`${dir}/${entry.name}`, prefix ? `${prefix}/${entry.name}` : entry.name),
    );
  }
  return found;
}

/** A `/:path(<regex>)` source of next.config as the regular expression Next compiles it to. */
function sourceMatches(source: string, path: string): boolean {
  const inner = /^\/:path\((.*)\)$/.exec(source)?.[1] ?? '';
  return new RegExp(`^/(?:${inner})$`).test(path);
}

describe('the route manifest', () => {
  it('names exactly the page folders of app/', () => {
    const folders = ROUTES.map((route) => route.folder);
    expect([...folders].sort()).toEqual(pageFolders().sort());
  });

  it.each([
    ['/', false],
    ['/campaign/sorteo-audifonos/', false],
    ['/campaign/sorteo-audifonos/terminos', false],
    ['/campaign/sorteo-kit-bienestar/resultado/', false],
    ['/campaign/corre-por-la-p/informacion', false],
    ['/campaign/sorteo-audifonos/signup', true],
    ['/campaign/sorteo-audifonos/signup/', true],
    ['/campaign/sorteo-audifonos/participate/', true],
    ['/campaign/signup', false],
  ])('%s is per request: %s', (path, perRequest) => {
    expect(isPerRequestPath(path)).toBe(perRequest);
    // Exactly the others get the cached pages' policy from next.config.
    expect(sourceMatches(cachedSource(), path)).toBe(!perRequest);
  });

  it('has no cached route whose page reads the query (Next would render it per request, issue #26)', () => {
    for (const route of ROUTES.filter((candidate) => candidate.mode === 'cached')) {
      const page = readFileSync(`${APP}/${route.folder}/page.tsx`, 'utf8');
      expect(page.includes('searchParams'), route.pattern).toBe(false);
    }
  });

  it('leaves the route handlers out of the cached pages’ policy', () => {
    expect(sourceMatches(cachedSource(), '/api/csp-report')).toBe(false);
    expect(sourceMatches(cachedSource(), '/api/auth/get-user')).toBe(false);
  });
});

describe('the proxy matcher', () => {
  it('runs on exactly the per-request routes of the manifest (and what lies below them)', () => {
    const sources = config.matcher.filter((entry) => 'missing' in entry).map((e) => e.source);
    const expected = ROUTES.filter((route) => route.mode === 'per-request').map(
      (route) => `${route.pattern.replace('[slug]', ':slug')}/:path*`,
    );
    expect([...sources].sort()).toEqual(expected.sort());
  });

  it('runs on any address no route has (issue #26)', () => {
    const unknown = config.matcher.filter((entry) => entry.source.startsWith('/:path('));
    expect(unknown.map((entry) => entry.source)).toEqual([unknownPathSource()]);
  });

  it.each([
    ['/', true],
    ['/campaign/sorteo-audifonos/', true],
    ['/campaign/sorteo-audifonos/terminos', true],
    ['/campaign/x.y', true],
    ['/campaign/corre-por-la-p/informacion/', true],
    ['/campaign/sorteo-audifonos/signup/', true],
    ['/campaign/sorteo-audifonos/signup/paso-2', false],
    ['/api/auth/get-user', true],
    ['/_next/static/chunks/a.js', true],
    ['/favicon.ico', true],
    ['/no-existe', false],
    ['/x.y', false],
    ['/campaign', false],
    ['/campaign/sorteo-audifonos/otra', false],
    [UNKNOWN_PATH, false],
  ])('%s has a route (or is no page): %s', (path, known) => {
    expect(isKnownPath(path)).toBe(known);
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
  it.each(['/', '/campaign/sorteo-audifonos/'])(
    'drops forged nonce headers on the cached page %s and leaves its policy to next.config',
    async (path) => {
      const response = await proxy(
        new NextRequest(`http://localhost:3001${path}`, {
          headers: {
            'content-security-policy': "script-src 'nonce-forged'",
            'content-security-policy-report-only': "script-src 'nonce-forged'",
            'x-nonce': 'forged',
          },
        }),
      );
      for (const name of NONCE_HEADERS) expect(forwarded(response, name)).toBeNull();
      expect(response.headers.get('content-security-policy')).toBeNull();
    },
  );

  it('gives a per-request page its own nonce, never the forged one', async () => {
    const response = await proxy(
      new NextRequest('http://localhost:3001/campaign/sorteo-audifonos/signup/', {
        headers: { 'content-security-policy': "script-src 'nonce-forged'", 'x-nonce': 'forged' },
      }),
    );
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = forwarded(response, 'x-nonce');
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(policy).toContain(`'nonce-${nonce}'`);
    expect(policy).not.toContain('forged');
  });
});

describe('proxy on an address no route has (issue #26)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers the not-found page it asked the app for, never a render for the request', async () => {
    const fetcher = vi.fn(
      async () =>
        new Response('<html>NOT-FOUND-COPY</html>', {
          status: 404,
          headers: { 'content-type': 'text/html; charset=utf-8' },
        }),
    );
    vi.stubGlobal('fetch', fetcher);
    for (const path of [
      '/zz-secret-70000001?x=juan@example.com',
      '/x.y',
      `${UNKNOWN_PATH}?x=1`,
      '/campaign/sorteo-audifonos/signup/paso-2',
    ]) {
      const response = await proxy(
        new NextRequest(`http://localhost:3001${path}`, { headers: { 'x-nonce': 'forged' } }),
      );
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe('<html>NOT-FOUND-COPY</html>');
      // Below a per-request route next.config gives none: the proxy gives the cached policy.
      const policy = response.headers.get('content-security-policy');
      if (path.includes('/signup/')) expect(policy).toContain("'unsafe-inline'");
      else expect(policy).toBeNull();
    }
    expect(fetcher).toHaveBeenCalledTimes(1);
    const [url, init] = fetcher.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe(`http://localhost:3001${UNKNOWN_PATH}`);
    const token = new Headers(init.headers).get('x-vivasalud-not-found') ?? 'missing';
    const own = await proxy(
      new NextRequest(`http://localhost:3001${UNKNOWN_PATH}`, {
        headers: { 'x-vivasalud-not-found': token },
      }),
    );
    expect(own.headers.get('x-middleware-next')).toBe('1');
  });
});
