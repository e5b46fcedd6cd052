import { ApiError } from '@vivasalud/api-client/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerFormPost,
  checkOrigin,
  FormRouteError,
  MAX_BODY_BYTES,
  readJsonObject,
  upstreamFailure,
} from './request';

const URL_SEEN_BY_NEXT = 'http://localhost:3000/api/forms/qualification';

function post(headers: Record<string, string>, body?: BodyInit): Request {
  return new Request(URL_SEEN_BY_NEXT, { method: 'POST', headers, body });
}

/** The answer a guard threw (its status and body), or 'passed'. */
async function outcome(run: () => unknown): Promise<'passed' | { status: number; body: unknown }> {
  try {
    await run();
    return 'passed';
  } catch (error) {
    if (!(error instanceof FormRouteError)) throw error;
    return { status: error.response.status, body: await error.response.json() };
  }
}

const FORBIDDEN = {
  status: 403,
  body: { error: true, code: 'FORBIDDEN_ORIGIN', message: 'Origen no permitido.' },
};

describe('checkOrigin (CSRF: the Origin of every POST)', () => {
  const allowed = ['https://www.vivasalud.pe'];

  it.each<[string, Record<string, string>, 'passed' | typeof FORBIDDEN]>([
    ['the origin Next listens on', { origin: 'http://localhost:3000' }, 'passed'],
    [
      'the origin the browser asked for (Host)',
      { host: 'portal.localhost:3000', origin: 'http://portal.localhost:3000' },
      'passed',
    ],
    [
      'the origin behind a proxy (X-Forwarded-*)',
      {
        'x-forwarded-host': 'qa.vivasalud.pe',
        'x-forwarded-proto': 'https',
        origin: 'https://qa.vivasalud.pe',
      },
      'passed',
    ],
    ['a configured origin', { origin: 'https://www.vivasalud.pe' }, 'passed'],
    ['a configured origin with a path', { origin: 'https://www.vivasalud.pe/x' }, 'passed'],
    ['another site', { origin: 'https://evil.example' }, FORBIDDEN],
    ['another port', { origin: 'http://localhost:3001' }, FORBIDDEN],
    ['http for an https origin', { origin: 'http://www.vivasalud.pe' }, FORBIDDEN],
    ['no Origin', {}, FORBIDDEN],
    ['Origin null (sandboxed frame)', { origin: 'null' }, FORBIDDEN],
    ['an Origin that is not a URL', { origin: 'localhost:3000' }, FORBIDDEN],
  ])('%s → %j', async (_case, headers, expected) => {
    expect(await outcome(() => checkOrigin(post(headers), allowed))).toEqual(expected);
  });
});

const invalidBody = (message: string) => ({
  status: 400,
  body: {
    error: true,
    code: 'VALIDATION_ERROR',
    message: 'Datos inválidos.',
    errors: [{ field: 'body', message }],
  },
});
const UNSUPPORTED = {
  status: 415,
  body: { error: true, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'El cuerpo debe ser JSON.' },
};

describe('readJsonObject', () => {
  it.each<[string, Record<string, string>, BodyInit | undefined, unknown]>([
    ['JSON', { 'content-type': 'application/json' }, '{"useful":true}', { useful: true }],
    [
      'JSON with a charset',
      { 'content-type': 'Application/JSON; charset=utf-8' },
      '{"a":"ñ"}',
      { a: 'ñ' },
    ],
  ])('reads %s', async (_case, headers, body, value) => {
    expect(await readJsonObject(post(headers, body))).toEqual(value);
  });

  it.each<[string, Record<string, string>, BodyInit | undefined, unknown]>([
    ['no content type', {}, '{}', UNSUPPORTED],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }, 'useful=true', UNSUPPORTED],
    ['plain text', { 'content-type': 'text/plain' }, '{}', UNSUPPORTED],
    ['JSON-like types', { 'content-type': 'application/json-patch+json' }, '{}', UNSUPPORTED],
    [
      'an empty body',
      { 'content-type': 'application/json' },
      undefined,
      invalidBody('El cuerpo está vacío.'),
    ],
    [
      'a blank body',
      { 'content-type': 'application/json' },
      '  ',
      invalidBody('El cuerpo está vacío.'),
    ],
    [
      'malformed JSON',
      { 'content-type': 'application/json' },
      '{"useful":',
      invalidBody('El cuerpo no es un JSON válido.'),
    ],
    [
      'a JSON array',
      { 'content-type': 'application/json' },
      '[]',
      invalidBody('El cuerpo debe ser un objeto JSON.'),
    ],
    [
      'a JSON string',
      { 'content-type': 'application/json' },
      '"sí"',
      invalidBody('El cuerpo debe ser un objeto JSON.'),
    ],
    [
      'JSON null',
      { 'content-type': 'application/json' },
      'null',
      invalidBody('El cuerpo debe ser un objeto JSON.'),
    ],
    [
      'bytes that are not UTF-8',
      { 'content-type': 'application/json' },
      new Uint8Array([0x7b, 0xff, 0x7d]),
      invalidBody('El cuerpo no es texto UTF-8 válido.'),
    ],
    [
      'a body over the limit',
      { 'content-type': 'application/json' },
      JSON.stringify({ comment: 'a'.repeat(MAX_BODY_BYTES) }),
      invalidBody(`El cuerpo supera ${MAX_BODY_BYTES / 1024} KiB.`),
    ],
    [
      'a declared length over the limit (refused unread)',
      { 'content-type': 'application/json', 'content-length': String(MAX_BODY_BYTES + 1) },
      '{}',
      invalidBody(`El cuerpo supera ${MAX_BODY_BYTES / 1024} KiB.`),
    ],
  ])('refuses %s', async (_case, headers, body, expected) => {
    expect(await outcome(() => readJsonObject(post(headers, body)))).toEqual(expected);
  });

  it('stops reading a streamed body once it passes the limit', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(0x20));
        if (pulled > 100) controller.close();
      },
    });
    const request = new Request(URL_SEEN_BY_NEXT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(await outcome(() => readJsonObject(request))).toEqual(
      invalidBody(`El cuerpo supera ${MAX_BODY_BYTES / 1024} KiB.`),
    );
    expect(pulled).toBeLessThan(100);
  });
});

describe('upstreamFailure (spec §8: the server body is handed to the caller)', () => {
  it.each<[string, ApiError, number, unknown]>([
    [
      'the service refused the body (400): its ErrorBody',
      new ApiError('UNKNOWN', 'Revisa los datos ingresados', {
        status: 400,
        body: {
          error: true,
          code: 'VALIDATION_ERROR',
          message: 'Revisa los datos ingresados',
          errors: [{ field: 'comment', message: 'Muy largo' }, { nope: 1 }],
          stack: 'never passed on',
        },
      }),
      400,
      {
        error: true,
        code: 'VALIDATION_ERROR',
        message: 'Revisa los datos ingresados',
        errors: [{ field: 'comment', message: 'Muy largo' }],
      },
    ],
    [
      'a 4xx without an ErrorBody',
      new ApiError('UNKNOWN', 'Request failed with status 404', { status: 404, body: '<html>' }),
      404,
      { error: true, code: 'VALIDATION_ERROR', message: 'Datos inválidos.' },
    ],
    [
      'a 500',
      new ApiError('UNKNOWN', 'Ocurrió un error inesperado.', {
        status: 500,
        body: { error: true, message: 'Ocurrió un error inesperado.' },
      }),
      502,
      {
        error: true,
        code: 'UPSTREAM_ERROR',
        message: 'No pudimos conectar con el servicio. Inténtalo nuevamente.',
      },
    ],
    [
      'no answer (network error or timeout)',
      new ApiError('NETWORK_ERROR', 'Network Error'),
      502,
      {
        error: true,
        code: 'UPSTREAM_ERROR',
        message: 'No pudimos conectar con el servicio. Inténtalo nuevamente.',
      },
    ],
  ])('%s', async (_case, error, status, body) => {
    expect(await outcome(() => upstreamFailure(error))).toEqual({ status, body });
  });

  it('rethrows what is not a failed call', () => {
    const bug = new TypeError('x is undefined');
    expect(() => upstreamFailure(bug)).toThrow(bug);
  });
});

describe('answerFormPost', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers a thrown FormRouteError as it is, logging only 5xx without their body', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = await answerFormPost('forms/x', async () => {
      checkOrigin(post({}), []);
      return new Response(null, { status: 204 });
    });
    expect(refused.status).toBe(403);
    expect(log).not.toHaveBeenCalled();

    const failed = await answerFormPost('forms/x', async () =>
      upstreamFailure(new ApiError('NETWORK_ERROR', 'Network Error')),
    );
    expect(failed.status).toBe(502);
    expect(log).toHaveBeenCalledWith('[portal] forms/x 502 UPSTREAM_UNREACHABLE');
  });

  it('turns anything else into a 500 that says nothing of the error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await answerFormPost('forms/x', async () => {
      throw new TypeError('comment "Soy Ana, DNI 12345678" broke it');
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      error: true,
      code: 'INTERNAL_ERROR',
      message: 'Ocurrió un error inesperado.',
    });
    expect(log).toHaveBeenCalledWith('[portal] forms/x 500 INTERNAL_ERROR TypeError');
  });
});
