import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { ContentSchema } from '@vivasalud/api-client/content';

/**
 * Values of the seed that are computed, never written: one source of truth each.
 *
 * - A recorded class names its clip by id (`media: yoga`, an entry of
 *   `tables/recorded-class-media.yaml`); its `duration_minutes` is the clip's length rounded up
 *   (content.yaml), so a class with media does not write it. A class without `media` writes its
 *   `duration_minutes` and answers `media: null`.
 * - A guide or tip keeps its body, review and dates in `documents/content-bodies.yaml` (keyed by
 *   slug; the catalog's card stays small); its `reading_minutes` is the body's words at 200 a
 *   minute, rounded up, so the card does not write it.
 *
 * The loader stores what these functions answer; the seed check validates the same values.
 */

export type RecordedClassMedia = ContentSchema<'RecordedClassMedia'>;
export type ContentBodySection = ContentSchema<'ContentBodySection'>;
type RecordedClass = Omit<ContentSchema<'RecordedClass'>, 'category_label'>;
type ContentItem = Omit<ContentSchema<'ContentItem'>, 'category_label'>;

/** A recorded class as written in `tables/recorded-classes.yaml`. */
export type SeedRecordedClass = Omit<RecordedClass, 'duration_minutes'> & {
  duration_minutes?: number;
  description: string;
  /** Id of its clip in `tables/recorded-class-media.yaml`; absent or null: no media. */
  media?: string | null;
};

/** A recorded class as stored: the card, its description and its media (or null). */
export type StoredRecordedClass = RecordedClass & {
  description: string;
  media: RecordedClassMedia | null;
};

/** One clip of `tables/recorded-class-media.yaml` (owned by the media script). */
export type SeedClassMedia = RecordedClassMedia & { id: string };

/** The detail of a guide or tip in `documents/content-bodies.yaml`, keyed by its slug. */
export interface ContentBody {
  body: ContentBodySection[];
  published_at: string;
  reviewed_at: string;
  next_review_at: string;
  reviewer: ContentSchema<'ContentReviewer'>;
}

/** A guide or tip as written in `tables/contents.yaml` (without `reading_minutes`). */
export type SeedContentItem = Omit<ContentItem, 'reading_minutes'> & { reading_minutes?: number };

/** Words read per minute for `reading_minutes` (content.yaml). */
export const WORDS_PER_MINUTE = 200;

/** The text a reader reads in a body: headings and paragraphs (not image alt texts). */
export function bodyText(body: ContentBodySection[]): string {
  return body
    .map((section) => `${section.heading ?? ''} ${section.html}`)
    .join(' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ');
}

/** Words of a body: runs of text between spaces that hold a letter or a digit. */
export function wordCount(body: ContentBodySection[]): number {
  return bodyText(body)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** `reading_minutes` of a body: its words at 200 a minute, rounded up (at least 1). */
export function readingMinutes(body: ContentBodySection[]): number {
  return Math.max(1, Math.ceil(wordCount(body) / WORDS_PER_MINUTE));
}

/** `duration_minutes` of a class (or `duration` of a publication) with media: its length rounded up. */
export function mediaMinutes(media: { duration_seconds: number }): number {
  return Math.max(1, Math.ceil(media.duration_seconds / 60));
}

function readYaml<T>(path: string): T | undefined {
  return existsSync(path) ? (parse(readFileSync(path, 'utf8')) as T) : undefined;
}

/** Something the derivation could not do (reported by the seed check). */
export interface DerivationProblem {
  file: string;
  where: string;
  message: string;
}

/** The clips of `tables/recorded-class-media.yaml` by id (none while the file is absent). */
export function classMedia(seedDir: string): Map<string, SeedClassMedia> {
  const rows = readYaml<SeedClassMedia[]>(join(seedDir, 'tables', 'recorded-class-media.yaml'));
  return new Map((Array.isArray(rows) ? rows : []).map((row) => [row.id, row]));
}

/** The recorded classes as stored: `media` resolved, `duration_minutes` computed from it. */
export function recordedClassRows(
  seedDir: string,
  problems: DerivationProblem[] = [],
): StoredRecordedClass[] {
  const file = 'tables/recorded-classes.yaml';
  const rows = readYaml<SeedRecordedClass[]>(join(seedDir, ...file.split('/'))) ?? [];
  const clips = classMedia(seedDir);
  return rows.map(({ media: id, ...row }, index) => {
    if (id === undefined || id === null) {
      return { ...row, media: null } as StoredRecordedClass;
    }
    const clip = clips.get(id);
    if (!clip) {
      problems.push({
        file,
        where: `[${index}]/media`,
        message: `media ${JSON.stringify(id)} is not in tables/recorded-class-media.yaml`,
      });
      return { ...row, media: null } as StoredRecordedClass;
    }
    const { id: _id, ...media } = clip;
    if (row.duration_minutes !== undefined) {
      problems.push({
        file,
        where: `[${index}]/duration_minutes`,
        message: `duration_minutes is computed from the media (${mediaMinutes(media)}); do not write it`,
      });
    }
    return { ...row, duration_minutes: mediaMinutes(media), media };
  });
}

/** The bodies of the guides and tips, by slug. */
export function contentBodies(seedDir: string): Record<string, ContentBody> {
  return (
    readYaml<Record<string, ContentBody>>(join(seedDir, 'documents', 'content-bodies.yaml')) ?? {}
  );
}

/** The guides and tips as stored (cards): `reading_minutes` computed from their bodies. */
export function contentRows(seedDir: string, problems: DerivationProblem[] = []): ContentItem[] {
  const file = 'tables/contents.yaml';
  const rows = readYaml<SeedContentItem[]>(join(seedDir, ...file.split('/'))) ?? [];
  const bodies = contentBodies(seedDir);
  return rows.map((row, index) => {
    if (row.reading_minutes !== undefined) {
      problems.push({
        file,
        where: `[${index}]/reading_minutes`,
        message:
          'reading_minutes is computed from the body in documents/content-bodies.yaml; do not write it',
      });
    }
    const detail = bodies[row.slug];
    if (!detail || !Array.isArray(detail.body)) {
      problems.push({
        file,
        where: `[${index}]`,
        message: `${row.slug} has no body in documents/content-bodies.yaml`,
      });
      return row as ContentItem;
    }
    return { ...row, reading_minutes: readingMinutes(detail.body) };
  });
}

export type Publication = ContentSchema<'Publication'>;
export type PublicationMedia = ContentSchema<'PublicationMedia'>;

/**
 * A publication as written in `tables/publications.yaml`. A video or a podcast names its
 * recording by id (`media: dormir-bien-es-salud`, an entry of `tables/publication-media.yaml`);
 * its `media_url` (the video, or the episode's audio) and `duration` (the recording's length
 * rounded up) are computed from it, so it does not write them. A reading or an infographic writes
 * its `media_url` and `duration` and answers `media: null`.
 */
export type SeedPublication = Omit<Publication, 'media' | 'media_url' | 'duration'> & {
  media?: string | null;
  media_url?: string | null;
  duration?: number | null;
};

/** One recording of `tables/publication-media.yaml` (owned by the media script). */
export type SeedPublicationMedia = PublicationMedia & { id: string };

/** The recordings of `tables/publication-media.yaml` by id (none while the file is absent). */
export function publicationMedia(seedDir: string): Map<string, SeedPublicationMedia> {
  const rows = readYaml<SeedPublicationMedia[]>(join(seedDir, 'tables', 'publication-media.yaml'));
  return new Map((Array.isArray(rows) ? rows : []).map((row) => [row.id, row]));
}

/**
 * The publications as stored and answered: `media` resolved, and for a publication with media
 * its `media_url` (the video file, or the audio of a podcast) and `duration` computed from it.
 */
export function publicationRows(
  seedDir: string,
  problems: DerivationProblem[] = [],
): Publication[] {
  const file = 'tables/publications.yaml';
  const rows = readYaml<SeedPublication[]>(join(seedDir, ...file.split('/'))) ?? [];
  const recordings = publicationMedia(seedDir);
  return rows.map(({ media: id, ...row }, index) => {
    if (id === undefined || id === null) return { ...row, media: null } as Publication;
    const recording = recordings.get(id);
    if (!recording) {
      problems.push({
        file,
        where: `[${index}]/media`,
        message: `media ${JSON.stringify(id)} is not in tables/publication-media.yaml`,
      });
      return { ...row, media: null } as Publication;
    }
    const { id: _id, ...media } = recording;
    for (const key of ['media_url', 'duration'] as const) {
      if (row[key] !== undefined) {
        problems.push({
          file,
          where: `[${index}]/${key}`,
          message: `${key} is computed from the media; do not write it`,
        });
      }
    }
    return {
      ...row,
      media_url: (media.video ?? media.audio).url,
      duration: mediaMinutes(media),
      media,
    } as Publication;
  });
}

/** Reserving a live class closes this many minutes before it starts (content.yaml, issue #28). */
export const RESERVATION_CLOSES_MINUTES_BEFORE = 5;

/**
 * `instant` + `minutes`, written with the UTC offset of `instant` (a class in Lima starting at
 * `2026-11-23T19:00:00-05:00` for 45 minutes ends at `2026-11-23T19:45:00-05:00`).
 */
export function shiftMinutes(instant: string, minutes: number): string {
  const offset = /([+-])(\d{2}):(\d{2})$/.exec(instant);
  const offsetMinutes = offset
    ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]))
    : 0;
  const local = new Date(Date.parse(instant) + (minutes + offsetMinutes) * 60_000);
  return `${local.toISOString().slice(0, 19)}${offset ? offset[0] : 'Z'}`;
}

/**
 * A live class as it is served: the stored card with its seats left (`capacity` minus the seats
 * taken, the stored count) and when reserving closes (5 minutes before the start, same offset).
 */
export function servedLiveClass<Card extends { starts_at: string; capacity: number }>(
  card: Card,
  seatsTaken: number,
): Card & { seats_left: number; reservation_closes_at: string } {
  return {
    ...card,
    seats_left: Math.max(0, card.capacity - seatsTaken),
    reservation_closes_at: shiftMinutes(card.starts_at, -RESERVATION_CLOSES_MINUTES_BEFORE),
  };
}

type SymptomDetail = ContentSchema<'SintomaEnfermedadDetalle'>;

/**
 * A condition as written in `tables/symptoms.yaml`: its detail, with the mini-manuals that go
 * with it named by slug (`miniManuales`, entries of `documents/mini-manual.yaml`; absent: none).
 */
export type SeedSymptom = Omit<SymptomDetail, 'miniManuales'> & { miniManuales?: string[] };

/** A condition as stored: its body and the slugs of its mini-manuals (the `mini_manuals` column). */
export interface StoredSymptomRow {
  body: Omit<SymptomDetail, 'miniManuales'>;
  miniManuals: string[];
}

/** The mini-manuals of `documents/mini-manual.yaml` by slug. */
export function miniManualsBySlug(seedDir: string): Map<string, ContentSchema<'MiniManual'>> {
  const manuals =
    readYaml<Record<string, ContentSchema<'MiniManual'>>>(
      join(seedDir, 'documents', 'mini-manual.yaml'),
    ) ?? {};
  return new Map(Object.values(manuals).map((manual) => [manual?.slug, manual]));
}

/**
 * The conditions as stored (issue #31): each mini-manual a condition names must be one of
 * `documents/mini-manual.yaml`, once (a problem otherwise, and the seed loader refuses to load).
 */
export function symptomRows(
  seedDir: string,
  problems: DerivationProblem[] = [],
): StoredSymptomRow[] {
  const file = 'tables/symptoms.yaml';
  const rows = readYaml<SeedSymptom[]>(join(seedDir, ...file.split('/'))) ?? [];
  const manuals = miniManualsBySlug(seedDir);
  return rows.map(({ miniManuales = [], ...body }, index) => {
    miniManuales.forEach((slug, position) => {
      const where = `[${index}]/miniManuales/${position}`;
      if (!manuals.has(slug)) {
        problems.push({
          file,
          where,
          message: `mini-manual ${JSON.stringify(slug)} is not in documents/mini-manual.yaml`,
        });
      } else if (miniManuales.indexOf(slug) !== position) {
        problems.push({ file, where, message: `mini-manual ${slug} is listed twice` });
      }
    });
    return { body, miniManuals: miniManuales };
  });
}
