import type { ContentClient, ContentSchema } from '@vivasalud/api-client/content';
import { parseQualificationBody } from './qualificationSchema';
import {
  answerFormPost,
  checkOrigin,
  errorResponse,
  FORM_ROUTE_MESSAGES,
  RouteError,
  json,
  readJsonObject,
  upstreamFailure,
  validationError,
} from './request';

/** A content call that takes longer than this fails as unreachable (502), like the auth routes. */
export const UPSTREAM_TIMEOUT_MS = 10_000;

export interface QualificationRouteOptions {
  /** The content API client (`contentClient()` in the route). */
  content: ContentClient;
  /** Origins allowed to post besides the request's own (`allowedOriginsFromEnv`). */
  allowedOrigins: readonly string[];
}

/**
 * A submission reaches the service every time: never Next's data cache (the client of server
 * components keeps answers 300 s), and no longer than UPSTREAM_TIMEOUT_MS.
 */
const submissionFetch = (request: Request) =>
  fetch(new Request(request, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) }), {
    cache: 'no-store',
  });

/**
 * `POST /api/forms/qualification` (the page-feedback widget): the Origin, the JSON body and its
 * fields are checked here, then the answer is forwarded to the content service's
 * `POST forms/qualification/`. 201 with the service's `FormReceipt`; 400 / 403 / 415 as the auth
 * routes answer them; a 4xx of the service is handed on as it is; no answer or a 5xx is 502.
 */
export function submitQualification(
  request: Request,
  { content, allowedOrigins }: QualificationRouteOptions,
): Promise<Response> {
  return answerFormPost('forms/qualification', async () => {
    checkOrigin(request, allowedOrigins);
    const parsed = parseQualificationBody(await readJsonObject(request));
    if (!parsed.ok) validationError(parsed.errors);

    let receipt: ContentSchema<'FormReceipt'> | undefined;
    try {
      ({ data: receipt } = await content.POST('/forms/qualification/', {
        body: parsed.body,
        fetch: submissionFetch,
      }));
    } catch (error) {
      upstreamFailure(error);
    }
    if (typeof receipt?.id !== 'number' || typeof receipt.message !== 'string') {
      throw new RouteError(
        errorResponse(502, 'UPSTREAM_ERROR', FORM_ROUTE_MESSAGES.upstream),
        'UPSTREAM_MALFORMED',
      );
    }
    return json(201, { id: receipt.id, message: receipt.message });
  });
}
