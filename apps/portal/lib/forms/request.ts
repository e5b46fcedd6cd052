/**
 * Guards and answers of the portal's same-site form routes (`/api/forms/*`), in the style of
 * `@vivasalud/auth/server` (site.yaml): JSON only, the `Origin` checked on every POST, a small
 * body read with a cap, every error an `ErrorBody` `{ error: true, code, message, errors? }` that
 * no browser or CDN stores. `publicOrigin` and `MAX_BODY_BYTES` are the auth package's own; its
 * `checkOrigin` / `readJsonObject` are not exported, so their few lines are repeated here.
 */
import { isApiError } from '@vivasalud/api-client/errors';
import { MAX_BODY_BYTES, publicOrigin } from '@vivasalud/auth/server';

export { MAX_BODY_BYTES };

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

/** An answer decided early (a guard, the body, the upstream): thrown, answered as is. */
export class FormRouteError extends Error {
  override readonly name = 'FormRouteError';
  constructor(
    readonly response: Response,
    /** Code for the 5xx log line (never a body or personal data). */
    readonly logCode?: string,
  ) {
    super(`form route answered ${response.status}`);
  }
}

export function fail(
  status: number,
  code: FormErrorCode,
  message: string,
  errors?: FieldError[],
): never {
  throw new FormRouteError(errorResponse(status, code, message, errors), code);
}

/** 400 VALIDATION_ERROR "Datos inválidos." with the fields at fault. */
export function validationError(errors: FieldError[]): never {
  return fail(400, 'VALIDATION_ERROR', FORM_ROUTE_MESSAGES.validation, errors);
}

/** `https://www.vivasalud.pe/x` → `https://www.vivasalud.pe`; undefined when not http(s). */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CSRF guard: the `Origin` must be the request's own public origin (`publicOrigin`: the host the
 * browser asked for, not the one Next listens on) or one of `allowed` (normalised origins, e.g.
 * `allowedOriginsFromEnv(process.env)`). Browsers send Origin on every POST, so a missing or
 * `null` one is refused too (403 FORBIDDEN_ORIGIN).
 */
export function checkOrigin(request: Request, allowed: readonly string[]): void {
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null') {
    const normalised = originOf(origin);
    if (normalised && (normalised === publicOrigin(request) || allowed.includes(normalised))) {
      return;
    }
  }
  fail(403, 'FORBIDDEN_ORIGIN', FORM_ROUTE_MESSAGES.forbiddenOrigin);
}

/** `application/json; charset=utf-8` → `application/json`. */
function mediaType(contentType: string | null): string | undefined {
  return contentType?.split(';')[0]?.trim().toLowerCase() || undefined;
}

const tooLarge = (maxBytes: number): never =>
  validationError([{ field: 'body', message: `El cuerpo supera ${maxBytes / 1024} KiB.` }]);

/** The body as UTF-8 text, reading at most `maxBytes` (a declared or streamed excess is refused). */
async function readText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) tooLarge(maxBytes);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return validationError([{ field: 'body', message: 'El cuerpo no es texto UTF-8 válido.' }]);
  }
}

/**
 * The JSON object of a POST body: 415 UNSUPPORTED_MEDIA_TYPE unless the content type is
 * `application/json`; 400 VALIDATION_ERROR for a body over `maxBytes`, empty, malformed, not
 * UTF-8 or not a JSON object.
 */
export async function readJsonObject(
  request: Request,
  maxBytes: number = MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  if (mediaType(request.headers.get('content-type')) !== 'application/json') {
    fail(415, 'UNSUPPORTED_MEDIA_TYPE', FORM_ROUTE_MESSAGES.unsupportedMediaType);
  }
  const text = await readText(request, maxBytes);
  if (text.trim() === '') validationError([{ field: 'body', message: 'El cuerpo está vacío.' }]);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    validationError([{ field: 'body', message: 'El cuerpo no es un JSON válido.' }]);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    validationError([{ field: 'body', message: 'El cuerpo debe ser un objeto JSON.' }]);
  }
  return value as Record<string, unknown>;
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
    throw new FormRouteError(json(status, body), `UPSTREAM_${status}`);
  }
  throw new FormRouteError(
    errorResponse(502, 'UPSTREAM_ERROR', FORM_ROUTE_MESSAGES.upstream),
    status ? `UPSTREAM_${status}` : 'UPSTREAM_UNREACHABLE',
  );
}

/**
 * Runs a form route: a thrown `FormRouteError` is its answer, anything else a 500. One log line
 * per 5xx with the route and a code, never a body or personal data.
 */
export async function answerFormPost(
  route: string,
  handle: () => Promise<Response>,
): Promise<Response> {
  try {
    return await handle();
  } catch (error) {
    if (error instanceof FormRouteError) {
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
