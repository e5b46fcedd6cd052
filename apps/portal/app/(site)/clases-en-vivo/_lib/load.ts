import type { ContentSchema } from '@vivasalud/api-client/content';
import { catalogQueries } from '@vivasalud/api-client/queries/catalog';
import { contentClient } from '@/lib/content';
import { readQuery } from '@/lib/content';

export type { LiveClass } from '@/lib/live-classes/types';

/**
 * One page of the live classes (`GET wellness/resources/catalog/`, 12 a page), or `null` when the
 * service says that page does not exist (past the last one).
 */
export function loadLiveClasses(category: string | null, page: number) {
  return readQuery(
    `wellness/resources/catalog ${category ?? '*'} ${page}`,
    catalogQueries(contentClient()).liveClasses({ ...(category ? { category } : {}), page }),
  );
}

export type LiveClassDetail = ContentSchema<'LiveClassDetail'>;

/** One live class by its slug (`getLiveClass`), or `null`: the service has none (404). */
export function loadLiveClass(slug: string) {
  return readQuery(
    `wellness/resources/catalog/${slug}`,
    catalogQueries(contentClient()).liveClass(slug),
  );
}
