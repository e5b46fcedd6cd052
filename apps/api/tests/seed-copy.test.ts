import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The seeded Spanish copy writes numbers as the portal's `Intl.NumberFormat('es-PE')` does
 * (decimal point: «25.0», «1.65 m»), so a CMS text and a calculator's result beside it never
 * mix separators (issue #15).
 */
const SEED = new URL('../seed/', import.meta.url);
const files = ['documents', 'tables'].flatMap((folder) =>
  readdirSync(new URL(`${folder}/`, SEED))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => `${folder}/${file}`),
);

describe('seeded copy', () => {
  it.each(files)('%s writes decimals with a point (es-PE)', (file) => {
    const text = readFileSync(new URL(file, SEED), 'utf8');
    // A digit, a comma, then one or two digits and no third: «25,0», «2,5 km», but not «1,200».
    const decimalCommas = text.match(/\d,\d{1,2}(?!\d)/g) ?? [];
    expect(decimalCommas).toEqual([]);
  });
});
