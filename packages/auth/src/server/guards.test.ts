import { describe, expect, it } from 'vitest';
import type { RouteError } from './errors';
import {
  allowedOriginsFromEnv,
  checkOrigin,
  clientAddress,
  mediaType,
  publicOrigin,
  readJsonObject,
} from './guards';

describe('client address (the X-Forwarded-For vivasalud-next-start wrote)', () => {
  it.each<[string | null, string | undefined]>([
    [null, undefined],
    ['', undefined],
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['2001:DB8::1', '2001:db8::1'],
    ['::ffff:127.0.0.1', '::ffff:127.0.0.1'],
    // The server writes exactly one address: anything else was not written by it.
    ['1.1.1.1, 203.0.113.7', undefined],
    ['203.0.113.7:51234', undefined],
    ['203.0.113.7, unknown', undefined],
    ['256.1.1.1', undefined],
    ['evil.example', undefined],
    ['1.2.3.4\r\nx: y', undefined],
  ])('%j → %j', (header, address) => {
    expect(clientAddress(header, true)).toBe(address);
  });

  it.each(['203.0.113.7', '2001:db8::1'])(
    'forwards nothing from a process not started by vivasalud-next-start (%j)',
    (header) => {
      // Plain `next start` / `next dev`: the header is whatever the client sent.
      expect(clientAddress(header, false)).toBeUndefined();
      expect(clientAddress(header)).toBeUndefined();
    },
  );
});

describe('public origin (what the browser asked for, not request.url)', () => {
  // Under `next start` the URL is the listening address; Host and X-Forwarded-* are the client's.
  const at = (headers: Record<string, string>, url = 'http://localhost:3000/api/auth/login') =>
    publicOrigin(new Request(url, { headers }));
  it.each<[string, Record<string, string>, string]>([
    ['no headers: the URL', {}, 'http://localhost:3000'],
    ['Host', { host: 'www.vivasalud.pe' }, 'http://www.vivasalud.pe'],
    [
      'Host and X-Forwarded-Proto',
      { host: 'www.vivasalud.pe', 'x-forwarded-proto': 'https' },
      'https://www.vivasalud.pe',
    ],
    [
      'X-Forwarded-Host wins over Host',
      {
        host: 'localhost:3000',
        'x-forwarded-host': 'www.qa.vivasalud.pe',
        'x-forwarded-proto': 'https',
      },
      'https://www.qa.vivasalud.pe',
    ],
    [
      'the first X-Forwarded-Host / -Proto value',
      {
        'x-forwarded-host': 'campanas.vivasalud.pe, interno:3000',
        'x-forwarded-proto': 'HTTPS,http',
      },
      'https://campanas.vivasalud.pe',
    ],
    ['a port is kept', { host: 'localhost:3001' }, 'http://localhost:3001'],
    [
      'a default port is dropped, the case lowered',
      { host: 'WWW.VivaSalud.pe:443', 'x-forwarded-proto': 'https' },
      'https://www.vivasalud.pe',
    ],
    ['IPv6', { host: '[::1]:3000' }, 'http://[::1]:3000'],
    ['empty X-Forwarded-Host: Host', { 'x-forwarded-host': '', host: 'a.pe' }, 'http://a.pe'],
    [
      'a proto other than http(s): the URL one',
      { host: 'www.vivasalud.pe', 'x-forwarded-proto': 'ftp' },
      'http://www.vivasalud.pe',
    ],
    // A host that is not a plain hostname[:port] falls back to the URL's.
    ['a path', { host: 'evil.example/x' }, 'http://localhost:3000'],
    ['credentials', { host: 'www.vivasalud.pe@evil.example' }, 'http://localhost:3000'],
    ['a space', { host: 'www.vivasalud.pe evil.example' }, 'http://localhost:3000'],
    ['a backslash', { host: 'evil.example\\x' }, 'http://localhost:3000'],
    ['a scheme', { 'x-forwarded-host': 'https://evil.example' }, 'http://localhost:3000'],
    ['a bad port', { host: 'www.vivasalud.pe:99999' }, 'http://localhost:3000'],
    ['an empty label', { host: 'www..vivasalud.pe' }, 'http://localhost:3000'],
    [
      'a malformed X-Forwarded-Host is not rescued by Host',
      { 'x-forwarded-host': 'a b', host: 'www.vivasalud.pe' },
      'http://localhost:3000',
    ],
    [
      'a malformed host keeps the forwarded proto',
      { host: 'x/y', 'x-forwarded-proto': 'https' },
      'https://localhost:3000',
    ],
  ])('%s', (_label, headers, origin) => {
    expect(at(headers)).toBe(origin);
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

  it.each<[string, Record<string, string>, string, boolean]>([
    // `next start`: the URL is http://localhost:3000, the browser asked https://www.vivasalud.pe.
    [
      'the public origin',
      { host: 'www.vivasalud.pe', 'x-forwarded-proto': 'https' },
      'https://www.vivasalud.pe',
      true,
    ],
    [
      'the listening address is not the own origin',
      { host: 'www.vivasalud.pe', 'x-forwarded-proto': 'https' },
      'http://localhost:3000',
      false,
    ],
    [
      'X-Forwarded-Host',
      { host: 'localhost:3000', 'x-forwarded-host': 'campanas.vivasalud.pe' },
      'http://campanas.vivasalud.pe',
      true,
    ],
    ['a malformed Host: the URL', { host: 'evil.example/x' }, 'http://localhost:3000', true],
    ['a malformed Host is not trusted', { host: 'evil.example/x' }, 'http://evil.example', false],
  ])('%s', (_label, headers, origin, ok) => {
    const request = new Request('http://localhost:3000/api/auth/login', {
      method: 'POST',
      headers: { ...headers, origin },
    });
    let status = 0;
    try {
      checkOrigin(request, []);
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

  it.each<[string, string | undefined, unknown]>([
    ['text/plain', 'text/plain;charset=UTF-8', { a: 1 }],
    ['json', 'application/json', { a: 1 }],
    ['form', 'application/x-www-form-urlencoded', { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' }],
    ['text/html', 'text/html', { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' }],
  ])('with mediaTypes [json, text/plain] (sendBeacon): %s', async (_label, type, expected) => {
    let result: unknown;
    try {
      result = await readJsonObject(body('{"a":1}', type), {
        mediaTypes: ['application/json', 'text/plain'],
      });
    } catch (error) {
      const response = (error as RouteError).response;
      result = { status: response.status, ...((await response.json()) as object) };
    }
    expect(result).toMatchObject(expected as object);
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
