/** The sign-up form's rules (spec §5), with the phone checked by libphonenumber-js. */
import { z } from 'zod';
import { isValidPhone } from './phone';
import { documentType, MESSAGES, newPassword, withDocumentRule } from './schemas';

export { formFieldErrors } from './fieldErrors';

const personName = (required: string) =>
  z.string().trim().min(1, required).max(100, MESSAGES.nameTooLong);

export const signupSchema = withDocumentRule(
  {
    name: personName(MESSAGES.nameRequired),
    lastName: personName(MESSAGES.lastNameRequired),
    documentType,
    documentNumber: z.string(),
    email: z.string().trim().max(254, MESSAGES.email).pipe(z.email(MESSAGES.email)),
    countryCode: z.string().min(1, MESSAGES.countryRequired),
    phone: z.string().min(1, MESSAGES.phoneRequired),
    password: newPassword,
    acceptTerms: z.boolean().refine((accepted) => accepted, MESSAGES.terms),
    acceptAdditionalClauses: z.boolean(),
  },
  'documentType',
  'documentNumber',
).superRefine((values, ctx) => {
  if (values.phone && values.countryCode && !isValidPhone(values.countryCode, values.phone)) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: MESSAGES.phone });
  }
});
export type SignupFormValues = z.infer<typeof signupSchema>;
