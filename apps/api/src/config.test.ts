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
});
