import { describe, expect, it } from 'vitest';
import { otherFormHref, portalHref, withRedirect } from './links';

describe('withRedirect', () => {
  it.each([
    ['/auth/registro', null, '/auth/registro'],
    ['/auth/registro', '', '/auth/registro'],
    ['/auth/registro', '/clases-grabadas', '/auth/registro?redirect=%2Fclases-grabadas'],
  ])('%j + %j → %j', (path, redirect, expected) => {
    expect(withRedirect(path, redirect)).toBe(expected);
  });
});

describe('portalHref', () => {
  it('is the portal path on the portal', () => {
    expect(portalHref('terms')).toBe('/terminos-condiciones/');
    expect(portalHref('recoverPassword', { portalUrl: null })).toBe('/auth/recuperar-contrasena');
  });

  it('is an absolute URL on the portal from another site', () => {
    expect(portalHref('terms', { portalUrl: 'https://vivasalud.pe' })).toBe(
      'https://vivasalud.pe/terminos-condiciones/',
    );
    expect(portalHref('recoverPassword', { portalUrl: 'https://vivasalud.pe/' })).toBe(
      'https://vivasalud.pe/auth/recuperar-contrasena',
    );
  });
});

describe('otherFormHref', () => {
  it('keeps the redirect between the portal forms', () => {
    expect(otherFormHref('signup', '/clases-grabadas')).toBe(
      '/auth/registro?redirect=%2Fclases-grabadas',
    );
    expect(otherFormHref('login', null)).toBe('/auth/login');
  });

  it("drops another site's redirect when linking to the portal", () => {
    expect(
      otherFormHref('login', '/campaign/sorteo-audifonos/participate/', {
        portalUrl: 'https://vivasalud.pe',
      }),
    ).toBe('https://vivasalud.pe/auth/login');
  });

  it("takes the site's own page when it names one", () => {
    expect(
      otherFormHref('signup', '/x', {
        portalUrl: 'https://vivasalud.pe',
        signupHref: '/campaign/sorteo-audifonos/signup/',
      }),
    ).toBe('/campaign/sorteo-audifonos/signup/');
  });
});
