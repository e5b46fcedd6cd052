import { describe, expect, it } from 'vitest';
import { portalUrl, sitesOf } from './site';

describe('sitesOf', () => {
  it.each([
    [
      'development by default',
      {},
      {
        portal: 'http://localhost:3000',
        campaigns: 'http://localhost:3001',
        contentApi: 'http://localhost:4000/content',
      },
    ],
    [
      'production from the campaigns site’s own address',
      { VIVASALUD_CAMPAIGNS_URL: 'https://campanas.vivasalud.pe' },
      {
        portal: 'https://www.vivasalud.pe',
        campaigns: 'https://campanas.vivasalud.pe',
        contentApi: 'https://api.vivasalud.pe/content',
      },
    ],
    [
      'qa from the portal’s address',
      { VIVASALUD_SITE_URL: 'https://www.qa.vivasalud.pe/' },
      {
        portal: 'https://www.qa.vivasalud.pe',
        campaigns: 'https://campanas.qa.vivasalud.pe',
        contentApi: 'https://api.qa.vivasalud.pe/content',
      },
    ],
  ])('%s', (_name, env, expected) => {
    expect(sitesOf(env)).toEqual(expected);
  });
});

describe('portalUrl', () => {
  it('makes a portal path absolute', () => {
    expect(portalUrl('/politicas-de-cookies', { portal: 'https://www.vivasalud.pe' })).toBe(
      'https://www.vivasalud.pe/politicas-de-cookies',
    );
    expect(portalUrl('/', { portal: 'http://localhost:3000' })).toBe('http://localhost:3000/');
  });
});
