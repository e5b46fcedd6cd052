import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { FieldsError, HttpError, safeError } from '../errors';
import { formReceiptMail } from './form-mail';
import { formReference, HEALTH_DATA_FORMS, requestHash, type FormName } from './form-rules';
import type { ContentKit } from './shared';

type Receipt = ContentSchema<'FormReceipt'>;

/** The confirmation text of each form's receipt. */
export const RECEIPT_MESSAGES: Record<FormName, string> = {
  comments: 'Gracias por tu comentario. Lo publicaremos cuando nuestro equipo lo revise.',
  qualification: 'Gracias por tu opinión.',
  'request-appointment': 'Recibimos tu solicitud de cita. Te contactaremos para confirmarla.',
  nutrition: 'Recibimos tu inscripción al programa de nutrición.',
  maternity: 'Recibimos tu inscripción al programa de maternidad.',
  'always-healthy': 'Recibimos tu inscripción a Siempre saludable.',
  'strong-as-iron': 'Recibimos tu inscripción a Fuerte como el hierro.',
};

export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'Esta clave de envío ya se usó con otros datos. Vuelve a enviar el formulario.';

/** The `Idempotency-Key` rule of content.yaml (`FormIdempotencyKey`). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

export interface FormPost {
  form: FormName;
  /** The body as the person sent it (what the key is held to). */
  body: Record<string, unknown>;
  /** The request's `Idempotency-Key` header, if any. */
  idempotencyKey?: string | string[] | undefined;
  /** The multipart form's file. */
  attachment?: { filename: string; mimeType: string; data: Buffer };
  /** Cross-checks against the catalogs and the dates; run unless the post is a replay. */
  check: () => Promise<{ program?: string } | void>;
  log: FastifyBaseLogger;
}

/** The receipt and its status: 201 stored now, 200 the first submission's again (a replay). */
export interface FormAnswer {
  status: 200 | 201;
  receipt: Receipt;
}

/** The key of a post as the contract allows it (the multipart route reads headers itself). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key) || Array.isArray(header)) {
    throw new FieldsError('El dato "Idempotency-Key" no es válido.', [
      {
        field: 'Idempotency-Key',
        message: 'Debe tener de 16 a 100 caracteres: letras, dígitos, guion o guion bajo.',
      },
    ]);
  }
  return key;
}

/**
 * Stores the forms' submissions (issue #32): once per form and `Idempotency-Key` (the unique
 * index decides between two posts at once; the one that finds the row taken answers it), with
 * the consent's version and time for the health-data forms, a comment as `pendiente`, and then
 * the copy of the receipt by mail (a failed mail is logged; the submission stands).
 */
export function formSubmissions(kit: ContentKit) {
  const { db, clock, outbox, optionalDocument } = kit;

  const receiptOf = (row: { id: number; form: string }): Receipt => ({
    id: row.id,
    reference: formReference(row.form as FormName, row.id),
    message: RECEIPT_MESSAGES[row.form as FormName],
  });

  /** The answer to a post whose key is taken: the first receipt for the same data, else 409. */
  async function replay(form: FormName, key: string, hash: string): Promise<FormAnswer | null> {
    const [row] = await db
      .select({
        id: t.formSubmissions.id,
        form: t.formSubmissions.form,
        hash: t.formSubmissions.requestHash,
      })
      .from(t.formSubmissions)
      .where(and(eq(t.formSubmissions.form, form), eq(t.formSubmissions.idempotencyKey, key)))
      .limit(1);
    if (!row) return null;
    if (row.hash !== hash) {
      throw new HttpError(409, IDEMPOTENCY_KEY_REUSED_MESSAGE, 'IDEMPOTENCY_KEY_REUSED');
    }
    return { status: 200, receipt: receiptOf(row) };
  }

  async function submit(post: FormPost): Promise<FormAnswer> {
    const { form, body, attachment } = post;
    const key = idempotencyKeyOf(post.idempotencyKey);
    const hash = requestHash(body, attachment);
    if (key) {
      const again = await replay(form, key, hash);
      if (again) return again;
    }
    const checked = (await post.check()) ?? {};
    const now = clock.now();
    const health = HEALTH_DATA_FORMS.has(form);
    const payload = health ? { ...body, marketing_consent: body.marketing_consent === true } : body;

    const stored = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(t.formSubmissions)
        .values({
          form,
          payload,
          createdAt: now,
          idempotencyKey: key ?? null,
          requestHash: key ? hash : null,
          consentVersion: health ? String(body.consent_version) : null,
          consentedAt: health ? now : null,
          status: form === 'comments' ? 'pendiente' : null,
        })
        .onConflictDoNothing({
          target: [t.formSubmissions.form, t.formSubmissions.idempotencyKey],
        })
        .returning({ id: t.formSubmissions.id, form: t.formSubmissions.form });
      if (row && attachment) {
        await tx
          .insert(t.formAttachments)
          .values({ submissionId: row.id, size: attachment.data.length, ...attachment });
      }
      return row;
    });
    if (!stored) {
      // Another post of the same key was stored between the look-up and the insert.
      const again = key ? await replay(form, key, hash) : null;
      if (!again) throw new Error('form submission neither stored nor found');
      return again;
    }

    const receipt = receiptOf(stored);
    await mail(form, receipt.reference, body, checked.program, post.log);
    return { status: 201, receipt };
  }

  /** The copy of the receipt to the form's `email`, once per reference; never fails the post. */
  async function mail(
    form: FormName,
    reference: string,
    body: Record<string, unknown>,
    program: string | undefined,
    log: FastifyBaseLogger,
  ) {
    if (typeof body.email !== 'string') return;
    try {
      const contact = await optionalDocument<ContentSchema<'FooterPhone'>>('footer', 'contact');
      const name = [body.name, body.names, body.full_name].find((v) => typeof v === 'string');
      const message = formReceiptMail({
        form,
        reference,
        name: (name as string | undefined) ?? '',
        program,
        phone: contact?.phone,
      });
      if (!message) return;
      await outbox.send({
        channel: 'mail',
        to: body.email,
        kind: 'form-receipt',
        userId: null,
        dedupeKey: `form-receipt:${reference}`,
        ...message,
      });
    } catch (error) {
      log.error({ err: safeError(error), reference }, 'form receipt mail failed');
    }
  }

  return { submit };
}
