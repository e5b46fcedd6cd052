import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { catalogPage, categoryFilter } from './catalog';
import { area, type ContentKit } from './shared';

/** Live online classes (/clases-en-vivo): `/wellness/resources/catalog/`. */
export function liveClassesHandlers(kit: ContentKit) {
  return area({
    listLiveClasses: (request) =>
      catalogPage<ContentSchema<'LiveClass'>>(
        kit,
        t.liveClasses,
        request,
        categoryFilter(t.liveClasses, request),
      ),
  });
}
