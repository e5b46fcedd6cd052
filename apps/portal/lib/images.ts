/**
 * The `next/image` configuration (`images` of next.config.ts), which Next inlines into
 * `getImageProps()`. The pages render their images without next/image's component: a small client
 * `<img>` (components/images/OptimizedImage.tsx) writes the candidates of each image's kind
 * (lib/imageKinds.ts: the widths, `sizes` and quality live there). Imported by
 * next.config.ts with a relative path, so nothing here may use the `@/` alias or a server-only
 * module (nor `next/image`).
 */
import { environmentOf } from '@vivasalud/config/hosts';
import { deploymentOf } from '@vivasalud/config/security';
import type { NextConfig } from 'next';
import { AHORRO_IMAGE_QUALITY, DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './imageKinds';

type Env = Readonly<Record<string, string | undefined>>;
type ImagesConfig = NonNullable<NextConfig['images']>;
type RemotePattern = Exclude<NonNullable<ImagesConfig['remotePatterns']>[number], URL>;

export { CARD_IMAGE_WIDTHS, DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './imageKinds';

/** Where the content service serves its media (`apps/api`, `/media/<file>`). */
export const MEDIA_PATHNAME = '/media/**';

/** The portal's own images (`public/images/`); static imports are allowed by Next.js itself. */
export const LOCAL_IMAGE_PATHNAME = '/images/**';

/** The remote pattern of a media origin (`http://localhost:4000` → its `/media/**`). */
export function mediaPattern(origin: string): RemotePattern {
  const url = new URL(origin);
  return {
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    hostname: url.hostname,
    port: url.port,
    pathname: MEDIA_PATHNAME,
    search: '',
  };
}

/**
 * The `images` config for a deployment. The media origin is the one the Content-Security-Policy
 * allows (`deploymentOf`: the content API of `VIVASALUD_CONTENT_API_URL`, or of the host map for
 * `VIVASALUD_SITE_URL`'s hostname), so the optimizer fetches exactly what a page may show. Only
 * `/media/**` there, without a query, and no redirects followed (a redirect is not checked
 * against the patterns).
 *
 * Next.js refuses to fetch from a private address; local development and the end-to-end stack
 * serve media from `localhost:4000`, so that check is lifted only when every media origin is a
 * local one (the patterns still allow nothing but its `/media/**`).
 *
 * A new object on every call: Next.js adds its own local patterns to the arrays it is given.
 */
export function imagesConfig(env: Env): ImagesConfig {
  const { mediaOrigins } = deploymentOf(env);
  const localMedia = mediaOrigins.every(
    (origin) => environmentOf(new URL(origin).hostname) === 'dev',
  );
  return {
    deviceSizes: [...DEVICE_SIZES],
    imageSizes: [...IMAGE_SIZES],
    // 50: the lighter copies of «Ahorro de datos» (lib/ahorro/ahorro.ts).
    qualities: [AHORRO_IMAGE_QUALITY, IMAGE_QUALITY],
    formats: ['image/avif', 'image/webp'],
    remotePatterns: mediaOrigins.map(mediaPattern),
    localPatterns: [{ pathname: LOCAL_IMAGE_PATHNAME, search: '' }],
    maximumRedirects: 0,
    ...(localMedia ? { dangerouslyAllowLocalIP: true } : {}),
  };
}
