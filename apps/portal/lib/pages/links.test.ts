import { isSameSitePath } from '@vivasalud/auth/redirect';
import { describe, expect, it } from 'vitest';
import { hrefKind, safeHref } from './links';

describe('hrefKind', () => {
  it.each([
    ['/clases-en-vivo', 'internal'],
    ['  /pilares#prevencion ', 'internal'],
    ['/vive-sanamente/lecturas/detail?slug=vacunas', 'internal'],
    ['#especialidades', 'internal'],
    ['?id=3', 'internal'],
    ['https://reclamaciones.vivasalud.pe/', 'web'],
    ['HTTP://example.com', 'web'],
    ['mailto:contacto@vivasalud.pe', 'mail'],
    ['tel:+5116157300', 'mail'],
    ['', undefined],
    ['   ', undefined],
    [null, undefined],
    [undefined, undefined],
    ['//evil.example/x', undefined],
    ['/\\evil.example', undefined],
    ['\\\\evil.example', undefined],
    ['javascript:alert(1)', undefined],
    [' JavaScript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['vbscript:msgbox', undefined],
    ['clases-en-vivo', undefined],
    ['https://', undefined],
    ['tel:', undefined],
  ] as const)('%j → %j', (href, expected) => {
    expect(hrefKind(href)).toBe(expected);
  });
});

/**
 * Issue #16, item 6: addresses a browser, router or server reads as another site although they
 * start with one slash. The URL parser strips tabs, newlines and CRs (`/\t/evil.example` is
 * `//evil.example`) and reads `\` as `/`; a later layer may decode `%2F`, `%5C`, `%09`. None of
 * them may become a same-site link (one without the external-link dialog): they are dropped, as
 * `//evil.example` is.
 */
const OFF_SITE = [
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\r\n/evil.example',
  '/\t\\evil.example',
  '/\n\\evil.example',
  '\t/\t/evil.example',
  ' /\n/evil.example ',
  '/\\evil.example',
  '/\\/evil.example',
  '/\t//evil.example',
  '///evil.example',
  '/.//evil.example',
  '/./\t/evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%0D/evil.example',
  '/%252F%252Fevil.example',
  '/%2e%2e/%2F%2Fevil.example',
  '/\u0000/evil.example',
  '/\u001f/evil.example',
  '/\u007f/evil.example',
  '/\u000b/evil.example',
  '/\u000c/evil.example',
  '/pilares\u0000',
  '/%E0%A4%A',
];

describe('hrefKind: one-slash addresses that leave the site (issue #16)', () => {
  it.each(OFF_SITE)('%j is not a link', (href) => {
    expect(hrefKind(href)).toBeUndefined();
    expect(safeHref(href)).toBeUndefined();
  });

  it.each([
    ['javascript:alert(1)'],
    ['\tjavascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['  javascript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['\u0000/pilares'],
    ['%2F%2Fevil.example'],
  ])('%j is not a link', (href) => {
    expect(hrefKind(href)).toBeUndefined();
  });

  it.each([
    ['/pilares', '/pilares'],
    ['  /pilares  ', '/pilares'],
    ['\t/clases-en-vivo\n', '/clases-en-vivo'],
    ['/clases-en-vivo?categoria=yoga&pagina=2', '/clases-en-vivo?categoria=yoga&pagina=2'],
    ['/auth/login?redirect=%2Fclases-grabadas', '/auth/login?redirect=%2Fclases-grabadas'],
    ['/telemedicina#especialidades', '/telemedicina#especialidades'],
    ['/campañas/verano', '/campañas/verano'],
    ['/a/../pilares', '/a/../pilares'],
  ])('the same-site path %j stays internal, as %j', (href, shown) => {
    expect(hrefKind(href)).toBe('internal');
    expect(safeHref(href)).toBe(shown);
  });

  it('decides a rooted address with the same rule as the redirect guard', () => {
    const rooted = [...OFF_SITE, '/pilares', '/a/../b', '/x?y#z', '/search?q=a%2Fb'];
    for (const href of rooted) {
      const value = href.trim();
      expect(hrefKind(href) === 'internal', JSON.stringify(href)).toBe(
        value.startsWith('/') && isSameSitePath(value),
      );
    }
  });
});

describe('safeHref', () => {
  it.each([
    [' /pilares ', '/pilares'],
    ['https://www.vivasalud.pe/', 'https://www.vivasalud.pe/'],
    ['javascript:alert(1)', undefined],
    [null, undefined],
  ] as const)('%j → %j', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});
