import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import type { ContentSchema } from '@vivasalud/api-client/content';
import { describe, expect, it, vi } from 'vitest';
import { DEVICE_SIZES, IMAGE_QUALITY } from '@/lib/images';
import { ContentSection } from './ContentSection';
import { OptimizedImage } from './OptimizedImage';
import { ResourceGrid } from './ResourceGrid';

vi.mock('next/link', () => import('@/test/next-link'));

const sectionImage = 'http://localhost:4000/media/herramienta-imc.webp';
const cardImage = 'http://localhost:4000/media/clases-en-vivo.webp';

/** A `srcSet` as `[url, descriptor]` pairs. */
function candidates(image: HTMLElement) {
  return (image.getAttribute('srcset') ?? '').split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ');
    return [new URL(url, 'http://localhost:3000'), descriptor] as const;
  });
}

/**
 * Every candidate is the image optimizer's answer for `src` at its width, at quality 75 (spec §9).
 * (Next inlines next.config's `images` when it builds; in these tests it uses its defaults, whose
 * device sizes are the spec's, so only those are checked here: lib/images.test.ts checks the
 * config itself.)
 */
function expectOptimized(image: HTMLElement, src: string) {
  const pairs = candidates(image);
  for (const [url, descriptor] of pairs) {
    expect(url.pathname).toBe('/_next/image');
    expect(url.searchParams.get('url')).toBe(src);
    expect(url.searchParams.get('q')).toBe(String(IMAGE_QUALITY));
    expect(descriptor).toBe(`${url.searchParams.get('w')}w`);
  }
  const widths = pairs.map(([url]) => Number(url.searchParams.get('w')));
  expect(widths).toEqual(expect.arrayContaining([...DEVICE_SIZES]));
  // The fallback `src` is the widest candidate.
  expect(image.getAttribute('src')).toBe(`/_next/image?url=${encodeURIComponent(src)}&w=3840&q=75`);
  // Rendered by the server as a plain <img>: next/image's client component marks its own.
  expect(image.hasAttribute('data-nimg')).toBe(false);
}

const section = (media: ContentSchema<'Media'>[]): ContentSchema<'Section'> => ({
  slug: 'como-se-calcula',
  title: '¿Cómo se calcula?',
  copy: '<p>Divide tu peso entre tu talla al cuadrado.</p>',
  media,
  actions: [],
});

describe('OptimizedImage', () => {
  it('renders next/image’s attributes as a plain, lazily loaded <img>', () => {
    render(<OptimizedImage src={cardImage} alt="Clases en vivo" width={195} height={195} />);
    const image = screen.getByRole('img', { name: 'Clases en vivo' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(image.getAttribute('width')).toBe('195');
    // A fixed width without `sizes`: the 1x and 2x candidates.
    expect(candidates(image).map(([, descriptor]) => descriptor)).toEqual(['1x', '2x']);
  });

  it('loads eagerly when asked to preload (an image above the fold)', () => {
    render(<OptimizedImage src={cardImage} alt="Portada" width={640} height={360} preload />);
    expect(screen.getByRole('img', { name: 'Portada' }).getAttribute('loading')).not.toBe('lazy');
  });
});

describe('ContentSection', () => {
  it('shows a section image in its 16:9 box, in the spec’s widths, lazily', () => {
    render(
      <ContentSection
        section={section([
          {
            title: 'Balanza y cinta métrica',
            file: sectionImage,
            caption: 'Tu peso y tu talla',
            file_type: 'image',
          },
        ])}
      />,
    );
    const figure = screen.getByText('Tu peso y tu talla').closest('figure')!;
    const image = within(figure).getByRole('img', { name: 'Balanza y cinta métrica' });
    expectOptimized(image, sectionImage);
    expect(image.getAttribute('sizes')).toBe('(min-width: 900px) 480px, 100vw');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    // It fills the box that keeps 16:9 before it arrives (ContentSection.module.css `.ImageBox`).
    expect(image.parentElement?.className).toMatch(/ImageBox/);
    expect(image.style.position).toBe('absolute');
    expect(image.style.width).toBe('100%');
    expect(image.style.height).toBe('100%');
  });
});

describe('ResourceGrid', () => {
  it('shows each card’s image at the card’s size, decorative and lazy', () => {
    render(
      <ResourceGrid
        heading="Te recomendamos"
        resources={[
          {
            slug: 'clases-en-vivo',
            title: 'Clases en vivo',
            file: cardImage,
            copy: 'Entrena con nuestros profesores.',
            actions: [
              {
                title: 'Ver clases',
                link: '/clases-en-vivo',
                is_external: false,
                is_new: false,
                is_pro: false,
              },
            ],
          },
        ]}
      />,
    );
    const card = within(screen.getByRole('region', { name: 'Te recomendamos' })).getByRole(
      'article',
    );
    // Decorative (alt=""): the card's title says what it is.
    const image = card.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('');
    // Only the card's widths (120 and 195 px at 1x and 2x), not every configured one: each the
    // optimizer's answer at quality 75, described by the width asked for; the widest as `src`.
    const pairs = candidates(image);
    expect(pairs.map(([, descriptor]) => descriptor)).toEqual(['120w', '195w', '240w', '390w']);
    for (const [url, descriptor] of pairs) {
      expect(url.pathname).toBe('/_next/image');
      expect(url.searchParams.get('url')).toBe(cardImage);
      expect(url.searchParams.get('q')).toBe(String(IMAGE_QUALITY));
      // The test run has Next's default sizes (128, 256, 384…): the nearest one at or above it.
      expect(Number(url.searchParams.get('w'))).toBeGreaterThanOrEqual(parseInt(descriptor, 10));
    }
    expect(image.getAttribute('src')).toBe(pairs.at(-1)?.[0].pathname + pairs.at(-1)![0].search);
    expect(image.hasAttribute('data-nimg')).toBe(false);
    expect(image.getAttribute('sizes')).toBe('(min-width: 768px) 195px, 120px');
    expect(image.getAttribute('width')).toBe('195');
    expect(image.getAttribute('loading')).toBe('lazy');
  });
});

describe('OptimizedImage with `widths`', () => {
  it('lists only those widths, in order and once each', () => {
    render(
      <OptimizedImage
        src={cardImage}
        alt="Tarjeta"
        width={195}
        height={195}
        sizes="195px"
        widths={[390, 195, 195]}
      />,
    );
    const image = screen.getByRole('img', { name: 'Tarjeta' });
    expect(candidates(image).map(([, descriptor]) => descriptor)).toEqual(['195w', '390w']);
  });

  it('is ignored without `sizes` (a fixed-width image lists 1x and 2x)', () => {
    render(
      <OptimizedImage src={cardImage} alt="Fija" width={195} height={195} widths={[120, 240]} />,
    );
    const descriptors = candidates(screen.getByRole('img', { name: 'Fija' })).map(([, d]) => d);
    expect(descriptors).toEqual(['1x', '2x']);
  });
});

describe('the content components', () => {
  it('are server components: none is a client module (issue #6)', () => {
    const folder = import.meta.dirname;
    const clientModules = readdirSync(folder)
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .filter((file) => /^\s*['"]use client['"]/m.test(readFileSync(join(folder, file), 'utf8')));
    expect(clientModules).toEqual([]);
  });
});
