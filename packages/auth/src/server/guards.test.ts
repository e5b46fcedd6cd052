import { describe, expect, it } from 'vitest';
import type { RouteError } from './errors';
import {
  allowedOriginsFromEnv,
  checkOrigin,
  clientAddress,
  mediaType,
  readJsonObject,
} from './guards';

describe('client address (rightmost X-Forwarded-For)', () => {
  it.each<[string | null, string | undefined]>([
    [null, undefined],
    ['', undefined],
    ['203.0.113.7', '203.0.113.7'],
    // The left entries come from the client or farther hops and can be forged.
    ['1.1.1.1, 203.0.113.7', '203.0.113.7'],
    ['1.1.1.1,203.0.113.7 ,  198.51.100.2', '198.51.100.2'],
    ['203.0.113.7:51234', '203.0.113.7'],
    ['2001:DB8::1', '2001:db8::1'],
    ['1.1.1.1, [2001:db8::2]:443', '2001:db8::2'],
    ['::ffff:127.0.0.1', '::ffff:127.0.0.1'],
    ['203.0.113.7, ', undefined],
    ['203.0.113.7, unknown', undefined],
    ['203.0.113.7, 256.1.1.1', undefined],
    ['evil.example', undefined],
    ['1.2.3.4\r\nx: y', undefined],
  ])('%j → %j', (header, address) => {
    expect(clientAddress(header)).toBe(address);
  });
});

describe('allowed origins from the environment', () => {
  it('joins VIVASALUD_ALLOWED_ORIGINS, VIVASALUD_SITE_URL and VIVASALUD_CAMPAIGNS_URL as origins', () => {
    expect(
      allowedOriginsFromEnv({
        VIVASALUD_ALLOWED_ORIGINS: ' https://a.vivasalud.pe/path , not a url,,ftp://x.pe',
        VIVASALUD_SITE_URL: 'https://www.vivasalud.pe/',
        VIVASALUD_CAMPAIGNS_URL: 'https://campanas.vivasalud.pe',
      }),
    ).toEqual([
      'https://a.vivasalud.pe',
      'https://www.vivasalud.pe',
      'https://campanas.vivasalud.pe',
    ]);
    expect(allowedOriginsFromEnv({})).toEqual([]);
  });
});

describe('origin check', () => {
  const at = (origin: string | null) =>
    new Request('http://localhost:3000/api/auth/login', {
      method: 'POST',
      headers: origin === null ? {} : { origin },
    });
  it.each<[string | null, readonly string[], boolean]>([
    ['http://localhost:3000', [], true],
    ['http://localhost:3001', [], false],
    ['http://localhost:3001', ['http://localhost:3001'], true],
    ['https://localhost:3000', [], false],
    ['http://localhost:3000.evil.pe', [], false],
    ['null', [], false],
    [null, [], false],
  ])('%j with %j → %s', (origin, allowed, ok) => {
    let status = 0;
    try {
      checkOrigin(at(origin), allowed);
    } catch (error) {
      status = (error as RouteError).response.status;
    }
    expect(status).toBe(ok ? 0 : 403);
  });
});

describe('JSON bodies', () => {
  const body = (raw: string | undefined, contentType?: string) =>
    new Request('http://localhost:3000/x', {
      method: 'POST',
      headers: contentType ? { 'content-type': contentType } : {},
      body: raw,
    });
  async function outcome(request: Request, allowEmpty = false) {
    try {
      return await readJsonObject(request, { allowEmpty });
    } catch (error) {
      const response = (error as RouteError).response;
      return { status: response.status, ...((await response.json()) as object) };
    }
  }

  it.each<[string, string | undefined, string | undefined, boolean, unknown]>([
    ['json', '{"a":1}', 'application/json', false, { a: 1 }],
    ['json with charset', '{"a":1}', 'Application/JSON; charset=utf-8', false, { a: 1 }],
    ['text/plain', '{"a":1}', 'text/plain', false, { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' }],
    [
      'no content type',
      '{"a":1}',
      undefined,
      false,
      { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
    ],
    [
      'empty, not allowed',
      undefined,
      undefined,
      false,
      { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
    ],
    ['empty, allowed', undefined, undefined, true, {}],
    ['empty json, allowed', '', 'application/json', true, {}],
    [
      'empty json, not allowed',
      '',
      'application/json',
      false,
      { status: 400, code: 'VALIDATION_ERROR' },
    ],
    [
      'body without type where empty is allowed',
      'x',
      undefined,
      true,
      { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
    ],
    [
      'malformed',
      '{"a":',
      'application/json',
      false,
      { status: 400, code: 'VALIDATION_ERROR', message: 'Datos inválidos.' },
    ],
    ['array', '[1]', 'application/json', false, { status: 400, code: 'VALIDATION_ERROR' }],
    ['null', 'null', 'application/json', false, { status: 400, code: 'VALIDATION_ERROR' }],
    [
      'over 16 KiB',
      JSON.stringify({ a: 'x'.repeat(17_000) }),
      'application/json',
      false,
      { status: 400, code: 'VALIDATION_ERROR' },
    ],
  ])('%s', async (_label, raw, contentType, allowEmpty, expected) => {
    expect(await outcome(body(raw, contentType), allowEmpty)).toMatchObject(expected as object);
  });

  it('refuses a streamed body over 16 KiB without a Content-Length', async () => {
    const chunk = new TextEncoder().encode(`"${'x'.repeat(4096)}",`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 100) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request('http://localhost:3000/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(await outcome(request)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(sent).toBeLessThan(10);
  });

  it.each([
    ['application/json', 'application/json'],
    ['application/json; charset=utf-8', 'application/json'],
    [' TEXT/Plain ;x=1', 'text/plain'],
    ['', undefined],
  ])('media type of %j is %j', (header, type) => {
    expect(mediaType(header)).toBe(type);
  });
});
