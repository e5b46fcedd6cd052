import type { Middleware } from 'openapi-fetch';
import {
  ApiError,
  isErrorFlagged,
  NETWORK_ERROR_MESSAGE,
  serverMessage,
  UNAUTHORIZED_MESSAGE,
} from './errors';

export interface AnswerHandlingOptions {
  /**
   * Called once per 401 answer, before the error is thrown (spec §4: "a 401 response from the
   * content calls triggers the unauthorized handling" — the app closes the session here).
   */
  onUnauthorized?: (error: ApiError) => void;
}

/**
 * Spec §7/§8 answer handling, as one openapi-fetch middleware:
 * - the request never reached a server → NETWORK_ERROR "Network Error";
 * - 401 → UNAUTHORIZED "Unauthorized, we should redirect to login", after `onUnauthorized`;
 * - any other status ≥ 400 → UNKNOWN with the server's message (the body travels on the error);
 * - a 2xx JSON body flagged `error: true` → UNKNOWN with its message.
 */
export function answerHandling({ onUnauthorized }: AnswerHandlingOptions = {}): Middleware {
  return {
    onError({ error }) {
      if (error instanceof ApiError) return error;
      // An aborted request is the caller's decision (TanStack Query cancels), not a network failure.
      if (error instanceof DOMException && error.name === 'AbortError') return error;
      return new ApiError('NETWORK_ERROR', NETWORK_ERROR_MESSAGE, { cause: error });
    },

    async onResponse({ response }) {
      if (response.status === 401) {
        const error = new ApiError('UNAUTHORIZED', UNAUTHORIZED_MESSAGE, {
          status: 401,
          body: await readBody(response),
        });
        onUnauthorized?.(error);
        throw error;
      }
      if (response.status >= 400) {
        const body = await readBody(response);
        throw new ApiError(
          'UNKNOWN',
          serverMessage(body) ?? `Request failed with status ${response.status}`,
          { status: response.status, body },
        );
      }
      if (isJson(response)) {
        const body = await readBody(response);
        if (isErrorFlagged(body)) {
          throw new ApiError('UNKNOWN', serverMessage(body) ?? 'Request failed', {
            status: response.status,
            body,
          });
        }
      }
      return undefined;
    },
  };
}

function isJson(response: Response): boolean {
  return /\bjson\b/i.test(response.headers.get('content-type') ?? '');
}

/** Reads a clone, so the original body stays for openapi-fetch to parse. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
