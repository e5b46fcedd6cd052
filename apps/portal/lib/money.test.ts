import { describe, expect, it } from 'vitest';
import { FREE, formatSoles } from './money';

describe('formatSoles (soles, es-PE)', () => {
  it.each([
    [35, 'S/ 35.00'],
    [0, 'S/ 0.00'],
    [49.9, 'S/ 49.90'],
    [240, 'S/ 240.00'],
    [1250.5, 'S/ 1,250.50'],
  ])('%s → %s', (amount, expected) => {
    expect(formatSoles(amount)).toBe(expected);
  });

  it('says «Gratis» for what is free', () => {
    expect(FREE).toBe('Gratis');
  });
});
