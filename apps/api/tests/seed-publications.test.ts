import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MEDIA_DIR, SEED_DIR } from '../src/paths';
import { publicationRows } from '../src/seed/derived';
import { validateSeed } from '../src/seed/validate';

const rows = publicationRows(SEED_DIR);

describe('Vive sanamente publications (tables/publications.yaml)', () => {
  it('reviews every publication: on or after its publication, not after November 2026, next in 1 or 3 years', () => {
    expect(rows).toHaveLength(27);
    for (const row of rows) {
      expect(row.reviewer, row.slug).not.toBeNull();
      expect(row.reviewed_at! >= row.published_at.slice(0, 10), row.slug).toBe(true);
      expect(row.reviewed_at! <= '2026-11-30', row.slug).toBe(true);
      const years = Number(row.next_review_at!.slice(0, 4)) - Number(row.reviewed_at!.slice(0, 4));
      expect(row.next_review_at!.slice(4), row.slug).toBe(row.reviewed_at!.slice(4));
      expect([1, 3], row.slug).toContain(years);
    }
  });

  it('names each reviewer once, with one role', () => {
    const roles = new Map<string, Set<string>>();
    for (const { reviewer } of rows) {
      roles.set(reviewer!.name, (roles.get(reviewer!.name) ?? new Set()).add(reviewer!.role));
    }
    for (const [name, set] of roles) expect([...set], name).toHaveLength(1);
  });

  describe('the seed check refuses', () => {
    const copy = mkdtempSync(join(tmpdir(), 'vivasalud-seed-'));
    cpSync(SEED_DIR, copy, { recursive: true });
    afterAll(() => rmSync(copy, { recursive: true, force: true }));
    const name = 'tables/publications.yaml';
    const original = readFileSync(join(SEED_DIR, name), 'utf8');
    const check = (text: string) => {
      writeFileSync(join(copy, name), text);
      const problems = validateSeed(copy, MEDIA_DIR);
      writeFileSync(join(copy, name), original);
      return problems;
    };

    it('a review before the publication, and a next review not after the last', () => {
      const problems = check(
        original
          .replace(
            "reviewed_at: '2026-09-14'\n  next_review_at: '2027-09-14'",
            "reviewed_at: '2026-03-01'\n  next_review_at: '2027-09-14'",
          )
          .replace(
            "reviewed_at: '2026-05-18'\n  next_review_at: '2027-05-18'",
            "reviewed_at: '2026-05-18'\n  next_review_at: '2026-05-18'",
          ),
      );
      expect(problems).toEqual([
        expect.objectContaining({
          where: '[0]/reviewed_at',
          message: 'reviewed before it was published',
        }),
        expect.objectContaining({
          where: '[1]/next_review_at',
          message: 'the next review is due after the last one',
        }),
      ]);
    });

    it('half a review', () => {
      const problems = check(
        original.replace("  reviewed_at: '2026-09-14'\n", '  reviewed_at: null\n'),
      );
      expect(problems).toEqual([
        expect.objectContaining({
          where: '[0]/reviewer',
          message: 'a review has its reviewer, reviewed_at and next_review_at, or none',
        }),
      ]);
    });

    it('a reading to download, and a slug used twice', () => {
      const problems = check(
        original
          .replace('  downloadable: false\n', '  downloadable: true\n')
          .replace('slug: manejo-del-estres-cotidiano', 'slug: como-armar-un-plato-saludable'),
      );
      expect(problems.map((p) => [p.where, p.message])).toEqual([
        ['[0]/downloadable', 'a reading has no file to download'],
        ['[1]/slug', 'slug como-armar-un-plato-saludable is used twice'],
      ]);
    });
  });
});
