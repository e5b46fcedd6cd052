import { describe, expect, it } from 'vitest';
import type { Environment } from '@vivasalud/config/hosts';
import {
  clearSessionCookie,
  readSessionCookie,
  serializeSessionCookie,
  sessionCookieSettings,
} from './cookie';

describe('session cookie settings', () => {
  it.each<[string, Environment, Record<string, string>, string, boolean, undefined]>([
    ['dev (localhost, http)', 'dev', {}, 'vs_session', false, undefined],
    [
      'dev forced secure',
      'dev',
      { VIVASALUD_COOKIE_SECURE: 'true' },
      '__Host-vs_session',
      true,
      undefined,
    ],
    [
      'dev, secure flag not "true"',
      'dev',
      { VIVASALUD_COOKIE_SECURE: 'yes' },
      'vs_session',
      false,
      undefined,
    ],
    ['qa', 'qa', {}, '__Host-vs_session', true, undefined],
    ['production', 'production', {}, '__Host-vs_session', true, undefined],
    [
      'production, secure flag false is ignored',
      'production',
      { VIVASALUD_COOKIE_SECURE: 'false' },
      '__Host-vs_session',
      true,
      undefined,
    ],
  ])('%s', (_label, environment, env, name, secure) => {
    expect(sessionCookieSettings(environment, env)).toEqual({ name, secure });
  });

  it.each<[Environment, string]>([
    ['dev', 'vs_campaign_session'],
    ['qa', '__Host-vs_campaign_session'],
    ['production', '__Host-vs_campaign_session'],
  ])('the campaigns site has a cookie of its own (%s → %s)', (environment, name) => {
    expect(sessionCookieSettings(environment, {}, 'campaigns').name).toBe(name);
  });

  it.each(['vivasalud.pe', '.vivasalud.pe', 'vivasalud.localhost'])(
    'refuses a shared domain (%j): never a Domain= session cookie',
    (domain) => {
      expect(() =>
        sessionCookieSettings('production', { VIVASALUD_COOKIE_DOMAIN: domain }),
      ).toThrow(/VIVASALUD_COOKIE_DOMAIN/);
    },
  );
});

describe('Set-Cookie values', () => {
  it.each<[string, Environment, Record<string, string>, string, string]>([
    [
      'dev',
      'dev',
      {},
      'vs_session=tok_EN-1; Path=/; HttpOnly; SameSite=Lax; Max-Age=28800',
      'vs_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0',
    ],
    [
      'production',
      'production',
      {},
      '__Host-vs_session=tok_EN-1; Path=/; HttpOnly; SameSite=Lax; Max-Age=28800; Secure',
      '__Host-vs_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure',
    ],
  ])('%s', (_label, environment, env, set, clear) => {
    const settings = sessionCookieSettings(environment, env);
    expect(serializeSessionCookie(settings, 'tok_EN-1')).toBe(set);
    expect(clearSessionCookie(settings)).toBe(clear);
  });

  it('percent-encodes a token that is not cookie-safe, and reads it back', () => {
    const settings = sessionCookieSettings('dev');
    const value = serializeSessionCookie(settings, 'a;b=c d').split(';')[0]!;
    expect(value).toBe('vs_session=a%3Bb%3Dc%20d');
    expect(readSessionCookie(value, settings)).toBe('a;b=c d');
  });
});

describe('reading the Cookie header', () => {
  const dev = { name: 'vs_session' };
  const prod = { name: '__Host-vs_session' };
  it.each<[string | null, { name: string }, string | undefined]>([
    [null, dev, undefined],
    ['', dev, undefined],
    ['vs_session=abc', dev, 'abc'],
    ['NEXT_LOCALE=es; vs_session=abc; other=1', dev, 'abc'],
    ['vs_session=; vs_session=def', dev, 'def'],
    ['xvs_session=abc', dev, undefined],
    ['vs_session=abc', prod, undefined],
    ['__Host-vs_session=xyz; vs_session=abc', prod, 'xyz'],
    ['vs_session=%E0%A4%A', dev, undefined],
  ])('%j (%o) → %j', (header, settings, token) => {
    expect(readSessionCookie(header, settings)).toBe(token);
  });
});
