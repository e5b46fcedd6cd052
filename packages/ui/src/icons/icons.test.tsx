import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as icons from './icons';
import type { IconProps } from './icons';

/**
 * What lucide (v1.75.0, the version these icons were copied from) draws for each icon: how many
 * elements of each kind. An icon that lost one of lucide's shapes when it was hand-copied (the
 * breadcrumb's house kept its door and lost its outline) draws fewer. A new icon goes in the table.
 */
const drawn: [name: keyof typeof icons, lucide: string, elements: Record<string, number>][] = [
  ['ChevronDownIcon', 'chevron-down', { path: 1 }],
  ['CrownIcon', 'crown', { path: 2 }],
  ['LogOutIcon', 'log-out', { path: 3 }],
  ['ExternalLinkIcon', 'external-link', { path: 3 }],
  ['MenuIcon', 'menu', { path: 3 }],
  ['CloseIcon', 'x', { path: 2 }],
  ['BookOpenIcon', 'book-open', { path: 2 }],
  ['PhoneIcon', 'phone', { path: 1 }],
  ['ShieldAlertIcon', 'shield-alert', { path: 3 }],
  ['SirenIcon', 'siren', { path: 8 }],
  ['ImageOffIcon', 'image-off', { line: 3, path: 3 }],
  ['ArrowRightIcon', 'arrow-right', { path: 2 }],
  ['SearchXIcon', 'search-x', { circle: 1, path: 3 }],
  ['ChevronLeftIcon', 'chevron-left', { path: 1 }],
  ['ChevronRightIcon', 'chevron-right', { path: 1 }],
  ['HouseIcon', 'house', { path: 2 }],
  ['CircleAlertIcon', 'circle-exclamation-point', { circle: 1, line: 2 }],
  ['CircleCheckIcon', 'circle-check', { circle: 1, path: 1 }],
  ['InfoIcon', 'info', { circle: 1, path: 2 }],
  ['EyeIcon', 'eye', { circle: 1, path: 1 }],
  ['EyeOffIcon', 'eye-off', { path: 4 }],
  ['CheckIcon', 'check', { path: 1 }],
  ['MinusIcon', 'minus', { path: 1 }],
  ['CloudOffIcon', 'cloud-off', { path: 3 }],
  ['RotateCwIcon', 'rotate-cw', { path: 2 }],
];

function elementsOf(svg: SVGSVGElement) {
  const counts: Record<string, number> = {};
  for (const element of Array.from(svg.children)) {
    counts[element.tagName] = (counts[element.tagName] ?? 0) + 1;
  }
  return counts;
}

describe('icons', () => {
  it('lists every icon the module exports', () => {
    const exported = Object.keys(icons)
      .filter((name) => name !== 'Icon')
      .sort();
    expect(drawn.map(([name]) => name).sort()).toEqual(exported);
  });

  it.each(drawn)('%s draws what lucide `%s` draws', (name, _lucide, elements) => {
    const Drawn = icons[name] as ComponentType<IconProps>;
    const { container } = render(<Drawn />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(elementsOf(svg!)).toEqual(elements);
  });

  it('draws with lucide’s stroke from one class, without per-icon attributes (issue #33)', () => {
    const { container } = render(<icons.PhoneIcon className="x" size={16} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('class')?.split(' ')).toEqual([expect.stringMatching(/Icon/), 'x']);
    expect(svg.getAttributeNames().sort()).toEqual(
      ['aria-hidden', 'class', 'height', 'viewBox', 'width'].sort(),
    );
    expect(svg).toHaveAttribute('width', '16');
  });

  it('takes another stroke width as an inline style (it must beat the class)', () => {
    const { container } = render(<icons.SearchXIcon strokeWidth={1.5} />);
    const svg = container.querySelector('svg')!;
    expect(svg.style.strokeWidth).toBe('1.5');
    expect(svg.hasAttribute('stroke-width')).toBe(false);
  });

  it('is named, not hidden, with an aria-label', () => {
    const { container } = render(<icons.MenuIcon aria-label="Menú" />);
    const svg = container.querySelector('svg')!;
    expect(svg.hasAttribute('aria-hidden')).toBe(false);
    expect(svg).toHaveAttribute('aria-label', 'Menú');
  });

  it('draws the house with its outline as well as its door', () => {
    const { container } = render(<icons.HouseIcon />);
    const paths = Array.from(container.querySelectorAll('path'), (path) => path.getAttribute('d'));
    expect(paths).toEqual([
      'M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8',
      'M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
    ]);
  });
});
