import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerUnavailableInsteadOf500,
  isDocumentRequest,
  RETRY_AFTER_SECONDS,
  unavailablePageFor,
} from './unavailable';

/** The shape of what the build prerenders at /service-unavailable (scripts, preloads, retry). */
const PRERENDERED =
  '<!DOCTYPE html><html lang="es-PE"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/x.js"/>' +
  '<script src="/_next/static/chunks/y.js" async=""></script>' +
  '<title>Servicio no disponible</title><meta name="robots" content="noindex"/></head><body>' +
  '<main id="contenido"><section><h1>Servicio no disponible por el momento</h1>' +
  '<a class="b" href="/"><svg></svg>Reintentar</a></section></main>' +
  // A real page is well over the 1 kB below which the middleware does not compress.
  `<footer>${'Estamos teniendo problemas para atenderte. '.repeat(40)}</footer>` +
  '<script>self.__next_f.push([1,"x"])</script></body></html>';

describe('which requests get the 503 page (table)', () => {
  it.each([
    ['GET', '/guias-y-consejos', {}, true],
    ['HEAD', '/clases-grabadas?pagina=3', {}, true],
    ['GET', '/clases-en-vivo/yoga', { rsc: '1' }, false],
    ['GET', '/clases-en-vivo', { 'next-router-prefetch': '1' }, false],
    ['POST', '/guias-y-consejos', {}, false],
    ['GET', '/api/auth/session', {}, false],
    ['GET', '/_next/static/chunks/a.js', {}, false],
    ['GET', '/favicon.ico', {}, false],
  ])('%s %s %j → %s', (method, url, headers, expected) => {
    expect(isDocumentRequest({ method, url, headers })).toBe(expected);
  });
});

describe('the page: the prerendered screen, static, retrying the address asked for', () => {
  it('has no script nor script preload, keeps the styles, and retries the address', () => {
    const page = unavailablePageFor(PRERENDERED, '/clases-grabadas?pagina=3');
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/as="script"/);
    expect(page).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>');
    expect(page).toContain('<a class="b" href="/clases-grabadas?pagina=3">');
    expect(page).toContain('Servicio no disponible por el momento');
  });

  it.each([
    ['/x?a=1&b="><script>', '/x?a=1&amp;b=&quot;&gt;&lt;script&gt;'],
    ['//otro.sitio/x', '/'],
    ['http://otro.sitio/', '/'],
  ])('the address %s is written as %s', (address, written) => {
    expect(unavailablePageFor(PRERENDERED, address)).toContain(`href="${written}">`);
  });
});

describe('a 500 of Next for a document becomes the 503 page (a real server, Next’s compression)', () => {
  const compression = (
    createRequire(import.meta.url)('next/dist/compiled/compression') as () => (
      request: IncomingMessage,
      response: ServerResponse,
      next: () => void,
    ) => void
  )();
  let server: Server;
  let base: string;
  /** Stands for Next: answers as the path says, streaming its body in chunks as Next does. */
  const next = (request: IncomingMessage, response: ServerResponse) => {
    const failing = request.url!.startsWith('/falla');
    response.statusCode = failing ? 500 : 200;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    response.setHeader('x-content-type-options', 'nosniff');
    response.setHeader('x-nextjs-cache', 'MISS');
    response.write('<!DOCTYPE html><html id="__next_error__">');
    setTimeout(() => {
      response.write('<body></body>');
      response.end('</html>');
    }, 5);
  };
  beforeAll(async () => {
    server = createServer((request, response) => {
      compression(request, response, () => {
        answerUnavailableInsteadOf500(request, response, (address) =>
          unavailablePageFor(PRERENDERED, address),
        );
        next(request, response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('503, Retry-After, not stored, the screen in the HTML (compressed when asked)', async () => {
    const response = await fetch(`${base}/falla/guias-y-consejos`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-nextjs-cache')).toBeNull();
    const html = await response.text();
    expect(html).toContain('Servicio no disponible por el momento');
    expect(html).toContain('href="/falla/guias-y-consejos"');
    expect(html).not.toContain('__next_error__');
  });

  it('uncompressed too; a HEAD gets the headers only', async () => {
    const get = await fetch(`${base}/falla/x`, { headers: { 'accept-encoding': 'identity' } });
    expect(get.status).toBe(503);
    expect(await get.text()).toContain('Reintentar');
    const head = await fetch(`${base}/falla/x`, { method: 'HEAD' });
    expect(head.status).toBe(503);
    expect(head.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  });

  it('a page that renders is untouched, compressed as before', async () => {
    const response = await fetch(`${base}/bien`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(
      '<!DOCTYPE html><html id="__next_error__"><body></body></html>',
    );
  });

  it('a client navigation (RSC) keeps Next’s 500 for its error boundary', async () => {
    const response = await fetch(`${base}/falla/x`, { headers: { rsc: '1' } });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('__next_error__');
  });

  it('gzip bytes decode to the page (what a browser reads)', async () => {
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get(`${base}/falla/y`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(Buffer.concat(chunks)));
          response.on('error', reject);
        }),
      );
    });
    expect(gunzipSync(raw).toString('utf8')).toContain('href="/falla/y"');
  });
});
