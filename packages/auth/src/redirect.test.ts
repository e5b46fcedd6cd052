import { describe, expect, it } from 'vitest';
import { campaignsSignInHref, isSameSitePath, sanitizeRedirect, ticketHref } from './redirect';

describe('sanitizeRedirect (issue #5: only same-origin relative paths, anything else becomes "/")', () => {
  describe('given a same-origin relative path, it is kept', () => {
    it.each([
      ['/', '/'],
      ['/clases-grabadas', '/clases-grabadas'],
      ['/x?y#z', '/x?y#z'],
      ['/bienestar/nutricion?page=2&sort=asc', '/bienestar/nutricion?page=2&sort=asc'],
      ['/auth/login?redirect=%2Fclases-grabadas', '/auth/login?redirect=%2Fclases-grabadas'],
      ['/search?q=a%2Fb', '/search?q=a%2Fb'],
      ['/campañas/verano', '/campa%C3%B1as/verano'],
      ['/a/../b', '/b'],
      ['/#seccion', '/#seccion'],
    ])('%j -> %j', (input, expected) => {
      expect(sanitizeRedirect(input)).toBe(expected);
      expect(isSameSitePath(input)).toBe(true);
    });
  });

  describe('given anything else, it becomes "/"', () => {
    it.each([
      ['empty', ''],
      ['not a string (undefined)', undefined],
      ['not a string (null)', null],
      ['not a string (number)', 42],
      ['not a string (array)', ['/x']],
      ['absolute https URL', 'https://evil.com'],
      ['absolute http URL', 'http://evil.com/path'],
      ['scheme without slashes', 'https:evil.com'],
      ['scheme-relative', '//evil.com'],
      ['scheme-relative with path', '//evil.com/auth/login'],
      ['triple slash', '///evil.com'],
      ['backslash host', '/\\evil.com'],
      ['double backslash', '\\\\evil.com'],
      ['backslash later in the path', '/foo\\bar'],
      ['javascript: URL', 'javascript:alert(1)'],
      ['JavaScript: URL, mixed case', 'JaVaScRiPt:alert(1)'],
      ['data: URL', 'data:text/html,<script>alert(1)</script>'],
      ['bare host', 'evil.com'],
      ['relative path without leading slash', 'clases-grabadas'],
      ['tab inside the slashes', '/\t/evil.com'],
      ['newline inside the slashes', '/\n/evil.com'],
      ['leading space', ' /clases'],
      ['NUL byte', '/clases\u0000'],
      ['DEL character', '/clases\u007F'],
      ['encoded slashes', '/%2F%2Fevil.com'],
      ['encoded slashes, lower case', '/%2f%2fevil.com'],
      ['encoded slash after slash', '/%2Fevil.com'],
      ['encoded backslash', '/%5Cevil.com'],
      ['doubly encoded slashes', '/%252F%252Fevil.com'],
      ['encoded tab', '/%09/evil.com'],
      ['encoded newline', '/%0A/evil.com'],
      ['malformed escape', '/%E0%A4%A'],
      ['dot segments rebuilding //host', '/.//evil.com'],
      ['encoded dot segments before encoded slashes', '/%2e%2e/%2e%2e/%2F%2Fevil.com'],
      ['encoded dot segment before an encoded slash', '/%2e/%2fevil.com'],
      ['very long value', `/${'a'.repeat(3000)}`],
      // Issue #16: the same with CR, vertical tab, form feed and a backslash after the control.
      ['CR inside the slashes', '/\r/evil.com'],
      ['CR LF inside the slashes', '/\r\n/evil.com'],
      ['vertical tab inside the slashes', '/\u000b/evil.com'],
      ['form feed inside the slashes', '/\f/evil.com'],
      ['tab then backslash', '/\t\\evil.com'],
      ['encoded CR', '/%0D/evil.com'],
      ['encoded backslash after an encoded tab', '/%09%5Cevil.com'],
    ])('%s', (_case, input) => {
      expect(sanitizeRedirect(input)).toBe('/');
      expect(isSameSitePath(input)).toBe(false);
    });
  });

  it('is idempotent: what it returns passes through it unchanged', () => {
    const samples = [
      '/clases-grabadas?page=2#top',
      '/vive-sanamente/lecturas/detail?id=3',
      '/a/../b',
      '/%2e%2e/%2e%2e/%2F%2Fevil.com',
      '/%2e/%2fevil.com',
      '/.//evil.com',
      '//evil.com',
      '/caf%C3%A9',
      '/x/%2e%2e/y?z=%2F%2F',
    ];
    for (const sample of samples) {
      const once = sanitizeRedirect(sample);
      expect(sanitizeRedirect(once), sample).toBe(once);
    }
  });
});

describe('ticketHref (issue #17: the portal link that signs the person in on the campaigns site)', () => {
  it.each([
    [
      '/campaign/sorteo-audifonos/participate/',
      '/api/auth/ticket?to=%2Fcampaign%2Fsorteo-audifonos%2Fparticipate%2F',
    ],
    ['/', '/api/auth/ticket?to=%2F'],
    ['https://evil.example/', '/api/auth/ticket?to=%2F'],
    ['//evil.example/x', '/api/auth/ticket?to=%2F'],
  ])('%j → %j', (path, href) => {
    expect(ticketHref(path)).toBe(href);
  });
});

describe('campaignsSignInHref (issue #25: «Inicia sesión» on the campaigns site comes back to its page)', () => {
  it.each([
    [
      '/campaign/sorteo-audifonos/signup/',
      'https://www.vivasalud.pe/api/auth/ticket?to=%2Fcampaign%2Fsorteo-audifonos%2Fsignup%2F&login=1',
    ],
    ['/', 'https://www.vivasalud.pe/api/auth/ticket?to=%2F&login=1'],
    ['https://evil.example/', 'https://www.vivasalud.pe/api/auth/ticket?to=%2F&login=1'],
  ])('%j → %j', (path, href) => {
    expect(campaignsSignInHref('https://www.vivasalud.pe', path)).toBe(href);
  });
});
