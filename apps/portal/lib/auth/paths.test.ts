import { describe, expect, it } from 'vitest';
import { loginHref } from './paths';

describe('loginHref', () => {
  it.each([
    ['/', '/auth/login'],
    ['/clases-grabadas', '/auth/login?redirect=%2Fclases-grabadas'],
    ['/vive-sanamente/lecturas', '/auth/login?redirect=%2Fvive-sanamente%2Flecturas'],
    ['/auth/login', '/auth/login'],
    ['/auth/registro', '/auth/login'],
    ['', '/auth/login'],
  ])('%j → %j', (pathname, expected) => {
    expect(loginHref(pathname)).toBe(expected);
  });
});
