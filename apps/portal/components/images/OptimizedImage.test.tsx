import { render, screen } from '@testing-library/react';
import { getImageProps } from 'next/image';
import { describe, expect, it } from 'vitest';
import { DEVICE_SIZES, IMAGE_KINDS, IMAGE_QUALITY, type ImageKind } from '@/lib/imageKinds';
import { OptimizedImage } from './OptimizedImage';

const src = 'http://localhost:4000/media/clase-yoga.webp';

/** A `srcSet` as `[url, descriptor]` pairs. */
function candidates(image: HTMLElement) {
  return (image.getAttribute('srcset') ?? '').split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ');
    return [new URL(url, 'http://localhost:3000'), descriptor] as const;
  });
}

describe('OptimizedImage', () => {
  it.each(Object.keys(IMAGE_KINDS) as ImageKind[])(
    '%s: its kind’s candidates, sizes and box, lazy and decorative by default',
    (kind) => {
      const { container } = render(<OptimizedImage src={src} kind={kind} />);
      const image = container.querySelector('img')!;
      const spec = IMAGE_KINDS[kind];
      const pairs = candidates(image);
      expect(pairs.map(([, descriptor]) => descriptor)).toEqual(spec.widths.map((w) => `${w}w`));
      for (const [url, descriptor] of pairs) {
        expect(url.pathname).toBe('/_next/image');
        expect(url.searchParams.get('url')).toBe(src);
        expect(url.searchParams.get('q')).toBe(String(IMAGE_QUALITY));
        expect(`${url.searchParams.get('w')}w`).toBe(descriptor);
      }
      expect(image.getAttribute('src')).toBe(
        `/_next/image?url=${encodeURIComponent(src)}&w=${spec.widths.at(-1)}&q=75`,
      );
      expect(image.getAttribute('sizes')).toBe(spec.sizes);
      const box = 'box' in spec ? spec.box : null;
      expect(image.getAttribute('width')).toBe(box ? String(box.width) : null);
      expect(image.getAttribute('height')).toBe(box ? String(box.height) : null);
      expect(image.getAttribute('alt')).toBe('');
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('decoding')).toBe('async');
      expect(image.hasAttribute('fetchpriority')).toBe(false);
    },
  );

  it('writes each candidate as next/image’s own loader does', () => {
    // A device size, asked for as a fixed width: next/image's 1x candidate is that very width.
    const deviceWidths = new Set<number>(DEVICE_SIZES);
    for (const kind of Object.keys(IMAGE_KINDS) as ImageKind[]) {
      const { container } = render(<OptimizedImage src={src} kind={kind} />);
      const image = container.querySelector('img')!;
      for (const candidate of image.getAttribute('srcset')!.split(', ')) {
        const [url, descriptor] = candidate.split(' ');
        const width = parseInt(descriptor!, 10);
        if (!deviceWidths.has(width)) continue;
        const next = getImageProps({ src, alt: '', width, height: 1, quality: IMAGE_QUALITY });
        expect(next.props.srcSet?.split(' ')[0]).toBe(url);
      }
    }
  });

  it('loads the page’s largest paint first: not lazy, high priority, preloaded', () => {
    render(<OptimizedImage src={src} kind="hero" alt="Portada" preload />);
    const image = screen.getByRole('img', { name: 'Portada' });
    expect(image.hasAttribute('loading')).toBe(false);
    expect(image.getAttribute('fetchpriority')).toBe('high');
    // React puts the preload in the head, with the very candidates of the image.
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link?.getAttribute('imagesrcset')).toBe(image.getAttribute('srcset'));
    expect(link?.getAttribute('imagesizes')).toBe(image.getAttribute('sizes'));
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows an image the optimizer does not serve (SVG) as it is, in its box', () => {
    const svg = 'http://localhost:4000/media/infografia.svg';
    render(<OptimizedImage src={svg} kind="infographic" alt="Infografía" />);
    const image = screen.getByRole('img', { name: 'Infografía' });
    expect(image.getAttribute('src')).toBe(svg);
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.getAttribute('width')).toBe('640');
  });
});
