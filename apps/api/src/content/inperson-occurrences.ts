import { and, asc, eq, gt } from 'drizzle-orm';
import type { ContentSchema } from '@vivasalud/api-client/content';
import { limaDay } from '@vivasalud/config/lima';
import * as t from '../db/schema';
import type { Database } from '../db/client';
import { scheduleJobs, type JobHandler } from '../scheduler';
import { servedLiveClass } from '../seed/derived';

/**
 * The occurrences of the in-person classes (issue #29). A class is a weekly schedule («lunes y
 * miércoles, 7:00–8:00 a. m.»), not a dated event: what a member reserves is one occurrence of
 * it, a date and a time in Lima. The next `OCCURRENCE_WEEKS` weeks of every class are kept in
 * `inperson_occurrences`: filled by the seed, and by the service's scheduler (`OCCURRENCES_JOB`,
 * once at the start — `main.ts` — and then once a day, each run scheduling the next). Filling is
 * idempotent (an occurrence's slug is its class and its start), so any number of runs, on any
 * number of instances, insert each occurrence once.
 */

type InPersonClass = ContentSchema<'InPersonClass'>;
type Occurrence = ContentSchema<'InPersonOccurrence'>;
/** An occurrence as stored: without the computed seats. */
export type StoredOccurrence = Omit<Occurrence, 'seats_left' | 'reservation_closes_at'>;

/** How many weeks ahead the occurrences are kept. */
export const OCCURRENCE_WEEKS = 4;

/**
 * The places of an occurrence: the in-person content gives no capacity of its own (neither the
 * class nor its location), so every occurrence has the places of a studio class of the demo's
 * venues. A class whose body someday carries `capacity` uses its own.
 */
export const DEFAULT_INPERSON_CAPACITY = 20;

/** Lima's offset all year: Peru has no daylight saving time (since 1994). */
const LIMA_OFFSET = '-05:00';
const DAY_MS = 86_400_000;

/** ISO weekday (1 Monday … 7 Sunday) of a `YYYY-MM-DD` day. */
function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The day `days` after a `YYYY-MM-DD` day. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The occurrence slug of a class at a Lima day and `HH:MM`: `<class>--2026-11-30-0700`. */
export const occurrenceSlug = (classSlug: string, day: string, time: string) =>
  `${classSlug}--${day}-${time.replace(':', '')}`;

/**
 * The occurrences of a class's weekly schedule in the `weeks` weeks from the day of `now` in Lima
 * (that day included, even the hours already past: reserving closes by itself), in order. Times
 * are Lima's wall clock written with its fixed offset.
 */
export function occurrencesOf(
  item: Pick<InPersonClass, 'slug' | 'schedule'> & { capacity?: number },
  now: Date,
  weeks: number = OCCURRENCE_WEEKS,
): StoredOccurrence[] {
  const today = limaDay(now);
  const capacity = typeof item.capacity === 'number' ? item.capacity : DEFAULT_INPERSON_CAPACITY;
  const occurrences: StoredOccurrence[] = [];
  for (let offset = 0; offset < weeks * 7; offset += 1) {
    const day = addDays(today, offset);
    const weekday = isoWeekday(day);
    const slots = item.schedule
      .filter((slot) => slot.weekday === weekday)
      .sort((a, b) => a.start_time.localeCompare(b.start_time));
    for (const slot of slots) {
      occurrences.push({
        slug: occurrenceSlug(item.slug, day, slot.start_time),
        class_slug: item.slug,
        starts_at: `${day}T${slot.start_time}:00${LIMA_OFFSET}`,
        ends_at: `${day}T${slot.end_time}:00${LIMA_OFFSET}`,
        duration_minutes: minutesOf(slot.end_time) - minutesOf(slot.start_time),
        capacity,
      });
    }
  }
  return occurrences;
}

type Executor = Pick<Database, 'select' | 'insert'>;

/**
 * Keeps the occurrences of every class filled for the `weeks` weeks from `now` (those already
 * there are left as they are, their seats included); answers how many were added.
 */
export async function fillInPersonOccurrences(
  db: Executor,
  now: Date,
  weeks: number = OCCURRENCE_WEEKS,
): Promise<number> {
  const classes = await db.select({ body: t.inPersonClasses.body }).from(t.inPersonClasses);
  const rows = classes.flatMap(({ body }) =>
    occurrencesOf(body as InPersonClass, now, weeks).map((occurrence) => ({
      slug: occurrence.slug,
      classSlug: occurrence.class_slug,
      startsAt: new Date(occurrence.starts_at),
      body: occurrence,
    })),
  );
  if (!rows.length) return 0;
  const added = await db
    .insert(t.inPersonOccurrences)
    .values(rows)
    .onConflictDoNothing()
    .returning({ slug: t.inPersonOccurrences.slug });
  return added.length;
}

/** The scheduler's job that fills the occurrences, once a day. */
export const OCCURRENCES_JOB = 'inperson-occurrences';

/** The next fill: 00:05 of the day after `now`'s in Lima, one job per day (its key). */
export function nextOccurrencesJob(now: Date) {
  const day = addDays(limaDay(now), 1);
  return {
    kind: OCCURRENCES_JOB,
    uniqueKey: `${OCCURRENCES_JOB}:${day}`,
    runAt: new Date(`${day}T00:05:00${LIMA_OFFSET}`),
    payload: {},
  };
}

/**
 * Fills the window and schedules the next day's fill: the service's start (`main.ts`) and the
 * job itself call it.
 */
export async function keepOccurrencesFilled(db: Database, now: Date): Promise<number> {
  const added = await fillInPersonOccurrences(db, now);
  await scheduleJobs(db, [nextOccurrencesJob(now)], now);
  return added;
}

/** The scheduler's handler of `OCCURRENCES_JOB` (it sends nothing: `skipped` in its count). */
export function occurrencesJobHandler(db: Database): Record<string, JobHandler> {
  return {
    [OCCURRENCES_JOB]: async (_job, now) => {
      await keepOccurrencesFilled(db, now);
      return 'skipped';
    },
  };
}

/** An occurrence as it is served: with its seats left and when reserving it closes. */
export const servedOccurrence = (occurrence: StoredOccurrence, taken: number): Occurrence =>
  servedLiveClass(occurrence, taken);

/** The occurrences of a class still to start at `now`, soonest first, with their seats left. */
export async function upcomingOccurrences(
  db: Pick<Database, 'select'>,
  classSlug: string,
  now: Date,
): Promise<Occurrence[]> {
  const o = t.inPersonOccurrences;
  const rows = await db
    .select({ body: o.body, taken: o.seatsTaken })
    .from(o)
    .where(and(eq(o.classSlug, classSlug), gt(o.startsAt, now)))
    .orderBy(asc(o.startsAt));
  return rows.map((row) => servedOccurrence(row.body as StoredOccurrence, row.taken));
}
