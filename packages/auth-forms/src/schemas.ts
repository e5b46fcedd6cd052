/**
 * The auth forms' rules (spec §5) as zod schemas with the Spanish messages people read (the
 * values and messages are `./rules`, re-exported here). Pure: the pages load them after the page
 * and hand them to react-hook-form through the zod resolver (`lazyZodResolver`), and the table
 * tests here prove every rule and message.
 */
import { z } from 'zod';
import {
  CODE_LENGTH,
  DOCUMENT_TYPES,
  documentNumberError,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type DocumentType,
} from './rules';

// zod 4 probes `new Function` to compile faster; under the pages' Content-Security-Policy (no
// 'unsafe-eval') that probe is a reported violation. The interpreted path is fast enough here.
z.config({ jitless: true });

// The server's field errors come with the rules: the forms read them after a refused submission,
// when the rules (fetched once the page is idle) are here already (issue #33).
export { formFieldErrors } from './fieldErrors';

export {
  CODE_LENGTH,
  DOCUMENT_MAX_LENGTH,
  DOCUMENT_TYPES,
  documentNumberError,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SERVER_FIELD_NAMES,
  type DocumentType,
} from './rules';

export const documentType = z.enum(DOCUMENT_TYPES);

/** Adds the per-type document rule to an object schema holding `typeKey` and `numberKey`. */
export function withDocumentRule<T extends z.ZodRawShape>(
  shape: T,
  typeKey: keyof T & string,
  numberKey: keyof T & string,
) {
  return z.object(shape).superRefine((values, ctx) => {
    const record = values as Record<string, unknown>;
    const message = documentNumberError(
      record[typeKey] as DocumentType,
      String(record[numberKey] ?? ''),
    );
    if (message) ctx.addIssue({ code: 'custom', path: [numberKey], message });
  });
}

export const newPassword = z
  .string()
  .min(1, MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong)
  .refine(
    (value) => value.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(value) && /\d/.test(value),
    MESSAGES.passwordRules,
  );

export const loginSchema = withDocumentRule(
  {
    documentType,
    document: z.string(),
    password: z.string().min(1, MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH),
  },
  'documentType',
  'document',
);
export type LoginValues = z.infer<typeof loginSchema>;

export const recoverSchema = withDocumentRule(
  { documentType, document: z.string() },
  'documentType',
  'document',
);
export type RecoverValues = z.infer<typeof recoverSchema>;

export const restoreSchema = z.object({ password: newPassword });
export type RestoreValues = z.infer<typeof restoreSchema>;

export const codeSchema = z.object({
  code: z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), MESSAGES.code),
});
