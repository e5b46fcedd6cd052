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
