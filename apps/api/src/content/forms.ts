import { asc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as t from '../db/schema';
import { badRequest, notFound } from '../errors';
import { area, type ContentKit, type Ok } from './shared';

/**
 * Form posts and the option lists of their selects: `/forms/…`. (The multipart
 * `strong-as-iron` post is parsed by its own route, `strong-as-iron.ts`.)
 */
export function formsHandlers({ db, document }: ContentKit) {
  async function saveForm(form: string, payload: unknown): Promise<number> {
    const [row] = await db
      .insert(t.formSubmissions)
      .values({ form, payload })
      .returning({ id: t.formSubmissions.id });
    return row!.id;
  }

  /** Cross-checks of a form against the catalogs it points at (the schema checks the shape). */
  async function checkForm(form: string, body: Record<string, unknown>) {
    if ('supplementary_id' in body) {
      const options = await document<{ id: number }[]>('supplementary', form).catch(() => []);
      if (!options.some((option) => option.id === body.supplementary_id)) {
        throw badRequest('El dato "supplementary_id" no es una opción de la lista.');
      }
    }
    if (typeof body.ubigeo === 'string') {
      const [district] = await db
        .select()
        .from(t.ubigeo)
        .where(eq(t.ubigeo.id, body.ubigeo))
        .limit(1);
      if (!district) throw badRequest('El dato "ubigeo" no es un distrito conocido.');
    }
    if (typeof body.program === 'number') {
      await document('programa-bienestar-detalle', body.program).catch(() => {
        throw badRequest('El dato "program" no es un programa conocido.');
      });
    }
  }

  async function submit(
    form: string,
    request: FastifyRequest,
    reply: FastifyReply,
    message: string,
  ) {
    const body = request.body as Record<string, unknown>;
    await checkForm(form, body);
    return receipt(reply, await saveForm(form, body), message);
  }

  const receipt = (reply: FastifyReply, id: number, message: string) => {
    reply.code(201);
    return { id, message };
  };

  return area({
    submitComment: (request, reply) =>
      submit('comments', request, reply, 'Gracias por tu comentario.'),
    submitQualification: (request, reply) =>
      submit('qualification', request, reply, 'Gracias por tu opinión.'),
    requestAppointment: (request, reply) =>
      submit(
        'request-appointment',
        request,
        reply,
        'Recibimos tu solicitud de cita. Te contactaremos para confirmarla.',
      ),
    submitNutritionForm: (request, reply) =>
      submit('nutrition', request, reply, 'Recibimos tu inscripción al programa de nutrición.'),
    submitMaternityForm: (request, reply) =>
      submit('maternity', request, reply, 'Recibimos tu inscripción al programa de maternidad.'),
    submitAlwaysHealthyForm: (request, reply) =>
      submit('always-healthy', request, reply, 'Recibimos tu inscripción a Siempre saludable.'),
    submitStrongAsIronForm: async () => {
      throw new Error('submitStrongAsIronForm is served by the multipart route');
    },
    listStrongAsIronSupplementary: () => document('supplementary', 'strong-as-iron'),
    listNutritionSupplementary: () => document('supplementary', 'nutrition'),
    listMaternitySupplementary: () => document('supplementary', 'maternity'),
    listAlwaysHealthySupplementary: () => document('supplementary', 'always-healthy'),
    listAlwaysHealthyUbigeo: async (request) => {
      const { id } = request.params as { id: string };
      const rows = await db
        .select()
        .from(t.ubigeo)
        .where(eq(t.ubigeo.parent, id))
        .orderBy(asc(t.ubigeo.id));
      if (rows.length === 0 && id !== '0') {
        const [known] = await db
          .select({ id: t.ubigeo.id })
          .from(t.ubigeo)
          .where(eq(t.ubigeo.id, id))
          .limit(1);
        if (!known) throw notFound('Ubigeo no encontrado');
      }
      return rows.map((row) => ({
        id: row.id,
        nombre: row.name,
        nivel: row.level,
      })) as Ok<'listAlwaysHealthyUbigeo'>;
    },
  });
}
