import { createContentClient } from '@vivasalud/api-client/content';
import { contentHttp, setupContractServer, TEST_BASE_URLS } from '@vivasalud/api-client/testing';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_MESSAGES } from './qualification';
import { submitQualification } from './submitQualification';

const server = setupContractServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const content = createContentClient({ baseUrl: TEST_BASE_URLS.content });
const OWN_ORIGIN = 'http://localhost:3000';

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${OWN_ORIGIN}/api/forms/qualification`, {
    method: 'POST',
    headers: { origin: OWN_ORIGIN, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const submit = (request: Request) => submitQualification(request, { content, allowedOrigins: [] });

/** The content service's forms/qualification/, recording what it received. */
function service(answer: () => Response | Promise<Response>) {
  const received: unknown[] = [];
  server.use(
    contentHttp.post('/forms/qualification/', async ({ request }) => {
      received.push(await request.json());
      return answer();
    }),
  );
  return received;
}

const receipt = () =>
  HttpResponse.json({ id: 1042, message: 'Gracias por tu opinión.' }, { status: 201 });

describe('POST /api/forms/qualification', () => {
  describe('given a valid answer', () => {
    it('forwards the checked body and answers 201 with the receipt, never stored', async () => {
      const received = service(receipt);
      const response = await submit(
        post({
          page_path: '/vive-sanamente',
          useful: false,
          comment: '  Faltó información sobre niños. ',
          email: 'ana@correo.pe',
        }),
      );

      expect(response.status).toBe(201);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ id: 1042, message: 'Gracias por tu opinión.' });
      expect(received).toEqual([
        { page_path: '/vive-sanamente', useful: false, comment: 'Faltó información sobre niños.' },
      ]);
    });

    it('sends each submission to the service, even the same one twice', async () => {
      const received = service(receipt);
      const body = { page_path: '/', useful: true };
      expect((await submit(post(body))).status).toBe(201);
      expect((await submit(post(body))).status).toBe(201);
      expect(received).toHaveLength(2);
    });
  });

  describe('when the request is refused here, the service is not called', () => {
    // No handler: a call to the service would fail the test (unhandled request).
    it.each<[string, Request, number, string]>([
      [
        'another site',
        post({ page_path: '/', useful: true }, { origin: 'https://evil.example' }),
        403,
        'FORBIDDEN_ORIGIN',
      ],
      [
        'not JSON',
        post('useful=true', { 'content-type': 'application/x-www-form-urlencoded' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      ['malformed JSON', post('{"useful":'), 400, 'VALIDATION_ERROR'],
      [
        'a path with a query',
        post({ page_path: '/?dni=1', useful: true }),
        400,
        'VALIDATION_ERROR',
      ],
      [
        'a comment over 500 characters',
        post({ page_path: '/', useful: false, comment: 'a'.repeat(501) }),
        400,
        'VALIDATION_ERROR',
      ],
    ])('%s → %i %s', async (_case, request, status, code) => {
      const response = await submit(request);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error: true, code });
    });

    it('names the fields at fault in Spanish', async () => {
      const response = await submit(post({ page_path: 'x', useful: 'sí' }));
      expect(await response.json()).toEqual({
        error: true,
        code: 'VALIDATION_ERROR',
        message: 'Datos inválidos.',
        errors: [
          { field: 'page_path', message: FEEDBACK_MESSAGES.pagePath },
          { field: 'useful', message: FEEDBACK_MESSAGES.useful },
        ],
      });
    });
  });

  describe('when the service fails', () => {
    it('hands on its 400 as it is (spec §8)', async () => {
      service(() =>
        HttpResponse.json(
          {
            error: true,
            code: 'VALIDATION_ERROR',
            message: 'Revisa los datos ingresados',
            errors: [{ field: 'comment', message: 'El comentario es demasiado largo' }],
          },
          { status: 400 },
        ),
      );
      const response = await submit(post({ page_path: '/', useful: false, comment: 'x' }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: true,
        code: 'VALIDATION_ERROR',
        message: 'Revisa los datos ingresados',
        errors: [{ field: 'comment', message: 'El comentario es demasiado largo' }],
      });
    });

    it.each<[string, () => Response]>([
      [
        'a 500',
        () =>
          HttpResponse.json(
            { error: true, code: 'INTERNAL_ERROR', message: 'Ocurrió un error inesperado.' },
            { status: 500 },
          ),
      ],
      ['no answer', () => HttpResponse.error()],
      ['a 201 without a receipt', () => HttpResponse.json({ ok: true }, { status: 201 })],
    ])('%s → 502 UPSTREAM_ERROR, logged without the body', async (_case, answer) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      service(answer);
      const response = await submit(
        post({ page_path: '/', useful: false, comment: 'Soy Ana, mi DNI es 12345678' }),
      );
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error: true,
        code: 'UPSTREAM_ERROR',
        message: 'No pudimos conectar con el servicio. Inténtalo nuevamente.',
      });
      expect(log).toHaveBeenCalledOnce();
      expect(JSON.stringify(log.mock.calls)).not.toContain('12345678');
    });
  });
});
