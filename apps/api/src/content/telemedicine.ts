import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { badRequest } from '../errors';
import { area, type ContentKit } from './shared';

/** Telemedicine (/telemedicina, pro members only): `/telemedicine/…`. */
export function telemedicineHandlers({ db, document, signedInPro }: ContentKit) {
  return area({
    getTelemedicineContent: async (request, reply) => {
      await signedInPro(request);
      reply.header('Cache-Control', 'private, no-store');
      return document('telemedicine', 'content');
    },
    requestTelemedicineCall: async (request, reply) => {
      const user = await signedInPro(request);
      const { specialty } = request.body as ContentSchema<'TelemedicineCallRequest'>;
      const content = await document<ContentSchema<'TelemedicineContent'>>(
        'telemedicine',
        'content',
      );
      if (!content.specialties.some((item) => item.id === specialty)) {
        throw badRequest('El dato "specialty" no es una especialidad de telemedicina.');
      }
      const [call] = await db
        .insert(t.telemedicineCalls)
        .values({ userId: user.id, specialty, status: 'queued' })
        .returning({ callId: t.telemedicineCalls.id, status: t.telemedicineCalls.status });
      reply.code(201);
      return { callId: call!.callId, status: 'queued' as const };
    },
  });
}
