import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTERNAL_HEADER } from './notFoundPage';
import { createPageProxy, type PageProxyOptions, type ProxyRequest } from './proxy';

/** A manifest of three routes: `/`, `/campaign/x`, and the per-request `/cuenta` with what lies below. */
const manifest = {
  isKnownPath: (pathname: string) =>
    ['/', '/campaign/x', '/cuenta', '/cuenta/datos'].includes(pathname),
  isPerRequestPath: (pathname: string) => pathname === '/cuenta' || pathname.startsWith('/cuenta/'),
  unknownPath: '/pagina-no-encontrada',
};

/** NextResponse's answers as markers: `next` hands the request headers on, `rewrite` its URL. */
const responses = {
  next: (init?: { request: { headers: Headers } }) =>
    new Response(null, {
      headers: {
        'x-test-next': '1',
        ...(init
          ? { 'x-test-request': JSON.stringify(Object.fromEntries(init.request.headers)) }
          : {}),
      },
    }),
  rewrite: (destination: URL, init?: { request: { headers: Headers } }) =>
    new Response(null, {
      headers: {
        'x-test-rewrite': destination.href,
        ...(init
          ? { 'x-test-request': JSON.stringify(Object.fromEntries(init.request.headers)) }
          : {}),
      },
    }),
};

function request(path: string, headers: Record<string, string> = {}): ProxyRequest {
  const url = new URL(path, 'http://localhost:3000');
  return Object.assign(new Request(url, { headers }), { nextUrl: url });
}

/** The request headers the proxy handed on (`next` with a request), or null. */
function handedOn(response: Response): Record<string, string> | null {
  const value = response.headers.get('x-test-request');
  return value === null ? null : (JSON.parse(value) as Record<string, string>);
}

function pageProxy(options: Partial<PageProxyOptions> = {}) {
  return createPageProxy({ env: { NODE_ENV: 'production' }, manifest, responses, ...options });
}

/** The app answers the proxy's own request for the not-found page with `html` (or fails). */
function notFoundPage(html: string | null) {
  const fetcher = vi.fn(async (_url: URL, _init?: RequestInit) =>
    html === null
      ? new Response('', { status: 500 })
      : new Response(html, {
          status: 404,
          headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=300' },
        }),
  );
  vi.stubGlobal('fetch', fetcher);
  return fetcher;
}

const FORGED = {
  'content-security-policy': "script-src 'nonce-forged'",
  'content-security-policy-report-only': "script-src 'nonce-forged'",
  'x-nonce': 'forged',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createPageProxy: the body both proxies share', () => {
  it('answers an address no route has with the kept not-found page, 404, never rendered for it', async () => {
    const fetcher = notFoundPage('<html>No encontramos esta página</html>');
    const proxy = pageProxy({ decide: () => new Response('decided') });
    const response = await proxy(request('/no-existe?dni=12345678'));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<html>No encontramos esta página</html>');
    // Asked of the app with a clean address, not the visitor's.
    expect(String(fetcher.mock.calls[0]?.[0])).toBe('http://localhost:3000/pagina-no-encontrada');
    // Outside a per-request route next.config gives the policy.
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('gives the not-found page the cached pages’ policy below a per-request route', async () => {
    notFoundPage('<html>No encontramos esta página</html>');
    const response = await pageProxy()(request('/cuenta/no-existe'));
    expect(response.status).toBe(404);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self' 'unsafe-inline'");
    expect(policy).not.toContain('nonce-');
  });

  it('hands on its own request for the not-found page (Next.js answers it)', async () => {
    const fetcher = notFoundPage('<html>No encontramos esta página</html>');
    const proxy = pageProxy();
    await proxy(request('/no-existe'));
    const own = fetcher.mock.calls[0]?.[1]?.headers as Record<string, string>;
    const response = await proxy(
      request('/pagina-no-encontrada', { [INTERNAL_HEADER]: own[INTERNAL_HEADER]! }),
    );
    expect(response.headers.get('x-test-next')).toBe('1');
    expect(handedOn(response)).toBeNull();
  });

  it('without a copy of the not-found page, hands an unknown address on, its nonce headers dropped', async () => {
    notFoundPage(null);
    const response = await pageProxy()(request('/no-existe', FORGED));
    expect(response.status).toBe(200);
    expect(handedOn(response)).toEqual({});
  });

  it.each(['/', '/campaign/x'])(
    'drops forged nonce headers on the cached page %s and leaves its policy to next.config',
    async (path) => {
      const response = await pageProxy()(request(path, { ...FORGED, accept: 'text/html' }));
      expect(handedOn(response)).toEqual({ accept: 'text/html' });
      expect(response.headers.get('content-security-policy')).toBeNull();
    },
  );

  it.each(['/cuenta', '/cuenta/datos'])(
    'gives the per-request page %s a fresh nonce, on the request and in its policy',
    async (path) => {
      const proxy = pageProxy({
        thirdParties: { script: ['https://www.googletagmanager.com'] },
        inlineScriptHashes: ['sha256-abc='],
      });
      const first = await proxy(request(path, FORGED));
      const second = await proxy(request(path));
      const nonce = handedOn(first)?.['x-nonce'];
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
      expect(nonce).not.toBe('forged');
      expect(handedOn(second)?.['x-nonce']).not.toBe(nonce);
      const policy = first.headers.get('content-security-policy') ?? '';
      expect(policy).toContain(`'nonce-${nonce}'`);
      expect(policy).toContain("'sha256-abc='");
      expect(policy).toContain('https://www.googletagmanager.com');
      expect(handedOn(first)?.['content-security-policy']).toBe(policy);
      expect(handedOn(first)?.['content-security-policy-report-only']).toBeUndefined();
    },
  );

  it('lets the app decide between the known-path check and the page policy', async () => {
    const decide = vi.fn((_: ProxyRequest, step: { perRequest: boolean; pathname: string }) =>
      step.pathname === '/campaign/x' ? new Response('salto', { status: 303 }) : undefined,
    );
    const proxy = pageProxy({ decide });
    expect((await proxy(request('/campaign/x'))).status).toBe(303);
    const policed = await proxy(request('/cuenta'));
    expect(handedOn(policed)?.['x-nonce']).toBeTruthy();
    expect(decide.mock.calls.map(([, step]) => [step.pathname, step.perRequest])).toEqual([
      ['/campaign/x', false],
      ['/cuenta', true],
    ]);
  });

  it('gives the app’s decision the not-found page, or the rewrite to it without a copy', async () => {
    const proxy = (html: string | null) => {
      notFoundPage(html);
      return pageProxy({ decide: (_, step) => step.notFound() });
    };
    const kept = await proxy('<html>No encontramos esta página</html>')(request('/campaign/x'));
    expect(kept.status).toBe(404);
    const rewritten = await proxy(null)(request('/campaign/x'));
    expect(rewritten.headers.get('x-test-rewrite')).toBe(
      'http://localhost:3000/pagina-no-encontrada',
    );
  });

  it('lets the app hand a request on untouched', async () => {
    const response = await pageProxy({ decide: (_, step) => step.pass() })(request('/', FORGED));
    expect(response.headers.get('x-test-next')).toBe('1');
    expect(handedOn(response)).toBeNull();
  });

  it('lets the app answer with a cached page at another path, as a cached page', async () => {
    // A per-request path: next.config gives it no policy, the rewrite carries the cached one.
    const proxy = pageProxy({ decide: (_, step) => step.cached('/campaign/x') });
    const response = await proxy(request('/cuenta?pagina=2', { ...FORGED, accept: 'text/html' }));
    expect(response.headers.get('x-test-rewrite')).toBe(
      'http://localhost:3000/campaign/x?pagina=2',
    );
    const headers = handedOn(response);
    expect(headers).toEqual({ accept: 'text/html' });
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("'unsafe-inline'");
    expect(policy).not.toContain('nonce');
    // Without a nonce header, the request goes on as it came.
    const plain = await proxy(request('/cuenta'));
    expect(plain.headers.get('x-test-rewrite')).toBe('http://localhost:3000/campaign/x');
    expect(handedOn(plain)).toBeNull();
    expect(plain.headers.get('content-security-policy')).toBe(policy);
  });
});
