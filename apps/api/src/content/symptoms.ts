import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { notFound } from '../errors';
import { ACTIVE, area, type ContentKit, type Ok } from './shared';

/** Symptoms and diseases (/sintomas-y-enfermedades): `/home/sintomas-enfermedades/…`. */
export function symptomsHandlers({ db, media }: ContentKit) {
  const symptomSummary = (row: { body: unknown; mostSearched: number }) => {
    const {
      descripcion: _d,
      secciones: _s,
      ...summary
    } = row.body as ContentSchema<'SintomaEnfermedadDetalle'>;
    return media({ ...summary, masBuscado: row.mostSearched });
  };

  return area({
    listSintomasEnfermedades: async () => {
      const rows = await db
        .select()
        .from(t.symptoms)
        .where(eq(t.symptoms.status, ACTIVE))
        .orderBy(asc(t.symptoms.name));
      return rows.map(symptomSummary) as Ok<'listSintomasEnfermedades'>;
    },
    listSintomasFilters: async () => {
      const rows = await db
        .select({ filtro: t.symptoms.initial, total: count() })
        .from(t.symptoms)
        .where(eq(t.symptoms.status, ACTIVE))
        .groupBy(t.symptoms.initial)
        .orderBy(asc(t.symptoms.initial));
      return rows.map((row) => ({ filtro: row.filtro, nombre: row.filtro, total: row.total }));
    },
    listSintomasByFilter: async (request) => {
      const { filter } = request.params as { filter: string };
      const rows = await db
        .select()
        .from(t.symptoms)
        .where(and(eq(t.symptoms.initial, filter.toUpperCase()), eq(t.symptoms.status, ACTIVE)))
        .orderBy(asc(t.symptoms.name));
      return rows.map(symptomSummary) as Ok<'listSintomasByFilter'>;
    },
    getSintomaEnfermedadDetail: async (request) => {
      const { id } = request.params as { id: number };
      const [row] = await db
        .select()
        .from(t.symptoms)
        .where(and(eq(t.symptoms.id, id), eq(t.symptoms.status, ACTIVE)));
      if (!row) throw notFound('No encontramos ese síntoma o enfermedad');
      return media({
        ...(row.body as ContentSchema<'SintomaEnfermedadDetalle'>),
        masBuscado: row.mostSearched,
      });
    },
    incrementSintomaCounter: async (request, reply) => {
      const { id } = request.params as { id: number };
      const [row] = await db
        .update(t.symptoms)
        .set({ mostSearched: sql`${t.symptoms.mostSearched} + 1` })
        .where(and(eq(t.symptoms.id, id), eq(t.symptoms.status, ACTIVE)))
        .returning({ id: t.symptoms.id, masBuscado: t.symptoms.mostSearched });
      if (!row) throw notFound('No encontramos ese síntoma o enfermedad');
      reply.header('Cache-Control', 'no-store');
      return row;
    },
  });
}
