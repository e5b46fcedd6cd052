import { describe, expect, it } from 'vitest';
import { CONTENT_ROUTES, PERMANENT_REDIRECTS, ROUTES } from '@/lib/routes';
import { siteUrl } from '../pages/site';
import { DISALLOWED_PATHS, isSitemapPath, robotsRules, sitemapEntries } from './crawl';

const SITE = 'https://www.vivasalud.pe';
/** The content routes the manifest keeps out of the sitemap (a person's own pages, telemedicine). */
const UNLISTED = new Set(
  ROUTES.filter((route) => route.crawl === 'no-sitemap').map((route) => route.pattern),
);

describe('sitemapEntries', () => {
  it('lists every canonical content route once, absolute, without a made-up lastModified', () => {
    const entries = sitemapEntries(SITE);
    expect(entries).toEqual(
      CONTENT_ROUTES.filter((route) => !UNLISTED.has(route.path)).map((route) => ({
        url: `${SITE}${route.path}`,
      })),
    );
    expect(new Set(entries.map((entry) => entry.url)).size).toBe(entries.length);
    expect(entries[0]).toEqual({ url: 'https://www.vivasalud.pe/' });
  });

  it.each([
    ['/', true],
    ['/pilares', true],
    ['/herramientas-para-tu-salud/calculadora-IMC', true],
    ['/vive-sanamente/lecturas', true],
    ['/programas-bienestar/solicita-cita', true],
    ['/politica-de-privacidad', true],
    // The second name of a screen answers 308: only its canonical path is listed.
    ['/home', false],
    ['/calculadora-IMC', false],
    ['/calculadora-de-dias-fertiles', false],
    // Disallowed for crawlers.
    ['/auth', false],
    ['/auth/login', false],
    ['/api/auth/get-user', false],
    ['/service-unavailable', false],
    ['/telemedicina/fin-telemedicina', false],
    // A person's own appointments: they need a session. Telemedicine is for pro members only
    // (anyone else is sent to the sign-in or told why: issue #29).
    ['/telemedicina', false],
    ['/programas-bienestar/citas', false],
    ['/programas-bienestar/detail/citas', false],
    // Look-alikes of excluded paths are not excluded.
    ['/telemedicina-en-casa', true],
    ['/autores', true],
  ])('%s in the sitemap: %s', (path, expected) => {
    expect(isSitemapPath(path)).toBe(expected);
  });

  it('leaves out excluded routes even when the route table lists them', () => {
    const routes = [
      { path: '/', slug: 'home', label: 'Inicio' },
      { path: '/home', slug: 'home', label: 'Inicio' },
      { path: '/auth/login', slug: 'login', label: 'Login' },
      { path: '/service-unavailable', slug: 'service-unavailable', label: 'Error' },
      { path: '/telemedicina/fin-telemedicina', slug: 'fin-telemedicina', label: 'Fin' },
      { path: '/guias-y-consejos', slug: 'guias-y-consejos', label: 'Guías' },
    ];
    expect(sitemapEntries('http://localhost:3000', routes)).toEqual([
      { url: 'http://localhost:3000/' },
      { url: 'http://localhost:3000/guias-y-consejos' },
    ]);
  });

  it('names no redirect source and no program detail (a query-string view)', () => {
    const urls = sitemapEntries(SITE).map((entry) => new URL(entry.url).pathname);
    for (const from of Object.keys(PERMANENT_REDIRECTS)) expect(urls).not.toContain(from);
    expect(urls).not.toContain('/programas-bienestar/detail');
  });
});

describe('robotsRules', () => {
  it('allows the site but the account, API, error and end-of-call screens', () => {
    expect(robotsRules(SITE)).toEqual({
      rules: {
        userAgent: '*',
        allow: '/',
        disallow: ['/auth/', '/api/', '/service-unavailable', '/telemedicina/fin-telemedicina'],
      },
      sitemap: 'https://www.vivasalud.pe/sitemap.xml',
      host: 'https://www.vivasalud.pe',
    });
  });

  it('points at the sitemap of the site it runs on', () => {
    const robots = robotsRules('http://localhost:3000');
    expect(robots.sitemap).toBe('http://localhost:3000/sitemap.xml');
    expect(robots.host).toBe('http://localhost:3000');
  });

  it('disallows nothing the sitemap lists', () => {
    for (const { url } of sitemapEntries(SITE)) {
      const path = new URL(url).pathname;
      expect(DISALLOWED_PATHS.some((prefix) => path.startsWith(prefix))).toBe(false);
    }
  });
});

describe('siteUrl', () => {
  it.each([
    [{}, 'http://localhost:3000'],
    [{ VIVASALUD_SITE_URL: '  ' }, 'http://localhost:3000'],
    [{ VIVASALUD_SITE_URL: 'https://www.vivasalud.pe/' }, 'https://www.vivasalud.pe'],
    [{ VIVASALUD_SITE_URL: 'https://www.qa.vivasalud.pe' }, 'https://www.qa.vivasalud.pe'],
  ])('%j → %s', (env, expected) => {
    expect(siteUrl(env)).toBe(expected);
  });
});
