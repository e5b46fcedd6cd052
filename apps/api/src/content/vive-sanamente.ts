import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { notFound } from '../errors';
import { area, PAGE_SIZE, type ContentKit, type Ok } from './shared';

/** Healthy living (/vive-sanamente): publications, filters and sliders, `/home/vive-sanamente/…`. */
export function viveSanamenteHandlers({ db, document, media, optionalDocument }: ContentKit) {
  const publicationBodies = (rows: { body: unknown }[]) =>
    rows.map((row) => media(row.body as ContentSchema<'Publication'>));

  return area({
    listLiveHealthyHomeSlider: () => document('home', 'live-healthy-home-slider'),
    listLiveHealthyHomeSliderNotFound: () => document('home', 'live-healthy-home-slider-not-found'),
    listLiveHealthyHeaderSlider: async (request) => {
      const { count: limit } = request.params as { count: number };
      const rows = await db
        .select({ body: t.publications.body })
        .from(t.publications)
        .orderBy(desc(t.publications.publishedAt))
        .limit(limit);
      return publicationBodies(rows);
    },
    getLiveHealthyFilterCatalog: () => document('live-healthy', 'filter-catalog'),
    filterLiveHealthyPublications: async (request) => {
      const filter = request.query as ContentSchema<'PublicationFilter'>;
      const conditions: SQL[] = [];
      if (filter.paramCategoria)
        conditions.push(eq(t.publications.categoryId, filter.paramCategoria));
      if (filter.paramPilares) {
        conditions.push(sql`${t.publications.pillarId} = any(${ids(filter.paramPilares)})`);
      }
      if (filter.paramTemas)
        conditions.push(sql`${t.publications.topicIds} && ${ids(filter.paramTemas)}`);
      if (filter.paramTipoPublicacion)
        conditions.push(eq(t.publications.type, filter.paramTipoPublicacion));
      if (filter.paramBusqueda !== undefined) {
        filter.paramBusqueda = filter.paramBusqueda.trim();
        conditions.push(...searchWords(filter.paramBusqueda));
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [total] = await db.select({ n: count() }).from(t.publications).where(where);
      const rows = await db
        .select({ body: t.publications.body })
        .from(t.publications)
        .where(where)
        .orderBy(desc(t.publications.publishedAt), asc(t.publications.id))
        .offset(filter.paramdesde ?? 0)
        .limit(filter.paramcantidad ?? PAGE_SIZE);
      return { filter, total: total?.n ?? 0, results: publicationBodies(rows) };
    },
    listLiveHealthyPublications: async (request) => {
      const { slug } = request.query as { slug?: string };
      return publicationBodies(
        await db
          .select({ body: t.publications.body })
          .from(t.publications)
          .where(slug === undefined ? undefined : eq(t.publications.slug, slug))
          .orderBy(desc(t.publications.publishedAt)),
      );
    },
    getLiveHealthyPublication: async (request) => {
      const { id } = request.params as { id: number };
      const [row] = await db
        .select({ body: t.publications.body })
        .from(t.publications)
        .where(eq(t.publications.id, id));
      if (!row) throw notFound('Publicación no encontrada');
      return publicationBodies([row])[0]!;
    },
    listLiveHealthyRelatedContents: async (request) => {
      const { id } = request.params as { id: number };
      const [base] = await db.select().from(t.publications).where(eq(t.publications.id, id));
      if (!base) throw notFound('Publicación no encontrada');
      // Related: shares a topic or the category, newest first, never itself.
      const rows = await db
        .select({ body: t.publications.body })
        .from(t.publications)
        .where(
          and(
            sql`${t.publications.id} <> ${id}`,
            sql`(${t.publications.topicIds} && ${ids(base.topicIds.join(','))} or ${t.publications.categoryId} = ${base.categoryId})`,
          ),
        )
        .orderBy(desc(t.publications.publishedAt))
        .limit(4);
      return publicationBodies(rows);
    },
    listLiveHealthyPublicationSections: async (request) => {
      const { id } = request.params as { id: number };
      const [exists] = await db
        .select({ id: t.publications.id })
        .from(t.publications)
        .where(eq(t.publications.id, id));
      if (!exists) throw notFound('Publicación no encontrada');
      return (
        (await optionalDocument<Ok<'listLiveHealthyPublicationSections'>>(
          'publication-sections',
          id,
        )) ?? []
      );
    },
  });
}

/**
 * Letters the search folds to their base letter, in both cases: `lower()` changes only A–Z under
 * the C locale PGlite runs with, and every letter under a real Postgres's UTF-8 locale, so both
 * cases are listed and the answer is the same on both.
 */
const ACCENTED = 'áéíóúüñàèìòùâêîôûäëïöçÁÉÍÓÚÜÑÀÈÌÒÙÂÊÎÔÛÄËÏÖÇ';
const FOLDED = 'aeiouunaeiouaeiouaeiocaeiouunaeiouaeiouaeioc';

/** A text as the search compares it: lower case, accents off (`Nutrición` → `nutricion`). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The same folding in SQL (see ACCENTED). */
const folded = (text: SQL) => sql`translate(lower(${text}), ${ACCENTED}, ${FOLDED})`;

/** What a publication is searched in: its title, its summary and the names of its topics. */
const SEARCHED = folded(
  sql`concat_ws(' ', ${t.publications.body}->>'title', ${t.publications.body}->>'summary', (select string_agg(topic->>'nombre', ' ') from jsonb_array_elements(${t.publications.body}->'topics') as topic))`,
);

/**
 * `paramBusqueda`: one condition per word (split at spaces), each a part of the searched text,
 * case and accents ignored; `%`, `_` and `\` stand for themselves.
 */
function searchWords(query: string): SQL[] {
  return foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const pattern = `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      return sql`${SEARCHED} like ${pattern} escape '\\'`;
    });
}

/** `"1,2,3"` (already checked by the contract's pattern) → a Postgres integer array. */
function ids(list: string): SQL {
  const numbers = list ? list.split(',').map(Number) : [];
  return sql`${`{${numbers.join(',')}}`}::int[]`;
}
