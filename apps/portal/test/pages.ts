import type { ContentSchema } from '@vivasalud/api-client/content';

type Page = ContentSchema<'Page'>;

/**
 * A CMS page (`GET /pages/{slug}/`) as the content service answers it: the IMC calculator's, with
 * no actions, sections or recommendations unless a test gives them. `content` is merged into the
 * page's content block; `overrides` replace whole fields.
 */
export function cmsPage(
  overrides: Partial<Page> = {},
  content: Partial<Page['content']> = {},
): Page {
  return {
    title: 'Calculadora de IMC',
    slug: 'calculadora-IMC',
    available_from: null,
    available_until: null,
    seo: {
      title: 'Calculadora de IMC | VivaSalud',
      description: 'Conoce tu índice de masa corporal.',
      keywords: 'imc, peso',
      canonical_url: null,
      meta: [],
      links: [],
    },
    content: {
      heading: 'Calculadora de índice de masa corporal (IMC)',
      subheading: 'Descubre si tu peso es saludable para tu estatura.',
      actions: [],
      heading_resources: null,
      resources: [],
      strong_heading: null,
      ...content,
    },
    sections: [],
    recommendations: [],
    ...overrides,
  };
}
