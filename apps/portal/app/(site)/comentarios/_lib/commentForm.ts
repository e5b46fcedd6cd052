/**
 * The comment form of `/comentarios` (issue #32; spec §7 `forms/comments/`): name, email and the
 * comment. A comment is published only after the team reviews it (the service keeps it
 * `pendiente`), with the first name and the initial of the surname; the email is never shown.
 */
import * as z from 'zod/mini';
import type { FormSpec } from '@/lib/forms/definition';
import { email, requiredText } from '@/lib/forms/rules';

export const COMMENTS_PATH = '/comentarios';
export const COMMENT_MAX = 2000;
/** The CMS page the comments are about (`page_slug`). */
export const COMMENTS_PAGE_SLUG = 'comentarios';

export const COMMENT_MESSAGES = {
  name: 'Escribe tu nombre.',
  comment: 'Escribe tu comentario.',
  tooLong: `Tu comentario puede tener como máximo ${COMMENT_MAX} caracteres.`,
} as const;

export function commentSpec(): FormSpec {
  return {
    kind: 'comments',
    action: '/api/forms/comments',
    page: COMMENTS_PATH,
    submitLabel: 'Enviar comentario',
    fields: [
      {
        kind: 'text',
        name: 'name',
        label: 'Tu nombre',
        hint: 'Publicaremos tu nombre y la inicial de tu apellido, por ejemplo «Rosa M.».',
        autoComplete: 'name',
        maxLength: 120,
      },
      {
        kind: 'email',
        name: 'email',
        label: 'Correo electrónico',
        hint: 'No lo publicaremos. Lo usamos solo si necesitamos responderte.',
        autoComplete: 'email',
        inputMode: 'email',
        maxLength: 254,
      },
      {
        kind: 'textarea',
        name: 'comment',
        label: 'Tu comentario',
        hint: 'No escribas datos de salud ni datos personales: los comentarios publicados los lee cualquier persona.',
        maxLength: COMMENT_MAX,
      },
    ],
    steps: [
      { id: 'comentario', title: 'Escribe tu comentario', fields: ['name', 'email', 'comment'] },
    ],
  };
}

export function commentSchema() {
  return z.object({
    name: requiredText(COMMENT_MESSAGES.name, 120),
    email,
    comment: requiredText(COMMENT_MESSAGES.comment, COMMENT_MAX, COMMENT_MESSAGES.tooLong),
  });
}

/** The service's `CommentForm` from valid values. */
export function commentBody(values: Record<string, unknown>) {
  return {
    name: String(values.name).trim(),
    email: String(values.email).trim(),
    comment: String(values.comment).trim(),
    page_slug: COMMENTS_PAGE_SLUG,
  };
}
