import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MEDIA_DIR, SEED_DIR } from '../src/paths';
import { validateSeed } from '../src/seed/validate';

describe('the seed data', () => {
  it('matches content.yaml (what `pnpm seed:check` checks)', () => {
    expect(validateSeed(SEED_DIR, MEDIA_DIR)).toEqual([]);
  });

  describe('categories', () => {
    const copy = mkdtempSync(join(tmpdir(), 'vivasalud-seed-'));
    cpSync(SEED_DIR, copy, { recursive: true });
    afterAll(() => rmSync(copy, { recursive: true, force: true }));
    const categories = join(copy, 'tables/categories.yaml');
    const original = readFileSync(categories, 'utf8');

    it('refuses a catalog item whose category has no label', () => {
      writeFileSync(categories, original.replace(/^- slug: meditacion\n {2}label: .*\n/m, ''));
      const problems = validateSeed(copy, MEDIA_DIR);
      expect(problems.length).toBeGreaterThan(0);
      expect(
        problems.every(
          (p) => p.message === 'category "meditacion" has no label in tables/categories.yaml',
        ),
      ).toBe(true);
    });

    it('refuses a category listed twice', () => {
      writeFileSync(categories, `${original}- slug: yoga\n  label: Yoga\n`);
      expect(validateSeed(copy, MEDIA_DIR)).toEqual([
        expect.objectContaining({ message: 'category yoga is listed twice' }),
      ]);
    });
  });
});
