import type { ContentSchema } from '@vivasalud/api-client/content';
import { notFound } from '../errors';
import { area, type ContentKit } from './shared';

/** CMS pages and page blocks: `/pages/…`. */
export function pagesHandlers({ document }: ContentKit) {
  return area({
    getHealthyLifePage: () => document('pages', 'aprende-consigue-vida-saludable'),
    getPageBySlug: async (request) => {
      const page = await document<ContentSchema<'Page'>>(
        'pages',
        (request.params as { slug: string }).slug,
      );
      // A page outside its publication window is not published (content.yaml: 404).
      const now = Date.now();
      if (
        (page.available_from && Date.parse(page.available_from) > now) ||
        (page.available_until && Date.parse(page.available_until) < now)
      ) {
        throw notFound('Página no publicada');
      }
      return page;
    },
    getQsServices: () => document('page-blocks', 'qs_services'),
    listPageSections: () => document('page-blocks', 'sections'),
    listMentors: () => document('page-blocks', 'mentors'),
    getHero: () => document('page-blocks', 'hero'),
  });
}
