import { describe, expect, it } from 'vitest';
import { pageMetadata } from './metadata';

const SITE = 'http://localhost:3000';

describe('pageMetadata', () => {
  it('maps a seeded page’s seo block (home)', () => {
    expect(
      pageMetadata(
        {
          title: 'Inicio',
          seo: {
            title: 'Salud y bienestar para todos | VivaSalud',
            description: 'Clases en vivo, guías, herramientas y programas de bienestar.',
            keywords: 'salud, bienestar, clases en vivo, , Perú ',
            canonical_url: 'https://www.vivasalud.pe/',
            meta: [
              { name: 'og:image', content: 'http://localhost:4000/media/hero-bienestar.webp' },
            ],
            links: [],
          },
        },
        '/',
        SITE,
      ),
    ).toEqual({
      title: { absolute: 'Salud y bienestar para todos | VivaSalud' },
      description: 'Clases en vivo, guías, herramientas y programas de bienestar.',
      keywords: ['salud', 'bienestar', 'clases en vivo', 'Perú'],
      alternates: { canonical: 'https://www.vivasalud.pe/' },
      openGraph: {
        type: 'website',
        locale: 'es_PE',
        siteName: 'VivaSalud',
        title: 'Salud y bienestar para todos | VivaSalud',
        description: 'Clases en vivo, guías, herramientas y programas de bienestar.',
        url: 'https://www.vivasalud.pe/',
        images: ['http://localhost:4000/media/hero-bienestar.webp'],
      },
      twitter: {
        card: 'summary_large_image',
        title: 'Salud y bienestar para todos | VivaSalud',
        description: 'Clases en vivo, guías, herramientas y programas de bienestar.',
        images: ['http://localhost:4000/media/hero-bienestar.webp'],
      },
    });
  });

  it('keeps a robots rule of the content (the «Mis citas» page is noindex)', () => {
    const metadata = pageMetadata(
      {
        title: 'Mis citas',
        seo: {
          title: 'Mis citas | VivaSalud',
          description: '',
          keywords: '',
          canonical_url: 'https://www.vivasalud.pe/programas-bienestar/citas',
          meta: [{ name: 'robots', content: 'noindex, nofollow' }],
          links: [],
        },
      },
      '/programas-bienestar/citas',
      SITE,
    );
    expect(metadata.robots).toBe('noindex, nofollow');
    expect(metadata).not.toHaveProperty('description');
    expect(metadata).not.toHaveProperty('keywords');
    expect(metadata).not.toHaveProperty('other');
  });

  it('without seo: the page title through the layout’s template, canonical on the site', () => {
    expect(pageMetadata({ title: 'Pilares del bienestar', seo: null }, '/pilares', SITE)).toEqual({
      title: 'Pilares del bienestar',
      alternates: { canonical: 'http://localhost:3000/pilares' },
      openGraph: {
        type: 'website',
        locale: 'es_PE',
        siteName: 'VivaSalud',
        title: 'Pilares del bienestar',
        url: 'http://localhost:3000/pilares',
      },
      twitter: { card: 'summary', title: 'Pilares del bienestar' },
    });
  });

  it.each([
    [' ', 'Comentarios'],
    [null, 'Comentarios'],
  ])('a blank seo title (%j) falls back to the page title', (seoTitle, expected) => {
    const metadata = pageMetadata(
      { title: 'Comentarios', seo: { title: seoTitle as string, canonical_url: null } },
      '/comentarios',
      'https://www.vivasalud.pe',
    );
    expect(metadata.title).toBe(expected);
    expect(metadata.alternates).toEqual({ canonical: 'https://www.vivasalud.pe/comentarios' });
  });

  it('writes other meta names as they come, leaving og:* to Open Graph, twitter:* to Twitter', () => {
    const metadata = pageMetadata(
      {
        title: 'Telemedicina',
        seo: {
          meta: [
            { name: 'twitter:card', content: 'summary_large_image' },
            { name: 'twitter:site', content: '@vivasalud' },
            { name: 'author', content: 'VivaSalud' },
            { name: 'og:type', content: 'article' },
            { name: 'empty', content: '  ' },
            { name: 'og:image', content: '  ' },
          ],
        },
      },
      '/telemedicina',
      SITE,
    );
    expect(metadata.other).toEqual({ author: 'VivaSalud' });
    expect(metadata.openGraph).not.toHaveProperty('images');
    // No image to show: the small card, whatever the content asked for.
    expect(metadata.twitter).toEqual({
      card: 'summary',
      title: 'Telemedicina',
      site: '@vivasalud',
    });
  });

  describe('the share image', () => {
    const section = (media: { title: string; file: string; file_type: string }[]) => ({
      media: media as { title: string; file: string; file_type: 'image' | 'video' }[],
    });

    it('without og:image, is the first image the page shows (with its title as alt)', () => {
      const metadata = pageMetadata(
        {
          title: 'Guías y consejos',
          seo: { description: 'Guías prácticas.' },
          sections: [
            section([
              { title: 'Video', file: 'http://localhost:4000/media/v.mp4', file_type: 'video' },
            ]),
            section([
              { title: ' Plato saludable ', file: '/media/plato.webp', file_type: 'image' },
              { title: 'Otra', file: '/media/otra.webp', file_type: 'image' },
            ]),
          ],
        },
        '/guias-y-consejos',
        SITE,
      );
      const image = { url: 'http://localhost:3000/media/plato.webp', alt: 'Plato saludable' };
      expect(metadata.openGraph).toMatchObject({ images: [image] });
      expect(metadata.twitter).toEqual({
        card: 'summary_large_image',
        title: 'Guías y consejos',
        description: 'Guías prácticas.',
        images: [image],
      });
    });

    it('prefers the content’s og:image, made absolute on the site', () => {
      const metadata = pageMetadata(
        {
          title: 'Pilares',
          seo: { meta: [{ name: 'OG:Image', content: ' /media/pilares.webp ' }] },
          sections: [section([{ title: 'x', file: '/media/x.webp', file_type: 'image' }])],
        },
        '/pilares',
        'https://www.vivasalud.pe',
      );
      expect(metadata.openGraph).toMatchObject({
        images: ['https://www.vivasalud.pe/media/pilares.webp'],
      });
      expect(metadata.twitter).toMatchObject({
        card: 'summary_large_image',
        images: ['https://www.vivasalud.pe/media/pilares.webp'],
      });
    });

    it.each([['javascript:alert(1)'], ['data:image/png;base64,AAAA'], ['http://[invalid']])(
      'is never an address off the web (%s)',
      (content) => {
        const metadata = pageMetadata(
          { title: 'Pilares', seo: { meta: [{ name: 'og:image', content }] } },
          '/pilares',
          SITE,
        );
        expect(metadata.openGraph).not.toHaveProperty('images');
        expect(metadata.twitter).toEqual({ card: 'summary', title: 'Pilares' });
      },
    );
  });
});
