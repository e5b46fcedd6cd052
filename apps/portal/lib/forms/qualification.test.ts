import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_MESSAGES,
  feedbackFailure,
  qualificationBody,
  remainingText,
  showPageFeedback,
  type FeedbackFailure,
} from './qualification';

describe('showPageFeedback (spec §2: routes under /auth remove the embedded form widget)', () => {
  it.each([
    ['/', true],
    ['/telemedicina', true],
    ['/vive-sanamente/lecturas/detail', true],
    ['/autores', true],
    ['/authentic', true],
    ['/herramientas-para-tu-salud/auth', true],
    ['/auth', false],
    ['/auth/', false],
    ['/auth/login', false],
    ['/auth/restablecer-contrasena', false],
  ])('%s → %s', (pathname, shown) => {
    expect(showPageFeedback(pathname)).toBe(shown);
  });
});

describe('remainingText', () => {
  it.each([
    [0, 'Te quedan 500 caracteres.'],
    [498, 'Te quedan 2 caracteres.'],
    [499, 'Te queda 1 carácter.'],
    [500, 'Te quedan 0 caracteres.'],
    [501, 'Tienes 1 carácter de más.'],
    [512, 'Tienes 12 caracteres de más.'],
  ])('%i typed → %s', (length, text) => {
    expect(remainingText(length)).toBe(text);
  });
});

describe('qualificationBody (the widget → the route)', () => {
  it.each([
    ['si', '', { page_path: '/telemedicina', useful: true }],
    ['no', '   ', { page_path: '/telemedicina', useful: false }],
    [
      'no',
      '  Faltó información sobre niños. ',
      { page_path: '/telemedicina', useful: false, comment: 'Faltó información sobre niños.' },
    ],
  ] as const)('%s, %j → %j', (answer, comment, body) => {
    expect(qualificationBody('/telemedicina', answer, comment)).toEqual(body);
  });
});

describe('feedbackFailure (what the widget shows for a failed post)', () => {
  it.each<[string, number | undefined, unknown, FeedbackFailure]>([
    ['no answer at all', undefined, undefined, { message: FEEDBACK_MESSAGES.network }],
    [
      'a 400 naming the comment',
      400,
      {
        error: true,
        code: 'VALIDATION_ERROR',
        message: 'Datos inválidos.',
        errors: [{ field: 'comment', message: FEEDBACK_MESSAGES.commentTooLong }],
      },
      { message: 'Datos inválidos.', commentError: FEEDBACK_MESSAGES.commentTooLong },
    ],
    [
      'a 400 naming another field',
      400,
      { error: true, message: 'Datos inválidos.', errors: [{ field: 'page_path', message: 'x' }] },
      { message: 'Datos inválidos.' },
    ],
    [
      'a 403 (the route’s own message)',
      403,
      { error: true, code: 'FORBIDDEN_ORIGIN', message: 'Origen no permitido.' },
      { message: 'Origen no permitido.' },
    ],
    ['a 4xx without a body', 413, undefined, { message: FEEDBACK_MESSAGES.failed }],
    ['a 4xx with a blank message', 400, { message: '  ' }, { message: FEEDBACK_MESSAGES.failed }],
    [
      'a 502 (our own text, not the server’s)',
      502,
      { error: true, code: 'UPSTREAM_ERROR', message: 'No pudimos conectar con el servicio.' },
      { message: FEEDBACK_MESSAGES.failed },
    ],
    ['a 500 in HTML', 500, '<html>', { message: FEEDBACK_MESSAGES.failed }],
  ])('%s', (_case, status, body, failure) => {
    expect(feedbackFailure(status, body)).toEqual(failure);
  });
});
