import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
// The portal's own rule for content links, run here against Chromium's URL parser. e2e drives the
// apps from outside (see layout.spec.ts); the file imports only the auth package's redirect rule.
// eslint-disable-next-line no-restricted-imports
import { hrefKind } from '../../apps/portal/lib/pages/links';

const CAMPAIGNS = 'http://localhost:3001';
/** The local content service, whose `/media/*` images the pages may show. */
const MEDIA_ORIGIN = 'http://localhost:4000';
const DAY_SECONDS = 24 * 60 * 60;

/** The headers of every response of both apps (issue #6). */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
};

function expectSecurityHeaders(headers: Record<string, string>) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name], name).toBe(value);
  }
  // Served over http from localhost: HSTS there would pin every port of localhost to https.
  expect(headers['strict-transport-security']).toBeUndefined();
  // Nor a `report-to` endpoint: Chromium takes https ones only (issue #16).
  expect(headers['reporting-endpoints']).toBeUndefined();
}

/** A policy's directives by name: `{ 'img-src': ["'self'", 'data:', …] }`. */
function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/**
 * The hosts of the consented scripts: the e2e portal runs with both ids set
 * (playwright.config.ts), so both are in its policies. The campaigns site has none.
 */
const TAG_MANAGER = 'https://*.googletagmanager.com';
const AB_TESTING = 'https://ab-testing.example';
const THIRD_PARTY_SCRIPTS = [TAG_MANAGER, AB_TESTING];

/** The directives both page policies of the portal share (a production build, over http). */
const PORTAL_DIRECTIVES = {
  'default-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': [
    "'self'",
    'data:',
    'blob:',
    MEDIA_ORIGIN,
    'https://*.google-analytics.com',
    TAG_MANAGER,
  ],
  // The recorded classes' video, audio and captions (issue #19).
  'media-src': ["'self'", MEDIA_ORIGIN],
  'font-src': ["'self'"],
  'connect-src': [
    "'self'",
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    TAG_MANAGER,
    AB_TESTING,
  ],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
  // No 'upgrade-insecure-requests' over http.
  // Violations go to the site's own endpoint (issue #16); over http without `report-to`, which
  // Chromium would prefer and then drop (it takes https endpoints only).
  'report-uri': ['/api/csp-report'],
};

/** The same for the campaigns site, which loads no third-party script. */
const CAMPAIGNS_DIRECTIVES = {
  ...PORTAL_DIRECTIVES,
  'img-src': ["'self'", 'data:', 'blob:', MEDIA_ORIGIN],
  'connect-src': ["'self'"],
};

/**
 * Checks the policy of a page that may be served from the cache (ISR): no nonce (its HTML is
 * everyone's), our scripts and inline ones (Next.js's page data), no eval, the rest as strict.
 */
function expectCachedPagePolicy(
  policy: string | undefined,
  site: 'portal' | 'campaigns' = 'portal',
) {
  expect(policy, 'Content-Security-Policy').toBeDefined();
  expect(directivesOf(policy ?? '')).toEqual({
    ...(site === 'portal' ? PORTAL_DIRECTIVES : CAMPAIGNS_DIRECTIVES),
    'script-src': ["'self'", "'unsafe-inline'", ...(site === 'portal' ? THIRD_PARTY_SCRIPTS : [])],
  });
}

/**
 * Checks the policy of a page rendered per request (a production build, over http) of the portal
 * or, with `site: 'campaigns'`, of the campaigns site; gives its nonce.
 */
function expectPagePolicy(
  policy: string | undefined,
  site: 'portal' | 'campaigns' = 'portal',
): string {
  expect(policy, 'Content-Security-Policy').toBeDefined();
  const directives = directivesOf(policy ?? '');
  const nonce = directives['script-src']
    ?.map((source) => /^'nonce-([A-Za-z0-9+/_-]+={0,2})'$/.exec(source)?.[1])
    .find(Boolean);
  expect(nonce, 'nonce in script-src').toBeDefined();
  // The portal allows its one fixed inline script (the cookie-flag check before the first paint)
  // by its hash; `expectScriptsCarry` checks the hash is that script's.
  const hashes = directives['script-src']?.filter((source) => source.startsWith("'sha256-")) ?? [];
  expect(hashes, 'hash sources').toHaveLength(site === 'portal' ? 1 : 0);
  expect(directives).toEqual({
    ...(site === 'portal' ? PORTAL_DIRECTIVES : CAMPAIGNS_DIRECTIVES),
    // No 'unsafe-eval' (development only) and no 'unsafe-inline'.
    'script-src': [
      "'self'",
      ...(site === 'portal' ? THIRD_PARTY_SCRIPTS : []),
      `'nonce-${nonce}'`,
      ...hashes,
      "'strict-dynamic'",
    ],
  });
  return nonce ?? '';
}

/** The CSP hash source of an inline script's text (`'sha256-…'`). */
function hashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * Every `<script>` tag of the HTML as sent (but data blocks) carries the policy's nonce, and the
 * browser kept it (it hides the attribute from the DOM once the policy applies: the `nonce`
 * property holds it). The one exception is the inline script the policy allows by its hash.
 */
async function expectScriptsCarry(page: Page, response: Response, nonce: string) {
  const policy = directivesOf((await response.allHeaders())['content-security-policy'] ?? '');
  const allowedHashes = policy['script-src']?.filter((source) => source.startsWith("'sha256-"));
  // JSON-LD blocks are data, never run: they need no nonce.
  const scripts = [...(await response.text()).matchAll(/(<script\b[^>]*>)([^<]*)<\/script>/g)]
    .map(([, tag = '', body = '']) => ({ tag, body }))
    .filter(({ tag }) => !tag.includes('type="application/ld+json"'));
  expect(scripts.length).toBeGreaterThan(0);
  const hashed = scripts.filter(({ tag }) => !tag.includes(' nonce='));
  expect(hashed.map(({ body }) => hashSource(body))).toEqual(allowedHashes);
  for (const { tag } of scripts) {
    if (!hashed.some((script) => script.tag === tag)) expect(tag).toContain(` nonce="${nonce}"`);
  }
  const nonces = await page
    .locator('script')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
  expect(nonces).toContain(nonce);
}

/**
 * Collects what the browser reports against the policy: the console's "Content Security Policy"
 * messages and the `securitypolicyviolation` events (an init script is not subject to the CSP).
 * Call before `page.goto`.
 */
async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const target = window as unknown as { cspViolations: string[] };
    target.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      target.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    )),
  ];
}

test.describe('security headers (issue #6)', () => {
  for (const [path, status, perRequest] of [
    ['/', 200, false],
    ['/pilares', 200, false],
    ['/auth/login', 200, true],
    ['/programas-bienestar/solicita-cita', 200, true],
    ['/esta-ruta-no-existe', 404, false],
  ] as const) {
    test(`${path} answers ${status} with the security headers and ${perRequest ? 'a nonce' : 'the cached pages’'} policy`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(status);
      const headers = response.headers();
      expectSecurityHeaders(headers);
      if (perRequest) expectPagePolicy(headers['content-security-policy']);
      else expectCachedPagePolicy(headers['content-security-policy']);
    });
  }

  test('a cached page is the same HTML for everyone, with no nonce in it', async ({ request }) => {
    // A CMS page of the content catch-all: rendered on its first request, then from the cache
    // (an own route such as /pilares is prerendered only when the build reaches the service).
    const first = await request.get('/transparencia');
    const second = await request.get('/transparencia');
    expect(second.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    for (const response of [first, second]) {
      const html = await response.text();
      expect(html).not.toMatch(/\snonce="/);
    }
    // A nonce a client sends is not rendered into the cache either.
    const forged = await request.get('/guias-y-consejos', {
      headers: { 'content-security-policy': "script-src 'nonce-Zm9yZ2Vk'", 'x-nonce': 'Zm9yZ2Vk' },
    });
    expect(await forged.text()).not.toContain('Zm9yZ2Vk');
  });

  test('a forged nonce on the request that first renders a cached page reaches no visitor', async ({
    request,
  }) => {
    // Nothing else renders this address: the forged request is the one Next.js renders and caches.
    const path = '/sintomas-y-enfermedades/asma';
    const forgedHeaders = {
      'content-security-policy': "script-src 'nonce-Zm9yZ2Vk'",
      'content-security-policy-report-only': "script-src 'nonce-Zm9yZ2Vk'",
      'x-nonce': 'Zm9yZ2Vk',
    };
    const first = await request.get(path, { headers: forgedHeaders });
    expect(first.status()).toBe(200);
    expectCachedPagePolicy(first.headers()['content-security-policy']);
    expect(await first.text()).not.toMatch(/\snonce="/);
    // The next visitor gets the cached copy: the same policy for everyone, no nonce in it.
    const visitor = await request.get(path);
    expect(visitor.status()).toBe(200);
    expectCachedPagePolicy(visitor.headers()['content-security-policy']);
    expect(await visitor.text()).not.toMatch(/\snonce="/);
  });

  test('route handlers and static files get the headers, without a page policy', async ({
    request,
  }) => {
    const page = await request.get('/');
    const asset = /\/_next\/static\/[^"'\s]+\.js/.exec(await page.text())?.[0];
    expect(asset, 'a script of the page').toBeDefined();
    for (const path of [asset ?? '', '/api/auth/get-user']) {
      const response = await request.get(path);
      expect(response.status(), path).toBeLessThan(500);
      const headers = response.headers();
      expectSecurityHeaders(headers);
      // The proxy skips them: a policy with a nonce is for documents only.
      expect(headers['content-security-policy'], path).toBeUndefined();
    }
  });

  test('each page request gets a fresh nonce, and the page’s scripts carry it', async ({
    page,
  }) => {
    const nonces: string[] = [];
    for (const path of ['/auth/login', '/auth/registro']) {
      const response = await page.goto(path);
      expect(response).not.toBeNull();
      if (!response) return;
      const nonce = expectPagePolicy((await response.allHeaders())['content-security-policy']);
      await expectScriptsCarry(page, response, nonce);
      nonces.push(nonce);
    }
    const again = await page.request.get('/auth/login');
    nonces.push(expectPagePolicy(again.headers()['content-security-policy']));
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  test('the home page loads without a policy violation', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tu salud y bienestar, en un solo lugar' }),
    ).toBeVisible();
    await page.waitForLoadState('load');
    expect(await violations()).toEqual([]);
  });

  test('the login page loads without a policy violation and its form works', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/auth/login');
    // The DNI field keeps digits only, up to 8: that takes the page's scripts (retried until
    // the page is hydrated; before that the field holds what was typed).
    const documentField = page.getByLabel('Número de documento');
    await expect(async () => {
      await documentField.fill('');
      await documentField.pressSequentially('12ab345678');
      await expect(documentField).toHaveValue('12345678', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    // The form's own validation answers (noValidate: no browser bubble).
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Ingresa tu contraseña.')).toBeVisible();
    await page.waitForLoadState('load');
    expect(await violations()).toEqual([]);
  });

  test('a page without the common layout loads without a policy violation', async ({ page }) => {
    // /service-unavailable is prerendered at build: the cached pages' policy lets its scripts run.
    const violations = await watchCspViolations(page);
    const response = await page.goto('/service-unavailable');
    expect(response).not.toBeNull();
    if (!response) return;
    expectCachedPagePolicy((await response.allHeaders())['content-security-policy']);
    await expect(page.getByRole('link', { name: 'Reintentar' })).toBeVisible();
    await page.waitForLoadState('load');
    expect(await violations()).toEqual([]);
  });

  test('the restore-password page tightens the referrer policy for its key', async ({ page }) => {
    const response = await page.goto('/auth/restablecer-contrasena?key=clave-de-prueba');
    expect((await response?.allHeaders())?.['referrer-policy']).toBe(
      'strict-origin-when-cross-origin',
    );
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  });

  test('the portal keeps the locale in NEXT_LOCALE for about a year', async ({ page, context }) => {
    const before = Date.now() / 1000;
    await page.goto('/');
    const cookie = (await context.cookies()).find(({ name }) => name === 'NEXT_LOCALE');
    expect(cookie).toMatchObject({
      value: 'es-PE',
      domain: 'localhost',
      path: '/',
      sameSite: 'Lax',
      secure: false, // http: Secure only on an https deployment
    });
    const lifetime = (cookie?.expires ?? 0) - before;
    expect(lifetime).toBeGreaterThan(364 * DAY_SECONDS);
    expect(lifetime).toBeLessThan(366 * DAY_SECONDS);

    // A request that already carries it is not answered with another one.
    const response = await page.goto('/auth/login');
    expect((await response?.allHeaders())?.['set-cookie'] ?? '').not.toContain('NEXT_LOCALE');
  });

  test('the campaigns site sends the headers and the cached pages’ policy too', async ({
    page,
    request,
  }) => {
    // Its home, landings, terms and information pages are cached (issue #17: ready for a spike):
    // no nonce, the policy and the headers from next.config, and no violation when they run.
    const violations = await watchCspViolations(page);
    for (const path of [
      '/',
      '/campaign/sorteo-audifonos/',
      '/campaign/sorteo-audifonos/terminos/',
    ]) {
      const response = await page.goto(`${CAMPAIGNS}${path}`);
      expect(response?.status(), path).toBe(200);
      if (!response) return;
      const headers = await response.allHeaders();
      expectSecurityHeaders(headers);
      expectCachedPagePolicy(headers['content-security-policy'], 'campaigns');
      await page.waitForLoadState('load');
    }
    expect(await violations()).toEqual([]);
    // Its not-found screen too.
    const missing = await request.get(`${CAMPAIGNS}/esta-ruta-no-existe`);
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing.headers());
    expectCachedPagePolicy(missing.headers()['content-security-policy'], 'campaigns');
    // A forged nonce never reaches a cached page: the proxy drops it.
    const forged = await request.get(`${CAMPAIGNS}/`, {
      headers: { 'content-security-policy': "script-src 'nonce-forged'", 'x-nonce': 'forged' },
    });
    expect(await forged.text()).not.toContain('forged');
  });
});

/** What a crawl met: each page's address, status and headers. */
interface CrawledPage {
  address: string;
  status: number;
  headers: Record<string, string>;
}

/**
 * Follows the same-site links of the HTML of `origin`'s pages, breadth first from `seeds`, up to
 * `limit` pages (requests only, no browser: cheap). Redirects are followed by hand (within the
 * site); route handlers, Next's files and files are left out.
 */
async function crawl(
  request: APIRequestContext,
  origin: string,
  seeds: readonly string[],
  limit: number,
): Promise<CrawledPage[]> {
  const queue = [...seeds];
  const seen = new Set(queue);
  const pages: CrawledPage[] = [];
  const enqueue = (href: string, base: string) => {
    const url = new URL(href.replaceAll('&amp;', '&'), base);
    if (url.origin !== origin) return;
    if (/^\/(?:api|_next)\/|\.\w+$/.test(url.pathname)) return;
    const address = `${url.pathname}${url.search}`;
    if (seen.has(address)) return;
    seen.add(address);
    queue.push(address);
  };
  while (queue.length > 0 && pages.length < limit) {
    const address = queue.shift()!;
    const response = await request.get(`${origin}${address}`, { maxRedirects: 0 });
    const headers = response.headers();
    if (response.status() >= 300 && response.status() < 400) {
      if (headers.location) enqueue(headers.location, `${origin}${address}`);
      continue;
    }
    pages.push({ address, status: response.status(), headers });
    if (!(headers['content-type'] ?? '').includes('text/html')) continue;
    for (const [, href = ''] of (await response.text()).matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
      enqueue(href, `${origin}${address}`);
    }
  }
  return pages;
}

test.describe('a page rendered per request gets the nonce policy (issue #26)', () => {
  for (const [site, origin, seeds, limit] of [
    [
      'portal',
      'http://localhost:3000',
      [
        '/',
        '/clases-en-vivo',
        '/clases-en-vivo?pagina=2',
        '/clases-grabadas?pagina=2',
        '/guias-y-consejos?tipo=consejo&pagina=2',
      ],
      50,
    ],
    ['campaigns', CAMPAIGNS, ['/', '/campaign/sorteo-audifonos/'], 15],
  ] as const) {
    test(`every page of a crawl of the ${site} answered no-store carries a nonce, never 'unsafe-inline'`, async ({
      request,
    }) => {
      const pages = await crawl(request, origin, seeds, limit);
      const perRequest = pages.filter(({ headers }) =>
        (headers['cache-control'] ?? '').includes('no-store'),
      );
      // The catalogs' later pages come from their cached copies (issue #33): no nonce in them.
      if (site === 'portal') {
        const crawled = pages.map(({ address }) => address);
        expect(crawled).toEqual(
          expect.arrayContaining(['/clases-en-vivo?pagina=2', '/clases-grabadas?pagina=2']),
        );
        expect(perRequest.map(({ address }) => address)).not.toContain('/clases-en-vivo?pagina=2');
      }
      for (const { address, headers } of pages) {
        const policy = headers['content-security-policy'];
        expect(policy, address).toBeDefined();
        const scripts = directivesOf(policy ?? '')['script-src'] ?? [];
        const nonce = scripts.some((source) => source.startsWith("'nonce-"));
        // Rendered per request ⇔ its own nonce: a cached page with a nonce would not hydrate.
        expect(nonce, `${address}: ${headers['cache-control']}`).toBe(
          (headers['cache-control'] ?? '').includes('no-store'),
        );
        if (nonce) expect(scripts, address).not.toContain("'unsafe-inline'");
      }
    });
  }

  test('the portal’s sign-in ticket answers its 303 with no-referrer (issue #26)', async ({
    request,
  }) => {
    // Not signed in: straight to the campaigns page, through the same 303 a ticket takes.
    const response = await request.get('/api/auth/ticket?to=%2F', { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers()['location']).toBe(`${CAMPAIGNS}/`);
    expect(response.headers()['referrer-policy']).toBe('no-referrer');
    expect(response.headers()['cache-control']).toBe('no-store');
  });

  test('a later page of a catalog, from its cached copy, runs under the cached pages’ policy', async ({
    page,
  }) => {
    // Issue #33: the same HTML for everyone, served from the cache at the catalog's address.
    const violations = await watchCspViolations(page);
    const response = await page.goto('/clases-en-vivo?pagina=2');
    expect(response?.status()).toBe(200);
    if (!response) return;
    const headers = await response.allHeaders();
    expectCachedPagePolicy(headers['content-security-policy']);
    expectSecurityHeaders(headers);
    expect(await response.text()).not.toMatch(/\snonce="/);
    await expect(page.getByRole('heading', { level: 1, name: 'Clases en vivo' })).toBeVisible();
    await page.waitForLoadState('load');
    expect(await violations()).toEqual([]);
  });

  test('a corrected address of a catalog still renders per request under its nonce policy', async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    const response = await page.goto('/clases-en-vivo?pagina=abc');
    expect(response?.status()).toBe(200);
    if (!response) return;
    const nonce = expectPagePolicy((await response.allHeaders())['content-security-policy']);
    await expectScriptsCarry(page, response, nonce);
    await expect(
      page.getByText('El número de página indicado en la dirección no es válido.'),
    ).toBeVisible();
    await page.waitForLoadState('load');
    expect(await violations()).toEqual([]);
  });
});

/** A `report-uri` report (`application/csp-report`) as Chromium sends it. */
function cspReport(site: string): string {
  return JSON.stringify({
    'csp-report': {
      'document-uri': `${site}/pilares?token=e2e`,
      referrer: '',
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'original-policy': "default-src 'self'; report-uri /api/csp-report; report-to csp-endpoint",
      disposition: 'enforce',
      'blocked-uri': 'https://evil.example/x.js?token=e2e',
      'status-code': 200,
    },
  });
}

/** The same violation as the Reporting API (`report-to`) sends it. */
function reportingApiReport(site: string): string {
  return JSON.stringify([
    {
      type: 'csp-violation',
      age: 1,
      url: `${site}/pilares`,
      user_agent: 'e2e',
      body: {
        documentURL: `${site}/pilares`,
        blockedURL: 'inline',
        effectiveDirective: 'script-src-elem',
        originalPolicy: "default-src 'self'",
        disposition: 'enforce',
        statusCode: 200,
      },
    },
  ]);
}

test.describe('CSP reports (issue #16)', () => {
  for (const [site, name] of [
    ['http://localhost:3000', 'portal'],
    [CAMPAIGNS, 'campaigns'],
  ] as const) {
    test(`the ${name} takes both report formats at /api/csp-report and refuses others`, async ({
      request,
    }) => {
      const endpoint = `${site}/api/csp-report`;
      for (const [type, body] of [
        ['application/csp-report', cspReport(site)],
        ['application/reports+json', reportingApiReport(site)],
      ] as const) {
        const response = await request.post(endpoint, {
          headers: { 'content-type': type },
          data: body,
        });
        expect(response.status(), type).toBe(204);
        expect(await response.text()).toBe('');
        expectSecurityHeaders(response.headers());
        // A route handler: no page policy of its own.
        expect(response.headers()['content-security-policy']).toBeUndefined();
      }
      const json = await request.post(endpoint, {
        headers: { 'content-type': 'application/json' },
        data: cspReport(site),
      });
      expect(json.status()).toBe(415);
      const large = await request.post(endpoint, {
        headers: { 'content-type': 'application/csp-report' },
        data: 'x'.repeat(16 * 1024 + 1),
      });
      expect(large.status()).toBe(413);
      expect((await request.get(endpoint)).status()).toBe(405);
    });
  }

  for (const path of ['/', '/auth/login']) {
    test(`Chromium reports a violation on ${path} to the endpoint, which takes it`, async ({
      page,
    }) => {
      const response = await page.goto(`${path}?token=e2e`);
      const policy = directivesOf(
        (await response?.allHeaders())?.['content-security-policy'] ?? '',
      );
      expect(policy['report-uri']).toEqual(['/api/csp-report']);
      const report = page.waitForResponse((answer) => answer.url().endsWith('/api/csp-report'));
      // An injected image from another site: img-src blocks it, the browser reports it.
      await page.evaluate(() => {
        const image = document.createElement('img');
        image.src = 'https://evil.example/pixel.gif?token=e2e';
        document.body.append(image);
      });
      const answer = await report;
      expect(answer.status()).toBe(204);
      expect(answer.request().headers()['content-type']).toBe('application/csp-report');
      const sent = JSON.parse(answer.request().postData() ?? '{}') as {
        'csp-report'?: Record<string, unknown>;
      };
      expect(sent['csp-report']).toMatchObject({
        'effective-directive': 'img-src',
        'blocked-uri': 'https://evil.example/pixel.gif?token=e2e',
      });
    });
  }
});

/**
 * Issue #16, item 6: content addresses with one leading slash that the portal renders as
 * same-site links (no external-link dialog) must stay on the site in a real browser. Chromium's
 * URL parser is not Node's: each address is resolved by an `<a>` of a portal page, as a click
 * would resolve it.
 */
const ONE_SLASH_ADDRESSES = [
  '/pilares',
  '/clases-en-vivo?categoria=yoga&pagina=2',
  '/telemedicina#especialidades',
  '/a/../pilares',
  '/campañas/verano',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\t\\evil.example',
  '/\n\\evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '/\t//evil.example',
  '///evil.example',
  '/.//evil.example',
  '/./\t/evil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  '/\u0000/evil.example',
  '/\u000b/evil.example',
  '/\u000c/evil.example',
  '/\u007f/evil.example',
];

test.describe('content links (issue #16)', () => {
  test('every address the portal links as same-site stays on the site in Chromium', async ({
    page,
  }) => {
    await page.goto('/');
    const origin = new URL(page.url()).origin;
    const resolved = await page.evaluate((hrefs) => {
      const link = document.createElement('a');
      return hrefs.map((href) => {
        link.setAttribute('href', href);
        return URL.canParse(link.href) ? new URL(link.href).origin : 'unparsable';
      });
    }, ONE_SLASH_ADDRESSES);
    const table = ONE_SLASH_ADDRESSES.map((href, index) => ({
      href,
      kind: hrefKind(href) ?? 'dropped',
      origin: resolved[index],
    }));
    for (const { href, kind, origin: where } of table) {
      if (kind === 'internal') expect(where, JSON.stringify(href)).toBe(origin);
    }
    // The review's payloads do leave the site in a browser: the portal drops them.
    for (const href of ['/\t/evil.example', '/\n/evil.example', '/\t\\evil.example']) {
      expect(table.find((row) => row.href === href)).toEqual({
        href,
        kind: 'dropped',
        origin: 'http://evil.example',
      });
    }
    // Real paths stay links of the site.
    expect(table.filter((row) => row.kind === 'internal').map((row) => row.href)).toEqual(
      ONE_SLASH_ADDRESSES.slice(0, 5),
    );
  });
});
