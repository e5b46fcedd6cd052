import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { MEDIA_DIR, SEED_DIR } from '../src/paths';
import {
  classMedia,
  contentBodies,
  contentRows,
  readingMinutes,
  recordedClassRows,
  wordCount,
} from '../src/seed/derived';
import { mediaFile, validateSeed } from '../src/seed/validate';

const written = <T>(file: string) => parse(readFileSync(join(SEED_DIR, file), 'utf8')) as T;
const items = written<{ slug: string; publication_type: string }[]>('tables/contents.yaml');
const bodies = contentBodies(SEED_DIR);

describe('guides and tips (documents/content-bodies.yaml)', () => {
  it('gives every guide and tip a body, and no body to an unknown slug', () => {
    expect(Object.keys(bodies).sort()).toEqual(items.map((item) => item.slug).sort());
  });

  it('reads guides of 350–600 words and tips of 150–300', () => {
    for (const { slug, publication_type } of items) {
      const words = wordCount(bodies[slug]!.body);
      const [min, max] = publication_type === 'guia' ? [350, 600] : [150, 300];
      expect(words, slug).toBeGreaterThanOrEqual(min);
      expect(words, slug).toBeLessThanOrEqual(max);
    }
  });

  it('computes reading_minutes from the body (200 words a minute, rounded up), never written', () => {
    const rows = contentRows(SEED_DIR);
    for (const row of rows) {
      const words = wordCount(bodies[row.slug]!.body);
      expect(row.reading_minutes, row.slug).toBe(Math.ceil(words / 200));
    }
    expect(readFileSync(join(SEED_DIR, 'tables/contents.yaml'), 'utf8')).not.toMatch(
      /reading_minutes/,
    );
  });

  it('counts the words a reader reads: headings and text, not tags', () => {
    const body = [
      {
        heading: 'Dos palabras',
        html: '<p>Una <strong>frase</strong> corta.</p><ul><li>y — más</li></ul>',
        image: null,
      },
    ];
    expect(wordCount(body)).toBe(7);
    expect(readingMinutes(body)).toBe(1);
  });

  it('has a reviewer and dates in order, the next review 12 to 18 months after the last', () => {
    for (const [slug, detail] of Object.entries(bodies)) {
      expect(detail.reviewer.name, slug).toMatch(/^\p{Lu}\p{L}+( \p{Lu}\p{L}+)+$/u);
      expect(detail.reviewer.role, slug).toMatch(/\S/);
      expect(detail.published_at <= detail.reviewed_at, slug).toBe(true);
      const months =
        (Date.parse(detail.next_review_at) - Date.parse(detail.reviewed_at)) / (30.44 * 86_400_000);
      expect(months, slug).toBeGreaterThanOrEqual(11.9);
      expect(months, slug).toBeLessThanOrEqual(18.1);
    }
  });

  it('writes images with a Spanish alt text, and not in every section', () => {
    for (const [slug, { body }] of Object.entries(bodies)) {
      const images = body.flatMap((section) => (section.image ? [section.image] : []));
      expect(images.length, slug).toBeLessThan(body.length);
      for (const image of images) {
        expect(image.alt, slug).toMatch(/^\p{Lu}.*\.$/u);
        expect(mediaFile(MEDIA_DIR, image.url), image.url).toBeDefined();
      }
    }
  });

  describe('the seed check refuses', () => {
    const copy = mkdtempSync(join(tmpdir(), 'vivasalud-seed-'));
    cpSync(SEED_DIR, copy, { recursive: true });
    afterAll(() => rmSync(copy, { recursive: true, force: true }));
    const file = (name: string) => join(copy, name);
    const original = (name: string) => readFileSync(join(SEED_DIR, name), 'utf8');
    const restore = (name: string) => writeFileSync(file(name), original(name));

    it('a reading_minutes written by hand', () => {
      const name = 'tables/contents.yaml';
      writeFileSync(
        file(name),
        original(name).replace(/^( {2}is_pro: false)$/m, '  reading_minutes: 7\n$1'),
      );
      expect(validateSeed(copy, MEDIA_DIR)).toEqual([
        expect.objectContaining({ where: '[0]/reading_minutes' }),
      ]);
      restore(name);
    });

    it('a guide without a body', () => {
      const name = 'documents/content-bodies.yaml';
      writeFileSync(
        file(name),
        original(name).replace(/^guia-para-una-lonchera-saludable:/m, 'otra-guia:'),
      );
      const messages = validateSeed(copy, MEDIA_DIR).map((p) => p.message);
      expect(messages).toContain(
        'guia-para-una-lonchera-saludable has no body in documents/content-bodies.yaml',
      );
      expect(messages).toContain('no guide or tip of tables/contents.yaml has this slug');
      restore(name);
    });

    it('HTML a body may not hold, and a review due too late', () => {
      const name = 'documents/content-bodies.yaml';
      writeFileSync(
        file(name),
        original(name)
          .replace('<p>La lonchera ayuda', '<h3>Título</h3><p>La lonchera ayuda')
          .replace("next_review_at: '2027-02-09'", "next_review_at: '2029-02-09'"),
      );
      expect(
        validateSeed(copy, MEDIA_DIR)
          .map((p) => p.message)
          .sort(),
      ).toEqual([
        '<h3> is not allowed',
        '<h3> is not allowed',
        'the next review is due 12 to 18 months after the last one',
      ]);
      restore(name);
    });

    it('a duration written for a class with media, and a title whose length is not the class’s', () => {
      const name = 'tables/recorded-classes.yaml';
      writeFileSync(
        file(name),
        original(name)
          .replace('  title: Yoga exprés\n', '  title: Yoga exprés de 15 minutos\n')
          .replace(/^( {2}is_pro: false)$/m, '  duration_minutes: 15\n$1'),
      );
      const problems = validateSeed(copy, MEDIA_DIR);
      expect(problems.map((p) => p.where).sort()).toEqual(['[0]/duration_minutes', '[0]/title']);
      restore(name);
    });

    it('a class whose media is not in the manifest', () => {
      const name = 'tables/recorded-classes.yaml';
      writeFileSync(file(name), original(name).replace('  media: yoga\n', '  media: tai-chi\n'));
      expect(validateSeed(copy, MEDIA_DIR).map((p) => p.message)).toContain(
        'media "tai-chi" is not in tables/recorded-class-media.yaml',
      );
      restore(name);
    });
  });
});

describe('recorded classes and their media', () => {
  const rows = recordedClassRows(SEED_DIR);
  const clips = classMedia(SEED_DIR);

  it('gives each class the clip of its category, and its length rounded up as duration_minutes', () => {
    expect(rows).toHaveLength(30);
    for (const row of rows) {
      expect(row.media, row.slug).toEqual(
        (({ id: _id, ...media }) => media)(clips.get(row.category)!),
      );
      expect(row.duration_minutes, row.slug).toBe(Math.ceil(row.media!.duration_seconds / 60));
      expect(row.description, row.slug).toMatch(/Qué necesitas/);
    }
  });

  it('has every media file the manifest names on disk, with the size it declares', () => {
    expect(clips.size).toBeGreaterThan(0);
    for (const [id, clip] of clips) {
      for (const entry of [clip.video, clip.audio].filter((e) => e !== null)) {
        const path = mediaFile(MEDIA_DIR, entry.url);
        expect(path, `${id} ${entry.url}`).toBeDefined();
        expect(statSync(path!).size, entry.url).toBe(entry.bytes);
      }
      for (const url of [clip.captions.url, clip.poster].filter((u) => u !== null)) {
        expect(mediaFile(MEDIA_DIR, url), `${id} ${url}`).toBeDefined();
      }
    }
  });
});
