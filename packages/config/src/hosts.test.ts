import { describe, expect, it } from 'vitest';
import { campaignsSite, environmentOf, resolveHosts } from './hosts';

describe('environmentOf', () => {
  it.each([
    ['localhost', 'dev'],
    ['localhost:3000', 'dev'],
    ['127.0.0.1', 'dev'],
    ['127.0.0.1:3001', 'dev'],
    ['[::1]:3000', 'dev'],
    ['::1', 'dev'],
    ['portal.localhost', 'dev'],
    ['qa.vivasalud.pe', 'qa'],
    ['www.qa.vivasalud.pe', 'qa'],
    ['campanas.qa.vivasalud.pe', 'qa'],
    ['WWW.QA.VIVASALUD.PE', 'qa'],
    ['www.vivasalud.pe', 'production'],
    ['vivasalud.pe', 'production'],
    ['campanas.vivasalud.pe', 'production'],
    ['qahost.vivasalud.pe', 'production'],
    ['unknown.example.com', 'production'],
  ] as const)('%s is %s', (hostname, expected) => {
    expect(environmentOf(hostname)).toBe(expected);
  });
});

describe('resolveHosts', () => {
  it('gives separate content, identity and site hosts for local development', () => {
    expect(resolveHosts('localhost:3000')).toEqual({
      environment: 'dev',
      contentApi: 'http://localhost:4000/content',
      identityApi: 'http://localhost:4000/identity',
      site: 'http://localhost:3000',
    });
  });

  it('gives the qa hosts for a qa hostname', () => {
    const hosts = resolveHosts('campanas.qa.vivasalud.pe');
    expect(hosts.contentApi).toBe('https://api.qa.vivasalud.pe/content');
    expect(hosts.site).toBe('https://www.qa.vivasalud.pe');
  });

  it('gives the production hosts for the public hostname', () => {
    const hosts = resolveHosts('www.vivasalud.pe');
    expect(hosts.environment).toBe('production');
    expect(hosts.identityApi).toBe('https://api.vivasalud.pe/identity');
  });

  describe('when environment variables are set', () => {
    it('lets each one override its host, keeping the others', () => {
      const hosts = resolveHosts('www.vivasalud.pe', {
        VIVASALUD_CONTENT_API_URL: 'http://127.0.0.1:4100/content/',
      });
      expect(hosts.contentApi).toBe('http://127.0.0.1:4100/content');
      expect(hosts.identityApi).toBe('https://api.vivasalud.pe/identity');
    });

    it('ignores empty values', () => {
      expect(resolveHosts('localhost', { VIVASALUD_SITE_URL: '  ' }).site).toBe(
        'http://localhost:3000',
      );
    });

    it('refuses a malformed URL instead of calling a wrong host', () => {
      expect(() =>
        resolveHosts('localhost', { VIVASALUD_IDENTITY_API_URL: 'not a url' }),
      ).toThrow();
    });
  });
});

describe('campaignsSite (issue #17)', () => {
  it.each([
    ['localhost', {}, 'http://localhost:3001'],
    ['www.qa.vivasalud.pe', {}, 'https://campanas.qa.vivasalud.pe'],
    ['www.vivasalud.pe', {}, 'https://campanas.vivasalud.pe'],
    ['localhost', { VIVASALUD_CAMPAIGNS_URL: 'http://127.0.0.1:3101/' }, 'http://127.0.0.1:3101'],
    ['www.vivasalud.pe', { VIVASALUD_CAMPAIGNS_URL: ' ' }, 'https://campanas.vivasalud.pe'],
  ])('%s with %j → %s', (hostname, env, expected) => {
    expect(campaignsSite(hostname, env)).toBe(expected);
  });

  it('throws on a malformed override', () => {
    expect(() => campaignsSite('localhost', { VIVASALUD_CAMPAIGNS_URL: 'campanas' })).toThrow();
  });
});
