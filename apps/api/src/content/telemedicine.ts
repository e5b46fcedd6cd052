import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { FieldsError } from '../errors';
import { isUniqueViolation } from './reservations';
import { area, type ContentKit } from './shared';

type Content = ContentSchema<'TelemedicineContent'>;
type CallRequest = ContentSchema<'TelemedicineCallRequest'>;
type Call = ContentSchema<'TelemedicineCall'>;

/** The field errors of a call request, in Spanish (es-PE). */
export const CALL_MESSAGES = {
  invalid: 'Revisa los datos de tu solicitud.',
  specialty: 'Elige una de las especialidades de telemedicina.',
  phone: 'Ingresa un número de teléfono válido para devolverte la llamada.',
  consent: 'Para solicitar la llamada debes autorizar el uso de tus datos de salud.',
} as const;

/**
 * The number to call back in E.164, or null when `raw` is not a valid phone number. A number
 * without its country code is read as Peruvian (the service's members live in Peru).
 */
export function callBackNumber(raw: string): string | null {
  const parsed = parsePhoneNumberFromString(raw.trim(), 'PE');
  return parsed?.isValid() ? parsed.number : null;
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * Telemedicine (/telemedicina, pro members only): `/telemedicine/…`. A call request (issue #29)
 * names a specialty of the content, the number to call back and the member's consent to the use
 * of their health data (Ley 29733), stored with the request (the consent text's version and the
 * time). Its `Idempotency-Key` is remembered as the live-class reservations' keys are
 * (`reservation_idempotency_keys`): the same key again answers the request it made.
 */
export function telemedicineHandlers({ db, clock, document, signedInPro }: ContentKit) {
  const calls = t.telemedicineCalls;
  const keys = t.reservationIdempotencyKeys;

  const answer = (row: typeof calls.$inferSelect, content: Content): Call => ({
    callId: row.id,
    status: row.status as Call['status'],
    specialty: row.specialty,
    phone: row.phone ?? '',
    consent_version: row.consentVersion ?? '',
    consented_at: (row.consentedAt ?? row.createdAt).toISOString(),
    expected_wait_minutes: content.expected_wait_minutes,
    next_steps: content.next_steps,
  });

  return area({
    getTelemedicineContent: async (request, reply) => {
      await signedInPro(request);
      noStore(reply);
      return document('telemedicine', 'content');
    },
    requestTelemedicineCall: async (request, reply) => {
      const user = await signedInPro(request);
      noStore(reply);
      const key = String(request.headers['idempotency-key']).toLowerCase();
      const body = request.body as CallRequest;
      const content = await document<Content>('telemedicine', 'content');

      const fields: { field: string; message: string }[] = [];
      if (!content.specialties.some((item) => item.id === body.specialty)) {
        fields.push({ field: 'specialty', message: CALL_MESSAGES.specialty });
      }
      const phone = callBackNumber(body.phone);
      if (!phone) fields.push({ field: 'phone', message: CALL_MESSAGES.phone });
      if (body.consent !== true) fields.push({ field: 'consent', message: CALL_MESSAGES.consent });
      if (fields.length > 0) throw new FieldsError(CALL_MESSAGES.invalid, fields);

      const now = clock.now();
      const attempt = () =>
        db.transaction(async (tx) => {
          // The same key again: the request it made.
          const [again] = await tx
            .select({ call: calls })
            .from(keys)
            .innerJoin(calls, eq(calls.id, keys.telemedicineCallId))
            .where(
              and(eq(keys.userId, user.id), eq(keys.key, key), isNotNull(keys.telemedicineCallId)),
            );
          if (again) return { row: again.call, created: false };
          const [row] = await tx
            .insert(calls)
            .values({
              userId: user.id,
              specialty: body.specialty,
              status: 'queued',
              createdAt: now,
              phone,
              consentVersion: content.consent.version,
              consentedAt: now,
            })
            .returning();
          // A parallel request with this key inserted first: the primary key refuses this one, the
          // transaction is rolled back, and the attempt again finds that request.
          await tx
            .insert(keys)
            .values({ userId: user.id, key, telemedicineCallId: row!.id, createdAt: now });
          return { row: row!, created: true };
        });
      const made = await attempt().catch((error: unknown) => {
        if (isUniqueViolation(error)) return attempt();
        throw error;
      });
      reply.code(made.created ? 201 : 200);
      return answer(made.row, content);
    },
  });
}
