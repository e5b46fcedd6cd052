import { asc, eq, gt, sql } from 'drizzle-orm';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { wellnessCatalogPage, wellnessItem } from './catalog';
import { notFound } from '../errors';
import { area, type ContentKit } from './shared';

type LiveClass = ContentSchema<'LiveClass'>;
/** A live class as stored: its card and the description of its detail. */
type Stored = LiveClass & { description: string };

/**
 * Live online classes (/clases-en-vivo): the catalog `/wellness/resources/catalog/` and one class
 * `/wellness/resources/catalog/{slug}/` (/clases-en-vivo/{slug}).
 */
export function liveClassesHandlers(kit: ContentKit) {
  const { pageResources } = kit;
  return area({
    listLiveClasses: async (request) => {
      const page = await wellnessCatalogPage<Stored>(kit, t.liveClasses, request);
      // The catalog answers cards: the description is the detail's.
      return {
        ...page,
        results: page.results.map(({ description: _description, ...card }): LiveClass => card),
      };
    },
    getLiveClass: async (request) => {
      const { slug } = request.params as { slug: string };
      const item = await wellnessItem<Stored>(kit, t.liveClasses, slug);
      if (!item) throw notFound('No encontramos esa clase en vivo');
      return {
        ...item,
        ends_at: endsAt(item.starts_at, item.duration_minutes),
        // Its related resources are those of the live-classes page.
        ...(await pageResources('clases-en-vivo')),
      };
    },
  });
}

/**
 * How many classes the home's live-classes block answers: the portal shows three
 * (`HOME_LIVE_CLASSES`) and drops a class that has ended by the time it renders (the home page is
 * cached): one more keeps the row full when the first ends between this answer and the render.
 */
export const HOME_LIVE_CLASSES = 4;

/**
 * The next live classes at `now`: those that have not ended (start + duration after `now`, the
 * rule by which the portal's cards say «Finalizada»; a class under way can still be joined), the
 * soonest first, at most `limit`, as the catalog answers them (cards with their category label).
 */
export async function nextLiveClasses(
  { db, media }: Pick<ContentKit, 'db' | 'media'>,
  now: Date,
  limit: number,
): Promise<LiveClass[]> {
  const table = t.liveClasses;
  const startsAt = sql`(${table.body} ->> 'starts_at')::timestamptz`;
  const endsAtSql = sql`${startsAt} + ((${table.body} ->> 'duration_minutes')::int * interval '1 minute')`;
  const rows = await db
    .select({ body: table.body, label: t.categories.label })
    .from(table)
    .leftJoin(t.categories, eq(t.categories.slug, table.category))
    .where(gt(endsAtSql, sql`${now.toISOString()}::timestamptz`))
    .orderBy(asc(startsAt), asc(table.position))
    .limit(limit);
  return rows.map((row) => {
    const { description: _description, ...card } = row.body as Omit<Stored, 'category_label'>;
    // A category missing from the taxonomy (the seed check refuses it) shows its slug.
    return media({ ...card, category_label: row.label ?? card.category });
  });
}

/**
 * `startsAt` + `minutes`, written with the UTC offset of `startsAt` (a class in Lima starting at
 * `2026-11-23T19:00:00-05:00` for 45 minutes ends at `2026-11-23T19:45:00-05:00`).
 */
export function endsAt(startsAt: string, minutes: number): string {
  const offset = /([+-])(\d{2}):(\d{2})$/.exec(startsAt);
  const offsetMinutes = offset
    ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]))
    : 0;
  const local = new Date(Date.parse(startsAt) + (minutes + offsetMinutes) * 60_000);
  return `${local.toISOString().slice(0, 19)}${offset ? offset[0] : 'Z'}`;
}
