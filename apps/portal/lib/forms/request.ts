/**
 * Guards and answers of the portal's same-site form routes (`/api/forms/*`), in the style of
 * `@vivasalud/auth/server` (site.yaml): JSON only, the `Origin` checked on every POST, a small
 * body read with a cap, every error an `ErrorBody` `{ error: true, code, message, errors? }` that
 * no browser or CDN stores. The guards (`checkOrigin`, `readJsonObject`) and the thrown
 * `RouteError` are the auth package's own, so both kinds of route refuse a request alike.
 */
import { isApiError } from '@vivasalud/api-client/errors';
import { checkOrigin, MAX_BODY_BYTES, readJsonObject, RouteError } from '@vivasalud/auth/server';

export { checkOrigin, MAX_BODY_BYTES, readJsonObject, RouteError };

/** The `code`s these routes answer with (the auth package's, for the same situations). */
export type FormErrorCode =
  | 'VALIDATION_ERROR'
  | 'FORBIDDEN_ORIGIN'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UPSTREAM_ERROR'
  | 'INTERNAL_ERROR';

export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorBody {
  error: true;
  message: string;
  code?: string;
  errors?: FieldError[];
}

/** The same texts as `@vivasalud/auth/server` answers for the same situations. */
export const FORM_ROUTE_MESSAGES = {
  validation: 'Datos inválidos.',
  forbiddenOrigin: 'Origen no permitido.',
  unsupportedMediaType: 'El cuerpo debe ser JSON.',
  upstream: 'No pudimos conectar con el servicio. Inténtalo nuevamente.',
  internal: 'Ocurrió un error inesperado.',
} as const;

/** JSON, never stored: the answer is about one submission. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export function errorResponse(
  status: number,
  code: FormErrorCode,
  message: string,
  errors?: FieldError[],
): Response {
  const body: ErrorBody = { error: true, code, message, ...(errors ? { errors } : {}) };
  return json(status, body);
}

export function fail(
  status: number,
  code: FormErrorCode,
  message: string,
  errors?: FieldError[],
): never {
  throw new RouteError(errorResponse(status, code, message, errors), code);
}

/** 400 VALIDATION_ERROR "Datos inválidos." with the fields at fault. */
export function validationError(errors: FieldError[]): never {
  return fail(400, 'VALIDATION_ERROR', FORM_ROUTE_MESSAGES.validation, errors);
}

/** The ErrorBody fields of an upstream answer, or undefined when it is not one. */
function asErrorBody(body: unknown): ErrorBody | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { message, code, errors } = body as Record<string, unknown>;
  if (typeof message !== 'string' || !message.trim()) return undefined;
  const fields = Array.isArray(errors)
    ? errors.filter(
        (entry): entry is FieldError =>
          !!entry &&
          typeof entry === 'object' &&
          typeof (entry as FieldError).field === 'string' &&
          typeof (entry as FieldError).message === 'string',
      )
    : [];
  return {
    error: true,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(fields.length > 0
      ? { errors: fields.map(({ field, message: text }) => ({ field, message: text })) }
      : {}),
  };
}

/**
 * The answer for a failed content call (spec §8: the server's body is handed to the caller):
 * the service answered 4xx → the same status with its ErrorBody (or "Datos inválidos." when it
 * gave none); no answer, a timeout, a 5xx → 502 UPSTREAM_ERROR. Anything else is rethrown.
 */
export function upstreamFailure(error: unknown): never {
  if (!isApiError(error)) throw error;
  const status = error.status;
  if (status !== undefined && status >= 400 && status < 500) {
    const body = asErrorBody(error.body) ?? {
      error: true,
      code: 'VALIDATION_ERROR',
      message: FORM_ROUTE_MESSAGES.validation,
    };
    throw new RouteError(json(status, body), `UPSTREAM_${status}`);
  }
  throw new RouteError(
    errorResponse(502, 'UPSTREAM_ERROR', FORM_ROUTE_MESSAGES.upstream),
    status ? `UPSTREAM_${status}` : 'UPSTREAM_UNREACHABLE',
  );
}

/**
 * Runs a form route: a thrown `RouteError` is its answer, anything else a 500. One log line
 * per 5xx with the route and a code, never a body or personal data.
 */
export async function answerFormPost(
  route: string,
  handle: () => Promise<Response>,
): Promise<Response> {
  try {
    return await handle();
  } catch (error) {
    if (error instanceof RouteError) {
      if (error.response.status >= 500) {
        console.error(`[portal] ${route} ${error.response.status} ${error.logCode ?? ''}`.trim());
      }
      return error.response;
    }
    // Only the error's class: a message can quote the input.
    console.error(
      `[portal] ${route} 500 INTERNAL_ERROR ${error instanceof Error ? error.name : typeof error}`,
    );
    return errorResponse(500, 'INTERNAL_ERROR', FORM_ROUTE_MESSAGES.internal);
  }
}
