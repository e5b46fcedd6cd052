/**
 * Failures as pages see them: `AuthFormError` (Spanish `message`, machine-readable `code`) and
 * `AuthResult`. Maps the client's `ApiError` (spec §8 client errors, the server's ErrorBody on
 * `.body`) and the machine's internal messages to it, and builds log lines without personal data.
 */
import { isApiError } from '@vivasalud/api-client/errors';
import type { SiteClient } from '@vivasalud/api-client/site';
import { AUTH_MESSAGES, messageForPeople, type INTERNAL_MESSAGES } from './messages';

export interface AuthFormError {
  /** Spanish, for people. */
  message: string;
  /** The server's code, or the spec's internal message (e.g. 'MFA validation failed'). */
  code?: string;
  status?: number;
  fields?: { field: string; message: string }[];
  retryAfterSeconds?: number;
}

export type AuthResult<T = void> = { ok: true; value: T } | { ok: false; error: AuthFormError };

export function ok(): AuthResult;
export function ok<T>(value: T): AuthResult<T>;
export function ok<T>(value?: T): AuthResult<T | undefined> {
  return { ok: true, value };
}

export function fail<T = void>(error: AuthFormError): AuthResult<T> {
  return { ok: false, error };
}

// --- Response details the ApiError does not carry ----------------------------------------------

type Middleware = Parameters<SiteClient['use']>[0];

export interface ResponseCapture {
  /** Give to the call: `client.POST(path, { body, middleware: [capture.middleware] })`. */
  middleware: Middleware;
  /** The `Retry-After` header of the answer, if any. */
  retryAfter(): string | null;
}

/**
 * A per-call middleware that keeps the `Retry-After` header. Per-call middlewares see the
 * answer before the client's own answer handling turns it into an `ApiError`.
 */
export function captureResponse(): ResponseCapture {
  let retryAfter: string | null = null;
  return {
    middleware: {
      onResponse({ response }) {
        retryAfter = response.headers.get('Retry-After');
        return undefined;
      },
    },
    retryAfter: () => retryAfter,
  };
}

/** `Retry-After` as seconds: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: Date): number | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

// --- ApiError → AuthFormError ------------------------------------------------------------------

interface ErrorBodyLike {
  message?: unknown;
  code?: unknown;
  errors?: unknown;
}

function asBody(body: unknown): ErrorBodyLike | null {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as ErrorBodyLike) : null;
}

function fieldErrors(errors: unknown): { field: string; message: string }[] | undefined {
  if (!Array.isArray(errors)) return undefined;
  const fields = errors.flatMap((item: unknown) => {
    const entry = asBody(item) as { field?: unknown; message?: unknown } | null;
    return entry && typeof entry.field === 'string' && typeof entry.message === 'string'
      ? [{ field: entry.field, message: entry.message }]
      : [];
  });
  return fields.length ? fields : undefined;
}

export interface FormErrorOptions {
  /** `Retry-After` of the answer (see `captureResponse`). */
  retryAfter?: string | null;
  now?: Date;
  /** Message when the server gave none (instead of the generic one). */
  fallbackMessage?: string;
  /** Code when the server gave none (instead of the client error code). */
  fallbackCode?: string;
}

/**
 * A failed call as a page shows it: the server's ErrorBody message (already Spanish) as is, its
 * `code`, `errors` as `fields`, a 429's `Retry-After` as `retryAfterSeconds`; a network failure
 * gets the Spanish network message; anything else a generic Spanish message.
 */
export function toFormError(error: unknown, options: FormErrorOptions = {}): AuthFormError {
  const fallbackMessage = options.fallbackMessage ?? AUTH_MESSAGES.unexpected;
  if (!isApiError(error)) {
    return { message: fallbackMessage, code: options.fallbackCode ?? 'UNKNOWN' };
  }
  if (error.code === 'NETWORK_ERROR') {
    return { message: AUTH_MESSAGES.network, code: 'NETWORK_ERROR' };
  }
  const body = asBody(error.body);
  const serverMessage =
    typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
  const serverCode = typeof body?.code === 'string' && body.code ? body.code : undefined;
  const formError: AuthFormError = {
    message: serverMessage ?? (error.status === 429 ? AUTH_MESSAGES.rateLimited : fallbackMessage),
    code: serverCode ?? options.fallbackCode ?? error.code,
  };
  if (error.status !== undefined) formError.status = error.status;
  const fields = fieldErrors(body?.errors);
  if (fields) formError.fields = fields;
  if (error.status === 429) {
    const seconds = parseRetryAfter(options.retryAfter ?? null, options.now ?? new Date());
    if (seconds !== undefined) formError.retryAfterSeconds = seconds;
  }
  return formError;
}

/** A machine `error` effect's message as a form error (spec §8 internal messages kept in `code`). */
export function fromMachineMessage(message: string): AuthFormError {
  const forPeople = messageForPeople(message);
  return forPeople === message ? { message } : { message: forPeople, code: message };
}

export function internalError(
  internal: (typeof INTERNAL_MESSAGES)[keyof typeof INTERNAL_MESSAGES],
): AuthFormError {
  return { message: messageForPeople(internal), code: internal };
}

/**
 * A log line for a failure: what failed and the client code / status only — never the server's
 * message or body, which may echo what the person typed.
 */
export function describeFailure(what: string, error: unknown): string {
  if (isApiError(error)) {
    return `${what} (${error.code}${error.status ? ` ${error.status}` : ''})`;
  }
  const name = error instanceof Error ? error.name : typeof error;
  return `${what} (${name})`;
}

/** The package's only console output: a fixed text plus codes, never personal data. */
export function logAuthError(line: string): void {
  console.error(`[auth] ${line}`);
}
