import type { SiteSchema } from '@vivasalud/api-client/site';

export type ErrorBody = SiteSchema<'ErrorBody'>;

/** The `code` values this package answers with (site.yaml's list, plus METHOD_NOT_ALLOWED). */
export type ErrorCode =
  | 'VALIDATION_ERROR'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN_ORIGIN'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'UPSTREAM_ERROR'
  | 'INTERNAL_ERROR';

/** Spanish messages of the answers this package writes itself. */
export const MESSAGES = {
  validation: 'Datos inválidos.',
  unauthorized: 'Sesión no válida o expirada.',
  forbiddenOrigin: 'Origen no permitido.',
  unsupportedMediaType: 'El cuerpo debe ser JSON.',
  forbidden: 'Acción no permitida.',
  notFound: 'No encontrado.',
  noActiveCampaign: 'No hay una campaña activa.',
  methodNotAllowed: 'Método no permitido.',
  rateLimited: 'Demasiados intentos. Inténtalo nuevamente en unos minutos.',
  upstream: 'No pudimos conectar con el servicio. Inténtalo nuevamente.',
  clauses: 'Error al aceptar las cláusulas',
  internal: 'Ocurrió un error inesperado.',
} as const;

/**
 * Every answer of the route handlers is JSON (or empty) and per user, so none may be stored by a
 * browser or a CDN: `Cache-Control: no-store` on all of them (site.yaml requires it for get-user
 * and verify-participant).
 */
export function json(status: number, body: unknown, headers?: HeadersInit): Response {
  const result = new Headers(headers);
  result.set('content-type', 'application/json; charset=utf-8');
  result.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers: result });
}

export function empty(status: number, headers?: HeadersInit): Response {
  const result = new Headers(headers);
  result.set('cache-control', 'no-store');
  return new Response(null, { status, headers: result });
}

export function errorBody(
  code: ErrorCode,
  message: string,
  errors?: ErrorBody['errors'],
): ErrorBody {
  return { error: true, code, message, ...(errors ? { errors } : {}) };
}

export function errorResponse(
  status: number,
  code: ErrorCode,
  message: string,
  options: { errors?: ErrorBody['errors']; headers?: HeadersInit } = {},
): Response {
  return json(status, errorBody(code, message, options.errors), options.headers);
}

/**
 * An answer decided early (a guard, a missing session, an upstream failure): thrown by the
 * route code and answered as is by the dispatcher.
 */
export class RouteError extends Error {
  override readonly name = 'RouteError';
  constructor(
    readonly response: Response,
    /** Code for the 5xx log line (never a body, token or personal data). */
    readonly logCode?: string,
  ) {
    super(`route answered ${response.status}`);
  }
}

export function fail(
  status: number,
  code: ErrorCode,
  message: string,
  options?: { errors?: ErrorBody['errors']; headers?: HeadersInit },
): never {
  throw new RouteError(errorResponse(status, code, message, options), code);
}

/** 400 VALIDATION_ERROR "Datos inválidos." listing every field at fault (its Spanish message). */
export function validationErrors(errors: NonNullable<ErrorBody['errors']>): never {
  return fail(400, 'VALIDATION_ERROR', MESSAGES.validation, { errors });
}

/** 400 VALIDATION_ERROR "Datos inválidos." naming the field at fault. */
export function validationError(field: string, message: string): never {
  return validationErrors([{ field, message }]);
}

/**
 * The handler of a method a same-site route does not answer: 405 with `Allow` and an ErrorBody
 * (site.yaml, every route). Next answers a method a route file does not export 405 itself, but
 * without `Allow`; a route that answers only POST exports `GET = methodNotAllowed('POST')` (Next
 * answers HEAD with GET), one that answers only GET exports `POST = methodNotAllowed('GET')`.
 */
export function methodNotAllowed(...allowed: string[]): () => Response {
  return () =>
    errorResponse(405, 'METHOD_NOT_ALLOWED', MESSAGES.methodNotAllowed, {
      headers: { allow: allowed.join(', ') },
    });
}
