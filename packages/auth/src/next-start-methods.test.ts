// A pure table (the unit project): `src/server/**` tests start the reference service first.

import { describe, expect, it } from 'vitest';
import { ALLOW, METHOD_NOT_ALLOWED_BODY, rawMethodNotAllowed, reachesNext } from './server/methods';

describe('the methods vivasalud-next-start lets Next see (issue #26)', () => {
  it.each([
    ['GET', true],
    ['HEAD', true],
    ['OPTIONS', true],
    ['POST', true],
    // The Fetch standard forbids these: Next's `new Request()` threw, a 500.
    ['TRACE', false],
    ['TRACK', false],
    ['CONNECT', false],
    // No page or route answers them.
    ['PUT', false],
    ['PATCH', false],
    ['DELETE', false],
    ['PROPFIND', false],
    ['M-SEARCH', false],
    // Methods are case-sensitive.
    ['get', false],
    ['Post', false],
    [undefined, false],
  ])('%s → %s', (method, passes) => {
    expect(reachesNext(method)).toBe(passes);
  });

  it('lists what passes in Allow', () => {
    expect(ALLOW).toBe('GET, HEAD, OPTIONS, POST');
  });

  it('answers CONNECT with a whole 405 and closes', () => {
    const raw = rawMethodNotAllowed();
    expect(raw.startsWith('HTTP/1.1 405 Method Not Allowed\r\n')).toBe(true);
    expect(raw).toContain('\r\nallow: GET, HEAD, OPTIONS, POST\r\n');
    expect(raw).toContain('\r\nconnection: close\r\n');
    expect(raw).toContain(`\r\ncontent-length: ${Buffer.byteLength(METHOD_NOT_ALLOWED_BODY)}\r\n`);
    expect(raw.endsWith(`\r\n\r\n${METHOD_NOT_ALLOWED_BODY}`)).toBe(true);
    expect(JSON.parse(METHOD_NOT_ALLOWED_BODY)).toEqual({
      error: true,
      code: 'METHOD_NOT_ALLOWED',
      message: 'Método no permitido.',
    });
  });
});
