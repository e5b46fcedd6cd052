import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { notFound } from '../errors';
import { ACTIVE, area, type ContentKit, type Ok } from './shared';

/** A condition is a result from this score on (0–1, see `searchStatement`). */
export const MATCH_SCORE = 0.3;
/** A best result below this score is a weak match: the answer adds a suggestion. */
export const STRONG_SCORE = 0.6;
/** The least trigram similarity of a suggestion to the query. */
export const SUGGESTION_SIMILARITY = 0.25;

/** A term as the search compares it: accents and case folded, as `search_fold` does in SQL. */
export function foldTerm(term: string): string {
  return term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

type Match = Ok<'searchSintomasEnfermedades'>['resultados'][number]['coincidencia']['campo'];

/**
 * A condition's `body` as stored: its detail without `miniManuales` (the row's `mini_manuals`
 * names them, answered as the active ones) and the counter (`most_searched`).
 */
export type StoredSymptom = Omit<ContentSchema<'SintomaEnfermedadDetalle'>, 'miniManuales'>;

/**
 * The symptoms search (issue #31), one statement with the query bound as a parameter. The query
 * and every term are folded by `search_fold` (lower case, `unaccent`: migration 0012; names,
 * search words and summary stems once per row, in generated columns). For each
 * active condition, the best of its terms — name (weight 1), search words of
 * `symptom_synonyms` (1) and tags (0.85, hyphens as spaces) — scores the greatest of:
 * `similarity` (whole strings, pg_trgm: typos), `strict_word_similarity(query, term)` (the query
 * is whole words of the term: `dengue` → «dengue grave») and 0.9 × `strict_word_similarity(term,
 * query)` (the term is in a longer query: «tengo presión alta»), these two only when the query
 * has a Spanish stem (`a` or `de la` alone are words of many terms). Its summary scores 0.5 × the
 * share of the query's Spanish stems (`to_tsvector('spanish', …)`: stop words dropped, plurals
 * stemmed) found in it.
 * A condition's score is the better of both; ties go to a name before a search word before a
 * tag before the summary, then to the closer whole term, the most searched, the name.
 * Same SQL on PGlite and on Postgres; no index (25 conditions and a few hundred terms).
 */
function searchStatement(query: string, limit: number) {
  return sql`
    with query as (
      select search_fold(${query}) as q,
             tsvector_to_array(to_tsvector('spanish', search_fold(${query}))) as stems
    ),
    terms as (
      select s.id, s.name as term, s.search_name as folded, 'nombre' as field,
             1.0::float8 as weight, 1 as rank
        from symptoms s where s.status = ${ACTIVE}
      union all
      select y.symptom_id, y.term, y.search_term, 'sinonimo', 1.0, 2
        from symptom_synonyms y join symptoms s on s.id = y.symptom_id
        where s.status = ${ACTIVE}
      union all
      select s.id, tag, search_fold(replace(tag, '-', ' ')), 'etiqueta', 0.85, 3
        from symptoms s cross join unnest(s.tags) as tag where s.status = ${ACTIVE}
    ),
    by_term as (
      select distinct on (t.id) t.id, t.term, t.field, t.rank,
             similarity(t.folded, query.q)::float8 as whole,
             (t.weight * greatest(
               similarity(t.folded, query.q),
               case when cardinality(query.stems) > 0 then greatest(
                 strict_word_similarity(query.q, t.folded),
                 0.9 * strict_word_similarity(t.folded, query.q)
               ) else 0 end
             ))::float8 as score
        from terms t cross join query
        order by t.id, score desc, t.rank, whole desc, t.term
    ),
    by_summary as (
      select s.id,
             (0.5 * cardinality(array(
               select unnest(query.stems) intersect select unnest(s.search_stems)
             )) / greatest(cardinality(query.stems), 1))::float8 as score
        from symptoms s cross join query where s.status = ${ACTIVE}
    ),
    ranked as (
      select s.id, s.body, s.most_searched, s.name,
             case when b.score >= x.score then b.field else 'resumen' end as field,
             case when b.score >= x.score then b.term else s.body->>'resumen' end as term,
             case when b.score >= x.score then b.rank else 4 end as rank,
             case when b.score >= x.score then b.whole else 0 end as whole,
             greatest(b.score, x.score) as score
        from symptoms s join by_term b on b.id = s.id join by_summary x on x.id = s.id
    )
    select id, body, field, term, round(score::numeric, 3)::float8 as score
      from ranked where score >= ${MATCH_SCORE}
      order by score desc, rank, whole desc, most_searched desc, name
      limit ${limit}`;
}

/** The closest condition name or search word to the query (pg_trgm similarity), or none. */
function suggestionStatement(query: string) {
  return sql`
    with query as (select search_fold(${query}) as q),
    terms as (
      select s.name as term, s.search_name as folded, 1 as rank, s.most_searched
        from symptoms s where s.status = ${ACTIVE}
      union all
      select y.term, y.search_term, 2, s.most_searched
        from symptom_synonyms y join symptoms s on s.id = y.symptom_id
        where s.status = ${ACTIVE}
    )
    select term
      from terms cross join query
      where similarity(folded, query.q) >= ${SUGGESTION_SIMILARITY}
      order by similarity(folded, query.q) desc, rank, most_searched desc, term
      limit 1`;
}

/** Symptoms and diseases (/sintomas-y-enfermedades): `/home/sintomas-enfermedades/…`. */
export function symptomsHandlers({ db, media, activeMiniManuals }: ContentKit) {
  /** A list's entry: the stored body without what only the detail answers. */
  const symptomSummary = (row: { body: unknown; mostSearched: number }) => {
    const {
      descripcion: _d,
      secciones: _s,
      cuandoBuscarAyuda: _c,
      revision: _r,
      ...summary
    } = row.body as StoredSymptom;
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
      // Its mini-manuals in the seed's order, the active ones only (issue #31).
      const active = new Map(
        (await activeMiniManuals(row.miniManuals)).map((manual) => [manual.slug, manual]),
      );
      const miniManuales = row.miniManuals.flatMap((slug) => {
        const manual = active.get(slug);
        return manual ? [{ id: manual.id, slug: manual.slug, titulo: manual.titulo }] : [];
      });
      return media({
        ...(row.body as StoredSymptom),
        masBuscado: row.mostSearched,
        miniManuales,
      });
    },
    searchSintomasEnfermedades: async (request, reply) => {
      const { q, limite } = request.query as { q: string; limite: number };
      const consulta = q.trim();
      // What a person typed about how they feel is compared, never kept: not in this instance's
      // answer cache (keyed by the address), nor by a shared cache on the way.
      reply.header('Cache-Control', 'no-store');
      // Nothing to compare without a letter or a digit (`!!!`, `<>`): no results, no suggestion.
      if (!/[\p{L}\p{N}]/u.test(consulta)) {
        return { consulta, total: 0, resultados: [], sugerencia: null };
      }
      const { rows } = (await db.execute(searchStatement(consulta, limite))) as unknown as {
        rows: { id: number; body: unknown; field: Match; term: string; score: number }[];
      };
      const resultados = rows.map((row) => {
        const body = row.body as ContentSchema<'SintomaEnfermedadDetalle'>;
        return media({
          id: row.id,
          slug: body.slug,
          nombre: body.nombre,
          resumen: body.resumen,
          imagen: body.imagen,
          url: `/sintomas-y-enfermedades/${body.slug}`,
          coincidencia: { campo: row.field, texto: row.term },
          puntaje: Number(row.score),
        });
      });
      return { consulta, total: resultados.length, resultados, sugerencia: await suggest() };

      /**
       * «¿Quisiste decir …?» when no result matches well: the best result's name or search word
       * (its name when a tag or the summary matched), or with no result the closest name or
       * search word; never the query itself (accents and case folded).
       */
      async function suggest(): Promise<string | null> {
        const best = resultados[0];
        if (best && best.puntaje >= STRONG_SCORE) return null;
        let term: string | undefined;
        if (best) {
          const { campo, texto } = best.coincidencia;
          term = campo === 'nombre' || campo === 'sinonimo' ? texto : best.nombre;
        } else {
          const { rows: close } = (await db.execute(suggestionStatement(consulta))) as unknown as {
            rows: { term: string }[];
          };
          term = close[0]?.term;
        }
        return term !== undefined && foldTerm(term) !== foldTerm(consulta) ? term : null;
      }
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
