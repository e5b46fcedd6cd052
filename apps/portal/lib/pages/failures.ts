import { isApiError } from '@vivasalud/api-client/errors';

/**
 * How a page reads a failed content call. The content client throws an `ApiError` for every
 * failure (spec §8); only a 404 means "this page does not exist" (the not-found screen, spec §2).
 * Anything else — no answer, a 5xx, a 400 for a slug we wrote wrong, a 401 — is a failure of the
 * service, not a missing page: the page must not turn it into a 404 or a blank page.
 */
export type ContentFailure = 'missing' | 'failed';

export function contentFailure(error: unknown): ContentFailure {
  return isApiError(error) && error.status === 404 ? 'missing' : 'failed';
}
