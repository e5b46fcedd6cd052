import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { addSeconds, secondsUntil, ts } from '../clock';
import type { StoredRecordedClass } from '../seed/derived';
import { wellnessCatalogPage, wellnessItem } from './catalog';
import { FieldsError, HttpError, notFound } from '../errors';
import { signedMediaUrl, type SigningOptions } from './media';
import { area, type ContentKit } from './shared';

type RecordedClass = ContentSchema<'RecordedClass'>;
/** A recorded class as stored (see `seed/derived.ts`), with the label of its category. */
type Stored = StoredRecordedClass & { category_label: string };

/**
 * The save limit of the progress: at most 12 saves of one class by one user in any 60 seconds
 * (a rolling window). The portal saves every 15 s while playing and on pause, end and leaving.
 */
export const PROGRESS_SAVES = { max: 12, windowSeconds: 60 } as const;
/** A class counts as watched (`completed`) from this percentage on. */
export const COMPLETED_FROM = 95;

/** The card of a stored class: what the catalog answers (no description, no media). */
const cardOf = ({ description: _d, media: _m, ...card }: Stored): RecordedClass => card;

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** A 400 `VALIDATION_ERROR` that names the field, as the contract's request validation does. */
const fieldError = (field: string, message: string) =>
  new FieldsError(message, [{ field, message }]);

type Media = NonNullable<StoredRecordedClass['media']>;

/**
 * A pro class's media with every file (video, audio, captions) as a signed URL under
 * `/media/pro/`; the poster, shown to everyone on the page, stays public.
 */
export function signedMedia(media: Media, options: SigningOptions): Media {
  const sign = (url: string) => signedMediaUrl(url, options);
  return {
    ...media,
    video: { ...media.video, url: sign(media.video.url) },
    audio: media.audio ? { ...media.audio, url: sign(media.audio.url) } : null,
    captions: { ...media.captions, url: sign(media.captions.url) },
  };
}

/**
 * Recorded classes (/clases-grabadas): the catalog `/wellness/recorded-classes/catalog/`, one
 * class `…/catalog/{slug}/` (/clases-grabadas/{slug}; public and cached, so a pro class answers
 * no media), the media of one class for the signed-in user `…/media/{slug}/` (a pro class's for
 * pro members only, signed) and a member's progress `/wellness/recorded-classes/progress/`
 * (bearer; read and saved, never cached).
 */
export function recordedClassesHandlers(kit: ContentKit) {
  const { db, clock, pageResources, signedIn } = kit;
  return area({
    listRecordedClasses: async (request) => {
      const page = await wellnessCatalogPage<Stored>(kit, t.recordedClasses, request);
      // The catalog answers cards: the description and the media are the detail's.
      return { ...page, results: page.results.map(cardOf) };
    },
    getRecordedClass: async (request) => {
      const { slug } = request.params as { slug: string };
      const item = await wellnessItem<Stored>(kit, t.recordedClasses, slug);
      if (!item) throw notFound('No encontramos esa clase grabada');
      return {
        ...item,
        // The same answer for everyone: a pro class's media go to pro members only (…/media/).
        media: item.is_pro ? null : item.media,
        // Its related resources are those of the recorded-classes page.
        ...(await pageResources('clases-grabadas')),
      };
    },
    getRecordedClassMedia: async (request, reply) => {
      noStore(reply);
      const user = await signedIn(request);
      const { slug } = request.params as { slug: string };
      const [row] = await db
        .select({ body: t.recordedClasses.body })
        .from(t.recordedClasses)
        .where(eq(t.recordedClasses.slug, slug))
        .limit(1);
      if (!row) throw notFound('No encontramos esa clase grabada');
      const { is_pro: isPro, media } = row.body as StoredRecordedClass;
      if (isPro && user.membership.toLowerCase() !== 'pro') {
        throw new HttpError(403, 'Esta clase es exclusiva para miembros Pro.', 'NOT_PRO');
      }
      if (!media) throw notFound('Esta clase todavía no tiene grabación');
      if (!isPro) return kit.media(media);
      const options = {
        publicUrl: kit.publicUrl,
        secret: kit.mediaSigningSecret,
        now: clock.now(),
      };
      // The files signed; the poster (public) made absolute.
      return { ...signedMedia(media, options), poster: kit.media(media.poster) };
    },
    listRecordedClassProgress: async (request, reply) => {
      noStore(reply);
      const user = await signedIn(request);
      const p = t.recordedClassProgress;
      const rows = await db
        .select({
          slug: p.slug,
          progress: p.progress,
          position: p.positionSeconds,
          updatedAt: p.updatedAt,
          body: t.recordedClasses.body,
          label: t.categories.label,
        })
        .from(p)
        .innerJoin(t.recordedClasses, eq(t.recordedClasses.slug, p.slug))
        .leftJoin(t.categories, eq(t.categories.slug, t.recordedClasses.category))
        .where(eq(p.userId, user.id))
        .orderBy(desc(p.updatedAt), p.slug);
      return {
        results: rows.map((row) => {
          const body = row.body as StoredRecordedClass;
          return {
            ...progressOf(row),
            recorded_class: kit.media(
              cardOf({ ...body, category_label: row.label ?? body.category }),
            ),
          };
        }),
      };
    },
    updateRecordedClassProgress: async (request, reply) => {
      noStore(reply);
      const user = await signedIn(request);
      const {
        slug,
        progress,
        position_seconds: position,
      } = request.body as ContentSchema<'ProgressUpdate'>;
      const [known] = await db
        .select({ body: t.recordedClasses.body })
        .from(t.recordedClasses)
        .where(eq(t.recordedClasses.slug, slug));
      if (!known) throw notFound('No encontramos esa clase grabada');
      const { media } = known.body as StoredRecordedClass;
      if (!media) {
        throw fieldError(
          'slug',
          'Esta clase todavía no tiene grabación: no se puede guardar su avance.',
        );
      }
      if (position !== undefined && position > media.duration_seconds) {
        throw fieldError(
          'position_seconds',
          `La posición (position_seconds) no puede pasar del final de la clase (${media.duration_seconds} segundos).`,
        );
      }

      // One conditional upsert counts the save in the rolling window and stores it, so parallel
      // saves cannot pass the limit: a save over it changes nothing and returns no row.
      const now = clock.now();
      const since = addSeconds(now, -PROGRESS_SAVES.windowSeconds);
      const p = t.recordedClassProgress;
      const recent = sql`array(select s from unnest(${p.recentSaves}) as s where s > ${ts(since)})`;
      const [row] = await db
        .insert(p)
        .values({
          userId: user.id,
          slug,
          progress: roundProgress(progress),
          positionSeconds: position ?? 0,
          recentSaves: [now],
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [p.userId, p.slug],
          set: {
            // The highest percentage, whatever order parallel saves arrive in; the last position.
            progress: sql`greatest(${p.progress}, excluded.progress)`,
            ...(position === undefined ? {} : { positionSeconds: sql`excluded.position_seconds` }),
            recentSaves: sql`${recent} || ${ts(now)}`,
            updatedAt: now,
          },
          setWhere: sql`cardinality(${recent}) < ${PROGRESS_SAVES.max}`,
        })
        .returning({
          slug: p.slug,
          progress: p.progress,
          position: p.positionSeconds,
          updatedAt: p.updatedAt,
        });
      if (row) return progressOf(row);

      // Over the limit: the window frees a place when its oldest save is a minute old.
      const [stored] = await db
        .select({ oldest: sql<string>`(select min(s) from unnest(${recent}) as s)` })
        .from(p)
        .where(and(eq(p.userId, user.id), eq(p.slug, slug)));
      const oldest = stored?.oldest ? new Date(stored.oldest) : now;
      const retryAfter = secondsUntil(addSeconds(oldest, PROGRESS_SAVES.windowSeconds), now);
      throw new HttpError(
        429,
        'Demasiadas solicitudes. Inténtalo nuevamente en unos segundos.',
        'RATE_LIMITED',
        { 'retry-after': String(retryAfter) },
      );
    },
  });
}

/**
 * The percentage as it is stored (the contract's `ProgressUpdate.progress`): rounded to 2 decimals
 * on the way in. The column is `real`, which cannot hold what JSON can (`1e-50` underflowed and
 * Postgres refused the save); 2 decimals are finer than any player reports, and `real` keeps them.
 */
export function roundProgress(progress: number): number {
  return Math.round(progress * 100) / 100;
}

/** A stored progress row as the contract answers it. */
function progressOf(row: { slug: string; progress: number; position: number; updatedAt: Date }) {
  return {
    slug: row.slug,
    progress: row.progress,
    position_seconds: row.position,
    completed: row.progress >= COMPLETED_FROM,
    updated_at: row.updatedAt.toISOString(),
  };
}
