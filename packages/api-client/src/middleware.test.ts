import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContentClient } from './content';
import { ApiError } from './errors';
import { contentHttp, setupContractServer, TEST_BASE_URLS } from './testing';

const server = setupContractServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const activeCampaign = {
  slug: 'sorteo-audifonos',
  copy: 'Participa en el sorteo de',
  copy_strong: 'audífonos inalámbricos',
  link_text: 'Inscríbete aquí',
};

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => expect.unreachable('the call should have failed'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('answer handling middleware (spec §7/§8)', () => {
  const onUnauthorized = vi.fn();
  const client = createContentClient({ baseUrl: TEST_BASE_URLS.content, onUnauthorized });

  describe('given a successful answer', () => {
    it('hands the body over as data', async () => {
      server.use(
        contentHttp.get('/campaigns/active/', ({ response }) => response(200).json(activeCampaign)),
      );
      const { data } = await client.GET('/campaigns/active/');
      expect(data).toEqual(activeCampaign);
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });

  describe('when the network fails', () => {
    it('throws NETWORK_ERROR "Network Error"', async () => {
      server.use(
        contentHttp.untyped.get(`${TEST_BASE_URLS.content}/campaigns/active/`, () =>
          HttpResponse.error(),
        ),
      );
      const error = await failure(client.GET('/campaigns/active/'));
      expect(error.code).toBe('NETWORK_ERROR');
      expect(error.message).toBe('Network Error');
      expect(error.status).toBeUndefined();
      expect(error.cause).toBeInstanceOf(TypeError);
    });
  });

  describe('when the server answers 401', () => {
    it('calls onUnauthorized once and throws UNAUTHORIZED with the spec message', async () => {
      server.use(
        contentHttp.post('/users/accept-terms-and-additional-clauses/', ({ response }) =>
          response(401).json({ error: true, message: 'Token inválido' }),
        ),
      );
      const error = await failure(
        client.POST('/users/accept-terms-and-additional-clauses/', {
          body: { is_terms_conditions_accepted: true, is_additional_clauses_accepted: true },
        }),
      );
      expect(error.code).toBe('UNAUTHORIZED');
      expect(error.message).toBe('Unauthorized, we should redirect to login');
      expect(error.status).toBe(401);
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(onUnauthorized).toHaveBeenCalledWith(error);
    });
  });

  describe('when the server answers another error status', () => {
    it.each([
      [500, { error: true, message: 'Error interno del servidor' }, 'Error interno del servidor'],
      [400, { error: true, message: 'Invalid category format' }, 'Invalid category format'],
      [
        404,
        { error: true, message: 'Página no encontrada', code: 'NOT_FOUND' },
        'Página no encontrada',
      ],
    ] as const)('throws UNKNOWN for %i with the server message', async (status, body, message) => {
      server.use(
        contentHttp.untyped.get(`${TEST_BASE_URLS.content}/campaigns/active/`, () =>
          HttpResponse.json(body, { status }),
        ),
      );
      const error = await failure(client.GET('/campaigns/active/'));
      expect(error.code).toBe('UNKNOWN');
      expect(error.message).toBe(message);
      expect(error.status).toBe(status);
      expect(error.body).toEqual(body);
      expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it('uses a text body as the message and names the status when there is none', async () => {
      server.use(
        contentHttp.untyped.get(`${TEST_BASE_URLS.content}/campaigns/active/`, () =>
          HttpResponse.text('Servicio en mantenimiento', { status: 503 }),
        ),
      );
      expect((await failure(client.GET('/campaigns/active/'))).message).toBe(
        'Servicio en mantenimiento',
      );

      server.use(
        contentHttp.untyped.get(
          `${TEST_BASE_URLS.content}/campaigns/active/`,
          () => new HttpResponse(null, { status: 502 }),
        ),
      );
      expect((await failure(client.GET('/campaigns/active/'))).message).toBe(
        'Request failed with status 502',
      );
    });
  });

  describe('when a 2xx body is flagged as an error', () => {
    it('throws UNKNOWN with its message', async () => {
      server.use(
        contentHttp.untyped.get(`${TEST_BASE_URLS.content}/campaigns/active/`, () =>
          HttpResponse.json({ error: true, message: 'No hay campaña activa' }),
        ),
      );
      const error = await failure(client.GET('/campaigns/active/'));
      expect(error.code).toBe('UNKNOWN');
      expect(error.message).toBe('No hay campaña activa');
      expect(error.status).toBe(200);
    });

    it('does not treat `error: false` as a failure', async () => {
      const body = { ...activeCampaign, error: false };
      server.use(
        contentHttp.untyped.get(`${TEST_BASE_URLS.content}/campaigns/active/`, () =>
          HttpResponse.json(body),
        ),
      );
      const { data } = await client.GET('/campaigns/active/');
      expect(data).toEqual(body);
    });
  });
});

describe('setupContractServer', () => {
  it('fails the test that made a request nobody handled', async () => {
    const client = createContentClient({ baseUrl: TEST_BASE_URLS.content });
    await failure(client.GET('/home/slider/'));
    expect(() => server.resetHandlers()).toThrow(
      /Requests without a handler:\nGET http:\/\/content\.test\/content\/home\/slider\//,
    );
  });
});
