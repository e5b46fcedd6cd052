import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbItems,
  CONTENT_ROUTES,
  contentRoute,
  PERMANENT_REDIRECTS,
  PROGRAM_APPOINTMENTS_PATH,
  PROGRAM_DETAIL_PATH,
  recordId,
  withSearchParams,
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
    '%s has a page that shows the CMS page «%s»',
    (path, slug) => {
      expect(slug).toMatch(/^[A-Za-z0-9_-]+$/); // the content API's slug rule (spec §5)
      expect(path === '/' || !path.endsWith('/')).toBe(true);
      const file = pageFile(path);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain(`const PATH = '${path}';`);
    },
  );

  it.each(Object.entries(PERMANENT_REDIRECTS))(
    '%s has a page that answers 308 to %s, a content route',
    (from, to) => {
      expect(CONTENT_ROUTES.some((route) => route.path === to)).toBe(true);
      const file = pageFile(from);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain(`permanentRedirectPage('${from}')`);
    },
  );

  it.each([PROGRAM_DETAIL_PATH, PROGRAM_APPOINTMENTS_PATH])('%s has a page', (path) => {
    expect(existsSync(pageFile(path))).toBe(true);
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

  it.each(['/no-existe', '/pilares/', '/calculadora-IMC'])('refuses %j', (path) => {
    expect(() => contentRoute(path)).toThrow(path);
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

describe('withSearchParams', () => {
  it.each([
    ['/', {}, '/'],
    ['/', undefined, '/'],
    ['/', { utm_source: 'mail' }, '/?utm_source=mail'],
    ['/x', { a: ['1', '2'], b: undefined }, '/x?a=1&a=2'],
    ['/x', { q: 'días fértiles & más' }, '/x?q=d%C3%ADas+f%C3%A9rtiles+%26+m%C3%A1s'],
    ['/x', { empty: '' }, '/x?empty='],
  ])('%s + %j → %s', (path, searchParams, expected) => {
    expect(withSearchParams(path, searchParams)).toBe(expected);
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
