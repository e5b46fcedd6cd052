import type { FastifyError, FastifyInstance } from 'fastify';
import type { ContentSchema } from '@vivasalud/api-client/content';
import { GUARD_MESSAGES } from '@vivasalud/api-client/guards';

/** The ErrorBody of both contracts (content.yaml and identity.yaml give the same one). */
export type ErrorBody = ContentSchema<'ErrorBody'>;
type FieldError = NonNullable<ErrorBody['errors']>[number];

/** An error answer with the status and ErrorBody of the contract (both services throw it). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { error: true, message: this.message, ...(this.code ? { code: this.code } : {}) };
  }
}

/** An HttpError whose body also lists field problems (`errors`). */
export class FieldsError extends HttpError {
  constructor(
    message: string,
    readonly fields: FieldError[],
  ) {
    super(400, message, 'VALIDATION_ERROR');
  }

  override toBody(): ErrorBody {
    return { ...super.toBody(), errors: this.fields };
  }
}

/** 404 NOT_FOUND, the one of both services: the message says what was not found. */
export const notFound = (message = 'Recurso no encontrado') =>
  new HttpError(404, message, 'NOT_FOUND');
export const badRequest = (message: string, code = 'VALIDATION_ERROR') =>
  new HttpError(400, message, code);

/** 400 for a malformed `?district=` of the in-person catalog (content.yaml `CatalogBadRequest`). */
export const DISTRICT_FORMAT_MESSAGE = 'Invalid district format';

const GUARDED: Record<string, string> = {
  category: GUARD_MESSAGES.category,
  slug: GUARD_MESSAGES.slug,
  publication_type: GUARD_MESSAGES.publication_type,
  discipline: GUARD_MESSAGES.discipline,
  // The in-person catalog's district (issue #29): the discipline's rule, its own message.
  district: DISTRICT_FORMAT_MESSAGE,
  page: GUARD_MESSAGES.page,
};

/**
 * The error as logs may see it: type, message and code, with the SQL text and parameters of a
 * failed query (drizzle's "Failed query: … params: …") removed — they can hold hashes, codes and
 * personal data. The database's own error code (SQLSTATE) is kept for diagnosis.
 */
export function safeError(error: unknown): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const cause = error.cause as { code?: string; message?: string } | undefined;
  const isQuery = error.name === 'DrizzleQueryError' || /^Failed query:/.test(error.message);
  return {
    type: error.name,
    message: isQuery ? 'database query failed' : error.message,
    code: (error as { code?: string }).code ?? cause?.code,
    stack: isQuery ? '' : (error.stack ?? ''),
    ...(isQuery ? { cause: cause?.message } : {}),
  };
}

/** The contract's 500 (`InternalError`): what an unexpected error answers, without internals. */
export const INTERNAL_ERROR_BODY = {
  error: true,
  code: 'INTERNAL_ERROR',
  message: 'Error interno del servidor.',
} as const;

interface ValidationIssue {
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Field name of a validation issue: `/email` → `email`, a missing property → its name. */
function fieldOf(issue: ValidationIssue): string {
  const missing = issue.params?.missingProperty;
  if (typeof missing === 'string') return missing;
  return issue.instancePath.split('/').filter(Boolean).join('.') || '(cuerpo)';
}

/**
 * Every error leaves as the contract's ErrorBody. Catalog parameters keep the exact messages of
 * spec §5 (programs match on them); other input errors name the field in Spanish and list the
 * details; unexpected errors are logged and answered without internals.
 */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & Partial<HttpError>, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.toBody());
    }
    if (error.validation) {
      const issues = error.validation as ValidationIssue[];
      const context = error.validationContext;
      const guarded = issues
        .map(fieldOf)
        .find((field) => (context === 'params' || context === 'querystring') && field in GUARDED);
      const first = fieldOf(issues[0]!);
      return reply.code(400).send({
        error: true,
        code: 'VALIDATION_ERROR',
        message: guarded ? GUARDED[guarded]! : `El dato "${first}" no es válido.`,
        errors: issues.map((issue) => ({
          field: fieldOf(issue),
          message: issue.message ?? 'no es válido',
        })),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.code(413).send({
        error: true,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'El envío supera el tamaño permitido.',
      });
    }
    if (status === 415) {
      return reply.code(415).send({
        error: true,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Tipo de contenido no admitido.',
      });
    }
    if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply
        .code(400)
        .send({ error: true, code: 'INVALID_JSON', message: 'El cuerpo no es un JSON válido.' });
    }
    if (status < 500) {
      return reply.code(status).send({ error: true, code: error.code, message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(INTERNAL_ERROR_BODY);
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ error: true, code: 'NOT_FOUND', message: 'Recurso no encontrado' }),
  );
}
