import { describe, expect, it, vi } from 'vitest';
import { fail, json } from './errors';
import { requireSession, type RouteHandler } from './handlers';
import { pageSession, sessionRoute } from './session-route';
import { request } from './testing';

/**
 * The session-route kit on its own (issue #27): what every area's route gets from it, whatever
 * its handlers do. No service is called: the handlers below answer by themselves.
 */

const PATH = '/api/una-area/accion';
const ENV = { VIVASALUD_CONTENT_API_URL: 'http://127.0.0.1:1/content' };

const echo: RouteHandler = async (ctx) =>
  json(200, { token: ctx.token ?? null, site: ctx.site, path: ctx.url.pathname });

describe('sessionRoute', () => {
  it('hands each method to its handler with the session token, every answer no-store', async () => {
    const route = sessionRoute({ GET: echo, POST: echo }, { env: ENV });
    const read = await route.GET(request('GET', PATH, { cookie: 'vs_session=tok_a' }));
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(await read.json()).toEqual({ token: 'tok_a', site: 'portal', path: PATH });
    const save = await route.POST(request('POST', PATH, { body: {}, cookie: 'vs_session=tok_b' }));
    expect(await save.json()).toEqual({ token: 'tok_b', site: 'portal', path: PATH });
  });

  it('reads the session cookie of its site', async () => {
    const route = sessionRoute({ GET: echo }, { env: ENV, site: 'campaigns' });
    const response = await route.GET(
      request('GET', PATH, { cookie: 'vs_session=portal; vs_campaign_session=tok_c' }),
    );
    expect(await response.json()).toMatchObject({ token: 'tok_c', site: 'campaigns' });
  });

  it.each([
    ['POST', 'GET'],
    ['GET', 'POST'],
  ] as const)('answers %s 405 with Allow: %s when it has no handler', async (method, allow) => {
    const handler = vi.fn(echo);
    const route = sessionRoute({ [allow]: handler }, { env: ENV });
    const response = await route[method](
      request(method, PATH, method === 'POST' ? { body: {} } : {}),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    expect(await response.json()).toEqual({
      error: true,
      code: 'METHOD_NOT_ALLOWED',
      message: 'Método no permitido.',
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses a POST from a foreign Origin with 403 before its handler runs', async () => {
    const handler = vi.fn(echo);
    const route = sessionRoute({ POST: handler }, { env: ENV });
    const response = await route.POST(
      request('POST', PATH, { body: {}, origin: 'https://evil.example' }),
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      error: true,
      code: 'FORBIDDEN_ORIGIN',
      message: 'Origen no permitido.',
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers what a handler throws: requireSession’s 401, fail’s ErrorBody', async () => {
    const route = sessionRoute(
      {
        GET: async (ctx) => json(200, { token: requireSession(ctx) }),
        POST: async () => fail(409, 'VALIDATION_ERROR', 'Ya existe.'),
      },
      { env: ENV },
    );
    const anonymous = await route.GET(request('GET', PATH));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: true,
      code: 'UNAUTHORIZED',
      message: 'Sesión no válida o expirada.',
    });
    const refused = await route.POST(request('POST', PATH, { body: {} }));
    expect(refused.status).toBe(409);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({
      error: true,
      code: 'VALIDATION_ERROR',
      message: 'Ya existe.',
    });
  });

  it('answers an unexpected error 500 INTERNAL_ERROR, logged as the route, status and class only', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const route = sessionRoute(
      {
        GET: async () => {
          throw new TypeError('tok_secreto 12345678');
        },
      },
      { env: ENV },
    );
    const response = await route.GET(request('GET', `${PATH}/?documento=12345678`));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: true,
      code: 'INTERNAL_ERROR',
      message: 'Ocurrió un error inesperado.',
    });
    expect(log.mock.calls).toEqual([[`[@vivasalud/auth] ${PATH} 500 INTERNAL_ERROR TypeError`]]);
    log.mockRestore();
  });
});

describe('pageSession (a per-request page reading the person’s own data, issue #28)', () => {
  const page = (headers: Record<string, string>) => new Headers(headers);

  it('reads the token of the host’s site cookie, as the session routes do', () => {
    const session = pageSession(page({ host: 'localhost:3000', cookie: 'vs_session=tok_p' }), {
      env: ENV,
    });
    expect(session.token).toBe('tok_p');
    expect(session.cookie.name).toBe('vs_session');
    expect(session.hosts.contentApi).toBe('http://127.0.0.1:1/content');
  });

  it('has no token without the cookie, or with another site’s', () => {
    expect(pageSession(page({ host: 'localhost:3000' }), { env: ENV }).token).toBeUndefined();
    expect(
      pageSession(page({ host: 'localhost:3000', cookie: 'vs_campaign_session=tok_c' }), {
        env: ENV,
      }).token,
    ).toBeUndefined();
  });

  it('asks the service with the bearer, never from a cache (no-store)', async () => {
    const seen: Request[] = [];
    const { token, upstream } = pageSession(
      page({ host: 'localhost:3000', cookie: 'vs_session=tok_p' }),
      {
        env: ENV,
        fetch: async (upstreamRequest) => {
          seen.push(upstreamRequest);
          return Response.json({ results: [] });
        },
      },
    );
    await upstream.content.GET('/wellness/resources/reservations/', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('http://127.0.0.1:1/content/wellness/resources/reservations/');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer tok_p');
    expect(seen[0]!.cache).toBe('no-store');
  });
});
