import { eq, sql } from 'drizzle-orm';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { wellnessCatalogPage } from './catalog';
import { notFound } from './errors';
import { area, type ContentKit } from './shared';

/**
 * Recorded classes (/clases-grabadas): the catalog `/wellness/recorded-classes/catalog/` and a
 * member's progress `/wellness/recorded-classes/progress/` (bearer).
 */
export function recordedClassesHandlers(kit: ContentKit) {
  const { db, signedIn } = kit;
  return area({
    listRecordedClasses: (request) =>
      wellnessCatalogPage<ContentSchema<'RecordedClass'>>(kit, t.recordedClasses, request),
    updateRecordedClassProgress: async (request) => {
      const user = await signedIn(request);
      const { slug, progress } = request.body as ContentSchema<'ProgressUpdate'>;
      const [known] = await db
        .select({ slug: t.recordedClasses.slug })
        .from(t.recordedClasses)
        .where(eq(t.recordedClasses.slug, slug));
      if (!known) throw notFound('No encontramos esa clase grabada');
      // One upsert keeps the highest progress, whatever order parallel saves arrive in.
      const [row] = await db
        .insert(t.recordedClassProgress)
        .values({ userId: user.id, slug, progress })
        .onConflictDoUpdate({
          target: [t.recordedClassProgress.userId, t.recordedClassProgress.slug],
          set: {
            progress: sql`greatest(${t.recordedClassProgress.progress}, excluded.progress)`,
            updatedAt: sql`now()`,
          },
        })
        .returning({
          slug: t.recordedClassProgress.slug,
          progress: t.recordedClassProgress.progress,
        });
      return row!;
    },
  });
}
