/**
 * The program forms' same-site routes (issue #32): `POST /api/forms/<kind>` for each form, on the
 * shared form-route shape (`@/lib/forms/formRoute`), sending the service's body with the attempt's
 * `Idempotency-Key`. The strong-as-iron form goes as multipart with its file.
 */
import { allowedOriginsFromEnv, methodNotAllowed } from '@vivasalud/auth/server';
import { contentClient } from '@/lib/content';
import { formRoute, type FormValues } from '@/lib/forms/formRoute';
import { limaToday } from './common';
import { FORM_BODIES, schemaFor, type FormKind } from './index';
import { appointmentHref, signupHref } from '../paths';
import { PROGRAM_FORMS } from '../programForms';

const CONTENT_PATHS = {
  maternity: '/forms/maternity/',
  nutrition: '/forms/nutrition/',
  'always-healthy': '/forms/always-healthy/',
  'strong-as-iron': '/forms/strong-as-iron/',
  'request-appointment': '/forms/request-appointment/',
} as const satisfies Record<FormKind, string>;

/** The page of a form: a program's sign-up, or the appointment request. */
export function formPage(kind: FormKind): string {
  if (kind === 'request-appointment') return appointmentHref();
  const slug = Object.entries(PROGRAM_FORMS).find(([, form]) => form === kind)?.[0];
  return slug ? signupHref(slug) : appointmentHref();
}

/** The multipart body of the strong-as-iron form: its fields as text, the file as it came. */
function multipart(body: Record<string, unknown>, file: unknown): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) data.append(name, String(value));
  }
  if (file instanceof Blob && file.size > 0) data.append('attachment', file);
  return data;
}

/** `POST` and `GET` (405) of a program form's route. */
export function programFormRoute(kind: FormKind) {
  const POST = formRoute(
    {
      name: `forms/${kind}`,
      page: formPage(kind),
      schema: () => schemaFor(kind, { today: limaToday() }),
      files: kind === 'strong-as-iron' ? ['attachment'] : [],
      fieldNames: kind === 'request-appointment' ? { names: 'full_name' } : undefined,
      send: async (values: FormValues, key, fetch) => {
        const body = FORM_BODIES[kind](values);
        const params = { header: { 'Idempotency-Key': key } };
        if (kind === 'strong-as-iron') {
          const { data } = await contentClient().POST(CONTENT_PATHS[kind], {
            params,
            body: multipart(body as Record<string, unknown>, values.attachment) as never,
            bodySerializer: (form: unknown) => form as FormData,
            fetch,
          });
          return data;
        }
        const { data } = await contentClient().POST(CONTENT_PATHS[kind] as '/forms/maternity/', {
          params,
          body: body as never,
          fetch,
        });
        return data;
      },
    },
    { allowedOrigins: allowedOriginsFromEnv(process.env) },
  );
  return { POST, GET: methodNotAllowed('POST') };
}
