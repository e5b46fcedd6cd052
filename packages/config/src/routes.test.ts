import { describe, expect, it } from 'vitest';
import {
  ANY_SEGMENT,
  breadcrumbTrail,
  isDynamicPattern,
  isSlug,
  matchesPattern,
  NOT_A_PAGE,
  patternSource,
  routeManifest,
  type RouteEntry,
} from './routes';

/** A table with dynamic segments at the end, in the middle, and two of them. */
const ROUTES: readonly RouteEntry[] = [
  { pattern: '/', mode: 'cached' },
  { pattern: '/sintomas-y-enfermedades', mode: 'cached' },
  { pattern: '/sintomas-y-enfermedades/[slug]', mode: 'cached' },
  { pattern: '/sintomas-y-enfermedades/letra/[letra]', mode: 'cached' },
  { pattern: '/mini-manual/[slug]/[capitulo]', mode: 'cached' },
  { pattern: '/mini-manual/[slug]/[capitulo]/notas', mode: 'per-request' },
  { pattern: '/campaign/[slug]/signup', mode: 'per-request' },
  { pattern: '/clases-en-vivo', mode: 'per-request' },
  { pattern: '/clases-en-vivo/[slug]', mode: 'cached' },
  { pattern: '/auth', mode: 'per-request' },
  { pattern: '/auth/login', mode: 'per-request' },
];

const manifest = routeManifest(ROUTES);

describe('the slug rule (spec §5)', () => {
  it.each([
    ['yoga-expres', true],
    ['A_1', true],
    ['a'.repeat(100), true],
    ['a'.repeat(101), false],
    ['', false],
    ['x.y', false],
    ['ñandú', false],
    ['a/b', false],
  ])('%j → %s', (text, expected) => expect(isSlug(text)).toBe(expected));
});

describe('a pattern with segments anywhere', () => {
  it.each([
    ['/', ''],
    ['/pilares', 'pilares'],
    ['/vive-sanamente/lecturas', 'vive-sanamente/lecturas'],
    ['/clases-en-vivo/[slug]', 'clases-en-vivo/[A-Za-z0-9_-]{1,100}'],
    [
      '/sintomas-y-enfermedades/[letra]/lista',
      'sintomas-y-enfermedades/[A-Za-z0-9_-]{1,100}/lista',
    ],
    ['/mini-manual/[slug]/[capitulo]', 'mini-manual/[A-Za-z0-9_-]{1,100}/[A-Za-z0-9_-]{1,100}'],
    ['/calculadora.imc', 'calculadora\\.imc'],
  ])('%s → %s', (pattern, expected) => expect(patternSource(pattern)).toBe(expected));

  it('takes another segment rule when told', () => {
    expect(patternSource('/campaign/[slug]/signup', ANY_SEGMENT)).toBe('campaign/[^/]+/signup');
  });

  it.each([
    ['/mini-manual/[slug]/[capitulo]', '/mini-manual/diabetes/capitulo-1', true],
    ['/mini-manual/[slug]/[capitulo]', '/mini-manual/diabetes/capitulo-1/', true],
    ['/mini-manual/[slug]/[capitulo]', '/mini-manual/diabetes', false],
    ['/mini-manual/[slug]/[capitulo]', '/mini-manual/diabetes/capitulo-1/mas', false],
    ['/mini-manual/[slug]/[capitulo]', '/mini-manual/dia.betes/capitulo-1', false],
    ['/sintomas-y-enfermedades/letra/[letra]', '/sintomas-y-enfermedades/letra/a', true],
    ['/sintomas-y-enfermedades/[letra]/lista', '/sintomas-y-enfermedades/b/lista', true],
    ['/sintomas-y-enfermedades/[letra]/lista', '/sintomas-y-enfermedades/b/otra', false],
    ['/pilares', '/PILARES', false],
  ])('%s matches %s: %s', (pattern, path, expected) =>
    expect(matchesPattern(pattern, path)).toBe(expected),
  );

  it.each([
    ['/clases-en-vivo/[slug]', true],
    ['/mini-manual/[slug]/[capitulo]', true],
    ['/sintomas-y-enfermedades/[letra]/lista', true],
    ['/clases-en-vivo', false],
    ['/a[b]', false],
  ])('%s is dynamic: %s', (pattern, expected) => expect(isDynamicPattern(pattern)).toBe(expected));
});

describe('routeManifest', () => {
  it.each([
    ['/', true],
    ['/sintomas-y-enfermedades/', true],
    ['/sintomas-y-enfermedades/asma', true],
    ['/sintomas-y-enfermedades/letra/b', true],
    ['/sintomas-y-enfermedades/letra/b/c', false],
    ['/mini-manual/diabetes/capitulo-2', true],
    ['/mini-manual/diabetes/capitulo-2/notas/', true],
    ['/mini-manual/diabetes', false],
    ['/mini-manual/dia.betes/capitulo-2', false],
    ['/mini-manual/diabetes/capitulo-2/otra', false],
    ['/no-existe', false],
    ['/api/lo-que-sea', true],
    ['/_next/static/x.js', true],
    ['/robots.txt', true],
  ])('%s is known: %s', (path, expected) => expect(manifest.isKnownPath(path)).toBe(expected));

  it('writes the unknown-path source from every pattern, in the table order', () => {
    expect(manifest.unknownPathSource()).toBe(
      `/:path((?!${NOT_A_PAGE}|(?:|sintomas-y-enfermedades|sintomas-y-enfermedades/[A-Za-z0-9_-]{1,100}|sintomas-y-enfermedades/letra/[A-Za-z0-9_-]{1,100}|mini-manual/[A-Za-z0-9_-]{1,100}/[A-Za-z0-9_-]{1,100}|mini-manual/[A-Za-z0-9_-]{1,100}/[A-Za-z0-9_-]{1,100}/notas|campaign/[A-Za-z0-9_-]{1,100}/signup|clases-en-vivo|clases-en-vivo/[A-Za-z0-9_-]{1,100}|auth|auth/login)/?$).*)`,
    );
  });

  it('keeps per-request matches minimal; a route with a cached route below it is exact', () => {
    expect(manifest.perRequestMatches()).toEqual([
      { pattern: '/mini-manual/[slug]/[capitulo]/notas', below: true },
      { pattern: '/campaign/[slug]/signup', below: true },
      { pattern: '/clases-en-vivo', below: false },
      { pattern: '/auth', below: true },
    ]);
  });

  it.each([
    ['/auth', 'per-request'],
    ['/auth/login?redirect=/x', 'per-request'],
    ['/auth/otra', 'per-request'],
    ['/authors', 'cached'],
    ['/clases-en-vivo', 'per-request'],
    ['/clases-en-vivo/?pagina=2', 'per-request'],
    ['/clases-en-vivo/yoga', 'cached'],
    ['/campaign/sorteo/signup/', 'per-request'],
    ['/campaign/sorteo/signup/paso-2', 'per-request'],
    ['/campaign/sorteo', 'cached'],
    ['/mini-manual/diabetes/capitulo-1/notas', 'per-request'],
    ['/mini-manual/diabetes/capitulo-1', 'cached'],
    ['/no-existe', 'cached'],
    ['/', 'cached'],
  ])('%s renders %s', (address, mode) => {
    expect(manifest.renderModeOf(address)).toBe(mode);
    expect(manifest.isPerRequestPath(address)).toBe(mode === 'per-request');
  });

  it('writes the cached source without the per-request routes', () => {
    expect(manifest.cachedSource()).toBe(
      `/:path((?!${NOT_A_PAGE}|(?:mini-manual/[A-Za-z0-9_-]{1,100}/[A-Za-z0-9_-]{1,100}/notas|campaign/[A-Za-z0-9_-]{1,100}/signup|clases-en-vivo/?$|auth)(?:/|$)).*)`,
    );
  });

  it('takes any segment when the pages check it themselves', () => {
    const any = routeManifest(ROUTES, { segment: ANY_SEGMENT });
    expect(any.isKnownPath('/mini-manual/dia.betes/capitulo-2')).toBe(true);
    expect(any.isPerRequestPath('/campaign/x.y/signup')).toBe(true);
    expect(manifest.isPerRequestPath('/campaign/x.y/signup')).toBe(false);
  });

  it('makes a manifest with no per-request route cached everywhere', () => {
    const cached = routeManifest([{ pattern: '/', mode: 'cached' }]);
    expect(cached.renderModeOf('/auth')).toBe('cached');
    expect(cached.cachedSource()).toBe(`/:path((?!${NOT_A_PAGE}).*)`);
  });
});

describe('breadcrumbTrail', () => {
  const routes = [
    { path: '/vive-sanamente', label: 'Vive sanamente' },
    { path: '/vive-sanamente/lecturas', label: 'Lecturas' },
  ];

  it.each([
    ['/', []],
    ['/vive-sanamente', [{ label: 'Título', href: '/vive-sanamente' }]],
    [
      '/vive-sanamente/lecturas/una?x=1',
      [
        { label: 'Vive sanamente', href: '/vive-sanamente' },
        { label: 'Lecturas', href: '/vive-sanamente/lecturas' },
        { label: 'Título', href: '/vive-sanamente/lecturas/una' },
      ],
    ],
    ['/otra/cosa', [{ label: 'Título', href: '/otra/cosa' }]],
  ])('%s → %j', (path, expected) =>
    expect(breadcrumbTrail(routes, path, 'Título')).toEqual(expected),
  );
});
