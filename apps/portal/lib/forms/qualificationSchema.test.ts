import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, FEEDBACK_MESSAGES } from './qualification';
import { commentFormSchema, parseQualificationBody } from './qualificationSchema';

describe('commentFormSchema (what the person writes once they answered)', () => {
  const messageOf = (values: unknown) =>
    commentFormSchema.safeParse(values).error?.issues.find((issue) => issue.path[0] === 'comment')
      ?.message;

  it.each<[string, unknown, string | undefined]>([
    ['no comment', { comment: '' }, undefined],
    ['a comment', { comment: 'Faltan fuentes.' }, undefined],
    ['a comment of the limit', { comment: 'a'.repeat(COMMENT_MAX_LENGTH) }, undefined],
    [
      'a comment over the limit',
      { comment: 'a'.repeat(COMMENT_MAX_LENGTH + 1) },
      FEEDBACK_MESSAGES.commentTooLong,
    ],
    ['a comment that is not text', { comment: 5 }, FEEDBACK_MESSAGES.commentNotText],
  ])('%s → %s', (_case, values, message) => {
    expect(messageOf(values)).toBe(message);
  });
});

describe('parseQualificationBody (the route; content.yaml QualificationForm)', () => {
  const page = '/vive-sanamente/lecturas/detail';

  it.each<[string, unknown, unknown]>([
    [
      'useful, no comment',
      { page_path: page, useful: true },
      { page_path: page, useful: true, comment: null },
    ],
    [
      'not useful, a comment (trimmed)',
      { page_path: page, useful: false, comment: '  Muy corto. ' },
      { page_path: page, useful: false, comment: 'Muy corto.' },
    ],
    [
      'a blank comment is null',
      { page_path: '/', useful: true, comment: '  ' },
      { page_path: '/', useful: true, comment: null },
    ],
    [
      'a null comment',
      { page_path: '/', useful: true, comment: null },
      { page_path: '/', useful: true, comment: null },
    ],
    [
      'unknown fields are left out',
      { page_path: '/', useful: true, email: 'ana@correo.pe' },
      { page_path: '/', useful: true, comment: null },
    ],
    [
      'a path of 500 characters',
      { page_path: `/${'a'.repeat(499)}`, useful: true },
      { page_path: `/${'a'.repeat(499)}`, useful: true, comment: null },
    ],
  ])('accepts %s', (_case, input, body) => {
    expect(parseQualificationBody(input)).toEqual({ ok: true, body });
  });

  it.each<[string, unknown, string, string]>([
    ['no path', { useful: true }, 'page_path', FEEDBACK_MESSAGES.pagePath],
    [
      'a relative path',
      { page_path: 'telemedicina', useful: true },
      'page_path',
      FEEDBACK_MESSAGES.pagePath,
    ],
    [
      'another host (//)',
      { page_path: '//evil.example/x', useful: true },
      'page_path',
      FEEDBACK_MESSAGES.pagePath,
    ],
    [
      'a full URL',
      { page_path: 'https://evil.example/', useful: true },
      'page_path',
      FEEDBACK_MESSAGES.pagePath,
    ],
    [
      'a query (may hold personal data)',
      { page_path: '/auth/restablecer-contrasena?key=abc', useful: true },
      'page_path',
      FEEDBACK_MESSAGES.pagePath,
    ],
    [
      'a fragment',
      { page_path: '/telemedicina#x', useful: true },
      'page_path',
      FEEDBACK_MESSAGES.pagePath,
    ],
    [
      'a space',
      { page_path: '/tele medicina', useful: true },
      'page_path',
      FEEDBACK_MESSAGES.pagePath,
    ],
    [
      'a backslash',
      { page_path: '/\\evil.example', useful: true },
      'page_path',
      FEEDBACK_MESSAGES.pagePath,
    ],
    [
      'a control character',
      { page_path: '/tele\u0000', useful: true },
      'page_path',
      FEEDBACK_MESSAGES.pagePath,
    ],
    [
      'a path of 501 characters',
      { page_path: `/${'a'.repeat(500)}`, useful: true },
      'page_path',
      FEEDBACK_MESSAGES.pagePath,
    ],
    ['a number as path', { page_path: 5, useful: true }, 'page_path', FEEDBACK_MESSAGES.pagePath],
    ['no answer', { page_path: '/' }, 'useful', FEEDBACK_MESSAGES.useful],
    ['the answer as text', { page_path: '/', useful: 'true' }, 'useful', FEEDBACK_MESSAGES.useful],
    ['the answer as a number', { page_path: '/', useful: 1 }, 'useful', FEEDBACK_MESSAGES.useful],
    [
      'a comment over 500',
      { page_path: '/', useful: false, comment: 'a'.repeat(501) },
      'comment',
      FEEDBACK_MESSAGES.commentTooLong,
    ],
    [
      'a comment that is not text',
      { page_path: '/', useful: false, comment: ['a'] },
      'comment',
      FEEDBACK_MESSAGES.commentNotText,
    ],
  ])('refuses %s', (_case, input, field, message) => {
    expect(parseQualificationBody(input)).toEqual({ ok: false, errors: [{ field, message }] });
  });

  it('names every field at fault, once each', () => {
    expect(parseQualificationBody({ page_path: '?', useful: 'sí', comment: 3 })).toEqual({
      ok: false,
      errors: [
        { field: 'page_path', message: FEEDBACK_MESSAGES.pagePath },
        { field: 'useful', message: FEEDBACK_MESSAGES.useful },
        { field: 'comment', message: FEEDBACK_MESSAGES.commentNotText },
      ],
    });
  });
});
