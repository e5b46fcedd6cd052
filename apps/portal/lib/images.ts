/**
 * The `next/image` configuration (`images` of next.config.ts), which Next inlines into
 * `getImageProps()`: the content pages render their images with it on the server as plain `<img>`
 * (components/content/OptimizedImage.tsx), without next/image's client component. Imported by
 * next.config.ts with a relative path, so nothing here may use the `@/` alias or a server-only
 * module (nor `next/image`).
 */
import { environmentOf } from '@vivasalud/config/hosts';
import { deploymentOf } from '@vivasalud/config/security';
import type { NextConfig } from 'next';

type Env = Readonly<Record<string, string | undefined>>;
type ImagesConfig = NonNullable<NextConfig['images']>;
type RemotePattern = Exclude<NonNullable<ImagesConfig['remotePatterns']>[number], URL>;

/** Spec §9: the widths images are served at across devices. */
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

/** Spec §9: the one quality images are encoded at. */
export const IMAGE_QUALITY = 75;

/** Spec §2: a resource card's image is 195 px wide on large screens, 120 px on small ones. */
export const CARD_IMAGE_WIDTHS = { large: 195, small: 120 } as const;

/**
 * Widths for images narrower than the screen (`sizes`, or a fixed `width`), each below the
 * smallest device size: icons (16–48 px, the menu's 20 px ones at 1x and 2x) and the resource
 * cards at 1x and 2x (120/240, 195/390), so a card never downloads a 640 px file.
 */
export const IMAGE_SIZES = [16, 20, 32, 40, 48, 64, 96, 120, 195, 240, 390] as const;

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
    qualities: [IMAGE_QUALITY],
    formats: ['image/avif', 'image/webp'],
    remotePatterns: mediaOrigins.map(mediaPattern),
    localPatterns: [{ pathname: LOCAL_IMAGE_PATHNAME, search: '' }],
    maximumRedirects: 0,
    ...(localMedia ? { dangerouslyAllowLocalIP: true } : {}),
  };
}
