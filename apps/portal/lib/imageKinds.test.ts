import { describe, expect, it } from 'vitest';
import {
  ahorroImageWidth,
  DEVICE_SIZES,
  IMAGE_KINDS,
  IMAGE_QUALITY,
  IMAGE_SIZES,
  isOptimizable,
  kindImageAttributes,
  optimizedUrl,
  type ImageKind,
} from './imageKinds';

/** A screen: its width in CSS px and its device pixel ratio. */
interface Device {
  name: string;
  width: number;
  dpr: number;
}

const PHONES_2X: Device[] = [
  { name: 'phone 360 @2x', width: 360, dpr: 2 },
  { name: 'phone 390 @2x', width: 390, dpr: 2 },
  { name: 'phone 430 @2x', width: 430, dpr: 2 },
];
/** Lighthouse's mobile run (a Moto G Power: 412 px at 1.75). */
const LIGHTHOUSE: Device = { name: 'Lighthouse phone 412 @1.75x', width: 412, dpr: 1.75 };
const DESKTOPS_1X: Device[] = [
  { name: 'desktop 1280 @1x', width: 1280, dpr: 1 },
  { name: 'desktop 1440 @1x', width: 1440, dpr: 1 },
  { name: 'desktop 1920 @1x', width: 1920, dpr: 1 },
];
const DESKTOPS_2X: Device[] = [{ name: 'desktop 1440 @2x', width: 1440, dpr: 2 }];
const DEVICES = [...PHONES_2X, LIGHTHOUSE, ...DESKTOPS_1X, ...DESKTOPS_2X];

const REM = 16;

/** A `sizes` length in CSS px at a screen width: `20rem`, `195px`, `80vw`. */
function lengthAt(length: string, screenWidth: number): number {
  const match = /^(\d+(?:\.\d+)?)(px|rem|vw)$/.exec(length.trim());
  if (!match) throw new Error(`unsupported length ${length}`);
  const value = Number(match[1]);
  if (match[2] === 'px') return value;
  if (match[2] === 'rem') return value * REM;
  return (value * screenWidth) / 100;
}

/**
 * The width an image is shown at, as the browser reads `sizes`: the first entry whose
 * `(min-width: …)` holds, or the last one (the kinds use nothing else).
 */
function shownWidth(sizes: string, screenWidth: number): number {
  for (const entry of sizes.split(',')) {
    const match = /^\s*\(min-width:\s*([^)]+)\)\s*(.+)$/.exec(entry);
    if (!match) return lengthAt(entry, screenWidth);
    if (screenWidth >= lengthAt(match[1]!, screenWidth)) return lengthAt(match[2]!, screenWidth);
  }
  throw new Error(`no default length in ${sizes}`);
}

/** The candidate the browser takes: the narrowest at least as wide as needed, else the widest. */
function picked(kind: ImageKind, device: Device) {
  const { sizes, widths } = IMAGE_KINDS[kind];
  const needed = shownWidth(sizes, device.width) * device.dpr;
  const width = widths.find((candidate) => candidate >= needed) ?? widths.at(-1)!;
  return { needed, width };
}

const KINDS = Object.keys(IMAGE_KINDS) as ImageKind[];

/**
 * Kinds whose widest candidate is on purpose narrower than a large screen needs at 2x (the hero:
 * 3840 px would weigh four times what 1920 does; the detail and article images: 1200) or at all
 * (the infographic's preview: the full-size file is a link away).
 */
const CAPPED_AT_2X: ImageKind[] = ['hero', 'detail', 'article', 'infographic'];
const CAPPED: ImageKind[] = ['infographic'];

/** A candidate this much narrower than needed does not look soft (0.92 at worst). */
const TOLERANCE = 0.9;

describe('IMAGE_KINDS', () => {
  it.each(KINDS)('%s: ascending widths, each one the optimizer is configured for', (kind) => {
    const widths = [...IMAGE_KINDS[kind].widths];
    expect(widths).toEqual([...new Set(widths)].sort((a, b) => a - b));
    const configured: number[] = [...DEVICE_SIZES, ...IMAGE_SIZES];
    for (const width of widths) expect(configured).toContain(width);
  });

  it.each(KINDS)(
    '%s: every width is the one some screen takes (none listed for nothing)',
    (kind) => {
      const taken = new Set(DEVICES.map((device) => picked(kind, device).width));
      expect([...taken].sort((a, b) => a - b)).toEqual([...IMAGE_KINDS[kind].widths]);
    },
  );

  it.each(
    KINDS.filter((kind) => !CAPPED.includes(kind)).flatMap((kind) =>
      [...PHONES_2X, ...DESKTOPS_1X].map((device) => [kind, device.name, device] as const),
    ),
  )('%s is sharp on a %s', (kind, _name, device) => {
    const { needed, width } = picked(kind, device);
    expect(width).toBeGreaterThanOrEqual(needed * TOLERANCE);
  });

  it.each(
    KINDS.filter((kind) => !CAPPED_AT_2X.includes(kind)).flatMap((kind) =>
      DESKTOPS_2X.map((device) => [kind, device.name, device] as const),
    ),
  )('%s is sharp on a %s', (kind, _name, device) => {
    const { needed, width } = picked(kind, device);
    expect(width).toBeGreaterThanOrEqual(needed * TOLERANCE);
  });

  // What each screen downloads, kind by kind (the widths a change would move).
  it.each([
    ['hero', 'phone 390 @2x', 828],
    ['hero', 'Lighthouse phone 412 @1.75x', 750],
    ['hero', 'desktop 1280 @1x', 1920],
    ['hero', 'desktop 1440 @2x', 1920],
    ['catalogCard', 'phone 390 @2x', 828],
    ['catalogCard', 'desktop 1280 @1x', 448],
    ['catalogCard', 'desktop 1440 @2x', 828],
    ['slideCard', 'phone 390 @2x', 750],
    ['slideCard', 'desktop 1920 @1x', 390],
    ['resourceCard', 'phone 390 @2x', 240],
    ['resourceCard', 'desktop 1280 @1x', 240],
    ['resourceCard', 'desktop 1440 @2x', 390],
    ['section', 'phone 360 @2x', 828],
    ['section', 'desktop 1920 @1x', 448],
    ['avatar', 'phone 390 @2x', 195],
    ['avatar', 'desktop 1280 @1x', 96],
    ['program', 'desktop 1280 @1x', 640],
    ['detail', 'phone 390 @2x', 828],
    ['detail', 'desktop 1920 @1x', 1200],
    ['article', 'desktop 1440 @1x', 828],
    ['infographic', 'phone 390 @2x', 640],
  ] as const)('%s on a %s: %i px', (kind, name, width) => {
    const device = DEVICES.find((candidate) => candidate.name === name)!;
    expect(picked(kind, device).width).toBe(width);
  });
});

describe('kindImageAttributes', () => {
  const src = 'http://localhost:4000/media/clase-yoga.webp';

  it('lists the kind’s widths only, through the optimizer at quality 75, the widest as `src`', () => {
    expect(kindImageAttributes(src, 'catalogCard')).toEqual({
      src: `/_next/image?url=${encodeURIComponent(src)}&w=828&q=${IMAGE_QUALITY}`,
      srcSet: [448, 828]
        .map((w) => `/_next/image?url=${encodeURIComponent(src)}&w=${w}&q=75 ${w}w`)
        .join(', '),
      sizes: '(min-width: 640px) 28rem, 100vw',
      width: 640,
      height: 360,
    });
  });

  it('gives no box to an image that fills its own (a section’s)', () => {
    const attributes = kindImageAttributes(src, 'section');
    expect(attributes).not.toHaveProperty('width');
    expect(attributes).not.toHaveProperty('height');
  });

  it.each([
    'https://api.vivasalud.pe/media/infografia.svg',
    'https://api.vivasalud.pe/media/infografia.svg?v=2',
    'data:image/png;base64,iVBORw0KGgo=',
    'blob:https://www.vivasalud.pe/1234',
  ])('shows %s as it is (the optimizer does not serve it)', (unoptimized) => {
    expect(isOptimizable(unoptimized)).toBe(false);
    expect(kindImageAttributes(unoptimized, 'article')).toEqual({
      src: unoptimized,
      width: 828,
      height: 466,
    });
  });

  it('encodes the address as a query value', () => {
    expect(optimizedUrl('https://api.vivasalud.pe/media/a b&c.webp', 640)).toBe(
      '/_next/image?url=https%3A%2F%2Fapi.vivasalud.pe%2Fmedia%2Fa%20b%26c.webp&w=640&q=75',
    );
  });
});

describe('ahorroImageWidth: the lighter copy of «Ahorro de datos» (issue #33)', () => {
  it.each<[number, number | null]>([
    [1920, 1080], // the hero on a desktop: half as wide, at most
    [1200, 640],
    [828, 448], // a catalog card on a phone at 2x: its 1x
    [750, 390],
    [448, 240],
    [390, 195], // a resource card at 2x: its 1x
    [240, 120],
    [96, 48],
    [16, 16], // the smallest stays
    [500, null], // not a width the optimizer answers
    [Number.NaN, null],
  ])('%d → %s', (width, expected) => {
    expect(ahorroImageWidth(width)).toBe(expected);
  });

  it('is never less than half, and always a configured width', () => {
    const configured = new Set<number>([...IMAGE_SIZES, ...DEVICE_SIZES]);
    for (const width of configured) {
      const lighter = ahorroImageWidth(width)!;
      expect(configured.has(lighter)).toBe(true);
      expect(lighter * 2).toBeGreaterThanOrEqual(width);
      expect(lighter).toBeLessThanOrEqual(width);
    }
  });
});
