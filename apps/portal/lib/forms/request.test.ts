import { ApiError } from '@vivasalud/api-client/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFormPost, checkOrigin, RouteError, upstreamFailure } from './request';

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
    if (!(error instanceof RouteError)) throw error;
    return { status: error.response.status, body: await error.response.json() };
  }
}

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

  it('answers a thrown RouteError as it is, logging only 5xx without their body', async () => {
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
