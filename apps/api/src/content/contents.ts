import { eq } from 'drizzle-orm';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { catalogPage, categoryFilter } from './catalog';
import { area, type ContentKit } from './shared';

/** Guides and tips (/guias-y-consejos): `/wellness/resources-contents/catalog/`. */
export function contentsHandlers(kit: ContentKit) {
  return area({
    listContents: (request) => {
      const { publication_type } = request.query as { publication_type?: string };
      const filters = categoryFilter(t.contents, request);
      if (publication_type) filters.push(eq(t.contents.publicationType, publication_type));
      return catalogPage<ContentSchema<'ContentItem'>>(kit, t.contents, request, filters);
    },
  });
}
