import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it.each([
    [{}, 'production'],
    [{ NODE_ENV: 'production' }, 'production'],
    [{ NODE_ENV: 'development' }, 'production'],
    [{ NODE_ENV: 'test' }, 'test'],
    [{ VIVASALUD_ENV: 'development' }, 'development'],
    [{ VIVASALUD_ENV: 'development', NODE_ENV: 'production' }, 'development'],
  ])(
    '%j → %s (development must be asked for: it opens /dev/outbox and seeds demo accounts)',
    (env, expected) => {
      expect(readConfig(env).environment).toBe(expected);
    },
  );

  it('refuses an unknown environment', () => {
    expect(() => readConfig({ VIVASALUD_ENV: 'staging' })).toThrow(/VIVASALUD_ENV/);
  });

  it('builds the public URL from the port and drops a trailing slash', () => {
    expect(readConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(readConfig({ PUBLIC_URL: 'https://api.vivasalud.pe/' }).publicUrl).toBe(
      'https://api.vivasalud.pe',
    );
  });

  it('keeps PGlite in memory when asked', () => {
    expect(readConfig({ PGLITE_DATA_DIR: 'memory' }).dataDir).toBeUndefined();
  });

  describe('TRUST_PROXY: whose X-Forwarded-For is believed', () => {
    it.each([
      [{}, false],
      [{ TRUST_PROXY: '' }, false],
      [{ TRUST_PROXY: 'none' }, false],
      [{ TRUST_PROXY: 'loopback' }, ['loopback']],
      [{ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' }, ['10.0.0.1', '10.1.0.0/16', 'loopback']],
    ])('%j → %j (by default nobody: the socket address is the client)', (env, expected) => {
      expect(readConfig(env).trustProxy).toEqual(expected);
    });

    it.each(['true', '1', 'loopback,2'])('refuses %s (anyone could write the header)', (value) => {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    });

    // The `dev` and `start` scripts default to `loopback`: it believes whatever connects from
    // this machine, so it is safe only while nothing else can connect (issue #26).
    it.each([undefined, 'localhost', '127.0.0.1', '127.0.1.1', '::1', '[::1]', 'LOCALHOST'])(
      'takes loopback with HOST=%s (only this machine connects)',
      (host) => {
        const env = { TRUST_PROXY: 'loopback', ...(host === undefined ? {} : { HOST: host }) };
        expect(readConfig(env).trustProxy).toEqual(['loopback']);
      },
    );

    it.each([
      ['0.0.0.0', 'loopback'],
      ['::', 'loopback'],
      ['10.0.0.5', 'loopback'],
      ['api.internal', '10.0.0.0/8, loopback'],
      ['0.0.0.0', '127.0.0.1'],
      ['0.0.0.0', '::1'],
    ])('refuses to start on HOST=%s with TRUST_PROXY=%s, saying why', (host, trust) => {
      expect(() => readConfig({ HOST: host, TRUST_PROXY: trust })).toThrow(
        /TRUST_PROXY=.*loopback.*HOST=/,
      );
    });

    it.each([
      ['0.0.0.0', undefined],
      ['0.0.0.0', 'none'],
      ['0.0.0.0', '10.0.0.5'],
    ])('starts on HOST=%s with TRUST_PROXY=%s (no loopback proxy believed)', (host, trust) => {
      const env = { HOST: host, ...(trust === undefined ? {} : { TRUST_PROXY: trust }) };
      expect(() => readConfig(env)).not.toThrow();
    });
  });

  it('answers /dev/ under the loopback names on its port and DEV_ALLOWED_HOSTS', () => {
    expect(readConfig({}).devHosts).toEqual(['localhost:4000', '127.0.0.1:4000', '[::1]:4000']);
    expect(
      readConfig({ PORT: '4100', DEV_ALLOWED_HOSTS: 'Dev.Box, otra.test:8080' }).devHosts,
    ).toEqual(['localhost:4100', '127.0.0.1:4100', '[::1]:4100', 'dev.box:4100', 'otra.test:8080']);
  });

  it.each([
    [{}, false],
    [{ VIVASALUD_ENV: 'production', API_REFERENCE: 'true' }, true],
    [{ VIVASALUD_ENV: 'development' }, true],
    [{ VIVASALUD_ENV: 'test' }, true],
    [{ VIVASALUD_ENV: 'development', API_REFERENCE: 'false' }, false],
  ])('API reference for %j: %s (off in production unless asked for)', (env, expected) => {
    expect(readConfig(env).apiReference).toBe(expected);
  });

  it('refuses an API_REFERENCE other than true or false', () => {
    expect(() => readConfig({ API_REFERENCE: 'yes' })).toThrow(/API_REFERENCE/);
  });

  describe('identity switches for tests', () => {
    it.each([
      [{ VIVASALUD_ENV: 'test' }, {}],
      [{ VIVASALUD_ENV: 'test', IDENTITY_SIGNUP_WITH_MFA: 'false' }, { signupWithMfa: false }],
      [{ VIVASALUD_ENV: 'development', IDENTITY_SIGNUP_WITH_MFA: 'true' }, { signupWithMfa: true }],
      [
        { VIVASALUD_ENV: 'test', IDENTITY_RESEND_COOLDOWN_SECONDS: '0' },
        { resendCooldownSeconds: 0 },
      ],
    ])('%j → %j', (env, expected) => {
      expect(readConfig(env).identityTesting).toEqual(expected);
    });

    it.each([
      [{ IDENTITY_SIGNUP_WITH_MFA: 'false' }, /for tests/],
      [{ VIVASALUD_ENV: 'production', IDENTITY_RESEND_COOLDOWN_SECONDS: '0' }, /for tests/],
      [{ VIVASALUD_ENV: 'test', IDENTITY_SIGNUP_WITH_MFA: 'no' }, /true or false/],
      [{ VIVASALUD_ENV: 'test', IDENTITY_RESEND_COOLDOWN_SECONDS: '-1' }, /whole number/],
      [{ VIVASALUD_ENV: 'test', IDENTITY_RESEND_COOLDOWN_SECONDS: '1.5' }, /whole number/],
    ])('refuses %j', (env, message) => {
      expect(() => readConfig(env)).toThrow(message);
    });
  });

  describe('TICKET_AUDIENCES: the sites a sign-in can be handed to', () => {
    it.each([
      [{ VIVASALUD_ENV: 'test' }, ['http://localhost:3001']],
      [{ VIVASALUD_ENV: 'production' }, ['https://campanas.vivasalud.pe']],
      [
        { TICKET_AUDIENCES: 'https://Campanas.qa.vivasalud.pe, https://campanas.vivasalud.pe:443' },
        ['https://campanas.qa.vivasalud.pe', 'https://campanas.vivasalud.pe'],
      ],
    ])('%j → %j', (env, expected) => {
      expect(readConfig(env).ticketAudiences).toEqual(expected);
    });

    it.each(['https://campanas.vivasalud.pe/ruta', 'javascript:alert(1)', 'campanas'])(
      'refuses %s',
      (value) => {
        expect(() => readConfig({ TICKET_AUDIENCES: value })).toThrow(/TICKET_AUDIENCES/);
      },
    );
  });
  describe('CONTENT_FAULTS: content paths that answer 500 (end-to-end tests)', () => {
    it.each([
      [{}, []],
      [{ VIVASALUD_ENV: 'test', CONTENT_FAULTS: '' }, []],
      [{ VIVASALUD_ENV: 'production', CONTENT_FAULTS: ' , ' }, []],
      [
        { VIVASALUD_ENV: 'development', CONTENT_FAULTS: '/content/home/ventajas/' },
        ['/content/home/ventajas'],
      ],
      [
        {
          VIVASALUD_ENV: 'test',
          CONTENT_FAULTS: ' /content/home/ventajas/, /content/pages/mentors,/content/home/ventajas',
        },
        ['/content/home/ventajas', '/content/pages/mentors'],
      ],
    ])('%j → %j', (env, expected) => {
      expect(readConfig(env).contentFaults).toEqual(expected);
    });

    it.each([
      [{ VIVASALUD_ENV: 'production', CONTENT_FAULTS: '/content/home/ventajas/' }, /production/],
      [{ CONTENT_FAULTS: '/content/home/ventajas/' }, /production/],
      [{ VIVASALUD_ENV: 'test', CONTENT_FAULTS: '/home/ventajas/' }, /content API paths/],
      [{ VIVASALUD_ENV: 'test', CONTENT_FAULTS: '/content/' }, /content API paths/],
      [
        { VIVASALUD_ENV: 'test', CONTENT_FAULTS: '/content/configuracion-seo/x?paramItem=1' },
        /without a query/,
      ],
    ])('refuses %j', (env, message) => {
      expect(() => readConfig(env)).toThrow(message);
    });
  });
});
