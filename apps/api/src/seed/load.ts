import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { parse } from 'yaml';
import type { ContentSchema } from '@vivasalud/api-client/content';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { systemClock, type Clock } from '../clock';
import { fillInPersonOccurrences, OCCURRENCE_WEEKS } from '../content/inperson-occurrences';
import { moveSchedule, SEED_ANCHOR_DATE, seedWeeks, shiftWeeks } from './dates';
import {
  contentRows,
  type DerivationProblem,
  publicationRows,
  recordedClassRows,
  type SeedSymptom,
  symptomRows,
} from './derived';
import { DOCUMENT_COLLECTIONS, type TABLES } from './registry';

/** A wellness catalog row as stored: the served item without the label of its category. */
type Stored<Item> = Omit<Item, 'category_label'>;

type Row<Name extends keyof typeof TABLES> = Name extends 'categories'
  ? ContentSchema<'Category'>
  : Name extends 'inperson-classes'
    ? ContentSchema<'InPersonClass'>
    : Name extends 'expert-sessions'
      ? ContentSchema<'ExpertSession'>
      : Name extends 'campaigns'
        ? ContentSchema<'ActiveCampaign'> & {
            active: boolean;
            title: string;
            landing?: Omit<ContentSchema<'Campaign'>, 'slug' | 'title'>;
          }
        : Name extends 'live-classes'
          ? Omit<Stored<ContentSchema<'LiveClass'>>, 'seats_left' | 'reservation_closes_at'> & {
              description: string;
            }
          : Name extends 'recorded-classes'
            ? Stored<ContentSchema<'RecordedClass'>>
            : Name extends 'contents'
              ? Stored<ContentSchema<'ContentItem'>>
              : Name extends 'publications'
                ? ContentSchema<'Publication'>
                : Name extends 'search-tags'
                  ? ContentSchema<'EtiquetaBusqueda'>
                  : Name extends 'symptoms'
                    ? SeedSymptom
                    : Name extends 'symptom-synonyms'
                      ? SymptomSynonyms
                      : Name extends 'comments'
                        ? ContentSchema<'CommentForm'> & { status: string; created_at: string }
                        : ContentSchema<'Ubigeo'>;

/** One condition's search words, as `tables/symptom-synonyms.yaml` writes them. */
export interface SymptomSynonyms {
  slug: string;
  sinonimos: string[];
}

function readYaml<T>(path: string): T {
  if (!existsSync(path)) throw new Error(`seed file missing: ${path}`);
  return parse(readFileSync(path, 'utf8')) as T;
}

/** Directory filter of a name: its first letter, upper case, accents folded (Á → A, Ñ stays). */
export function initialOf(name: string): string {
  const first = name.trim().charAt(0).toUpperCase();
  return first === 'Ñ' ? first : first.normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

/** Parent code of an INEI ubigeo: '' for a departamento, else the code without its last 2 digits. */
export function ubigeoParent(id: string): string {
  return id.length <= 2 ? '0' : id.slice(0, -2);
}

/** True when the database holds no content yet. */
export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.documents);
  return (row?.n ?? 0) === 0;
}

/**
 * The campaigns table's rows from `tables/campaigns.yaml`, moved by `weeks` like the schedule
 * (`./dates`): windows, draw and result dates, and the dates their texts name. 0: as written
 * (the dates of the anchor week), which tests use with a clock in that week.
 */
export function campaignRows(seedDir: string, weeks = 0) {
  const file = 'tables/campaigns.yaml';
  return moveSchedule(file, readYaml<Row<'campaigns'>[]>(join(seedDir, file)), weeks).map(
    ({ active, title, ...body }) => ({ slug: body.slug, title, active, body }),
  );
}

export interface SeedOptions {
  /** The time of seeding (tests: a fixed clock); the schedule is moved to its week. */
  clock?: Clock;
}

/**
 * Loads every seed file into the database in one transaction (the files were validated by tests).
 * The schedule (live classes, sessions with experts, campaigns) is written for the week of the anchor and
 * moved by whole weeks to the week of `clock.now()`: see `./dates`.
 */
export async function seedDatabase(
  db: Database,
  seedDir: string,
  { clock = systemClock }: SeedOptions = {},
): Promise<void> {
  const weeks = seedWeeks(clock.now());
  // `file` is a path under `seed/`, written with '/' (it names the file in `./dates` too).
  const read = <T>(file: string): T =>
    moveSchedule(file, readYaml<T>(join(seedDir, ...file.split('/'))), weeks);
  const table = <N extends keyof typeof TABLES>(name: N) => read<Row<N>[]>(`tables/${name}.yaml`);
  // What the seed names must be in it (a condition's mini-manuals): nothing is loaded otherwise.
  const problems: DerivationProblem[] = [];
  const symptoms = symptomRows(seedDir, problems);
  if (problems.length > 0) {
    throw new Error(
      `The seed refers to what it does not hold: ${problems
        .map((problem) => `${problem.file} ${problem.where}: ${problem.message}`)
        .join('; ')}`,
    );
  }

  await db.transaction(async (tx) => {
    const docs = Object.keys(DOCUMENT_COLLECTIONS).flatMap((collection) =>
      Object.entries(read<Record<string, unknown>>(`documents/${collection}.yaml`)).map(
        ([key, body]) => ({ collection, key: String(key), body }),
      ),
    );
    await tx.insert(t.documents).values(docs);

    await tx
      .insert(t.categories)
      .values(table('categories').map(({ slug, label }, position) => ({ slug, label, position })));
    const catalog = <Item extends { slug: string; category: string }>(items: Item[]) =>
      items.map((body, position) => ({ slug: body.slug, category: body.category, position, body }));
    await tx.insert(t.liveClasses).values(catalog(table('live-classes')));
    // With their computed values: a class's media and length, a guide's reading time.
    await tx.insert(t.recordedClasses).values(catalog(recordedClassRows(seedDir)));
    await tx.insert(t.contents).values(
      contentRows(seedDir).map((body, position) => ({
        slug: body.slug,
        category: body.category,
        publicationType: body.publication_type,
        position,
        body,
      })),
    );
    await tx.insert(t.publications).values(
      // With their computed values: a video's or podcast's media, its file and its length.
      publicationRows(seedDir).map((body) => ({
        id: body.id,
        slug: body.slug,
        type: body.type,
        categoryId: body.category.id,
        pillarId: body.pillar.id,
        topicIds: body.topics.map((topic) => topic.id),
        publishedAt: new Date(body.published_at),
        body,
      })),
    );
    await tx.insert(t.searchTags).values(
      table('search-tags').map((tag) => ({
        id: tag.id,
        tag: tag.etiqueta,
        name: tag.nombre,
        total: tag.totalMasBuscado,
        status: tag.estado,
      })),
    );
    await tx.insert(t.symptoms).values(
      symptoms.map(({ body, miniManuals }) => ({
        id: body.id,
        slug: body.slug,
        name: body.nombre,
        initial: initialOf(body.nombre),
        tags: body.etiquetas,
        mostSearched: body.masBuscado,
        status: body.estado,
        body,
        miniManuals,
      })),
    );
    const symptomIds = new Map(symptoms.map(({ body }) => [body.slug, body.id]));
    await tx
      .insert(t.symptomSynonyms)
      .values(
        table('symptom-synonyms').flatMap(({ slug, sinonimos }) =>
          sinonimos.map((term) => ({ term, symptomId: symptomIds.get(slug)! })),
        ),
      );
    await tx.insert(t.ubigeo).values(
      table('ubigeo').map((row) => ({
        id: row.id,
        parent: ubigeoParent(row.id),
        name: row.nombre,
        level: row.nivel,
      })),
    );
    await tx.insert(t.formSubmissions).values(
      table('comments').map(({ status, created_at, ...payload }) => ({
        form: 'comments',
        payload,
        status,
        createdAt: new Date(created_at),
      })),
    );
    await tx.insert(t.inPersonClasses).values(
      table('inperson-classes').map((body, position) => ({
        slug: body.slug,
        category: body.discipline,
        position,
        body,
      })),
    );
    // Their occurrences (issue #29), what is reserved: from the first day of the seeding week
    // (the anchor's weekday, as the schedule above moves) for one week more than the service
    // keeps, so the four weeks from any seeding day are there, and the seed depends only on the
    // week (a test's seeded copy fits a whole week). The service's start and scheduler go on.
    await fillInPersonOccurrences(
      tx,
      new Date(`${shiftWeeks(SEED_ANCHOR_DATE, weeks)}T12:00:00-05:00`),
      OCCURRENCE_WEEKS + 1,
    );
    await tx.insert(t.expertSessions).values(
      table('expert-sessions').map((body) => ({
        slug: body.slug,
        specialtyId: body.specialty_id ?? 0,
        startsAt: new Date(body.starts_at),
        body,
      })),
    );
    await tx.insert(t.campaigns).values(campaignRows(seedDir, weeks));
  });
}
