import { eq } from 'drizzle-orm';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { wellnessCatalogPage } from './catalog';
import { area, type ContentKit } from './shared';

/** Guides and tips (/guias-y-consejos): `/wellness/resources-contents/catalog/`. */
export function contentsHandlers(kit: ContentKit) {
  return area({
    listContents: (request) => {
      const { publication_type } = request.query as { publication_type?: string };
      return wellnessCatalogPage<ContentSchema<'ContentItem'>>(
        kit,
        t.contents,
        request,
        publication_type ? [eq(t.contents.publicationType, publication_type)] : [],
      );
    },
  });
}
