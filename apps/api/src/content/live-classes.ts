import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { servedLiveClass, shiftMinutes } from '../seed/derived';
import { wellnessCatalogPage, wellnessItem } from './catalog';
import { notFound } from '../errors';
import { area, type ContentKit } from './shared';

type LiveClass = ContentSchema<'LiveClass'>;
/** A live class as stored: its card (without the computed seats) and its detail's description. */
export type StoredLiveClass = Omit<LiveClass, 'seats_left' | 'reservation_closes_at'> & {
  description: string;
};
type Stored = StoredLiveClass;

/**
 * Answers that carry `seats_left` (the catalog, a class, the home's block) say `no-cache`: after
 * a reservation the portal revalidates the class's page at once, and a copy older than the
 * reservation would hand it the seats of before. The service's answer cache keeps them only
 * under the version of every class's seat count (`seatsVersion`, see `cache.ts`).
 */
export const freshSeats = (reply: FastifyReply) => reply.header('cache-control', 'no-cache');

/** Whether a content path (without query or trailing slash) answers seats left. */
export const carriesSeats = (path: string) =>
  path.startsWith('/content/wellness/resources/catalog') ||
  path === '/content/wellness/sections/home_live_resources' ||
  path.startsWith('/content/backoffice/session-experts/sessions');

/**
 * A fingerprint of every class's (and session's) seats taken: any reservation or cancellation changes it (one
 * small query over the classes, cheaper than any of the answers it guards).
 */
export async function seatsVersion(db: ContentKit['db']): Promise<string> {
  const [classes] = await db
    .select({
      version: sql<string>`md5(coalesce(string_agg(${t.liveClasses.slug} || ':' || ${t.liveClasses.seatsTaken}, ',' order by ${t.liveClasses.slug}), ''))`,
    })
    .from(t.liveClasses);
  // The sessions with experts' seats too (issue #29): their answers carry seats left as well.
  const [sessions] = await db
    .select({
      version: sql<string>`md5(coalesce(string_agg(${t.expertSessions.slug} || ':' || ${t.expertSessions.seatsTaken}, ',' order by ${t.expertSessions.slug}), ''))`,
    })
    .from(t.expertSessions);
  return `${classes?.version ?? ''}.${sessions?.version ?? ''}`;
}

/** How long a read of `seatsVersion` answers for every request (see `seatsVersionSource`). */
export const SEATS_VERSION_MAX_AGE_MS = 1_000;

/**
 * The seats' version for the answer cache: `seatsVersion`, read at most once per `maxAgeMs`
 * whatever the traffic (one query per request made the cached catalog 5× slower), and read anew
 * at once after this instance commits a reservation or a cancellation (`changed`, called through
 * `ContentContext.seatsChanged`). Another instance's reservation shows in this one's answers
 * within `maxAgeMs`.
 */
export function seatsVersionSource(
  read: () => Promise<string>,
  { maxAgeMs = SEATS_VERSION_MAX_AGE_MS, now = () => performance.now() } = {},
) {
  let last: { at: number; value: Promise<string> } | undefined;
  return {
    version(): Promise<string> {
      if (!last || now() - last.at >= maxAgeMs) {
        const value = read();
        const entry = { at: now(), value };
        last = entry;
        // A failed read is not kept: the next request asks again.
        value.catch(() => {
          if (last === entry) last = undefined;
        });
      }
      return last.value;
    },
    changed() {
      last = undefined;
    },
  };
}

/** The seats taken of some classes, by slug (one query). */
export async function seatsTaken(
  { db }: Pick<ContentKit, 'db'>,
  slugs: string[],
): Promise<Map<string, number>> {
  if (!slugs.length) return new Map();
  const rows = await db
    .select({ slug: t.liveClasses.slug, taken: t.liveClasses.seatsTaken })
    .from(t.liveClasses)
    .where(inArray(t.liveClasses.slug, slugs));
  return new Map(rows.map((row) => [row.slug, row.taken]));
}

/** A stored card as the contract answers it: without the description, with its seats. */
export function liveClassCard(
  { description: _description, ...card }: Stored & { category_label: string },
  taken: number,
): LiveClass {
  return servedLiveClass(card, taken);
}

/**
 * Live online classes (/clases-en-vivo): the catalog `/wellness/resources/catalog/` and one class
 * `/wellness/resources/catalog/{slug}/` (/clases-en-vivo/{slug}), each with its seats left.
 */
export function liveClassesHandlers(kit: ContentKit) {
  const { pageResources } = kit;
  return area({
    listLiveClasses: async (request, reply) => {
      freshSeats(reply);
      const page = await wellnessCatalogPage<Stored & { category_label: string }>(
        kit,
        t.liveClasses,
        request,
      );
      const taken = await seatsTaken(
        kit,
        page.results.map((item) => item.slug),
      );
      // The catalog answers cards: the description is the detail's.
      return {
        ...page,
        results: page.results.map((item) => liveClassCard(item, taken.get(item.slug) ?? 0)),
      };
    },
    getLiveClass: async (request, reply) => {
      freshSeats(reply);
      const { slug } = request.params as { slug: string };
      const item = await wellnessItem<Stored & { category_label: string }>(
        kit,
        t.liveClasses,
        slug,
      );
      if (!item) throw notFound('No encontramos esa clase en vivo');
      const taken = await seatsTaken(kit, [slug]);
      return {
        ...servedLiveClass(item, taken.get(slug) ?? 0),
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
 * soonest first, at most `limit`, as the catalog answers them (cards with their category label
 * and seats).
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
    .select({ body: table.body, label: t.categories.label, taken: table.seatsTaken })
    .from(table)
    .leftJoin(t.categories, eq(t.categories.slug, table.category))
    .where(gt(endsAtSql, sql`${now.toISOString()}::timestamptz`))
    .orderBy(asc(startsAt), asc(table.position))
    .limit(limit);
  return rows.map((row) => {
    const body = row.body as Stored;
    // A category missing from the taxonomy (the seed check refuses it) shows its slug.
    return media(liveClassCard({ ...body, category_label: row.label ?? body.category }, row.taken));
  });
}

/**
 * `startsAt` + `minutes`, written with the UTC offset of `startsAt` (a class in Lima starting at
 * `2026-11-23T19:00:00-05:00` for 45 minutes ends at `2026-11-23T19:45:00-05:00`).
 */
export const endsAt = (startsAt: string, minutes: number) => shiftMinutes(startsAt, minutes);
