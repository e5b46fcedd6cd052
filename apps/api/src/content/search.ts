import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { notFound } from '../errors';
import { ACTIVE, area, miniManualPath, type ContentKit } from './shared';

/** Search by tag and its most-searched counter: `/Busqueda/…`. */
export function searchHandlers({ db, media, activeMiniManuals }: ContentKit) {
  return area({
    listSearchTags: async () => {
      const rows = await db
        .select()
        .from(t.searchTags)
        .where(eq(t.searchTags.status, ACTIVE))
        .orderBy(desc(t.searchTags.total), asc(t.searchTags.tag));
      return rows.map((row) => ({
        id: row.id,
        etiqueta: row.tag,
        nombre: row.name,
        totalMasBuscado: row.total,
        estado: row.status as ContentSchema<'RecordStatus'>,
      }));
    },
    getSearchResultsByTag: async (request) => {
      const { tag } = request.params as { tag: string };
      const [known] = await db
        .select()
        .from(t.searchTags)
        .where(and(eq(t.searchTags.tag, tag), eq(t.searchTags.status, ACTIVE)));
      if (!known) throw notFound('Etiqueta no encontrada');
      const found = await db
        .select()
        .from(t.symptoms)
        .where(and(sql`${tag} = any(${t.symptoms.tags})`, eq(t.symptoms.status, ACTIVE)))
        .orderBy(desc(t.symptoms.mostSearched));
      const conditions = found.map((row) => {
        const body = media(row.body as ContentSchema<'SintomaEnfermedad'>);
        return {
          tipo: 'sintoma' as const,
          id: row.id,
          titulo: row.name,
          resumen: body.resumen,
          imagen: body.imagen,
          url: `/sintomas-y-enfermedades/${row.slug}`,
        };
      });
      // Then the active mini-manuals that go with those conditions, each once (issue #31).
      const manuals = await activeMiniManuals([
        ...new Set(found.flatMap((row) => row.miniManuals)),
      ]);
      const resultados = [
        ...conditions,
        ...manuals.map((manual) => ({
          tipo: 'minimanual' as const,
          id: manual.id,
          titulo: manual.titulo,
          resumen: manual.resumen,
          imagen: manual.imagen,
          url: miniManualPath(manual.slug),
        })),
      ];
      return { etiqueta: tag, nombre: known.name, total: resultados.length, resultados };
    },
    incrementSearchTagCounter: async (request, reply) => {
      const { tag } = request.params as { tag: string };
      // One UPDATE … RETURNING: concurrent increments never lose a count.
      const [row] = await db
        .update(t.searchTags)
        .set({ total: sql`${t.searchTags.total} + 1` })
        .where(and(eq(t.searchTags.tag, tag), eq(t.searchTags.status, ACTIVE)))
        .returning({ etiqueta: t.searchTags.tag, totalMasBuscado: t.searchTags.total });
      if (!row) throw notFound('Etiqueta no encontrada');
      reply.header('Cache-Control', 'no-store');
      return row;
    },
  });
}
