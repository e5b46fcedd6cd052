import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { limaDay } from '@vivasalud/config/lima';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { badRequest, FieldsError, notFound } from '../errors';
import { pageLink } from './catalog';
import {
  appointmentDateProblem,
  birthDateProblem,
  childBirthDateProblem,
  dueDateProblem,
  HEALTH_DATA_FORMS,
  publicName,
  type DateProblem,
  type FormName,
} from './form-rules';
import { formSubmissions } from './form-submissions';
import { strongAsIronRoute } from './strong-as-iron';
import { area, PAGE_SIZE, type ContentKit, type Ok } from './shared';

/** Where the health-data consent in force is kept (`seed/documents/health-data-consent.yaml`). */
const CONSENT = ['health-data-consent', 'current'] as const;

/**
 * Form posts and the option lists of their selects: `/forms/…` (issue #32: idempotent posts,
 * references, the health-data consent, the published comments). The multipart `strong-as-iron`
 * post is parsed by its own handler, `strong-as-iron.ts`, and stored the same way.
 */
export function formsHandlers(kit: ContentKit) {
  const { db, document, clock, publicUrl } = kit;
  const store = formSubmissions(kit);

  const refuse = (problem: NonNullable<DateProblem>) =>
    new FieldsError(`El dato "${problem.field}" no es válido.`, [problem]);

  /** The select options of a form (`supplementary/<form>`): none when the list is absent. */
  const options = (form: string) =>
    document<{ id: number }[]>('supplementary', form).catch(() => [] as { id: number }[]);

  /**
   * Cross-checks of a form against the catalogs it points at, the consent in force and the
   * dates (in Lima, by the service's clock); the schema checked the shape. Answers what the mail
   * may name (the program of an appointment).
   */
  async function checkForm(form: FormName, body: Record<string, unknown>) {
    if (HEALTH_DATA_FORMS.has(form)) {
      const consent = await document<ContentSchema<'HealthDataConsent'>>(...CONSENT);
      if (body.consent_version !== consent.version) {
        throw new FieldsError('El dato "consent_version" no es válido.', [
          {
            field: 'consent_version',
            message:
              'La autorización que aceptaste ya no es la vigente. Vuelve a cargar el formulario y acéptala de nuevo.',
          },
        ]);
      }
    }
    if ('supplementary_id' in body) {
      if (!(await options(form)).some((option) => option.id === body.supplementary_id)) {
        throw badRequest('El dato "supplementary_id" no es una opción de la lista.');
      }
    }
    if ('centre_id' in body) {
      if (!(await options('always-healthy')).some((option) => option.id === body.centre_id)) {
        throw badRequest('El dato "centre_id" no es un centro de salud de la lista.');
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
    let program: string | undefined;
    if (typeof body.program === 'number') {
      const detail = await document<ContentSchema<'ProgramaBienestarDetalle'>>(
        'programa-bienestar-detalle',
        body.program,
      ).catch(() => {
        throw badRequest('El dato "program" no es un programa conocido.');
      });
      if (!detail.requiereCita) {
        throw badRequest('El programa elegido no atiende con cita: no es posible solicitarla.');
      }
      program = detail.titulo;
    }
    const today = limaDay(clock.now());
    const problems: DateProblem[] = [
      typeof body.preferred_date === 'string'
        ? appointmentDateProblem(body.preferred_date, today)
        : null,
      typeof body.due_date === 'string' ? dueDateProblem(body.due_date, today) : null,
      typeof body.birth_date === 'string' ? birthDateProblem(body.birth_date, today) : null,
      typeof body.child_birth_date === 'string'
        ? childBirthDateProblem(body.child_birth_date, today)
        : null,
    ];
    const problem = problems.find((p) => p !== null);
    if (problem) throw refuse(problem);
    return { program };
  }

  async function submit(form: FormName, request: FastifyRequest, reply: FastifyReply) {
    const body = request.body as Record<string, unknown>;
    const { status, receipt } = await store.submit({
      form,
      body,
      idempotencyKey: request.headers['idempotency-key'],
      check: () => checkForm(form, body),
      log: request.log,
    });
    reply.code(status);
    return receipt;
  }

  return area({
    submitComment: (request, reply) => submit('comments', request, reply),
    listComments: async (request) => {
      const { page_slug: slug, page = 1 } = request.query as { page_slug: string; page?: number };
      if (!Number.isSafeInteger((page - 1) * PAGE_SIZE)) throw notFound('Página fuera de rango');
      const where = and(
        eq(t.formSubmissions.form, 'comments'),
        eq(t.formSubmissions.status, 'aprobado'),
        sql`${t.formSubmissions.payload}->>'page_slug' = ${slug}`,
      );
      const [total] = await db.select({ n: count() }).from(t.formSubmissions).where(where);
      const rows = await db
        .select({
          id: t.formSubmissions.id,
          payload: t.formSubmissions.payload,
          createdAt: t.formSubmissions.createdAt,
        })
        .from(t.formSubmissions)
        .where(where)
        .orderBy(desc(t.formSubmissions.createdAt), desc(t.formSubmissions.id))
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE);
      const n = total?.n ?? 0;
      if (page > 1 && rows.length === 0) throw notFound('Página fuera de rango');
      const link = (target: number) => pageLink(publicUrl, request, target, PAGE_SIZE);
      return {
        count: n,
        next: page * PAGE_SIZE < n ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
        results: rows.map((row) => {
          const comment = row.payload as { name: string; comment: string };
          return {
            id: row.id,
            name: publicName(comment.name),
            comment: comment.comment,
            created_at: row.createdAt.toISOString(),
          };
        }),
      };
    },
    submitQualification: (request, reply) => submit('qualification', request, reply),
    requestAppointment: (request, reply) => submit('request-appointment', request, reply),
    submitNutritionForm: (request, reply) => submit('nutrition', request, reply),
    submitMaternityForm: (request, reply) => submit('maternity', request, reply),
    submitAlwaysHealthyForm: (request, reply) => submit('always-healthy', request, reply),
    submitStrongAsIronForm: strongAsIronRoute(store, (body) => checkForm('strong-as-iron', body)),
    getHealthDataConsent: () => document<Ok<'getHealthDataConsent'>>(...CONSENT),
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
    listUbigeoDistricts: async (_request, reply) => {
      const provincias = new Map(
        (
          await db
            .select({ id: t.ubigeo.id, name: t.ubigeo.name })
            .from(t.ubigeo)
            .where(sql`length(${t.ubigeo.id}) <= 4`)
        ).map((row) => [row.id, row.name]),
      );
      const districts = await db
        .select({ id: t.ubigeo.id, name: t.ubigeo.name })
        .from(t.ubigeo)
        .where(eq(t.ubigeo.level, 'distrito'));
      const spanish = new Intl.Collator('es');
      const answer = districts
        .map((row) => ({
          id: row.id,
          nombre: row.name,
          provincia: provincias.get(row.id.slice(0, 4)) ?? '',
          departamento: provincias.get(row.id.slice(0, 2)) ?? '',
        }))
        .sort(
          (a, b) =>
            spanish.compare(a.departamento, b.departamento) ||
            spanish.compare(a.provincia, b.provincia) ||
            spanish.compare(a.nombre, b.nombre) ||
            a.id.localeCompare(b.id),
        );
      reply.header('cache-control', 'public, max-age=86400');
      return answer;
    },
  });
}
