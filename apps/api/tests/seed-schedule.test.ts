import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { ContentSchema } from '@vivasalud/api-client/content';
import { endsAt } from '../src/content/live-classes';
import * as t from '../src/db/schema';
import { fakeClock } from '../src/identity/testing';
import { SEED_DIR } from '../src/paths';
import {
  limaDay,
  moveSchedule,
  SCHEDULED_FILES,
  SEED_ANCHOR_DATE,
  seedWeeks,
  shiftWeeks,
} from '../src/seed/dates';
import { startService } from './support';

const WEEK_MS = 7 * 86_400_000;

/** A seed file (path under `seed/`) as written. */
const written = <T>(file: string): T => parse(readFileSync(join(SEED_DIR, file), 'utf8')) as T;

type Scheduled = { slug: string; starts_at: string; duration_minutes: number };
const writtenClasses = written<Scheduled[]>('tables/live-classes.yaml');
const writtenSessions = written<(Scheduled & { specialty_id: number })[]>(
  'tables/expert-sessions.yaml',
);

/** Weekday (0 Sunday … 6 Saturday) and wall time of a date-time in Lima. */
const limaWeekdayAndTime = (dateTime: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Lima',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(dateTime));

describe('the week the seed schedule moves to', () => {
  const first = writtenClasses[0]!.starts_at;

  it('starts from the first class as written (Monday 2026-11-23, 19:00 in Lima)', () => {
    expect(first).toBe('2026-11-23T19:00:00-05:00');
  });

  it.each([
    ['the anchor day', '2026-11-26T09:00:00-05:00', 0, '2026-11-23T19:00:00-05:00'],
    ['a day after the anchor', '2026-11-27T09:00:00-05:00', 0, '2026-11-23T19:00:00-05:00'],
    // 01:00 UTC of Thursday 3 December: still Wednesday, the anchor's week, in Lima.
    [
      'six days after, a Lima evening already the next day in UTC',
      '2026-12-02T20:00:00-05:00',
      0,
      '2026-11-23T19:00:00-05:00',
    ],
    ['seven days after the anchor', '2026-12-03T00:00:00-05:00', 1, '2026-11-30T19:00:00-05:00'],
    // The week before: the first class passed a week ago, rather than starting tonight.
    ['the Monday before the anchor', '2026-11-23T08:00:00-05:00', -1, '2026-11-16T19:00:00-05:00'],
    ["New Year's Day", '2027-01-01T10:00:00-05:00', 5, '2026-12-28T19:00:00-05:00'],
    ['100 days after the anchor', '2027-03-06T12:00:00-05:00', 14, '2027-03-01T19:00:00-05:00'],
    ['a year after the anchor', '2027-11-26T12:00:00-05:00', 52, '2027-11-22T19:00:00-05:00'],
  ])('seeded on %s (%s): %i weeks, the first class at %s', (_, now, weeks, moved) => {
    expect(seedWeeks(new Date(now))).toBe(weeks);
    expect(shiftWeeks(first, weeks)).toBe(moved);
  });

  it('brings any seeding day into the seven Lima days from the anchor', () => {
    const anchor = Date.parse(SEED_ANCHOR_DATE);
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2040-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (now) => {
          const mapped = new Date(now.getTime() - seedWeeks(now) * WEEK_MS);
          const days = (Date.parse(limaDay(mapped)) - anchor) / 86_400_000;
          expect(days).toBeGreaterThanOrEqual(0);
          expect(days).toBeLessThan(7);
        },
      ),
    );
  });
});

describe('a seed date moved by whole weeks', () => {
  it.each([
    ['2026-11-23T19:00:00-05:00', 0, '2026-11-23T19:00:00-05:00'],
    // Across the New Year, both ways.
    ['2026-12-30T19:00:00-05:00', 1, '2027-01-06T19:00:00-05:00'],
    ['2027-01-04T07:00:00-05:00', -2, '2026-12-21T07:00:00-05:00'],
    // A Lima evening that is already the next day in UTC keeps its Lima day and time.
    ['2026-12-31T21:00:00-05:00', 5, '2027-02-04T21:00:00-05:00'],
    // Over a leap day.
    ['2028-02-24T08:00:00-05:00', 1, '2028-03-02T08:00:00-05:00'],
    // A date without time.
    ['2026-11-01', 3, '2026-11-22'],
  ])('%s + %i weeks → %s', (value, weeks, moved) => {
    expect(shiftWeeks(value, weeks)).toBe(moved);
    if (value.length > 10) {
      expect(Date.parse(moved) - Date.parse(value)).toBe(weeks * WEEK_MS);
      expect(limaWeekdayAndTime(moved)).toBe(limaWeekdayAndTime(value));
    }
  });

  it('refuses what is not a seed date', () => {
    expect(() => shiftWeeks('23/11/2026', 1)).toThrow('not a YYYY-MM-DD day');
    expect(() => shiftWeeks('2026-11-23 19:00', 1)).toThrow('not a seed date');
  });
});

describe('the seed files', () => {
  it.each(SCHEDULED_FILES)('%s says its dates are written for the anchor week', (file) => {
    expect(readFileSync(join(SEED_DIR, file), 'utf8')).toMatch(
      new RegExp(`^#.*ancla ${SEED_ANCHOR_DATE}`, 'm'),
    );
  });

  it('leave as written only the review dates of the guides and publications among the dates from the anchor on', () => {
    // Every date on or after the anchor that the loader does not move. The campaigns move with
    // the schedule (issue #25): their windows, draw dates and the dates their texts name.
    const fixed: string[] = [];
    for (const folder of ['documents', 'tables']) {
      for (const name of readdirSync(join(SEED_DIR, folder)).filter((f) => f.endsWith('.yaml'))) {
        const file = `${folder}/${name}`;
        const data = written<unknown>(file);
        compareStrings(data, moveSchedule(file, data, 1), (value, moved, path) => {
          if (/^\d{4}-\d{2}-\d{2}/.test(value) && value.slice(0, 10) >= SEED_ANCHOR_DATE) {
            if (moved === value) fixed.push(`${file} ${path}`);
            else expect(moved, `${file} ${path}`).toBe(shiftWeeks(value, 1));
          }
        });
      }
    }
    // A guide's next review (issue #19) is an editorial date, like its publication and review:
    // shown as written, never moved (a page seeded long after it says the review is due). So is a
    // Vive sanamente publication's (issue #30), and a condition's of the symptoms directory
    // (issue #31).
    const nextReviews = fixed.filter(
      (entry) =>
        /^documents\/content-bodies\.yaml \/[a-z0-9-]+\/next_review_at$/.test(entry) ||
        /^tables\/publications\.yaml \/\d+\/next_review_at$/.test(entry) ||
        /^tables\/symptoms\.yaml \/\d+\/revision\/proximaRevision$/.test(entry),
    );
    expect(nextReviews.length).toBeGreaterThan(0);
    expect(fixed.filter((entry) => !nextReviews.includes(entry))).toEqual([]);
  });
});

describe('seeded 100 days after the anchor', () => {
  const now = new Date('2027-03-06T12:00:00-05:00');
  const weeks = 14;
  let service: Awaited<ReturnType<typeof startService>>;
  beforeAll(async () => {
    // The service's clock is the seeding day's too: home lists what is to come from then on.
    service = await startService(
      { identity: { clock: fakeClock(now) } },
      { seedClock: fakeClock(now) },
    );
  });
  afterAll(() => service.stop());

  const get = async <T>(url: string) => {
    const response = await service.app.inject({ url: `/content${url}` });
    expect(response.statusCode, url).toBe(200);
    return response.json() as T;
  };
  const catalog = async () =>
    (
      await get<{ results: ContentSchema<'LiveClass'>[] }>(
        '/wellness/resources/catalog/?page_size=100',
      )
    ).results;

  it('has the first class passed and most of them still to come', async () => {
    const cards = await catalog();
    expect(cards).toHaveLength(writtenClasses.length);
    const first = await get<ContentSchema<'LiveClassDetail'>>(
      `/wellness/resources/catalog/${cards[0]!.slug}/`,
    );
    expect(first.starts_at).toBe('2027-03-01T19:00:00-05:00');
    expect(first.ends_at).toBe(endsAt(first.starts_at, first.duration_minutes));
    expect(Date.parse(first.ends_at)).toBeLessThan(now.getTime());
    const upcoming = cards.filter((card) => Date.parse(card.starts_at) > now.getTime());
    expect(upcoming.length).toBeGreaterThanOrEqual(30);
  });

  it('keeps every class in the written order, on its Lima weekday and time', async () => {
    const cards = await catalog();
    cards.forEach((card, i) => {
      const row = writtenClasses[i]!;
      expect(card.slug).toBe(row.slug);
      expect(card.starts_at).toBe(shiftWeeks(row.starts_at, weeks));
      expect(card.starts_at.slice(10)).toBe(row.starts_at.slice(10));
      expect(limaWeekdayAndTime(card.starts_at)).toBe(limaWeekdayAndTime(row.starts_at));
    });
  });

  it('lists on home the moved catalog classes still to come', async () => {
    const cards = new Map((await catalog()).map((card) => [card.slug, card]));
    const block = await get<ContentSchema<'LiveResourcesSection'>>(
      '/wellness/sections/home_live_resources/',
    );
    expect(block.results.length).toBeGreaterThan(0);
    for (const item of block.results) {
      expect(item).toEqual(cards.get(item.slug));
      expect(Date.parse(endsAt(item.starts_at, item.duration_minutes))).toBeGreaterThan(
        now.getTime(),
      );
    }
  });

  it('moves the campaign windows too: the giveaway is open, the banner and sign-ups answer', async () => {
    const giveaway = await get<ContentSchema<'Campaign'>>('/campaigns/sorteo-audifonos/');
    expect(giveaway.available_from).toBe(shiftWeeks('2026-11-01T00:00:00-05:00', weeks));
    expect(giveaway.available_until).toBe(shiftWeeks('2027-01-31T23:59:59-05:00', weeks));
    expect(Date.parse(giveaway.available_until)).toBeGreaterThan(now.getTime());
    expect(giveaway.terms?.draw_date).toBe(shiftWeeks('2027-02-05T11:00:00-05:00', weeks));
    // The terms name the moved dates, on the same weekdays (whole weeks).
    expect(giveaway.terms?.duration).toContain('hasta el 9 de mayo de 2027');
    expect(giveaway.terms?.winner_selection).toContain('el viernes 14 de mayo de 2027');
    expect(JSON.stringify(giveaway)).not.toMatch(/\{fecha:/);
    const active = await get<{ slug: string }>('/campaigns/active/');
    expect(active.slug).toBe('sorteo-audifonos');
    const ended = await get<ContentSchema<'Campaign'>>('/campaigns/sorteo-kit-bienestar/');
    expect(Date.parse(ended.available_until)).toBeLessThan(now.getTime());
    const race = await get<ContentSchema<'Campaign'>>('/campaigns/corre-por-la-p/');
    expect(race.available_until).toBe(shiftWeeks('2027-06-13T23:59:59-05:00', weeks));
    expect(race.event?.starts_at).toBe(shiftWeeks('2027-06-13T07:00:00-05:00', weeks));
    expect(race.event?.registration_opens_at).toBe(shiftWeeks('2027-04-01T00:00:00-05:00', weeks));
  });

  it('moves the sessions with experts, and lists them by their moved date', async () => {
    const stored = await service.database.db.select().from(t.expertSessions);
    expect(stored).toHaveLength(writtenSessions.length);
    for (const row of writtenSessions) {
      const session = stored.find((s) => s.slug === row.slug)!;
      const body = session.body as ContentSchema<'ExpertSession'>;
      expect(body.starts_at).toBe(shiftWeeks(row.starts_at, weeks));
      expect(session.startsAt.getTime()).toBe(Date.parse(body.starts_at));
    }
    const specialty = writtenSessions[0]!.specialty_id;
    const listed = await get<ContentSchema<'ExpertSession'>[]>(
      `/backoffice/session-experts/sessions/?specialty=${specialty}`,
    );
    const starts = listed.map((s) => Date.parse(s.starts_at));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(stored.some((s) => s.startsAt.getTime() > now.getTime())).toBe(true);
  });
});

/** Visits the strings of two values of the same shape side by side. */
function compareStrings(
  value: unknown,
  moved: unknown,
  visit: (value: string, moved: unknown, path: string) => void,
  path = '',
): void {
  if (typeof value === 'string') visit(value, moved, path);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      compareStrings(item, (moved as Record<string, unknown>)[key], visit, `${path}/${key}`);
    }
  }
}
