'use client';

import { preload as preloadResource } from 'react-dom';
import { kindImageAttributes, type ImageKind } from '@/lib/imageKinds';

export interface OptimizedImageProps {
  /** The image's own address (the content service's `/media/…`). */
  src: string;
  /** Where it is shown (lib/imageKinds.ts): its box, `sizes` and widths. */
  kind: ImageKind;
  /** Empty (the default) for an image the text next to it already says. */
  alt?: string;
  className?: string;
  /**
   * The page's largest paint: loaded first (not lazily, high priority) and preloaded from the
   * document's head with the same candidates, so that the browser asks for it once and early.
   */
  preload?: boolean;
}

/**
 * An optimized image (issue #33): the `<img>` next/image would write — candidates through
 * `/_next/image` at quality 75 (spec §9), `sizes`, the box, lazy loading unless preloaded, async
 * decoding — for the widths of its kind only. A client component so that a server component
 * passes it `{ src, kind }`: the page's inline React payload then holds one address per image, not
 * the 2–4 candidate URLs the HTML already holds (a server-rendered `<img>` is in the page twice,
 * in its markup and in its payload). Nothing of next/image's client code (issue #6: ~7 kB); this
 * module and its table are well under 1 kB. Server and browser render the same attributes.
 */
export function OptimizedImage({ src, kind, alt = '', className, preload }: OptimizedImageProps) {
  const attributes = kindImageAttributes(src, kind);
  if (preload) {
    // React hoists it into the head of the server's HTML; in the browser it finds it there.
    preloadResource(attributes.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(attributes.srcSet ? { imageSrcSet: attributes.srcSet } : {}),
      ...(attributes.sizes ? { imageSizes: attributes.sizes } : {}),
    });
  }
  const { src: fallback, srcSet, sizes, width, height } = attributes;
  // In next/image's order: `loading` before the address (Firefox), `sizes` and `srcSet` before
  // `src`, so that a browser setting them one by one (a client render) does not fetch `src` first.
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, without its component
    <img
      alt={alt}
      loading={preload ? undefined : 'lazy'}
      fetchPriority={preload ? 'high' : undefined}
      width={width}
      height={height}
      decoding="async"
      className={className}
      sizes={sizes}
      srcSet={srcSet}
      src={fallback}
    />
  );
}
