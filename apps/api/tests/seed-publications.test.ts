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

    it('a video without its recording, a length written for one with it, an unknown recording', () => {
      const problems = check(
        original
          .replace('  media: pausas-activas-en-la-oficina\n', '')
          .replace(
            '  media: rutina-expres-en-casa\n',
            '  media: rutina-expres-en-casa\n  duration: 10\n',
          )
          .replace('  media: dormir-bien-es-salud\n', '  media: dormir-mucho\n'),
      );
      // Besides these, the rows without media lack the media_url and duration the contract requires.
      expect(problems.map((p) => [p.where, p.message])).toEqual(
        expect.arrayContaining([
          ['[12]/duration', 'duration is computed from the media; do not write it'],
          ['[17]/media', 'media "dormir-mucho" is not in tables/publication-media.yaml'],
          [
            '[11]/media',
            'a video has its recording (media: an id of tables/publication-media.yaml)',
          ],
          [
            '[17]/media',
            'a podcast has its recording (media: an id of tables/publication-media.yaml)',
          ],
        ]),
      );
      expect(new Set(problems.map((p) => p.where.slice(0, 4)))).toEqual(
        new Set(['[11]', '[12]', '[17]']),
      );
    });

    it('a title that states another length than the recording’s', () => {
      const problems = check(
        original.replace(
          'title: Rutina exprés para hacer en casa',
          'title: Rutina de 10 minutos para hacer en casa',
        ),
      );
      expect(problems.map((p) => [p.where, p.message])).toEqual([
        ['[12]/title', 'says 10 minutes, but the recording lasts 2'],
      ]);
    });

    it('a video recording without captions, and a podcast with a video', () => {
      const manifest = 'tables/publication-media.yaml';
      const text = readFileSync(join(SEED_DIR, manifest), 'utf8');
      writeFileSync(
        join(copy, manifest),
        text
          .replace(
            /^ {2}captions:\n {4}url: \/media\/vive-sanamente\/pausas-activas.*\n.*\n.*\n/m,
            '  captions: null\n',
          )
          .replace(
            /(- id: dormir-bien-es-salud\n) {2}video: null\n/,
            "$1  video: { url: /media/vive-sanamente/pausas-activas-en-la-oficina.v1.webm, type: 'video/webm', bytes: 374189 }\n",
          ),
      );
      const problems = validateSeed(copy, MEDIA_DIR);
      writeFileSync(join(copy, manifest), text);
      expect(problems.map((p) => [p.where, p.message])).toEqual([
        ['[11]/media', 'a video has its video file and Spanish captions'],
        ['[17]/media', 'a podcast is its audio: no video, no captions'],
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
