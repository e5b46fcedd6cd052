import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice (soles, es-PE)', () => {
  it.each([
    [35, 'S/ 35.00'],
    [20, 'S/ 20.00'],
    [12.5, 'S/ 12.50'],
    [1235.5, 'S/ 1,235.50'],
    [null, 'Gratis'],
    [undefined, 'Gratis'],
    [0, 'Gratis'],
  ])('%j → %j', (price, expected) => {
    expect(formatPrice(price)).toBe(expected);
  });
});
