import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentSchema } from '@vivasalud/api-client/content';
import { contractValidator } from '../contract';
import { findUnsafeText, isUnsafeText, parseAsDeclared, UNSAFE_TEXT_MESSAGE } from '../validation';
import { badRequest, FieldsError, HttpError } from '../errors';
import type { formSubmissions } from './form-submissions';

/** Limits of the lab-result attachment (content.yaml StrongAsIronForm.attachment). */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
const SIGNATURES: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
};

/**
 * POST /forms/strong-as-iron/ — multipart/form-data, so it is parsed here rather than by the
 * JSON body validation: each field is read from text as the type the contract's StrongAsIronForm
 * declares (strictly, as query parameters are: `supplementary_id=0x10` stays text and is refused),
 * the text rule of every request applies (no NUL or lone surrogate in a value, a field name or the
 * file name), the form is validated, the optional attachment is limited in size and type (declared
 * type and its first bytes must agree), and both are stored in one transaction, as the other
 * forms are (`form-submissions.ts`: `Idempotency-Key`, reference, consent, mail; issue #32).
 */
export function strongAsIronRoute(
  store: ReturnType<typeof formSubmissions>,
  check: (body: Record<string, unknown>) => Promise<{ program?: string }>,
) {
  const { ajv, doc, compile } = contractValidator('content');
  ajv.addFormat('binary', true);
  const validate = compile('StrongAsIronForm');
  const declared = (doc.components.schemas.StrongAsIronForm as { properties: object })
    .properties as Record<string, Parameters<typeof parseAsDeclared>[1]>;

  return async function submitStrongAsIronForm(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<ContentSchema<'FormReceipt'>> {
    if (!request.isMultipart()) {
      throw new HttpError(
        415,
        'El formulario debe enviarse como multipart/form-data.',
        'UNSUPPORTED_MEDIA_TYPE',
      );
    }
    const fields: Record<string, unknown> = {};
    let attachment: { filename: string; mimeType: string; data: Buffer } | undefined;

    for await (const part of request.parts({
      limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 20, fieldSize: 4096 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'attachment') {
          part.file.resume();
          throw badRequest(`El archivo debe enviarse en el campo "attachment".`);
        }
        if (!Object.hasOwn(SIGNATURES, part.mimetype)) {
          part.file.resume();
          throw new HttpError(415, 'El archivo debe ser JPG, PNG o PDF.', 'UNSUPPORTED_MEDIA_TYPE');
        }
        const data = await part.toBuffer(); // throws 413 past the size limit
        if (!SIGNATURES[part.mimetype]!.every((byte, i) => data[i] === byte)) {
          throw new HttpError(
            415,
            'El contenido del archivo no corresponde a su tipo.',
            'UNSUPPORTED_MEDIA_TYPE',
          );
        }
        attachment = {
          // By code points: cutting a pair in two would leave a lone surrogate.
          filename: [...part.filename].slice(0, 200).join('') || 'adjunto',
          mimeType: part.mimetype,
          data,
        };
      } else {
        const text = String(part.value);
        fields[part.fieldname] = Object.hasOwn(declared, part.fieldname)
          ? parseAsDeclared(text, declared[part.fieldname])
          : text;
      }
    }

    const unsafe =
      findUnsafeText(fields) ??
      (attachment && isUnsafeText(attachment.filename) ? 'attachment' : null);
    if (unsafe !== null) {
      const field = unsafe || '(cuerpo)';
      throw new FieldsError(`El dato "${field}" no es válido.`, [
        { field, message: UNSAFE_TEXT_MESSAGE },
      ]);
    }

    if (!validate(fields)) {
      const issues = validate.errors ?? [];
      const field = (issue: (typeof issues)[number]) =>
        (issue.params as { missingProperty?: string }).missingProperty ??
        (issue.instancePath.slice(1) || '(cuerpo)');
      throw new FieldsError(
        `El dato "${field(issues[0]!)}" no es válido.`,
        issues.map((issue) => ({ field: field(issue), message: issue.message ?? 'no es válido' })),
      );
    }

    const { status, receipt } = await store.submit({
      form: 'strong-as-iron',
      body: fields,
      attachment,
      idempotencyKey: request.headers['idempotency-key'],
      check: () => check(fields),
      log: request.log,
    });
    reply.code(status);
    return receipt;
  };
}
