import type { ContentSchema } from '@vivasalud/api-client/content';
import { describe, expect, it, vi } from 'vitest';
import { loadPage } from './load';
import { contentPageMetadata } from './contentMetadata';
import { cmsPage } from '@/test/pages';

vi.mock('./load', () => ({ loadPage: vi.fn() }));

type Page = ContentSchema<'Page'>;

const page = (): Page => cmsPage();

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
