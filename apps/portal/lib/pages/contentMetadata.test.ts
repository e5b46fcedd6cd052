import type { ContentSchema } from '@vivasalud/api-client/content';
import { describe, expect, it, vi } from 'vitest';
import { loadPage } from './load';
import { contentPageMetadata } from './contentMetadata';

vi.mock('./load', () => ({ loadPage: vi.fn() }));

type Page = ContentSchema<'Page'>;

const page = (): Page => ({
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
  },
  sections: [],
  recommendations: [],
});

describe('contentPageMetadata', () => {
  it('comes from the page’s seo block', async () => {
    vi.mocked(loadPage).mockResolvedValue(page());
    const metadata = await contentPageMetadata('/herramientas-para-tu-salud/calculadora-IMC');
    expect(metadata.title).toEqual({ absolute: 'Calculadora de IMC | VivaSalud' });
    expect(metadata.alternates).toEqual({
      canonical: 'http://localhost:3000/herramientas-para-tu-salud/calculadora-IMC',
    });
  });

  it('is empty for a missing page (the not-found screen has its own)', async () => {
    vi.mocked(loadPage).mockResolvedValue(null);
    expect(await contentPageMetadata('/pilares')).toEqual({});
  });
});
