import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbItems,
  CONTENT_ROUTES,
  contentRoute,
  findContentRoute,
  hasPage,
  OWN_PAGE_PATHS,
  CONTENT_ROUTES_WITH_OWN_PAGE,
  UNKNOWN_PATH,
  PERMANENT_REDIRECTS,
  permanentRedirectRules,
  PROGRAM_APPOINTMENTS_PATH,
  PROGRAM_DETAIL_PATH,
  recordId,
} from './routes';

const SITE = fileURLToPath(new URL('../../app/(site)/', import.meta.url));
const pageFile = (path: string) => `${SITE}${path === '/' ? '' : path.slice(1) + '/'}page.tsx`;

describe('the route table', () => {
  it('names each path once', () => {
    const paths = [
      ...CONTENT_ROUTES.map((route) => route.path),
      ...Object.keys(PERMANENT_REDIRECTS),
      PROGRAM_DETAIL_PATH,
      PROGRAM_APPOINTMENTS_PATH,
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
    expect(existsSync(`${SITE}[[...path]]/page.tsx`)).toBe(true);
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

  it.each([PROGRAM_DETAIL_PATH, PROGRAM_APPOINTMENTS_PATH])('%s has a page', (path) => {
    expect(existsSync(pageFile(path))).toBe(true);
  });
});

/** The URL path of every page.tsx under app/ but the content pages' catch-all. */
function pageFolders(): string[] {
  const app = fileURLToPath(new URL('../../app/', import.meta.url));
  return readdirSync(app, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(`${sep}page.tsx`) && !file.includes('[[...path]]'))
    .map((file) => {
      const segments = relative(app, join(app, file)).split(sep).slice(0, -1);
      return `/${segments.filter((segment) => !/^\(.*\)$/.test(segment)).join('/')}`;
    });
}

describe('hasPage', () => {
  it('lists exactly the page folders of app/', () => {
    expect([...pageFolders()].sort()).toEqual([...OWN_PAGE_PATHS].sort());
  });

  it.each([
    ['/', true],
    ['/pilares', true],
    ['/pilares/', true],
    ['/auth/login', true],
    ['/auth/login/', true],
    ['/auth/no-existe', false],
    ['/programas-bienestar/detail/citas', true],
    ['/authors', false],
    ['/no-existe', false],
    ['/pilares/otra', false],
    ['/home', false], // answered 308 before the proxy
    [UNKNOWN_PATH, false],
  ])('%s → %s', (path, expected) => {
    expect(hasPage(path)).toBe(expected);
  });

  it('lists its own paths once, none of them a content route but those with a screen of their own', () => {
    expect(new Set(OWN_PAGE_PATHS).size).toBe(OWN_PAGE_PATHS.length);
    for (const path of OWN_PAGE_PATHS) {
      expect(findContentRoute(path) === undefined).toBe(
        !CONTENT_ROUTES_WITH_OWN_PAGE.includes(path),
      );
    }
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
