import { eq } from 'drizzle-orm';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import type { ContentBody } from '../seed/derived';
import { wellnessCatalogPage, wellnessItem } from './catalog';
import { notFound } from '../errors';
import { area, type ContentKit } from './shared';

type ContentItem = ContentSchema<'ContentItem'>;

/**
 * Guides and tips (/guias-y-consejos): the catalog `/wellness/resources-contents/catalog/` and
 * one guide or tip `…/catalog/{slug}/` (/guias-y-consejos/{slug}). The cards live in the
 * `contents` table; the body, review and dates of each are a CMS document (`content-bodies`,
 * keyed by slug), so the catalog's answer stays small.
 */
export function contentsHandlers(kit: ContentKit) {
  const { optionalDocument, pageResources } = kit;
  return area({
    listContents: (request) => {
      const { publication_type } = request.query as { publication_type?: string };
      return wellnessCatalogPage<ContentItem>(
        kit,
        t.contents,
        request,
        publication_type ? [eq(t.contents.publicationType, publication_type)] : [],
      );
    },
    getContent: async (request) => {
      const { slug } = request.params as { slug: string };
      const item = await wellnessItem<ContentItem>(kit, t.contents, slug);
      if (!item) throw notFound('No encontramos esa guía o consejo');
      const [detail, resources] = await Promise.all([
        optionalDocument<ContentBody>('content-bodies', slug),
        // Its related resources are those of the guides page.
        pageResources('guias-y-consejos'),
      ]);
      // The seed check refuses an item without a body: one missing is a fault of the data.
      if (!detail) throw new Error(`content ${slug} has no body`);
      return {
        ...item,
        body: detail.body,
        published_at: detail.published_at,
        reviewed_at: detail.reviewed_at,
        next_review_at: detail.next_review_at,
        reviewer: detail.reviewer,
        ...resources,
      };
    },
  });
}
