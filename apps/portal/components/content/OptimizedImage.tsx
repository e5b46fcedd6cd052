import { getImageProps, type ImageProps } from 'next/image';
import { IMAGE_QUALITY } from '@/lib/images';

export type OptimizedImageProps = ImageProps & {
  /**
   * With `sizes`: list only these widths in `srcSet`, for an image whose displayed widths are
   * known (the resource cards: 120 and 195 px, at 1x and 2x). Without it Next lists every
   * configured width, 19 URLs an image, twice in each page (its HTML and its React payload).
   */
  widths?: readonly number[];
};

/** The first URL of a `srcSet` (its 1x candidate when the image has a fixed width). */
function firstUrl(srcSet: string | undefined): string | undefined {
  return srcSet?.split(', ')[0]?.split(' ')[0];
}

/**
 * The `<img>` attributes of `OptimizedImage` (see below): for a preload of the same candidates
 * (`ReactDOM.preload` with `imageSrcSet`), so that the browser fetches the image once.
 */
export function optimizedImageAttributes({ widths, ...props }: OptimizedImageProps) {
  const attributes = getImageProps({ quality: IMAGE_QUALITY, ...props }).props;
  if (widths?.length && props.sizes) {
    // Each width's URL as Next's own loader writes it (the 1x candidate of a fixed-width image).
    const urls = [...new Set(widths)]
      .sort((a, b) => a - b)
      .map((width) => {
        const url = firstUrl(
          getImageProps({ quality: IMAGE_QUALITY, ...props, sizes: undefined, width }).props.srcSet,
        );
        return url ? ([url, width] as const) : null;
      })
      .filter((candidate) => candidate !== null);
    const widest = urls.at(-1);
    if (widest) {
      attributes.srcSet = urls.map(([url, width]) => `${url} ${width}w`).join(', ');
      attributes.src = widest[0];
    }
  }
  return attributes;
}

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
export function OptimizedImage(props: OptimizedImageProps) {
  const { alt, ...attributes } = optimizedImageAttributes(props);
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, server-rendered
  return <img alt={alt} {...attributes} />;
}
