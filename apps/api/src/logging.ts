import type { Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { safeError } from './errors';

/**
 * What the log keeps of a request (issue #26): its method and its route template
 * (`/identity/campaigns/:campaignPath/participants/verify`), never its URL. A query string and a
 * path parameter can hold a document number, an email, a phone, a search term or a signature;
 * a path that matches no route is logged as `(no route)` for the same reason. No header, cookie
 * or body is serialized (credentials travel there), and the client address stays (limits and
 * abuse are diagnosed by it).
 */
export function requestForLog(request: FastifyRequest): {
  method: string;
  url: string;
  remoteAddress?: string;
} {
  return {
    method: request.method,
    url: request.routeOptions?.url ?? '(no route)',
    remoteAddress: request.ip,
  };
}

/** What the log keeps of an answer: its status only (no header: `Set-Cookie` holds sessions). */
export function replyForLog(reply: FastifyReply): { statusCode: number } {
  return { statusCode: reply.statusCode };
}

/**
 * The service's logger options: these serializers, the credentials' headers redacted in case
 * any line carries them anyway, and a failed query's SQL parameters removed (`safeError`).
 * `stream` replaces stdout (tests read the lines).
 */
export function loggerOptions(
  level: string,
  stream?: Writable,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: requestForLog as never,
      res: replyForLog as never,
      err: safeError,
    },
  };
}
