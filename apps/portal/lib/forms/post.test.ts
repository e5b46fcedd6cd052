import { describe, expect, it } from 'vitest';
import { POST_MESSAGES, readOutcome, requestBody } from './post';

const answer = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('readOutcome: a route answer as the form shows it', () => {
  it('201 with a reference is sent', async () => {
    expect(
      await readOutcome(answer(201, { reference: 'MAT-000042', message: 'Recibido.' })),
    ).toEqual({ ok: true, reference: 'MAT-000042', message: 'Recibido.' });
  });

  it('400 with fields names them', async () => {
    const outcome = await readOutcome(
      answer(400, {
        error: true,
        code: 'VALIDATION_ERROR',
        message: 'Datos inválidos.',
        errors: [
          { field: 'due_date', message: 'La fecha probable de parto no puede ser anterior a hoy.' },
          { field: 'due_date', message: 'otra' },
        ],
      }),
    );
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'invalid',
      fields: { due_date: 'La fecha probable de parto no puede ser anterior a hoy.' },
    });
  });

  it.each([
    [413, { error: true, message: 'too large' }, { attachment: POST_MESSAGES.tooLarge }],
    [
      415,
      { error: true, message: 'El archivo debe ser JPG, PNG o PDF.' },
      { attachment: POST_MESSAGES.wrongType },
    ],
  ])('%i names the file', async (status, body, fields) => {
    expect(await readOutcome(answer(status, body))).toMatchObject({
      ok: false,
      reason: 'invalid',
      fields,
    });
  });

  it('a refused consent version is the consent box’s problem (the text changed meanwhile)', async () => {
    const outcome = await readOutcome(
      answer(400, {
        error: true,
        code: 'VALIDATION_ERROR',
        message: 'x',
        errors: [{ field: 'consent_version', message: 'no es una versión conocida' }],
      }),
    );
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'invalid',
      fields: { consent: POST_MESSAGES.consentChanged },
    });
    expect(outcome.ok || outcome.fields).not.toHaveProperty('consent_version');
  });

  it.each([500, 502, 503])(
    '%i is the service’s problem: try again, answers kept',
    async (status) => {
      expect(await readOutcome(answer(status, { error: true, message: 'x' }))).toMatchObject({
        ok: false,
        reason: 'server',
        message: POST_MESSAGES.server,
      });
    },
  );

  it('a 409 (the same key with other answers) says the service’s message', async () => {
    expect(
      await readOutcome(
        answer(409, {
          error: true,
          code: 'IDEMPOTENCY_KEY_REUSED',
          message: 'Ya enviaste otra solicitud con esta clave.',
        }),
      ),
    ).toMatchObject({
      ok: false,
      reason: 'refused',
      message: 'Ya enviaste otra solicitud con esta clave.',
    });
  });

  it('an answer that is not JSON is the service’s problem', async () => {
    expect(await readOutcome(new Response('<html>', { status: 502 }))).toMatchObject({
      reason: 'server',
    });
  });
});

describe('requestBody', () => {
  it('is JSON without a file', () => {
    expect(requestBody({ full_name: 'Rosa', consent: 'true' })).toBe(
      '{"full_name":"Rosa","consent":"true"}',
    );
  });

  it('is multipart with a file, every field as text', () => {
    const file = new File(['%PDF-1.4'], 'hemoglobina.pdf', { type: 'application/pdf' });
    const body = requestBody({ full_name: 'Rosa', attachment: file, consent: true });
    expect(body).toBeInstanceOf(FormData);
    const data = body as FormData;
    expect(data.get('full_name')).toBe('Rosa');
    expect(data.get('consent')).toBe('true');
    expect((data.get('attachment') as File).name).toBe('hemoglobina.pdf');
  });
});
