import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { contractValidator } from '../contract';
import { withMediaUrls } from '../content/media';
import { foldTerm } from '../content/symptoms';
import {
  type ContentBody,
  contentBodies,
  contentRows,
  publicationRows,
  recordedClassRows,
  type SeedSymptom,
  servedLiveClass,
  symptomRows,
  type Publication,
  type SeedClassMedia,
  type SeedPublicationMedia,
  type StoredRecordedClass,
} from './derived';
import { moveSchedule } from './dates';
import { DOCUMENT_COLLECTIONS, type DocumentCollection, SEED_SCHEMAS, TABLES } from './registry';

export interface SeedProblem {
  file: string;
  where: string;
  message: string;
}

/** `/media/<file>` or `/media/<folder>/…/<file>`: names of letters, digits, `.`, `_`, `-`. */
const MEDIA = /^\/media\/((?:[\w-][\w.-]*\/)*[\w-][\w.-]*)$/;

/** The file a `/media/...` path names, or undefined when there is none. */
export function mediaFile(mediaDir: string, path: string): string | undefined {
  const match = MEDIA.exec(path);
  if (!match) return undefined;
  const file = join(mediaDir, ...match[1]!.split('/'));
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/** The seed's schemas, compiled once per process (the contract does not change while it runs). */
let seedValidator: ReturnType<typeof contractValidator> | undefined;

/** Checks every seed file against its schema and every `/media/...` path against the media folder. */
export function validateSeed(seedDir: string, mediaDir: string): SeedProblem[] {
  const { compile } = (seedValidator ??= contractValidator('content', SEED_SCHEMAS));
  const problems: SeedProblem[] = [];

  const check = (file: string, where: string, schema: string, value: unknown) => {
    const validate = compile(schema);
    // Media paths become absolute URLs in answers: validate the value as it will be served.
    if (!validate(withMediaUrls(value, 'http://localhost:4000'))) {
      for (const error of validate.errors ?? []) {
        problems.push({
          file,
          where: `${where}${error.instancePath}`,
          message: `${error.message} (${schema})`,
        });
      }
    }
    walkStrings(value, (text, path) => {
      if (text.startsWith('/media/') && !mediaFile(mediaDir, text)) {
        problems.push({ file, where: `${where}${path}`, message: `missing media file ${text}` });
      }
      // What `{fecha:AAAA-MM-DD}` did not replace (a campaign's dates in its text: `./dates`).
      if (text.includes('{fecha')) {
        problems.push({
          file,
          where: `${where}${path}`,
          message: 'a date in a text is written {fecha:AAAA-MM-DD} (a campaign file)',
        });
      }
    });
  };

  /** A seed file as the loader reads it seeded in the anchor week (its `{fecha:…}` written out). */
  const rendered = (file: string, data: unknown): unknown => {
    try {
      return moveSchedule(file, data, 0);
    } catch (error) {
      problems.push({ file, where: '', message: `a date does not exist: ${String(error)}` });
      return data;
    }
  };

  for (const [collection, spec] of Object.entries(DOCUMENT_COLLECTIONS) as [
    string,
    DocumentCollection,
  ][]) {
    const file = `documents/${collection}.yaml`;
    const data = rendered(file, readYaml(join(seedDir, file)));
    if (!data || typeof data !== 'object') {
      problems.push({ file, where: '', message: 'missing or not a map' });
      continue;
    }
    if ('keys' in spec) {
      for (const [key, schema] of Object.entries(spec.keys)) {
        if (!(key in data)) problems.push({ file, where: key, message: 'missing key' });
        else check(file, key, schema, (data as Record<string, unknown>)[key]);
      }
    } else {
      for (const [key, value] of Object.entries(data)) check(file, key, spec.each, value);
    }
  }

  const labels = categoryLabels(seedDir, problems);
  // Two catalogs are checked as stored, with their computed values (see `./derived`).
  const derived: Record<string, unknown[]> = {
    'recorded-classes': recordedClassRows(seedDir, problems),
    contents: contentRows(seedDir, problems),
    publications: publicationRows(seedDir, problems),
  };
  for (const [table, spec] of Object.entries(TABLES)) {
    const file = `tables/${table}.yaml`;
    const rows = existsSync(join(seedDir, file))
      ? (derived[table] ?? rendered(file, readYaml(join(seedDir, file))))
      : undefined;
    if (!Array.isArray(rows)) {
      problems.push({ file, where: '', message: 'missing or not a list' });
      continue;
    }
    rows.forEach((value, index) => {
      if (!('categorized' in spec)) return check(file, `[${index}]`, spec.row, value);
      // Served with the label of its category: checked the same way.
      const category = (value as { category?: unknown } | null)?.category;
      const label = typeof category === 'string' ? labels.get(category) : undefined;
      if (label === undefined) {
        problems.push({
          file,
          where: `[${index}]/category`,
          message: `category ${JSON.stringify(category)} has no label in tables/categories.yaml`,
        });
      }
      const served = { ...(value as object), category_label: label ?? '' };
      // A live class is served with its seats left and reservation closing (see `./derived`).
      check(
        file,
        `[${index}]`,
        spec.row,
        table === 'live-classes' ? servedLiveClass(served as never, 0) : served,
      );
    });
  }
  checkMedia(
    seedDir,
    mediaDir,
    'tables/recorded-class-media.yaml',
    'SeedClassMedia',
    check,
    problems,
  );
  checkMedia(
    seedDir,
    mediaDir,
    'tables/publication-media.yaml',
    'SeedPublicationMedia',
    check,
    problems,
  );
  checkPublications(derived.publications as Publication[], problems);
  checkRecordedClasses(derived['recorded-classes'] as StoredRecordedClass[], problems);
  checkContentBodies(seedDir, derived.contents as { slug: string }[], problems);
  checkMentors(seedDir, derived['recorded-classes'] as StoredRecordedClass[], problems);
  checkSymptomSynonyms(
    readYaml(join(seedDir, 'tables/symptoms.yaml')),
    readYaml(join(seedDir, 'tables/symptom-synonyms.yaml')),
    problems,
  );
  checkMiniManuals(readYaml(join(seedDir, 'documents/mini-manual.yaml')), problems);
  symptomRows(seedDir, problems);
  checkSymptomHelp(readYaml(join(seedDir, 'tables/symptoms.yaml')), problems);
  return problems;
}

/**
 * The mini-manuals (issue #31, `documents/mini-manual.yaml`): each is kept under its id (the
 * detail is read by the key, the list answers the id) and has a slug of its own (its address,
 * `/mini-manuales/<slug>`).
 */
export function checkMiniManuals(manuals: unknown, problems: SeedProblem[]) {
  const file = 'documents/mini-manual.yaml';
  if (!manuals || typeof manuals !== 'object') return;
  const slugs = new Map<string, string>();
  for (const [key, manual] of Object.entries(
    manuals as Record<string, { id?: unknown; slug?: unknown }>,
  )) {
    if (String(manual?.id) !== key) {
      problems.push({
        file,
        where: `${key}/id`,
        message: `is kept under ${key} but its id is ${String(manual?.id)}`,
      });
    }
    const slug = String(manual?.slug);
    const owner = slugs.get(slug);
    if (owner !== undefined) {
      problems.push({ file, where: `${key}/slug`, message: `slug ${slug} is already ${owner}'s` });
    }
    slugs.set(slug, key);
  }
}

/** Items of each list of `cuandoBuscarAyuda`. */
export const HELP_ITEMS = { min: 2, max: 6 } as const;

/**
 * What a description may no longer say, now that `cuandoBuscarAyuda` says it (issue #31): a
 * heading of when to get help («¿Cuándo acudir…?», «Señales de alarma», «¿Qué hacer si…?») or
 * its words (emergency, at once). The answer is the text found, or undefined.
 */
export function helpInDescription(html: string): string | undefined {
  return (
    /<h2>\s*(?:¿\s*cu[aá]ndo|se[ñn]ales de alarma|signos de alarma|¿\s*qu[eé] hacer si)[^<]*<\/h2>/i.exec(
      html,
    )?.[0] ?? /\b(?:emergencias?|de inmediato)\b/i.exec(html)?.[0]
  );
}

/**
 * When to get help and the review of each condition (issue #31): 2 to 6 plain sentences in each
 * list (no HTML; a capital letter first, a full stop last), never again in the description, and
 * the next review 12 months after the last.
 */
export function checkSymptomHelp(rows: unknown, problems: SeedProblem[]) {
  const file = 'tables/symptoms.yaml';
  if (!Array.isArray(rows)) return;
  (rows as Partial<SeedSymptom>[]).forEach((row, index) => {
    const problem = (where: string, message: string) =>
      problems.push({ file, where: `[${index}]/${where}`, message });
    for (const key of ['urgente', 'emergencia'] as const) {
      const items: unknown[] = row?.cuandoBuscarAyuda?.[key] ?? [];
      if (items.length < HELP_ITEMS.min || items.length > HELP_ITEMS.max) {
        problem(
          `cuandoBuscarAyuda/${key}`,
          `has ${items.length} items: ${HELP_ITEMS.min} to ${HELP_ITEMS.max}`,
        );
      }
      items.forEach((item, position) => {
        if (typeof item !== 'string' || !/^[¿¡]?\p{Lu}[^<>]*\.$/u.test(item)) {
          problem(
            `cuandoBuscarAyuda/${key}/${position}`,
            'a plain sentence: a capital letter first, a full stop last, no HTML',
          );
        }
      });
    }
    const found = helpInDescription(String(row?.descripcion ?? ''));
    if (found !== undefined) {
      problem('descripcion', `says when to get help («${found}»): that is cuandoBuscarAyuda`);
    }
    const { revisadoEl, proximaRevision } = row?.revision ?? {};
    if (
      revisadoEl &&
      proximaRevision !== `${Number(revisadoEl.slice(0, 4)) + 1}${revisadoEl.slice(4)}`
    ) {
      problem('revision/proximaRevision', 'the next review is due 12 months after the last one');
    }
  });
}

/**
 * The symptoms search's words (issue #31, `tables/symptom-synonyms.yaml`): each list names a
 * condition of `tables/symptoms.yaml`, once; every active condition has one; a term, accents and
 * case folded, belongs to one condition only and is not another condition's name (it would send
 * people to the wrong page).
 */
export function checkSymptomSynonyms(
  symptoms: unknown,
  synonyms: unknown,
  problems: SeedProblem[],
) {
  const file = 'tables/symptom-synonyms.yaml';
  if (!Array.isArray(symptoms) || !Array.isArray(synonyms)) return;
  const conditions = new Map(
    (symptoms as { slug: string; nombre: string; estado: string }[]).map((row) => [row.slug, row]),
  );
  const names = new Map([...conditions.values()].map((row) => [foldTerm(row.nombre), row.slug]));
  const owners = new Map<string, string>();
  const listed = new Set<string>();
  (synonyms as { slug?: string; sinonimos?: unknown }[]).forEach((entry, index) => {
    const slug = String(entry?.slug);
    if (!conditions.has(slug)) {
      problems.push({
        file,
        where: `[${index}]/slug`,
        message: `no condition ${slug} in tables/symptoms.yaml`,
      });
    }
    if (listed.has(slug)) {
      problems.push({ file, where: `[${index}]/slug`, message: `${slug} has two lists` });
    }
    listed.add(slug);
    const terms = Array.isArray(entry?.sinonimos) ? (entry.sinonimos as unknown[]) : [];
    terms.forEach((term, position) => {
      if (typeof term !== 'string') return;
      const where = `[${index}]/sinonimos/${position}`;
      const folded = foldTerm(term);
      const owner = owners.get(folded);
      if (owner !== undefined) {
        problems.push({
          file,
          where,
          message:
            owner === slug
              ? `«${term}» is listed twice for ${slug} (accents and case do not count)`
              : `«${term}» is already a word of ${owner}: a term leads to one condition`,
        });
      }
      owners.set(folded, slug);
      const named = names.get(folded);
      if (named !== undefined && named !== slug) {
        problems.push({ file, where, message: `«${term}» is the name of ${named}` });
      }
    });
  });
  for (const [slug, row] of conditions) {
    if (row.estado === 'ACT' && !listed.has(slug)) {
      problems.push({
        file,
        where: '',
        message: `the active condition ${slug} has no search words`,
      });
    }
  }
}

interface SeedMentor {
  slug: string;
  name: string;
  specialty: string;
  photo: string | null;
  bio: string | null;
}

/**
 * One person, one name (issue #25): the specialists of home (`documents/page-blocks.yaml`
 * `mentors`) are the people who teach the classes. A class's mentor is one of them, written with
 * the same name, title, photo and biography; no two of them share a photo; each one teaches a
 * live class (home leads to their classes).
 */
export function checkMentors(
  seedDir: string,
  recorded: readonly { mentor?: SeedMentor | null }[],
  problems: SeedProblem[],
) {
  const blocks = readYaml(join(seedDir, 'documents/page-blocks.yaml')) as
    { mentors?: SeedMentor[] } | undefined;
  const mentors = new Map((blocks?.mentors ?? []).map((mentor) => [mentor.slug, mentor]));
  const photos = new Map<string, string>();
  for (const mentor of mentors.values()) {
    const owner = mentor.photo ? photos.get(mentor.photo) : undefined;
    if (owner) {
      problems.push({
        file: 'documents/page-blocks.yaml',
        where: `mentors/${mentor.slug}/photo`,
        message: `${mentor.photo} is already ${owner}'s photo`,
      });
    }
    if (mentor.photo) photos.set(mentor.photo, mentor.name);
  }
  const live = readYaml(join(seedDir, 'tables/live-classes.yaml'));
  const teaching = new Set<string>();
  const tables: [string, readonly { mentor?: SeedMentor | null }[]][] = [
    ['tables/live-classes.yaml', Array.isArray(live) ? live : []],
    ['tables/recorded-classes.yaml', recorded ?? []],
  ];
  for (const [file, rows] of tables) {
    rows.forEach((row, index) => {
      const mentor = row?.mentor;
      if (!mentor) return;
      const known = mentors.get(mentor.slug);
      const same =
        known &&
        (['name', 'specialty', 'photo', 'bio'] as const).every(
          (key) => (known[key] ?? null) === (mentor[key] ?? null),
        );
      if (!same) {
        problems.push({
          file,
          where: `[${index}]/mentor`,
          message: known
            ? `${mentor.slug} is written differently in documents/page-blocks.yaml mentors`
            : `${mentor.slug} is not one of documents/page-blocks.yaml mentors`,
        });
      }
      if (file === 'tables/live-classes.yaml') teaching.add(mentor.slug);
    });
  }
  for (const slug of mentors.keys()) {
    if (!teaching.has(slug)) {
      problems.push({
        file: 'documents/page-blocks.yaml',
        where: `mentors/${slug}`,
        message: 'teaches no live class (home leads to their classes)',
      });
    }
  }
}

type Check = (file: string, where: string, schema: string, value: unknown) => void;

/**
 * The recordings of a manifest written by the media script (`tables/recorded-class-media.yaml`,
 * `tables/publication-media.yaml`): their shape, the files on disk with the sizes they declare,
 * chapters and transcript in order within the recording.
 */
function checkMedia(
  seedDir: string,
  mediaDir: string,
  file: string,
  schema: 'SeedClassMedia' | 'SeedPublicationMedia',
  check: Check,
  problems: SeedProblem[],
) {
  if (!existsSync(join(seedDir, file))) return;
  const rows = readYaml(join(seedDir, file));
  if (!Array.isArray(rows)) {
    problems.push({ file, where: '', message: 'not a list' });
    return;
  }
  const ids = new Set<string>();
  (rows as (SeedClassMedia | SeedPublicationMedia)[]).forEach((clip, index) => {
    const where = `[${index}]`;
    check(file, where, schema, clip);
    if (ids.has(clip?.id)) problems.push({ file, where, message: `id ${clip.id} is listed twice` });
    ids.add(clip?.id);
    for (const key of ['video', 'audio'] as const) {
      const entry = clip?.[key];
      const path = entry && mediaFile(mediaDir, entry.url);
      if (path && statSync(path).size !== entry.bytes) {
        problems.push({
          file,
          where: `${where}/${key}/bytes`,
          message: `${entry.url} has ${statSync(path).size} bytes, not ${entry.bytes}`,
        });
      }
    }
    const duration = clip?.duration_seconds ?? 0;
    for (const key of ['chapters', 'transcript'] as const) {
      const starts = (clip?.[key] ?? []).map((part) => part.start_seconds);
      const ordered = starts.every((start, i) => i === 0 || start > starts[i - 1]!);
      if (!ordered || starts.some((start) => start >= duration)) {
        problems.push({
          file,
          where: `${where}/${key}`,
          message: `${key} must start in order, before the end of the clip (${duration} s)`,
        });
      }
    }
    if (clip?.chapters?.length && clip.chapters[0]!.start_seconds !== 0) {
      problems.push({
        file,
        where: `${where}/chapters/0`,
        message: 'the first chapter starts at 0',
      });
    }
  });
}

/**
 * The publications as stored: slugs unique; a review is whole (reviewer and both dates, or none),
 * on or after the publication day, with the next one after it; a reading has nothing to download;
 * a video and a podcast have their recording (and state no other length), a video's with its
 * video and captions, a podcast's with neither (its episode is the audio); a reading and an
 * infographic have none.
 */
export function checkPublications(rows: Publication[], problems: SeedProblem[]) {
  const file = 'tables/publications.yaml';
  const slugs = new Set<string>();
  rows.forEach((row, index) => {
    const at = (key: string) => `[${index}]${key ? `/${key}` : ''}`;
    const problem = (key: string, message: string) =>
      problems.push({ file, where: at(key), message });
    if (slugs.has(row.slug)) problem('slug', `slug ${row.slug} is used twice`);
    slugs.add(row.slug);
    const review = [row.reviewer, row.reviewed_at, row.next_review_at];
    if (review.some((value) => value === null) && review.some((value) => value != null)) {
      problem('reviewer', 'a review has its reviewer, reviewed_at and next_review_at, or none');
    }
    if (row.reviewed_at && row.reviewed_at < String(row.published_at).slice(0, 10)) {
      problem('reviewed_at', 'reviewed before it was published');
    }
    if (row.reviewed_at && row.next_review_at && !(row.next_review_at > row.reviewed_at)) {
      problem('next_review_at', 'the next review is due after the last one');
    }
    if (row.type === 'lectura' && row.downloadable) {
      problem('downloadable', 'a reading has no file to download');
    }
    const media = row.media;
    if (!media && (row.type === 'video' || row.type === 'podcast')) {
      problem(
        'media',
        `a ${row.type} has its recording (media: an id of tables/publication-media.yaml)`,
      );
    }
    if (media) {
      // A length its title states («de 10 minutos»; also its slug, its URL) is its recording's.
      for (const key of ['slug', 'title', 'summary'] as const) {
        for (const [, minutes] of row[key].replace(/-/g, ' ').matchAll(/(\d+)\s*minutos?\b/g)) {
          if (Number(minutes) !== row.duration) {
            problem(key, `says ${minutes} minutes, but the recording lasts ${row.duration}`);
          }
        }
      }
    }
    if (media && row.type === 'video' && (!media.video || !media.captions)) {
      problem('media', 'a video has its video file and Spanish captions');
    }
    if (media && row.type === 'podcast' && (media.video || media.captions)) {
      problem('media', 'a podcast is its audio: no video, no captions');
    }
    if (media && (row.type === 'lectura' || row.type === 'infografia')) {
      problem('media', `a ${row.type} has no recording (media: null)`);
    }
  });
}

/**
 * A length the card of a class states («Yoga exprés de 15 minutos»; also its slug, its URL) must
 * be the class's (the description may speak of shorter parts: «respira así un minuto»).
 */
function checkRecordedClasses(rows: StoredRecordedClass[], problems: SeedProblem[]) {
  rows.forEach((row, index) => {
    for (const key of ['slug', 'title', 'copy'] as const) {
      const text = String(row[key] ?? '').replace(/-/g, ' ');
      for (const [, minutes] of text.matchAll(/(\d+)\s*minutos?\b/g)) {
        if (Number(minutes) !== row.duration_minutes) {
          problems.push({
            file: 'tables/recorded-classes.yaml',
            where: `[${index}]/${key}`,
            message: `says ${minutes} minutes, but the class lasts ${row.duration_minutes}`,
          });
        }
      }
    }
  });
}

/** Tags a body's HTML may hold (content.yaml `ContentBodySection.html`). */
const BODY_TAGS = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'a']);
const MONTH_MS = (365.25 / 12) * 86_400_000;

/**
 * The bodies of the guides and tips: one for each item and none for an unknown slug, HTML of the
 * allowed tags, reviewed after publication and due again 12 to 18 months after the review.
 */
function checkContentBodies(seedDir: string, items: { slug: string }[], problems: SeedProblem[]) {
  const file = 'documents/content-bodies.yaml';
  const slugs = new Set(items.map((item) => item.slug));
  for (const [slug, detail] of Object.entries(contentBodies(seedDir)) as [string, ContentBody][]) {
    if (!slugs.has(slug)) {
      problems.push({
        file,
        where: slug,
        message: 'no guide or tip of tables/contents.yaml has this slug',
      });
    }
    (detail?.body ?? []).forEach((section, i) => {
      for (const [, tag] of String(section?.html ?? '').matchAll(/<\/?([a-z0-9]+)/gi)) {
        if (!BODY_TAGS.has(tag!.toLowerCase())) {
          problems.push({
            file,
            where: `${slug}/body/${i}/html`,
            message: `<${tag}> is not allowed`,
          });
        }
      }
    });
    const published = Date.parse(detail?.published_at);
    const reviewed = Date.parse(detail?.reviewed_at);
    const next = Date.parse(detail?.next_review_at);
    if (reviewed < published) {
      problems.push({
        file,
        where: `${slug}/reviewed_at`,
        message: 'reviewed before it was published',
      });
    }
    const months = (next - reviewed) / MONTH_MS;
    if (!(months >= 11.9 && months <= 18.1)) {
      problems.push({
        file,
        where: `${slug}/next_review_at`,
        message: 'the next review is due 12 to 18 months after the last one',
      });
    }
  }
}

/** slug → label of `tables/categories.yaml` (a slug listed twice is a problem). */
function categoryLabels(seedDir: string, problems: SeedProblem[]): Map<string, string> {
  const rows = readYaml(join(seedDir, 'tables/categories.yaml'));
  const labels = new Map<string, string>();
  if (!Array.isArray(rows)) return labels;
  rows.forEach((row: { slug?: unknown; label?: unknown } | null, index) => {
    if (typeof row?.slug !== 'string' || typeof row.label !== 'string') return;
    if (labels.has(row.slug)) {
      problems.push({
        file: 'tables/categories.yaml',
        where: `[${index}]/slug`,
        message: `category ${row.slug} is listed twice`,
      });
    }
    labels.set(row.slug, row.label);
  });
  return labels;
}

function readYaml(path: string): unknown {
  return existsSync(path) ? parse(readFileSync(path, 'utf8')) : undefined;
}

function walkStrings(value: unknown, visit: (text: string, path: string) => void, path = ''): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value))
    value.forEach((item, i) => walkStrings(item, visit, `${path}/${i}`));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) walkStrings(item, visit, `${path}/${key}`);
  }
}
