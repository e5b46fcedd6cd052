import type { ContentSchema } from '@vivasalud/api-client/content';

export type ErrorBody = ContentSchema<'ErrorBody'>;

/** An error answer with the status and ErrorBody of the contract. */
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

export const notFound = (message = 'Recurso no encontrado') =>
  new HttpError(404, message, 'NOT_FOUND');
export const badRequest = (message: string, code = 'VALIDATION_ERROR') =>
  new HttpError(400, message, code);
