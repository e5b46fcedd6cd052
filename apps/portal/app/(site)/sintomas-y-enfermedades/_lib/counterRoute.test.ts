import { contentHttp, setupContractServer, TEST_BASE_URLS } from '@vivasalud/api-client/testing';
import { request, type CallOptions } from '@vivasalud/auth/server/testing';
import { limaDay } from '@vivasalud/config/lima';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COUNTED_COOKIE } from './counter';
import { symptomCounterRoute } from './counterRoute';

/**
 * `POST /api/sintomas/mas-buscado` against the content API's contract (content.yaml's counters),
 * answered by typed MSW handlers: what is counted upstream, and what is not — a repeat the same
 * day, a crawler, a prefetch, a foreign page, a malformed report. Not concurrent: the MSW
 * handlers are per test.
 */

const PATH = '/api/sintomas/mas-buscado';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

const server = setupContractServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const routes = symptomCounterRoute({
  env: {
    VIVASALUD_CONTENT_API_URL: TEST_BASE_URLS.content,
    VIVASALUD_IDENTITY_API_URL: TEST_BASE_URLS.identity,
  },
  addressResolved: true,
});

const post = (options: CallOptions = {}) =>
  routes.POST(
    request('POST', PATH, { ...options, headers: { 'user-agent': CHROME, ...options.headers } }),
  );

/** The counters upstream: each call recorded (by its path), answered as the contract says. */
function counters(status = 200) {
  const calls: string[] = [];
  server.use(
    contentHttp.get(
      '/home/sintomas-enfermedades/sintomasIncrementarMasBuscado/{id}/',
      ({ params, response }) => {
        calls.push(`sintoma ${params.id}`);
        return status === 200
          ? response(200).json({ id: Number(params.id), masBuscado: 57 })
          : response(404).json({ error: true, message: 'No encontrado' });
      },
    ),
    contentHttp.get('/Busqueda/etiquetaIncrementarMasBuscado/{tag}/', ({ params, response }) => {
      calls.push(`etiqueta ${params.tag}`);
      return response(200).json({ etiqueta: String(params.tag), totalMasBuscado: 128 });
    }),
  );
  return calls;
}

const cookieOf = (response: Response) =>
  response.headers.get('set-cookie')?.split(';')[0]?.split('=').slice(1).join('=');

describe('POST /api/sintomas/mas-buscado', () => {
  it('counts a condition once, remembers it for the day in an httpOnly cookie of its own path', async () => {
    const calls = counters();
    const response = await post({ body: { sintoma: 12 } });
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(calls).toEqual(['sintoma 12']);
    const header = response.headers.get('set-cookie')!;
    expect(header).toMatch(new RegExp(`^${COUNTED_COOKIE}=${limaDay(new Date())}\\|s12;`));
    expect(header).toContain('Path=/api/sintomas');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
  });

  it('does not count the same condition again that day; another one it does', async () => {
    const calls = counters();
    const first = await post({ body: { sintoma: 12 } });
    const cookie = `${COUNTED_COOKIE}=${cookieOf(first)}`;
    expect((await post({ body: { sintoma: 12 }, cookie })).status).toBe(204);
    const third = await post({ body: { sintoma: 7 }, cookie });
    expect(calls).toEqual(['sintoma 12', 'sintoma 7']);
    expect(cookieOf(third)).toBe(`${limaDay(new Date())}|s12|s7`);
  });

  it('counts a searched topic by its tag', async () => {
    const calls = counters();
    expect((await post({ body: { etiqueta: 'dengue' } })).status).toBe(204);
    expect(calls).toEqual(['etiqueta dengue']);
  });

  it.each([
    ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }],
    ['a prefetch', { 'sec-purpose': 'prefetch' }],
    ['Next’s router prefetch', { 'next-router-prefetch': '1' }],
  ])('answers %s 204 and counts nothing, remembering nothing', async (_, headers) => {
    const calls = counters();
    const response = await post({ body: { sintoma: 12 }, headers });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(calls).toEqual([]);
  });

  it.each([
    ['a string id', { sintoma: '12' }],
    ['no item', {}],
    ['both items', { sintoma: 1, etiqueta: 'dengue' }],
    ['a tag with accents', { etiqueta: 'migraña' }],
  ])('refuses %s with 400 VALIDATION_ERROR, asking nothing upstream', async (_, body) => {
    const calls = counters();
    const response = await post({ body });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: true, code: 'VALIDATION_ERROR' });
    expect(calls).toEqual([]);
  });

  it('refuses a foreign page (403 FORBIDDEN_ORIGIN) and a form post (415)', async () => {
    const calls = counters();
    expect((await post({ body: { sintoma: 1 }, origin: 'https://example.com' })).status).toBe(403);
    const form = await post({
      raw: 'sintoma=1',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect(calls).toEqual([]);
  });

  it('reads a beacon’s text/plain as JSON', async () => {
    const calls = counters();
    const response = await post({ raw: '{"sintoma":3}', contentType: 'text/plain;charset=UTF-8' });
    expect(response.status).toBe(204);
    expect(calls).toEqual(['sintoma 3']);
  });

  it('passes a 404 of the service on, and remembers nothing', async () => {
    counters(404);
    const response = await post({ body: { sintoma: 999 } });
    expect(response.status).toBe(404);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('answers GET 405 with Allow: POST', async () => {
    const response = await routes.GET(request('GET', PATH));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
