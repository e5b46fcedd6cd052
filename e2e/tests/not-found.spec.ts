import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';

/**
 * Issue #26: the not-found answers of both sites.
 * - A slug that cannot exist (a dot in it) is a 404 with the not-found page's policy and headers
 *   on every `[slug]` route, never a 500 (the guard of the api-client refused it while the page
 *   rendered).
 * - An unknown slug is answered with the shared not-found page, without a render (random slugs
 *   used to render the page, ask the service and log an error each).
 * - The shared not-found page holds nothing of the request that (re)rendered it: a path or a
 *   query can hold personal data, and that copy is everyone's.
 */

const PORTAL = 'http://localhost:3000';
const CAMPAIGNS = 'http://localhost:3001';

/** Every `[slug]` route of both sites, with a slug that holds a dot. */
const DOT_SLUGS: ReadonlyArray<readonly [site: string, path: string]> = [
  [PORTAL, '/clases-grabadas/x.y'],
  [PORTAL, '/clases-en-vivo/x.y'],
  [PORTAL, '/guias-y-consejos/x.y'],
  [PORTAL, '/sintomas-y-enfermedades/x.y'],
  [PORTAL, '/experiencias-presenciales/x.y'],
  [PORTAL, '/sesiones-con-expertos/x.y'],
  [PORTAL, '/clases-grabadas/v1.2.3-clase'],
  [CAMPAIGNS, '/campaign/x.y'],
  [CAMPAIGNS, '/campaign/x.y/'],
  [CAMPAIGNS, '/campaign/x.y/terminos/'],
  [CAMPAIGNS, '/campaign/x.y/resultado/'],
];

/** The headers a page answer carries that must be the not-found page's. */
const PAGE_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
] as const;

function pageHeaders(response: APIResponse): Record<string, string | undefined> {
  const headers = response.headers();
  return Object.fromEntries(PAGE_HEADERS.map((name) => [name, headers[name]]));
}

/** The not-found page of a site at a path that matches no route (the reference). */
async function notFoundReference(request: APIRequestContext, site: string) {
  const response = await request.get(`${site}/esta-ruta-no-existe-26`);
  expect(response.status()).toBe(404);
  const headers = pageHeaders(response);
  expect(headers['content-security-policy'], 'the not-found page has a policy').toBeTruthy();
  return headers;
}

test.describe('not-found answers (issue #26)', () => {
  test('a slug with a dot is a 404 with the not-found page’s policy on every [slug] route', async ({
    request,
  }) => {
    const reference = new Map<string, Record<string, string | undefined>>();
    for (const site of [PORTAL, CAMPAIGNS]) {
      reference.set(site, await notFoundReference(request, site));
    }
    for (const [site, path] of DOT_SLUGS) {
      const response = await request.get(`${site}${path}`, { maxRedirects: 0 });
      expect(response.status(), `${site}${path}`).toBe(404);
      expect(pageHeaders(response), `${site}${path}`).toEqual(reference.get(site));
      expect(await response.text(), `${site}${path}`).toContain('¡Esta página no existe!');
    }
  });

  test('the shared not-found page holds none of the path or query that asked for it', async ({
    request,
  }) => {
    // Two unknown addresses of each kind, each with personal data in its path and query: the
    // second is answered by the same shared copy as the first.
    const secrets = ['zz-secret-70000001', 'zz-secret-70000002', 'juan@example.com'];
    const encoded = secrets.map(encodeURIComponent);
    for (const [first, second] of [
      [
        `${PORTAL}/clases-grabadas/zz-secret-70000001?x=juan@example.com`,
        `${PORTAL}/clases-grabadas/zz-secret-70000002`,
      ],
      [`${PORTAL}/zz-secret-70000001/datos?x=juan@example.com`, `${PORTAL}/zz-secret-70000002`],
      // The campaigns site's not-found page is cached too (its frame reads the service).
      [`${CAMPAIGNS}/zz-secret-70000001?x=juan@example.com`, `${CAMPAIGNS}/zz-secret-70000002`],
    ] as const) {
      for (const path of [first, second, first]) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(404);
        const html = await response.text();
        expect(html, path).toContain('¡Esta página no existe!');
        for (const secret of [...secrets, ...encoded]) {
          expect(html.includes(secret), `${path}: «${secret}» in the HTML`).toBe(false);
        }
      }
    }
  });

  test('an unknown slug is answered with the shared page, not rendered for it', async ({
    request,
  }) => {
    // A new slug each time, as a crawler or a fuzzer sends them: none can have a copy of its own,
    // and a page rendered for a request holds its address (Next.js's router state).
    for (const area of [
      '/clases-grabadas',
      '/clases-en-vivo',
      '/guias-y-consejos',
      '/experiencias-presenciales',
      '/sesiones-con-expertos',
    ]) {
      for (const end of ['', '/']) {
        const slug = `zz-${crypto.randomUUID()}`;
        const path = `${area}/${slug}${end}`;
        const response = await request.get(path);
        expect(response.status(), path).toBe(404);
        const html = await response.text();
        expect(html, path).toContain('¡Esta página no existe!');
        expect(html.includes(slug), `${path} was rendered for this request`).toBe(false);
      }
    }
  });
});
