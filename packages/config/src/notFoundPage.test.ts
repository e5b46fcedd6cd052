import { describe, expect, it, vi } from 'vitest';
import {
  createNotFoundPage,
  createNotFoundResponder,
  fetchNotFoundPage,
  INTERNAL_HEADER,
  type NotFoundCopy,
} from './notFoundPage';

const copy = (html: string): NotFoundCopy => ({ html, cacheControl: null });

function harness(answers: ReadonlyArray<NotFoundCopy | Error>) {
  let time = 1_000_000;
  const queue = [...answers];
  const fetchPage = vi.fn(async () => {
    const next = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (next instanceof Error) throw next;
    return next;
  });
  const page = createNotFoundPage({ fetchPage, maxAgeMs: 30_000, retryMs: 5_000, now: () => time });
  return { page, fetchPage, advance: (ms: number) => (time += ms) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createNotFoundPage', () => {
  it('asks once, however many requests come at the same time', async () => {
    const { page, fetchPage } = harness([copy('a')]);
    const copies = await Promise.all(Array.from({ length: 20 }, () => page.get()));
    expect(new Set(copies.map((c) => c?.html))).toEqual(new Set(['a']));
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('serves the copy it has while asking again once it is older than maxAge', async () => {
    const { page, fetchPage, advance } = harness([copy('a'), copy('b')]);
    await page.get();
    advance(30_001);
    expect((await page.get())?.html).toBe('a');
    await settle();
    expect((await page.get())?.html).toBe('b');
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('keeps the last copy when asking again fails', async () => {
    const { page, advance } = harness([copy('a'), new Error('down')]);
    await page.get();
    advance(30_001);
    await page.get();
    await settle();
    expect((await page.get())?.html).toBe('a');
  });

  it('has none while the app cannot answer, and asks again after retryMs', async () => {
    const { page, fetchPage, advance } = harness([new Error('starting'), copy('a')]);
    expect(await page.get()).toBeUndefined();
    expect(await page.get()).toBeUndefined();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    advance(5_001);
    expect((await page.get())?.html).toBe('a');
  });
});

describe('fetchNotFoundPage', () => {
  const answer = (status: number, type: string) =>
    vi.fn(
      async () =>
        new Response('<html>x</html>', {
          status,
          headers: { 'content-type': type, 'cache-control': 's-maxage=300' },
        }),
    );

  it('asks the app itself, with its header, and keeps a 404 HTML page', async () => {
    const fetcher = answer(404, 'text/html; charset=utf-8');
    const page = await fetchNotFoundPage(
      'http://localhost:3000',
      '/pagina-no-encontrada',
      'token',
      fetcher,
    );
    expect(page).toEqual({ html: '<html>x</html>', cacheControl: 's-maxage=300' });
    const [url, init] = fetcher.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe('http://localhost:3000/pagina-no-encontrada');
    expect(new Headers(init.headers).get(INTERNAL_HEADER)).toBe('token');
  });

  it.each([
    [200, 'text/html'],
    [500, 'text/html'],
    [404, 'application/json'],
  ])('refuses a %i %s answer (the last copy keeps serving)', async (status, type) => {
    await expect(
      fetchNotFoundPage('http://localhost:3000', '/p', 't', answer(status, type)),
    ).rejects.toThrow();
  });
});

describe('createNotFoundResponder (what both proxies do with the page)', () => {
  function responder() {
    const asked: Request[] = [];
    const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(new Request(input, init));
      return new Response('<html>COPY</html>', {
        status: 404,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=300' },
      });
    }) as unknown as typeof fetch;
    const notFound = createNotFoundResponder({
      path: '/pagina-no-encontrada',
      policy: "default-src 'self'",
      needsPolicy: (pathname) => pathname.startsWith('/auth/'),
      fetcher,
    });
    return { notFound, asked };
  }

  it('asks its own app with a clean address and knows that request by its token only', async () => {
    const { notFound, asked } = responder();
    await notFound.answer(
      new Request('http://localhost:3000/x-70000001?correo=juan%40example.com'),
    );
    expect(asked.map((request) => request.url)).toEqual([
      'http://localhost:3000/pagina-no-encontrada',
    ]);
    expect(notFound.isOwnRequest(asked[0]!)).toBe(true);
    const forged = new Request('http://localhost:3000/pagina-no-encontrada', {
      headers: { [INTERNAL_HEADER]: 'adivinado' },
    });
    expect(notFound.isOwnRequest(forged)).toBe(false);
    expect(notFound.isOwnRequest(new Request('http://localhost:3000/pagina-no-encontrada'))).toBe(
      false,
    );
  });

  it.each([
    ['GET', '/no-existe', '<html>COPY</html>', null],
    ['HEAD', '/no-existe', '', null],
    ['GET', '/auth/otra', '<html>COPY</html>', "default-src 'self'"],
  ])(
    '%s %s: 404, the copy, the policy only where next.config gives none',
    async (method, path, body, csp) => {
      const { notFound } = responder();
      const response = (await notFound.answer(
        new Request(`http://localhost:3000${path}`, { method }),
      ))!;
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(body);
      expect(response.headers.get('cache-control')).toBe('s-maxage=300');
      expect(response.headers.get('content-security-policy')).toBe(csp);
    },
  );
});
