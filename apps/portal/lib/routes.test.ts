import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
// Next.js's own copy, so the rules are read as next.config reads them.
// @ts-expect-error -- untyped compiled module
import { pathToRegexp } from 'next/dist/compiled/path-to-regexp';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbItems,
  campaignRedirectRules,
  campaignsSiteUrl,
  CONTENT_ROUTES,
  contentRoute,
  findContentRoute,
  cachedSource,
  isPerRequestPath,
  PAGE_SOURCE,
  perRequestPrefixes,
  renderModeOf,
  ROUTES,
  unknownPathRewrite,
  UNKNOWN_PATH,
  PERMANENT_REDIRECTS,
  permanentRedirectRules,
  recordId,
} from './routes';

const SITE = fileURLToPath(new URL('../app/(site)/', import.meta.url));
const pageFile = (path: string) => `${SITE}${path === '/' ? '' : path.slice(1) + '/'}page.tsx`;

describe('the route table', () => {
  it('names each path once', () => {
    const paths = [
      ...CONTENT_ROUTES.map((route) => route.path),
      ...Object.keys(PERMANENT_REDIRECTS),
    ];
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(CONTENT_ROUTES.map((route) => [route.path, route.slug]))(
    '%s is answered by the content pages with the CMS page «%s»',
    (path, slug) => {
      expect(slug).toMatch(/^[A-Za-z0-9_-]+$/); // the content API's slug rule (spec §5)
      expect(path === '/' || !path.endsWith('/')).toBe(true);
      expect(findContentRoute(path)?.slug).toBe(slug);
      if (path !== '/') expect(findContentRoute(`${path}/`)?.slug).toBe(slug);
    },
  );

  it('has one catch-all page for the content routes', () => {
    expect(existsSync(`${SITE}[...path]/page.tsx`)).toBe(true);
  });

  it.each(Object.entries(PERMANENT_REDIRECTS))(
    '%s answers 308 to %s, a content route, with or without the trailing slash',
    (from, to) => {
      expect(CONTENT_ROUTES.some((route) => route.path === to)).toBe(true);
      expect(findContentRoute(from)).toBeUndefined();
      expect(permanentRedirectRules()).toEqual(
        expect.arrayContaining([
          { source: from, destination: to, permanent: true },
          { source: `${from}/`, destination: to, permanent: true },
        ]),
      );
    },
  );

  it.each(['/programas-bienestar/detail', '/programas-bienestar/detail/citas'])(
    '%s has a page',
    (path) => {
      expect(existsSync(pageFile(path))).toBe(true);
    },
  );
});

/** The URL pattern of every page.tsx under app/ but the content pages' catch-all. */
function pageFolders(): string[] {
  return [...pageFiles().keys()];
}

/** Every page.tsx under app/ but the content pages' catch-all, by its URL pattern. */
function pageFiles(): Map<string, string> {
  const app = fileURLToPath(new URL('../app/', import.meta.url));
  return new Map(
    readdirSync(app, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith(`${sep}page.tsx`) && !file.includes('[...path]'))
      .map((file) => {
        const segments = relative(app, join(app, file)).split(sep).slice(0, -1);
        const pattern = `/${segments.filter((segment) => !/^\(.*\)$/.test(segment)).join('/')}`;
        return [pattern, join(app, file)];
      }),
  );
}

/** A next.config `source` as Next.js compiles it (case-sensitive: `caseSensitiveRoutes`). */
function sourceMatches(source: string, path: string): boolean {
  return pathToRegexp(source, [], { delimiter: '/', sensitive: true, strict: true }).test(path);
}

describe('the manifest', () => {
  it('names each pattern once', () => {
    const patterns = ROUTES.map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('has a route folder for exactly its routes with a page of their own', () => {
    const own = ROUTES.filter((route) => route.page === 'own').map((route) => route.pattern);
    expect([...pageFolders()].sort()).toEqual([...own].sort());
  });

  it.each(ROUTES.filter((route) => route.page === 'cms').map((route) => [route.pattern]))(
    '%s is a CMS page of the catch-all, cached',
    (pattern) => {
      const route = ROUTES.find((candidate) => candidate.pattern === pattern)!;
      expect(route.slug).toBeDefined();
      expect(route.mode).toBe('cached');
      expect(existsSync(pageFile(pattern))).toBe(false);
    },
  );

  it('lists as content routes the static routes with a CMS page', () => {
    expect(CONTENT_ROUTES.map((route) => route.path)).toEqual(
      ROUTES.filter((route) => route.slug && !route.pattern.includes('[')).map((r) => r.pattern),
    );
  });
});

describe('the page policy of an address, route and query, from the manifest (issue #26)', () => {
  it('reads the query only where the route renders per request', () => {
    // Next renders a page that reads `searchParams` per request (`private, no-store`) whatever
    // the manifest says: it would get the cached pages' policy (`'unsafe-inline'`), no nonce.
    const files = pageFiles();
    const readers = ROUTES.filter(
      (route) =>
        route.page === 'own' &&
        readFileSync(files.get(route.pattern)!, 'utf8').includes('searchParams'),
    );
    expect(readers.length).toBeGreaterThan(0);
    for (const route of readers) expect(route.mode, route.pattern).toBe('per-request');
  });

  it.each([
    ['/clases-en-vivo', 'per-request'],
    ['/clases-en-vivo?pagina=2', 'per-request'],
    ['/clases-en-vivo/?categoria=yoga&pagina=2', 'per-request'],
    ['/clases-en-vivo/yoga-prenatal', 'cached'],
    ['/clases-en-vivo/yoga-prenatal?pagina=2', 'cached'],
    ['/clases-grabadas?categoria=yoga', 'per-request'],
    ['/clases-grabadas/yoga-para-abrir-caderas', 'cached'],
    ['/guias-y-consejos?tipo=consejo&pagina=2', 'per-request'],
    ['/guias-y-consejos/como-dormir-mejor', 'cached'],
    ['/', 'cached'],
    ['/?pagina=2', 'cached'],
    ['/pilares?pagina=2', 'cached'],
    ['/sintomas-y-enfermedades/asma', 'cached'],
    ['/herramientas-para-tu-salud/calculadora-IMC?peso=70', 'per-request'],
    ['/programas-bienestar/detail?id=1', 'per-request'],
    ['/programas-bienestar/detail/citas?id=1', 'per-request'],
    ['/auth/login?redirect=%2F', 'per-request'],
    ['/auth/otra', 'per-request'],
    ['/no-existe?pagina=2', 'cached'],
    // Issue #33: a catalog's cached copy, which the proxy serves at the catalog's address.
    ['/catalogo-en-cache/clases-en-vivo/PAGINA-2', 'cached'],
    ['/clases-en-vivo-x', 'cached'],
  ] as const)('%s → %s, and next.config and the proxy agree', (address, mode) => {
    expect(renderModeOf(address)).toBe(mode);
    const path = address.split('?', 1)[0]!;
    expect(isPerRequestPath(path)).toBe(mode === 'per-request');
    expect(sourceMatches(cachedSource(), path)).toBe(mode === 'cached');
  });
});

describe('which requests a page answers (the unknown-path rewrite leaves them alone)', () => {
  const { source } = unknownPathRewrite();

  it.each([
    '/',
    '/pilares',
    '/pilares/',
    '/auth/login',
    '/auth/login/',
    '/programas-bienestar/detail/citas',
    '/sintomas-y-enfermedades',
    '/sintomas-y-enfermedades/diabetes-tipo-2',
    '/sintomas-y-enfermedades/diabetes-tipo-2/',
    '/clases-en-vivo/yoga-prenatal',
  ])('%s has a page', (path) => {
    expect(sourceMatches(source, path)).toBe(false);
  });

  it.each([
    '/auth/no-existe',
    '/authors',
    '/no-existe',
    '/pilares/otra',
    '/PILARES',
    '/home', // answered 308 before any rewrite
    '/sintomas-y-enfermedades/a/b',
    '/sintomas-y-enfermedades/<script>',
    '/sintomas-y-enfermedades/%20',
    `/sintomas-y-enfermedades/${'a'.repeat(101)}`,
    // Issue #26: a dot makes no file; no slug holds one.
    '/clases-grabadas/x.y',
    '/clases-en-vivo/x.y/',
    '/guias-y-consejos/v1.2',
    '/sintomas-y-enfermedades/x.y',
    '/x.y',
    '/pilares/robots.txt',
  ])('%s has no page: the shared not-found page answers', (path) => {
    expect(sourceMatches(source, path)).toBe(true);
  });
});

describe('next.config rules from the manifest', () => {
  const rewrite = unknownPathRewrite();

  it('sends every unknown page request to the shared not-found page', () => {
    expect(rewrite.destination).toBe(UNKNOWN_PATH);
    for (const path of [
      '/no-existe',
      '/PILARES',
      '/pilares/otra',
      '/authors',
      '/auth/x',
      '/a/b/c',
    ]) {
      expect(sourceMatches(rewrite.source, path), path).toBe(true);
    }
    expect(sourceMatches(rewrite.source, '/sintomas-y-enfermedades/a/b')).toBe(true);
    expect(sourceMatches(rewrite.source, `/sintomas-y-enfermedades/${'a'.repeat(101)}`)).toBe(true);
  });

  it('leaves every route, route handlers, Next.js files and files alone', () => {
    const known = [
      ...ROUTES.map((route) => route.pattern.replace(/\[\w+\]/g, 'diabetes-tipo-2')),
      ...ROUTES.map((route) => `${route.pattern.replace(/\[\w+\]/g, 'asma')}/`),
      '/api/auth/session',
      '/_next/static/chunks/a.js',
      '/favicon.ico',
      '/robots.txt',
      '/sitemap.xml',
    ];
    for (const path of known) expect(sourceMatches(rewrite.source, path), path).toBe(false);
  });

  it('gives the cached policy to everything outside the per-request routes', () => {
    for (const route of ROUTES) {
      const path = route.pattern.replace('[slug]', 'asma');
      expect(sourceMatches(cachedSource(), path), path).toBe(route.mode === 'cached');
      expect(isPerRequestPath(path), path).toBe(route.mode === 'per-request');
    }
    expect(sourceMatches(cachedSource(), '/auth/otra')).toBe(false);
    expect(sourceMatches(cachedSource(), '/authors')).toBe(true);
    expect(sourceMatches(cachedSource(), '/no-existe')).toBe(true);
    expect(sourceMatches(cachedSource(), '/api/auth/get-user')).toBe(false);
    expect(sourceMatches(cachedSource(), '/_next/static/chunks/a.js')).toBe(false);
  });

  it('counts as page requests the pages only', () => {
    expect(sourceMatches(PAGE_SOURCE, '/pilares')).toBe(true);
    expect(sourceMatches(PAGE_SOURCE, '/')).toBe(true);
    expect(sourceMatches(PAGE_SOURCE, '/api/auth/session')).toBe(false);
    expect(sourceMatches(PAGE_SOURCE, '/favicon.ico')).toBe(false);
  });

  it('keeps per-request prefixes minimal, and a catalog with cached details below it exact', () => {
    expect(perRequestPrefixes()).toContain('/auth');
    expect(perRequestPrefixes()).not.toContain('/auth/login');
    expect(perRequestPrefixes()).not.toContain('/clases-en-vivo');
    expect(sourceMatches(cachedSource(), '/clases-en-vivo/')).toBe(false);
    expect(sourceMatches(cachedSource(), '/clases-en-vivo/yoga-prenatal')).toBe(true);
  });
});

describe('the same-site route handlers under /api', () => {
  const PROGRESS = '/api/recorded-classes/progress-class';

  it.each([PROGRESS, `${PROGRESS}/`, '/api/polices/additional_clauses/', '/api/auth/get-user'])(
    '%s is no page: no not-found rewrite, no cached page policy, no proxy',
    (path) => {
      expect(sourceMatches(unknownPathRewrite().source, path)).toBe(false);
      expect(sourceMatches(PAGE_SOURCE, path)).toBe(false);
      expect(sourceMatches(cachedSource(), path)).toBe(false);
      expect(isPerRequestPath(path)).toBe(false);
    },
  );

  // The route file's wiring of the area's route (issue #19; its behaviour is tested in
  // clases-grabadas/_lib/progressRoute.test.ts). Neither call reaches a service: no session, and a
  // foreign origin.
  it('answers the recorded-class progress route, GET and POST, never cached', async () => {
    const { GET, POST } = await import('../app/api/recorded-classes/progress-class/route');
    const read = await GET(new Request(`http://localhost:3000${PROGRESS}`));
    expect(read.status).toBe(401);
    expect(read.headers.get('cache-control')).toBe('no-store');
    const save = await POST(
      new Request(`http://localhost:3000${PROGRESS}`, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
        body: JSON.stringify({ slug: 'yoga-expres', progress: 40 }),
      }),
    );
    expect(save.status).toBe(403);
    expect(save.headers.get('cache-control')).toBe('no-store');
  });
});

describe('contentRoute', () => {
  it('finds a route by its path', () => {
    expect(contentRoute('/vive-sanamente/lecturas')).toEqual({
      path: '/vive-sanamente/lecturas',
      slug: 'vive-sanamente-lecturas',
      label: 'Lecturas',
    });
  });

  it.each(['/no-existe', '/pilares/otra', '/calculadora-IMC', '/PILARES', '/home'])(
    'refuses %j',
    (path) => {
      expect(() => contentRoute(path)).toThrow(path);
      expect(findContentRoute(path)).toBeUndefined();
    },
  );

  it.each([
    ['/', 'home'],
    ['/pilares/', 'pilares'],
    ['/pilares//', 'pilares'],
    ['/vive-sanamente/videos/', 'vive-sanamente-videos'],
  ])('reads %j as the route with the slug %j', (path, slug) => {
    expect(findContentRoute(path)?.slug).toBe(slug);
  });
});

describe('breadcrumbItems', () => {
  it.each([
    ['/', 'Inicio', []],
    ['/pilares', 'Pilares del bienestar', [{ label: 'Pilares del bienestar', href: '/pilares' }]],
    [
      '/herramientas-para-tu-salud/calculadora-IMC',
      'Calculadora de IMC',
      [
        { label: 'Herramientas para tu salud', href: '/herramientas-para-tu-salud' },
        { label: 'Calculadora de IMC', href: '/herramientas-para-tu-salud/calculadora-IMC' },
      ],
    ],
    [
      '/vive-sanamente/lecturas',
      'Lecturas',
      [
        { label: 'Vive sanamente', href: '/vive-sanamente' },
        { label: 'Lecturas', href: '/vive-sanamente/lecturas' },
      ],
    ],
    [
      // An ancestor that is no route of its own (`/programas-bienestar/detail`) is skipped.
      '/programas-bienestar/detail/citas',
      'Mis citas',
      [
        { label: 'Programas de bienestar', href: '/programas-bienestar' },
        { label: 'Mis citas', href: '/programas-bienestar/detail/citas' },
      ],
    ],
    [
      '/politica-de-privacidad/',
      'Política de privacidad',
      [{ label: 'Política de privacidad', href: '/politica-de-privacidad' }],
    ],
    [
      '/programas-bienestar/detail?id=1',
      'Maternidad saludable',
      [
        { label: 'Programas de bienestar', href: '/programas-bienestar' },
        { label: 'Maternidad saludable', href: '/programas-bienestar/detail' },
      ],
    ],
  ])('%s (%s) → %j', (path, title, expected) => {
    expect(breadcrumbItems(path, title)).toEqual(expected);
  });
});

describe('recordId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
    [['3', '4'], 3],
    ['2147483648', undefined],
    ['99999999999', undefined],
    ['0', undefined],
    ['01', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['1e3', undefined],
    [' 1', undefined],
    ['abc', undefined],
    ['', undefined],
    [[], undefined],
    [undefined, undefined],
  ])('%j → %j', (value, expected) => {
    expect(recordId(value)).toBe(expected);
  });
});

describe('the campaign pages live on the campaigns site (issue #17)', () => {
  const ORIGIN = 'https://campanas.vivasalud.pe';
  const rules = campaignRedirectRules(ORIGIN);

  /** Where next.config sends `path`, as Next.js matches and fills the rules (query aside). */
  function redirected(path: string): string | undefined {
    for (const rule of rules) {
      const keys: { name: string }[] = [];
      const match = pathToRegexp(rule.source, keys, { delimiter: '/', strict: true }).exec(path);
      if (!match) continue;
      return keys.reduce(
        (destination, key, index) => destination.replace(`:${key.name}+`, String(match[index + 1])),
        rule.destination,
      );
    }
    return undefined;
  }

  it.each([
    ['/campaign/sorteo-audifonos/signup/', `${ORIGIN}/campaign/sorteo-audifonos/signup/`],
    ['/campaign/sorteo-audifonos/participate/', `${ORIGIN}/campaign/sorteo-audifonos/participate/`],
    ['/campaign/corre-por-la-p/informacion', `${ORIGIN}/campaign/corre-por-la-p/informacion`],
    ['/campaign/sorteo-audifonos', `${ORIGIN}/campaign/sorteo-audifonos`],
    ['/campaign', `${ORIGIN}/`],
    ['/campaign/', `${ORIGIN}/`],
    ['/campaigns', undefined],
    ['/pilares', undefined],
  ])('%s → %s', (path, destination) => {
    expect(redirected(path)).toBe(destination);
  });

  it('redirects permanently', () => {
    expect(rules.every((rule) => rule.permanent)).toBe(true);
  });

  it.each([
    [{}, 'http://localhost:3001'],
    [{ VIVASALUD_SITE_URL: 'https://www.vivasalud.pe' }, 'https://campanas.vivasalud.pe'],
    [{ VIVASALUD_SITE_URL: 'https://www.qa.vivasalud.pe' }, 'https://campanas.qa.vivasalud.pe'],
    [{ VIVASALUD_CAMPAIGNS_URL: 'http://127.0.0.1:3101/' }, 'http://127.0.0.1:3101'],
    [
      {
        NEXT_PUBLIC_VIVASALUD_CAMPAIGNS_URL: 'https://campanas.example.pe',
        VIVASALUD_CAMPAIGNS_URL: 'https://otra.example.pe',
      },
      'https://campanas.example.pe',
    ],
  ])('the campaigns site of %j is %s', (env, origin) => {
    expect(campaignsSiteUrl(env)).toBe(origin);
  });
});
