/**
 * The rules of the page-feedback form as zod schemas with Spanish messages: the comment form of
 * the widget (react-hook-form's resolver) and the body the same-site route accepts. `zod/mini`
 * (tree-shaken) rather than the whole of zod: the widget loads this on every page where someone
 * answers.
 */
import * as z from 'zod/mini';
import {
  COMMENT_MAX_LENGTH,
  FEEDBACK_MESSAGES,
  PAGE_PATH_MAX_LENGTH,
  type FieldProblem,
  type QualificationBody,
} from './qualification';

// zod 4 probes `new Function` to compile faster; under the pages' Content-Security-Policy (no
// 'unsafe-eval') that probe is a reported violation (as in @vivasalud/auth-forms/schemas).
z.config({ jitless: true });

const comment = z
  .string({ error: FEEDBACK_MESSAGES.commentNotText })
  .check(z.maxLength(COMMENT_MAX_LENGTH, FEEDBACK_MESSAGES.commentTooLong));

/** What the person writes once they answered: an optional comment. */
export const commentFormSchema = z.object({ comment });
export type CommentFormValues = z.output<typeof commentFormSchema>;

/**
 * A page's own path: starts with one `/` (not `//host`), no query or fragment (the query can
 * hold personal data: a document number, a reset key), no spaces, backslashes or control
 * characters.
 */
const PAGE_PATH = /^\/(?!\/)[^?#\s\\\p{Cc}]*$/u;

/** The route's body: content.yaml `QualificationForm` with our comment limit. */
export const qualificationBodySchema = z.object({
  page_path: z
    .string({ error: FEEDBACK_MESSAGES.pagePath })
    .check(
      z.maxLength(PAGE_PATH_MAX_LENGTH, FEEDBACK_MESSAGES.pagePath),
      z.regex(PAGE_PATH, FEEDBACK_MESSAGES.pagePath),
    ),
  useful: z.boolean({ error: FEEDBACK_MESSAGES.useful }),
  comment: z.optional(z.nullable(comment)),
});

/**
 * The route's body as the service takes it, or the problems found (the first per field): the
 * comment is trimmed and a blank one becomes `null`; other fields are left out.
 */
export function parseQualificationBody(
  input: unknown,
): { ok: true; body: Required<QualificationBody> } | { ok: false; errors: FieldProblem[] } {
  const result = qualificationBodySchema.safeParse(input);
  if (!result.success) {
    const errors: FieldProblem[] = [];
    for (const issue of result.error.issues) {
      const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
      if (!errors.some((known) => known.field === field)) {
        errors.push({ field, message: issue.message });
      }
    }
    return { ok: false, errors };
  }
  const { page_path, useful, comment: text } = result.data;
  const trimmed = text?.trim();
  return { ok: true, body: { page_path, useful, comment: trimmed ? trimmed : null } };
}
