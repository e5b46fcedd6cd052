/**
 * The portal's images by kind (issue #33): for each place an image is shown, the box it is laid out
 * in, the `sizes` it is shown at and the only widths its `srcSet` lists, the 1x and 2x of those
 * sizes (a phone at 2x, a desktop at 1x and 2x). A page names the kind, not the widths: the client
 * image (components/images/OptimizedImage.tsx) gets `{ src, kind }` and writes the candidates, so
 * the page's inline React payload carries one URL per image instead of its whole `srcSet` again.
 *
 * Plain data and string work only: imported by that client component and, through lib/images.ts,
 * by next.config.ts (relative imports only, nothing server-only, no `next/image`).
 */

/** Spec §9: the widths images are served at across devices. */
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

/** Spec §9: the one quality images are encoded at. */
export const IMAGE_QUALITY = 75;

/**
 * «Ahorro de datos» (lib/ahorro/ahorro.ts): the quality of the lighter copy an image request gets
 * while saving data (`ahorroImageUrl`). The optimizer answers only the configured qualities.
 */
export const AHORRO_IMAGE_QUALITY = 50;

/** Spec §2: a resource card's image is 195 px wide on large screens, 120 px on small ones. */
export const CARD_IMAGE_WIDTHS = { large: 195, small: 120 } as const;

/**
 * Widths below the smallest device size the kinds below use (the optimizer answers only the
 * configured widths): icons (16–48 px, the menu's 20 px ones at 1x and 2x), the mentors' 96 px
 * photos at 1x and 2x (96, 195), the resource cards at 1x and 2x (120/240, 195/390), the slider
 * cards' 20rem at 1x (390) and the column images' 28rem at 1x (448).
 */
export const IMAGE_SIZES = [16, 20, 32, 40, 48, 64, 96, 120, 195, 240, 390, 448] as const;

/** Where the optimizer answers (next/image's default loader, no `basePath`). */
const OPTIMIZER_PATH = '/_next/image';

export interface ImageKindSpec {
  /** The width the image is shown at, per breakpoint (the `<img>`'s `sizes`). */
  sizes: string;
  /** The candidates' widths, ascending: each a configured one (DEVICE_SIZES or IMAGE_SIZES). */
  widths: readonly number[];
  /**
   * The `<img>`'s `width` and `height` (its aspect ratio before it loads: no layout shift); none for
   * an image that fills a box of its own (the box keeps the ratio).
   */
  box?: { width: number; height: number };
}

/**
 * Every kind of image and the reason of its widths (lib/imageKinds.test.ts checks, for a phone at
 * 2x and a desktop at 1x and 2x, that the browser finds a candidate as wide as the image is shown,
 * and that each width is one a device picks). The layout's container is 72rem (1152 px) with 1rem
 * of padding on each side.
 */
export const IMAGE_KINDS = {
  /**
   * Home's hero: the full width of the screen. Up to 1920 (a desktop at 1x); a desktop at 2x gets
   * 1920 too (3840 would weigh four times as much for the page's largest paint).
   */
  hero: { sizes: '100vw', widths: [750, 828, 1200, 1920], box: { width: 1280, height: 560 } },
  /**
   * A catalog card (live classes, library, recorded classes…): one column on phones, then 2–4
   * columns of at most 27.5rem (the widest is a two-column card just before a third fits).
   */
  catalogCard: {
    sizes: '(min-width: 640px) 28rem, 100vw',
    widths: [448, 828],
    box: { width: 640, height: 360 },
  },
  /** A card of a slider (Vive sanamente on home and in the library): 80% of a phone, 20rem. */
  slideCard: {
    sizes: '(min-width: 900px) 20rem, 80vw',
    widths: [390, 750],
    box: { width: 640, height: 360 },
  },
  /** A resource card (spec §2): 195 px from 768 px, 120 px below. */
  resourceCard: {
    sizes: `(min-width: 768px) ${CARD_IMAGE_WIDTHS.large}px, ${CARD_IMAGE_WIDTHS.small}px`,
    widths: [CARD_IMAGE_WIDTHS.small * 2, CARD_IMAGE_WIDTHS.large * 2],
    box: { width: CARD_IMAGE_WIDTHS.large, height: CARD_IMAGE_WIDTHS.large },
  },
  /**
   * A CMS section's image (16:9 box of its own): the section's width on phones, beside the text
   * from 768 px (two fifths of the container, at most 27.5rem).
   */
  section: { sizes: '(min-width: 768px) 28rem, 100vw', widths: [448, 828] },
  /** A person's round photo (mentors, experts): 96 px. */
  avatar: { sizes: '96px', widths: [96, 195], box: { width: 96, height: 96 } },
  /** A program's picture: two columns of at most 35rem from 768 px. */
  program: {
    sizes: '(min-width: 768px) 35rem, 100vw',
    widths: [640, 828, 1080],
    box: { width: 640, height: 360 },
  },
  /** A detail page's main image (a class, an experience): 60% of the screen from 900 px. */
  detail: {
    sizes: '(min-width: 900px) 60vw, 100vw',
    widths: [828, 1200],
    box: { width: 828, height: 466 },
  },
  /** An image in an article's text (guides, readings): the 45rem text column from 900 px. */
  article: {
    sizes: '(min-width: 900px) 45rem, 100vw',
    widths: [828, 1200],
    box: { width: 828, height: 466 },
  },
  /**
   * An infographic on its page: one 640 px preview, the full-size file is a link away (it is a
   * link to it), so no candidate is wider.
   */
  infographic: {
    sizes: '(min-width: 900px) 45rem, 100vw',
    widths: [640],
    box: { width: 640, height: 360 },
  },
} as const satisfies Record<string, ImageKindSpec>;

export type ImageKind = keyof typeof IMAGE_KINDS;

/**
 * Whether the optimizer serves `src`: as next/image decides it, not a `data:`/`blob:` URL nor an
 * SVG (next.config does not allow SVG), which are shown as they are.
 */
export function isOptimizable(src: string): boolean {
  if (!src || src.startsWith('data:') || src.startsWith('blob:')) return false;
  return !src.split('?', 1)[0]!.endsWith('.svg');
}

/**
 * The optimizer's URL for `src` at `width` and quality 75, as next/image's default loader writes
 * it (lib/imageKinds.test.ts compares the two).
 */
export function optimizedUrl(src: string, width: number, quality: number = IMAGE_QUALITY): string {
  return `${OPTIMIZER_PATH}?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`;
}

/** Every width the optimizer answers, ascending. */
const CONFIGURED_WIDTHS: readonly number[] = [...IMAGE_SIZES, ...DEVICE_SIZES].sort(
  (a, b) => a - b,
);

/**
 * The width of an image's lighter copy while saving data: the smallest configured width that is
 * at least half the one the browser chose — a phone at 2x gets its 1x candidate, a desktop an
 * image half as wide (a quarter of the pixels), never smaller than half. A width the optimizer
 * does not answer is none.
 */
export function ahorroImageWidth(width: number): number | null {
  if (!CONFIGURED_WIDTHS.includes(width)) return null;
  return CONFIGURED_WIDTHS.find((candidate) => candidate * 2 >= width) ?? width;
}

/**
 * Where an optimizer request (`url`, `w`, `q` of `/_next/image`) goes while saving data: the same
 * image at `ahorroImageWidth` and `AHORRO_IMAGE_QUALITY`. `null` for a request that is not one
 * of the page's (no address, a width or quality the optimizer does not answer).
 */
export function ahorroImageUrl(query: URLSearchParams): string | null {
  const src = query.get('url');
  const width = ahorroImageWidth(Number(query.get('w')));
  if (!src || width === null || query.get('q') !== String(IMAGE_QUALITY)) return null;
  return optimizedUrl(src, width, AHORRO_IMAGE_QUALITY);
}

export interface KindImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

/**
 * An image's `<img>` attributes for its kind: the candidates of its widths, `sizes`, the box, and
 * the widest candidate as `src` (browsers without `srcset`). An image the optimizer does not serve
 * keeps its own `src` and no candidates.
 */
export function kindImageAttributes(src: string, kind: ImageKind): KindImageAttributes {
  const spec: ImageKindSpec = IMAGE_KINDS[kind];
  const box = spec.box ? { width: spec.box.width, height: spec.box.height } : {};
  if (!isOptimizable(src)) return { src, ...box };
  const widest = spec.widths.at(-1)!;
  return {
    src: optimizedUrl(src, widest),
    srcSet: spec.widths.map((width) => `${optimizedUrl(src, width)} ${width}w`).join(', '),
    sizes: spec.sizes,
    ...box,
  };
}
