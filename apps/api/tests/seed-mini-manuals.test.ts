import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SEED_DIR } from '../src/paths';
import { checkMiniManuals, type SeedProblem } from '../src/seed/validate';

/** The mini-manuals' addresses as the seed writes them (issue #31, `documents/mini-manual.yaml`). */
const manuals = parse(readFileSync(join(SEED_DIR, 'documents/mini-manual.yaml'), 'utf8')) as Record<
  string,
  { id: number; slug: string; estado: string }
>;
const check = (value: unknown) => {
  const problems: SeedProblem[] = [];
  checkMiniManuals(value, problems);
  return problems.map((problem) => `${problem.where}: ${problem.message}`);
};

describe('the mini-manuals of the seed', () => {
  it('give each one a slug of its own (lowercase ASCII words and hyphens), kept under its id', () => {
    for (const [key, manual] of Object.entries(manuals)) {
      expect(manual.slug, key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(check(manuals)).toEqual([]);
  });

  it('hold an annulled one (ANU), which is never public', () => {
    expect(Object.values(manuals).filter((manual) => manual.estado === 'ANU')).toHaveLength(1);
  });

  it('refuse a slug used twice, and a mini-manual kept under another id', () => {
    expect(check({ ...manuals, 9: { ...manuals['4'], id: 9 } })).toEqual([
      "9/slug: slug botiquin-familiar-basico is already 4's",
    ]);
    expect(check({ ...manuals, 7: { ...manuals['4'], id: 8, slug: 'otro' } })).toEqual([
      '7/id: is kept under 7 but its id is 8',
    ]);
  });
});
