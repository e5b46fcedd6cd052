/**
 * Client errors of spec §4/§8. Every failed call reaches the caller as an `ApiError` with one
 * of three codes, so pages and hooks can branch on `code` instead of on transport details.
 */
export type ApiErrorCode = 'UNKNOWN' | 'NETWORK_ERROR' | 'UNAUTHORIZED';

export const NETWORK_ERROR_MESSAGE = 'Network Error';
export const UNAUTHORIZED_MESSAGE = 'Unauthorized, we should redirect to login';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  /** HTTP status, when the server answered. */
  readonly status: number | undefined;
  /** The server's answer body (parsed JSON when it was JSON), handed to callers as spec §8 asks. */
  readonly body: unknown;

  constructor(
    code: ApiErrorCode,
    message: string,
    options: { status?: number; body?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = options.status;
    this.body = options.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message a server put in its answer: `message`, else `detail`, else `error` when it is text. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (!body || typeof body !== 'object') return undefined;
  for (const key of ['message', 'detail', 'error'] as const) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/** A 2xx body that is flagged as an error (`{ error: true, message }`). */
export function isErrorFlagged(body: unknown): body is { error: true; message?: string } {
  return !!body && typeof body === 'object' && (body as { error?: unknown }).error === true;
}
