import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { wellnessCatalogPage } from './catalog';
import { area, type ContentKit } from './shared';

/** Live online classes (/clases-en-vivo): `/wellness/resources/catalog/`. */
export function liveClassesHandlers(kit: ContentKit) {
  return area({
    listLiveClasses: (request) =>
      wellnessCatalogPage<ContentSchema<'LiveClass'>>(kit, t.liveClasses, request),
  });
}
