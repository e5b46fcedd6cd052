import type { ContentSchema } from '@vivasalud/api-client/content';
import { catalogQueries } from '@vivasalud/api-client/queries/catalog';
import { contentClient, readRequired } from '@/lib/content';

export type RecordedClass = ContentSchema<'RecordedClass'>;
export type RecordedClassDetail = ContentSchema<'RecordedClassDetail'>;
export type RecordedClassMedia = ContentSchema<'RecordedClassMedia'>;

/**
 * One page of the recorded classes (`GET wellness/recorded-classes/catalog/`, 12 a page), or
 * `null` when the service says that page does not exist (past the last one).
 */
export function loadRecordedClasses(category: string | null, page: number) {
  return readRequired(
    `wellness/recorded-classes/catalog ${category ?? '*'} ${page}`,
    catalogQueries(contentClient()).recordedClasses({ ...(category ? { category } : {}), page }),
    () => null,
  );
}

/** One recorded class with its media (`getRecordedClass`); an unknown slug is the not-found screen. */
export function loadRecordedClass(slug: string) {
  return readRequired(
    `wellness/recorded-classes/catalog/${slug}`,
    catalogQueries(contentClient()).recordedClass(slug),
  );
}
