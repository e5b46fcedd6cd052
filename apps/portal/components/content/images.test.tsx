import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import type { ContentSchema } from '@vivasalud/api-client/content';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CatalogCard } from '@/components/catalog/CatalogCard';
import { OptimizedImage } from '@/components/images/OptimizedImage';
import { IMAGE_KINDS, IMAGE_QUALITY } from '@/lib/imageKinds';
import { ContentSection } from './ContentSection';
import { ResourceGrid } from './ResourceGrid';

vi.mock('next/link', () => import('@/test/next-link'));
// The client image, watched: what the server components pass it is what the page's payload holds.
vi.mock('@/components/images/OptimizedImage', async (importOriginal) => {
  const original = await importOriginal<{ OptimizedImage: typeof OptimizedImage }>();
  return { OptimizedImage: vi.fn(original.OptimizedImage) };
});

const sectionImage = 'http://localhost:4000/media/herramienta-imc.webp';
const cardImage = 'http://localhost:4000/media/clases-en-vivo.webp';

/** A `srcSet` as `[url, descriptor]` pairs. */
function candidates(image: HTMLElement) {
  return (image.getAttribute('srcset') ?? '').split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ');
    return [new URL(url, 'http://localhost:3000'), descriptor] as const;
  });
}

/** Every candidate is the image optimizer's answer for `src` at its width, at quality 75 (spec §9). */
function expectOptimized(image: HTMLElement, src: string, widths: readonly number[]) {
  const pairs = candidates(image);
  expect(pairs.map(([, descriptor]) => descriptor)).toEqual(widths.map((w) => `${w}w`));
  for (const [url, descriptor] of pairs) {
    expect(url.pathname).toBe('/_next/image');
    expect(url.searchParams.get('url')).toBe(src);
    expect(url.searchParams.get('q')).toBe(String(IMAGE_QUALITY));
    expect(descriptor).toBe(`${url.searchParams.get('w')}w`);
  }
  // The fallback `src` is the widest candidate.
  expect(image.getAttribute('src')).toBe(
    `/_next/image?url=${encodeURIComponent(src)}&w=${widths.at(-1)}&q=75`,
  );
  // Not next/image's component, which marks its own.
  expect(image.hasAttribute('data-nimg')).toBe(false);
}

/** The props each server component gave the client image. */
const imageProps = () => vi.mocked(OptimizedImage).mock.calls.map(([props]) => props);

beforeEach(() => {
  vi.mocked(OptimizedImage).mockClear();
});

const section = (media: ContentSchema<'Media'>[]): ContentSchema<'Section'> => ({
  slug: 'como-se-calcula',
  title: '¿Cómo se calcula?',
  copy: '<p>Divide tu peso entre tu talla al cuadrado.</p>',
  media,
  actions: [],
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
    expectOptimized(image, sectionImage, IMAGE_KINDS.section.widths);
    expect(image.getAttribute('sizes')).toBe('(min-width: 768px) 28rem, 100vw');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    // It fills the box that keeps 16:9 before it arrives (ContentSection.module.css `.ImageBox`,
    // `.Image`): no box of its own.
    expect(image.parentElement?.className).toMatch(/ImageBox/);
    expect(image.className).toMatch(/Image/);
    expect(image.hasAttribute('width')).toBe(false);
    // The client image gets the address and the kind, not the candidates.
    expect(imageProps()).toEqual([
      {
        src: sectionImage,
        kind: 'section',
        alt: 'Balanza y cinta métrica',
        className: image.className,
      },
    ]);
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
    // Only the card's widths (120 and 195 px at 2x), not every configured one.
    expectOptimized(image, cardImage, [240, 390]);
    expect(image.getAttribute('sizes')).toBe('(min-width: 768px) 195px, 120px');
    expect(image.getAttribute('width')).toBe('195');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(imageProps()).toEqual([
      { src: cardImage, kind: 'resourceCard', className: image.className },
    ]);
  });
});

describe('CatalogCard', () => {
  it('passes its image’s address and kind to the client image, nothing of the record', () => {
    render(
      <CatalogCard
        title="Yoga al amanecer"
        href="/clases-en-vivo/yoga-al-amanecer"
        image={cardImage}
        tags={{ category: 'Yoga', isPro: false }}
        facts={[{ term: 'Duración', detail: '30 min' }]}
        actions={null}
      />,
    );
    expect(imageProps()).toEqual([{ src: cardImage, kind: 'catalogCard' }]);
    expectOptimized(screen.getByRole('article').querySelector('img')!, cardImage, [448, 828]);
  });
});

describe('the content components', () => {
  it('are server components: none is a client module (issue #6; the image is components/images/)', () => {
    const folder = import.meta.dirname;
    const clientModules = readdirSync(folder)
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .filter((file) => /^\s*['"]use client['"]/m.test(readFileSync(join(folder, file), 'utf8')));
    expect(clientModules).toEqual([]);
  });
});
