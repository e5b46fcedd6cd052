import { createContentClient, type ContentClient } from '@vivasalud/api-client/content';
import { isApiError } from '@vivasalud/api-client/errors';
import { createIdentityClient, type IdentityClient } from '@vivasalud/api-client/identity';
import type { Hosts } from '@vivasalud/config/hosts';
import { errorBody, json, MESSAGES, RouteError, type ErrorBody } from './errors';

export type FetchLike = (request: Request) => Promise<Response>;

/** An upstream call that takes longer than this fails as unreachable (502). */
export const UPSTREAM_TIMEOUT_MS = 10_000;

export interface Upstream {
  identity: IdentityClient;
  content: ContentClient;
  /** Headers of the last upstream answer (for `Retry-After`). */
  lastHeaders(): Headers | undefined;
}

/**
 * Typed clients for one incoming request: the identity service and the content API of the
 * request's environment, both sending the client's address as `X-Forwarded-For` (the identity
 * service trusts its loopback/internal callers and rate-limits per address).
 */
export function createUpstream(
  hosts: Pick<Hosts, 'identityApi' | 'contentApi'>,
  options: { fetch?: FetchLike | undefined; clientAddress?: string | undefined },
): Upstream {
  let last: Response | undefined;
  const fetchFn: FetchLike = async (request) => {
    // Looked up per call: Next (and test tools) replace the global fetch after start-up.
    const base = options.fetch ?? ((r: Request) => globalThis.fetch(r));
    // `no-store`: what is asked for a person is never kept in a cache (Next's data cache too).
    const response = await base(
      new Request(request, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS), cache: 'no-store' }),
    );
    last = response;
    return response;
  };
  const headers = options.clientAddress ? { 'x-forwarded-for': options.clientAddress } : undefined;
  return {
    identity: createIdentityClient({ baseUrl: hosts.identityApi, fetch: fetchFn, headers }),
    content: createContentClient({ baseUrl: hosts.contentApi, fetch: fetchFn, headers }),
    lastHeaders: () => last?.headers,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The ErrorBody fields of an upstream answer, or undefined when it is not an ErrorBody. */
function asErrorBody(body: unknown): ErrorBody | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { message, code, errors } = body as Record<string, unknown>;
  if (typeof message !== 'string' || !message.trim()) return undefined;
  return {
    error: true,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(Array.isArray(errors) ? { errors: errors as ErrorBody['errors'] } : {}),
  };
}

/** Code and message for an upstream 4xx whose body is not an ErrorBody. */
function fallbackBody(status: number): ErrorBody {
  if (status === 401) return errorBody('UNAUTHORIZED', MESSAGES.unauthorized);
  if (status === 403) return errorBody('FORBIDDEN', MESSAGES.forbidden);
  if (status === 404) return errorBody('NOT_FOUND', MESSAGES.notFound);
  if (status === 429) return { error: true, code: 'RATE_LIMITED', message: MESSAGES.rateLimited };
  return errorBody('VALIDATION_ERROR', MESSAGES.validation);
}

export interface UpstreamFailureOptions {
  /** Headers to add to the answer (e.g. the Set-Cookie that clears a dead session). */
  headers?: Headers;
}

/**
 * The answer for a failed upstream call (spec §8: the server's body is handed to the caller):
 * - the service answered 4xx → the same status with its ErrorBody (`Retry-After` kept);
 * - unreachable, timed out, 5xx or a malformed answer → 502 UPSTREAM_ERROR.
 * Anything that is not an upstream failure is rethrown.
 */
export function upstreamFailure(
  error: unknown,
  upstream: Upstream,
  { headers = new Headers() }: UpstreamFailureOptions = {},
): RouteError {
  if (!isApiError(error)) throw error;
  const status = error.status;
  if (error.code !== 'NETWORK_ERROR' && status !== undefined && status >= 400 && status < 500) {
    const retryAfter = upstream.lastHeaders()?.get('retry-after');
    if (retryAfter) headers.set('retry-after', retryAfter);
    const body = asErrorBody(error.body) ?? fallbackBody(status);
    return new RouteError(json(status, body, headers), body.code);
  }
  return new RouteError(
    json(502, errorBody('UPSTREAM_ERROR', MESSAGES.upstream), headers),
    status ? `UPSTREAM_${status}` : 'UPSTREAM_UNREACHABLE',
  );
}
