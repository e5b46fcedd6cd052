// Next.js's own copy, so the rules are read as next.config reads them (as lib/routes.test.ts).
// @ts-expect-error -- untyped compiled module
import { pathToRegexp } from 'next/dist/compiled/path-to-regexp';
import { describe, expect, it, vi } from 'vitest';
import { cachedSource, isPerRequestPath, PAGE_SOURCE, unknownPathRewrite } from '@/lib/routes';
import { MEDIA_MESSAGES, recordedClassMediaRoute } from './mediaRoute';

/**
 * `GET /api/recorded-classes/media-class?slug=` (issue #25) against a fake content API: who gets
 * a class's media is the service's decision; the route hands the session's bearer over and says
 * in Spanish why there is nothing (401, 403, 404, 502), never caching an answer.
 */

const ENV = { VIVASALUD_SITE_URL: 'http://localhost:3000' };
const UPSTREAM = 'http://localhost:4000/content/wellness/recorded-classes/media/';
const MEDIA = {
  video: {
    url: 'http://localhost:4000/media/pro/clases/a.webm?expires=1&signature=x',
    type: 'video/webm',
    bytes: 10,
  },
  audio: null,
  captions: {
    url: 'http://localhost:4000/media/pro/clases/a.vtt?expires=1&signature=y',
    srclang: 'es',
    label: 'Español',
  },
  poster: null,
  duration_seconds: 60,
  chapters: [{ start_seconds: 0, title: 'Bienvenida' }],
  transcript: [{ start_seconds: 0, text: 'Hola.' }],
};

const request = (query: string, cookie?: string) =>
  new Request(`http://localhost:3000/api/recorded-classes/media-class${query}`, {
    headers: { host: 'localhost:3000', ...(cookie ? { cookie } : {}) },
  });

const upstreamAnswer = (status: number, body: unknown = {}) =>
  vi.fn(async (_request: Request) => Response.json(body, { status }));

describe('the media route', () => {
  it.each([
    ['no slug', ''],
    ['a malformed slug', '?slug=..%2Fsecreto'],
  ])('answers 400 for %s, without asking the service', async (_what, query) => {
    const fetch = upstreamAnswer(200, MEDIA);
    const response = await recordedClassMediaRoute(request(query, 'vs_session=t'), {
      env: ENV,
      fetch,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'slug', message: MEDIA_MESSAGES.slug }],
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers 401 without a session, without asking the service', async () => {
    const fetch = upstreamAnswer(200, MEDIA);
    const response = await recordedClassMediaRoute(request('?slug=clase-pro'), { env: ENV, fetch });
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      error: true,
      code: 'UNAUTHORIZED',
      message: MEDIA_MESSAGES.unauthorized,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the service with the session’s bearer and answers its media, never cached', async () => {
    const fetch = upstreamAnswer(200, MEDIA);
    const response = await recordedClassMediaRoute(request('?slug=clase-pro', 'vs_session=tok'), {
      env: ENV,
      fetch,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(MEDIA);
    const sent = fetch.mock.calls[0]![0];
    expect(sent.url).toBe(`${UPSTREAM}clase-pro/`);
    expect(sent.headers.get('authorization')).toBe('Bearer tok');
  });

  it.each([
    [401, 401, 'UNAUTHORIZED', MEDIA_MESSAGES.unauthorized],
    [403, 403, 'NOT_PRO', MEDIA_MESSAGES.notPro],
    [404, 404, 'NOT_FOUND', MEDIA_MESSAGES.notFound],
    [500, 502, 'UPSTREAM_ERROR', MEDIA_MESSAGES.upstream],
    [429, 502, 'UPSTREAM_ERROR', MEDIA_MESSAGES.upstream],
  ])('service %i → %i %s, in Spanish, no media', async (upstream, status, code, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await recordedClassMediaRoute(request('?slug=clase-pro', 'vs_session=tok'), {
      env: ENV,
      fetch: upstreamAnswer(upstream, { error: true, code: 'X', message: 'x' }),
    });
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: true, code, message });
  });

  it('clears the session cookie when the service says the session is dead', async () => {
    const response = await recordedClassMediaRoute(request('?slug=clase-pro', 'vs_session=old'), {
      env: ENV,
      fetch: upstreamAnswer(401, { error: true, code: 'UNAUTHORIZED', message: 'x' }),
    });
    expect(response.headers.get('set-cookie')).toMatch(/^vs_session=;.*Max-Age=0/i);
  });

  it('answers 502 when the service cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await recordedClassMediaRoute(request('?slug=clase-pro', 'vs_session=tok'), {
      env: ENV,
      fetch: vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    });
    expect(response.status).toBe(502);
  });
});

describe('the portal’s /api/recorded-classes/media-class', () => {
  const PATH = '/api/recorded-classes/media-class';
  const matches = (source: string, path: string) =>
    pathToRegexp(source, [], { delimiter: '/', sensitive: true, strict: true }).test(path);

  it.each([PATH, `${PATH}/`])(
    '%s is no page: no not-found rewrite, no cached page policy, no proxy',
    (path) => {
      expect(matches(unknownPathRewrite().source, path)).toBe(false);
      expect(matches(PAGE_SOURCE, path)).toBe(false);
      expect(matches(cachedSource(), path)).toBe(false);
      expect(isPerRequestPath(path)).toBe(false);
    },
  );

  it('is mounted: 401 without a session, never cached, no service asked', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { GET } = await import('@/app/api/recorded-classes/media-class/route');
    const response = await GET(new Request(`http://localhost:3000${PATH}?slug=clase-pro`));
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });
});
