/**
 * The page-feedback form ("¿Te fue útil esta página?", issue #6): where it shows, its limits and
 * the Spanish messages people read, the body sent to the same-site route (content.yaml
 * `QualificationForm`) and how the widget reads the route's answer. Pure and without zod: the
 * widget's question is on every page and imports this; the rules themselves (zod) are in
 * `qualificationSchema.ts`, loaded with the comment form once someone answers.
 */

/** The same-site route the widget posts to (app/api/forms/qualification/route.ts). */
export const QUALIFICATION_ROUTE = '/api/forms/qualification';

/** Our limit for the comment (the service takes up to 1000): a short note, not a letter. */
export const COMMENT_MAX_LENGTH = 500;
/** content.yaml `QualificationForm.page_path.maxLength`. */
export const PAGE_PATH_MAX_LENGTH = 500;

export const FEEDBACK_MESSAGES = {
  question: '¿Te fue útil esta página?',
  commentTooLong: `Tu comentario puede tener como máximo ${COMMENT_MAX_LENGTH} caracteres.`,
  commentNotText: 'El comentario debe ser un texto.',
  pagePath: 'La dirección de la página no es válida.',
  useful: 'Indica si la página te fue útil: sí o no.',
  thanks: '¡Gracias por tu opinión!',
  network: 'No pudimos enviar tu opinión. Revisa tu conexión e inténtalo nuevamente.',
  failed: 'No pudimos enviar tu opinión. Inténtalo nuevamente en unos minutos.',
} as const;

export { showPageFeedback } from './feedbackPaths';

/** "Te quedan 12 caracteres." / "Tienes 3 caracteres de más." for a comment of `length`. */
export function remainingText(length: number, max: number = COMMENT_MAX_LENGTH): string {
  const left = max - length;
  if (left === 1) return 'Te queda 1 carácter.';
  if (left >= 0) return `Te quedan ${left} caracteres.`;
  return left === -1 ? 'Tienes 1 carácter de más.' : `Tienes ${-left} caracteres de más.`;
}

export const ANSWERS = ['si', 'no'] as const;
export type Answer = (typeof ANSWERS)[number];

/** content.yaml `QualificationForm`, with our comment limit (checked by `qualificationSchema`). */
export interface QualificationBody {
  /** The page's own path: never its query, which can hold personal data. */
  page_path: string;
  useful: boolean;
  comment?: string | null;
}

/** The body for `answer` given on `pagePath`; a blank comment is left out. */
export function qualificationBody(
  pagePath: string,
  answer: Answer,
  comment: string,
): QualificationBody {
  const text = comment.trim();
  return { page_path: pagePath, useful: answer === 'si', ...(text ? { comment: text } : {}) };
}

export interface FieldProblem {
  field: string;
  message: string;
}

// --- The route's answer, as the widget reads it ----------------------------------------------

export interface FeedbackFailure {
  /** The form-level message (role="alert"). */
  message: string;
  /** The message for the comment field, when the answer names it. */
  commentError?: string;
}

/**
 * What the widget shows for a failed post: the comment's own problem under the field; the
 * route's message (Spanish, spec §8: the server message) for a 4xx; for a 5xx or an answer
 * without a message, our own text. `status` undefined: the request never got an answer.
 */
export function feedbackFailure(status: number | undefined, body: unknown): FeedbackFailure {
  if (status === undefined) return { message: FEEDBACK_MESSAGES.network };
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const errors = Array.isArray(record.errors) ? (record.errors as unknown[]) : [];
  const commentError = errors
    .map((entry) => (entry && typeof entry === 'object' ? (entry as Partial<FieldProblem>) : {}))
    .find((entry) => entry.field === 'comment' && typeof entry.message === 'string')?.message;
  const serverMessage =
    typeof record.message === 'string' && record.message.trim() ? record.message.trim() : '';
  const message = status < 500 && serverMessage ? serverMessage : FEEDBACK_MESSAGES.failed;
  return commentError ? { message, commentError } : { message };
}
