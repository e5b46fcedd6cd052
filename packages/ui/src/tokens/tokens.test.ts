// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const token = (name: string) => {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})`).exec(css);
  if (!match) throw new Error(`token --${name} not found`);
  return match[1]!;
};

describe('contrastRatio (WCAG 2.2 definition)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %d:1', (fg, bg, expected) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(expected, 1);
  });
});

// WCAG 2.2 AA: 4.5:1 for text, 3:1 for large text, icons, borders of controls and focus indicators.
describe('token pairs meet WCAG 2.2 AA', () => {
  it.each([
    ['text', 'surface', 4.5],
    ['text', 'surface-muted', 4.5],
    ['text-muted', 'surface', 4.5],
    ['text-muted', 'surface-muted', 4.5],
    ['on-primary', 'primary', 4.5],
    ['on-primary', 'primary-hover', 4.5],
    ['primary', 'surface', 4.5],
    ['primary', 'primary-soft', 4.5],
    // Links (base.css, Link): the colour and the hover colour on every surface they sit on.
    ['primary', 'surface-muted', 4.5],
    ['primary-hover', 'surface', 4.5],
    ['primary-hover', 'surface-muted', 4.5],
    ['primary-hover', 'primary-soft', 4.5],
    ['on-secondary', 'secondary', 4.5],
    ['danger', 'surface', 4.5],
    ['danger', 'danger-soft', 4.5],
    ['success', 'surface', 4.5],
    ['warning', 'surface', 4.5],
    ['info', 'surface', 4.5],
    ['pro', 'surface', 4.5],
    ['border-strong', 'surface', 3],
    ['focus', 'surface', 3],
    ['focus', 'primary-soft', 3],
  ])('--color-%s on --color-%s ≥ %d:1', (fg, bg, minimum) => {
    expect(contrastRatio(token(`color-${fg}`), token(`color-${bg}`))).toBeGreaterThanOrEqual(
      minimum,
    );
  });
});
