import { describe, expect, it } from 'vitest';
import {
  extraSections,
  heroSlides,
  HOME_FALLBACK_TITLE,
  homeSeo,
  type HomeSeoPage,
} from './blocks';
import type { Banner, SeoConfiguration } from './load';

const PAGE: HomeSeoPage = {
  title: 'Inicio',
  sections: [],
  seo: {
    title: 'Página | VivaSalud',
    description: 'Descripción de la página.',
    keywords: 'página',
    canonical_url: 'https://www.vivasalud.pe/',
    meta: [
      { name: 'og:image', content: 'https://cdn.vivasalud.pe/pagina.webp' },
      { name: 'robots', content: 'index, follow' },
    ],
    links: [],
  },
};

const CONFIG: SeoConfiguration = {
  item: 'home',
  titulo: 'Configuración | VivaSalud',
  descripcion: 'Descripción configurada.',
  palabrasClave: 'configurada',
  urlCanonica: 'https://vivasalud.pe/inicio',
  imagenOg: 'https://cdn.vivasalud.pe/config.webp',
  estado: 'ACT',
};

describe('homeSeo', () => {
  it.each([
    [
      'the active configuration wins',
      PAGE,
      CONFIG,
      'Configuración | VivaSalud',
      'https://vivasalud.pe/inicio',
    ],
    [
      'a void configuration is ignored',
      PAGE,
      { ...CONFIG, estado: 'ANU' as const },
      'Página | VivaSalud',
      'https://www.vivasalud.pe/',
    ],
    ['no configuration: the page', PAGE, null, 'Página | VivaSalud', 'https://www.vivasalud.pe/'],
    [
      'blank fields fall back to the page',
      PAGE,
      { ...CONFIG, titulo: '  ', urlCanonica: null },
      'Página | VivaSalud',
      'https://www.vivasalud.pe/',
    ],
    [
      'no page: the configuration alone',
      null,
      CONFIG,
      'Configuración | VivaSalud',
      'https://vivasalud.pe/inicio',
    ],
  ])('%s', (_case, page, config, title, canonical) => {
    const seo = homeSeo(page, config).seo;
    expect(seo?.title).toBe(title);
    expect(seo?.canonical_url).toBe(canonical);
  });

  it('the configuration’s image replaces the page’s og:image; other metas stay', () => {
    expect(homeSeo(PAGE, CONFIG).seo?.meta).toEqual([
      { name: 'robots', content: 'index, follow' },
      { name: 'og:image', content: 'https://cdn.vivasalud.pe/config.webp' },
    ]);
    expect(homeSeo(PAGE, { ...CONFIG, imagenOg: null }).seo?.meta).toEqual(PAGE.seo?.meta);
  });

  it('neither page nor configuration: a title and no seo', () => {
    expect(homeSeo(null, null)).toEqual({ title: HOME_FALLBACK_TITLE, seo: null, sections: [] });
  });
});

const banner = (
  title: string,
  file: string | null = 'https://cdn.vivasalud.pe/a.webp',
): Banner => ({
  title,
  promotional_content: null,
  images: file ? [{ title, file, caption: null }] : [],
  actions: [],
});

describe('heroSlides', () => {
  const hero = banner('Hero de la página');
  it.each([
    ['the slider when it has slides', [banner('Uno'), banner('Dos')], hero, ['Uno', 'Dos']],
    ['the page hero when the slider is empty', [], hero, ['Hero de la página']],
    ['the page hero when the slider failed', null, hero, ['Hero de la página']],
    [
      'slides with neither title nor image are dropped',
      [banner(' ', null), banner('Dos')],
      hero,
      ['Dos'],
    ],
    ['nothing when both are missing', null, null, []],
    ['nothing when the hero is empty too', [], banner('', null), []],
  ])('%s', (_case, slider, pageHero, titles) => {
    expect(heroSlides(slider, pageHero).map((slide) => slide.title)).toEqual(titles);
  });
});

describe('extraSections', () => {
  const section = (slug: string) => ({ slug });
  it.each([
    ['all when none is shown yet', [section('a'), section('b')], [], ['a', 'b']],
    [
      'not those already on the page',
      [section('a'), section('vive-sanamente')],
      ['vive-sanamente'],
      ['a'],
    ],
    ['none when the call failed', null, ['a'], []],
  ])('%s', (_case, sections, shown, slugs) => {
    expect(extraSections(sections, shown).map((s) => s.slug)).toEqual(slugs);
  });
});
