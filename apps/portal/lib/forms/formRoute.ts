/**
 * The same-site route of a form (issue #32): `POST /api/forms/<form>`, one shape for every program
 * form and the comment form, in the style of the qualification route (`request.ts`):
 * - the Origin checked; JSON from the page's script (with an `Idempotency-Key` header), or the
 *   page's form posted without JavaScript (`application/x-www-form-urlencoded`, or
 *   `multipart/form-data` when it carries a file, with the key in a hidden field);
 * - the form's own rules (the zod schema the browser ran) before anything leaves the portal;
 * - the service's body built from the answers and sent with the key, within UPSTREAM_TIMEOUT_MS;
 * - JSON: 201 `{ reference, message }`, 400 with `errors[]`, the service's 4xx handed on, 502 when
 *   it cannot be reached; without JavaScript: `303 See Other` to the page with `?referencia=` or
 *   `?resultado=<CODE>&campos=<names>` — never what was typed (it is health data).
 * Nothing typed is logged: one line per 5xx with the route and a code.
 */
import type { ContentClient } from '@vivasalud/api-client/content';
import { isApiError } from '@vivasalud/api-client/errors';
import * as z from 'zod/mini';
import { mediaType } from '@vivasalud/auth/server';
import { fieldMessages } from './post';
import {
  answerFormPost,
  checkOrigin,
  errorResponse,
  FORM_ROUTE_MESSAGES,
  json,
  readJsonObject,
  RouteError,
  upstreamFailure,
  validationError,
  type FieldError,
} from './request';

/** A content call that takes longer than this fails as unreachable (502). */
export const UPSTREAM_TIMEOUT_MS = 10_000;
/** A form with a file: 5 MB of file plus its fields and the multipart framing. */
export const MAX_MULTIPART_BYTES = 5 * 1024 * 1024 + 64 * 1024;
/** A form without a file (urlencoded): as the JSON routes. */
export const MAX_FORM_BYTES = 16 * 1024;

const KEY = /^[A-Za-z0-9_-]{16,100}$/;

export type FormValues = Record<string, unknown>;

export interface Receipt {
  id: number;
  reference: string;
  message: string;
}

export interface FormRouteConfig {
  /** For the log line: `forms/maternity`. */
  name: string;
  /** The page a post without JavaScript goes back to. */
  page: string;
  /** The form's rules on the server (no option list: the service checks its own). */
  schema: () => z.ZodMiniType;
  /** Sends valid answers with the key; resolves to the service's receipt. */
  send: (values: FormValues, key: string, fetch: typeof globalThis.fetch) => Promise<unknown>;
  /** Which fields a file may come in (multipart); none for a form without files. */
  files?: readonly string[];
  /**
   * The service's name of a field → the form's, where they differ (the appointment's `names` is
   * the form's `full_name`): a refusal then names the field the person sees.
   */
  fieldNames?: Readonly<Record<string, string>>;
}

export interface FormRouteOptions {
  allowedOrigins: readonly string[];
}

/** Each submission reaches the service (never Next's data cache), within the timeout. */
export const submissionFetch: typeof globalThis.fetch = (input, init) =>
  fetch(new Request(input, init), {
    cache: 'no-store',
    signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
  });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The receipt the service answered, or a 502: anything else is not one. */
function receiptOf(data: unknown): Receipt {
  if (
    isRecord(data) &&
    typeof data.id === 'number' &&
    typeof data.reference === 'string' &&
    typeof data.message === 'string'
  ) {
    return { id: data.id, reference: data.reference, message: data.message };
  }
  throw new RouteError(
    errorResponse(502, 'UPSTREAM_ERROR', FORM_ROUTE_MESSAGES.upstream),
    'UPSTREAM_MALFORMED',
  );
}

/** The 303 of a post without JavaScript. */
function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

/** Where a post without JavaScript lands: its reference, or what went wrong and where. */
export function resultLocation(
  page: string,
  outcome: { reference: string } | { code: string; fields?: readonly string[] },
): string {
  const query = new URLSearchParams();
  if ('reference' in outcome) query.set('referencia', outcome.reference);
  else {
    query.set('resultado', outcome.code);
    const fields = (outcome.fields ?? []).filter((name) => /^[a-z_]{1,40}$/.test(name));
    if (fields.length > 0) query.set('campos', fields.join(','));
  }
  return `${page}${page.includes('?') ? '&' : '?'}${query}`;
}

/** The zod issues as field errors (the first message of each field). */
function issuesAsFields(error: z.core.$ZodError): FieldError[] {
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body');
    if (seen.has(field)) continue;
    seen.add(field);
    fields.push({ field, message: issue.message });
  }
  return fields;
}

/** The answers of a post without JavaScript: text fields, ticks, the allowed files. */
async function readNativeForm(
  request: Request,
  type: string,
  files: readonly string[],
): Promise<FormValues> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  const cap = type === 'multipart/form-data' ? MAX_MULTIPART_BYTES : MAX_FORM_BYTES;
  if (!Number.isFinite(declared)) {
    throw new RouteError(errorResponse(400, 'VALIDATION_ERROR', 'Falta el tamaño del cuerpo.'));
  }
  if (declared > cap) {
    throw new RouteError(
      json(413, {
        error: true,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'El archivo pesa más de 5 MB.',
        errors: [{ field: files[0] ?? 'body', message: 'El archivo pesa más de 5 MB.' }],
      }),
    );
  }
  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    return validationError([{ field: 'body', message: 'El formulario no se pudo leer.' }]);
  }
  const values: FormValues = {};
  for (const [name, value] of data.entries()) {
    if (typeof value === 'string') values[name] = value;
    else if (files.includes(name) && value.size > 0) values[name] = value;
  }
  return values;
}

/** The service's field names in its refusal (`errors[].field`) as the form's. */
function renameFields(error: unknown, names: Readonly<Record<string, string>> | undefined) {
  if (!names || !isApiError(error) || !isRecord(error.body)) return;
  const errors = error.body.errors;
  if (!Array.isArray(errors)) return;
  for (const item of errors) {
    if (isRecord(item) && typeof item.field === 'string' && Object.hasOwn(names, item.field)) {
      item.field = names[item.field];
    }
  }
}

/** The service's refusal as the fields it names (a 400 with `errors[]`), or none. */
function refusedFields(error: unknown): string[] {
  return isApiError(error) ? Object.keys(fieldMessages(error.body)) : [];
}

/**
 * The route handler of a form. `native` posts (no script) are answered with a 303 whatever
 * happens, so the person always lands back on a page that says what to do.
 */
export function formRoute(config: FormRouteConfig, { allowedOrigins }: FormRouteOptions) {
  return async function POST(request: Request): Promise<Response> {
    const type = mediaType(request.headers.get('content-type'));
    const native = type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
    const files = config.files ?? [];
    // The page's script sends multipart only when there is a file; its answer is JSON.
    const wantsJson = !native || (request.headers.get('accept') ?? '').includes('application/json');

    return answerFormPost(config.name, async () => {
      checkOrigin(request, allowedOrigins);
      let values: FormValues;
      try {
        values = native
          ? await readNativeForm(request, type!, files)
          : await readJsonObject(request);
      } catch (error) {
        if (!wantsJson && error instanceof RouteError && error.response.status === 413) {
          return seeOther(
            resultLocation(config.page, { code: 'PAYLOAD_TOO_LARGE', fields: files }),
          );
        }
        throw error;
      }

      const rawKey = request.headers.get('idempotency-key') ?? values.idempotency_key;
      if (rawKey !== undefined && (typeof rawKey !== 'string' || !KEY.test(rawKey))) {
        validationError([
          { field: 'idempotency_key', message: 'La clave de la solicitud no es válida.' },
        ]);
      }
      const key = typeof rawKey === 'string' ? rawKey : crypto.randomUUID();
      delete values.idempotency_key;

      const parsed = z.safeParse(config.schema(), values);
      if (!parsed.success) {
        const fields = issuesAsFields(parsed.error);
        if (!wantsJson) {
          return seeOther(
            resultLocation(config.page, {
              code: 'VALIDATION_ERROR',
              fields: fields.map((field) => field.field),
            }),
          );
        }
        validationError(fields);
      }

      let receipt: Receipt;
      try {
        receipt = receiptOf(await config.send(values, key, submissionFetch));
      } catch (error) {
        if (error instanceof RouteError) throw error;
        renameFields(error, config.fieldNames);
        if (!wantsJson) {
          const status = isApiError(error) ? error.status : undefined;
          const code =
            status === 400
              ? 'VALIDATION_ERROR'
              : status === 413
                ? 'PAYLOAD_TOO_LARGE'
                : status === 415
                  ? 'UNSUPPORTED_MEDIA_TYPE'
                  : 'UPSTREAM_ERROR';
          const fields = status === 413 || status === 415 ? files : refusedFields(error);
          return seeOther(resultLocation(config.page, { code, fields }));
        }
        upstreamFailure(error);
      }
      if (!wantsJson)
        return seeOther(resultLocation(config.page, { reference: receipt.reference }));
      return json(201, { reference: receipt.reference, message: receipt.message });
    });
  };
}

/** The content client's call as `send` uses it: its data, or its error thrown. */
export type ContentPost = ContentClient['POST'];
