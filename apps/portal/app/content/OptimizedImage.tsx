import { getImageProps, type ImageProps } from 'next/image';
import { IMAGE_QUALITY } from '@/lib/images';

/**
 * An optimized image without `next/image`'s client component (issue #6: it ships ~7 kB to every
 * page that renders it). `getImageProps()` gives the `<img>` attributes `<Image>` would render:
 * `srcSet` through `/_next/image` over the widths of next.config's `images` (spec §9, lib/images.ts)
 * at quality 75, `sizes`, lazy loading unless `preload`, async decoding; this server component
 * renders them as a plain `<img>`. What it leaves out needs JavaScript and is not used here:
 * the blur placeholder, `onLoad`/`onError`.
 *
 * Import only `getImageProps` from `next/image` in server code: the module is marked free of side
 * effects, so the bundler does not follow it to the client component.
 */
export function OptimizedImage(props: ImageProps) {
  const { alt, ...attributes } = getImageProps({ quality: IMAGE_QUALITY, ...props }).props;
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, server-rendered
  return <img alt={alt} {...attributes} />;
}
