import { describe, expect, it } from 'vitest';
import { igvNote, lowestPriceLabel, sessionsLabel } from './price';

describe('prices in soles', () => {
  it.each<[number | null, boolean, string]>([
    [35, true, 'Desde S/ 35.00 (IGV incluido)'],
    [50, false, 'Desde S/ 50.00 (No incluye IGV)'],
    [null, true, 'Gratis'],
    [null, false, 'Gratis'],
  ])('lowestPriceLabel(%s, %s) → %s', (price, igv, expected) => {
    expect(lowestPriceLabel(price, igv)).toBe(expected);
  });

  it('says whether IGV is included and counts sessions', () => {
    expect(igvNote(true)).toBe('IGV incluido');
    expect(igvNote(false)).toBe('No incluye IGV');
    expect(sessionsLabel(1)).toBe('1 sesión');
    expect(sessionsLabel(16)).toBe('16 sesiones');
  });
});
