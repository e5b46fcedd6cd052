import { formatLimaDate } from '@vivasalud/config/lima';

/**
 * The seed's schedule — live classes, sessions with experts — is written as it looks on one day,
 * the anchor. When the database is seeded, the loader moves it by the whole number of weeks that
 * brings the seeding day (in Lima) into the seven days that start on the anchor. Whole weeks keep every weekday, every Lima time and the written offset
 * (−05:00: Peru has no daylight saving time), and keep past and future as written: what is written
 * before the anchor has passed (the first class, Monday 2026-11-23), what is written from a week
 * after it is still to come, whatever day the service is seeded.
 */
export const SEED_ANCHOR_DATE = '2026-11-26';

/** The time zone of the seeding day (the schedule's times are written with its offset). */
export const SEED_TIME_ZONE = 'America/Lima';

const DAY_MS = 86_400_000;
const LIMA_DAY = new Intl.DateTimeFormat('en-US', {
  timeZone: SEED_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of `instant` in Lima, `YYYY-MM-DD`. */
export function limaDay(instant: Date): string {
  const parts = LIMA_DAY.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** UTC midnight of a `YYYY-MM-DD` day, in milliseconds. */
function dayMs(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`not a YYYY-MM-DD day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/**
 * Whole weeks to move the schedule by when it is seeded at `now`: 0 from the anchor day to six
 * days after it, 1 the week after, −1 the week before (Lima days).
 */
export function seedWeeks(now: Date, anchor: string = SEED_ANCHOR_DATE): number {
  const days = Math.round((dayMs(limaDay(now)) - dayMs(anchor)) / DAY_MS);
  return Math.floor(days / 7);
}

/**
 * A seed date (`2026-11-23`) or date-time (`2026-11-23T19:00:00-05:00`) moved by whole weeks:
 * the calendar day moves, the time and the offset stay as written.
 */
export function shiftWeeks(value: string, weeks: number): string {
  const day = value.slice(0, 10);
  if (value.length > 10 && value[10] !== 'T') throw new Error(`not a seed date: ${value}`);
  const moved = new Date(dayMs(day) + weeks * 7 * DAY_MS).toISOString().slice(0, 10);
  return `${moved}${value.slice(10)}`;
}

type Move = (value: string) => string;
type Scheduled = { starts_at: string };

const startsAt = (move: Move) => (row: Scheduled) => ({ ...row, starts_at: move(row.starts_at) });

/** A seed date or date-time value, as the schedule writes them. */
const DATE_VALUE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/;

/**
 * A date named in a campaign's text: `{fecha:2027-01-31}`, written as seen on the anchor day and
 * answered moved, in Spanish («31 de enero de 2027», the day in Lima). A weekday written beside it
 * («el viernes {fecha:2027-02-05}») stays true: the schedule moves by whole weeks.
 */
export const TEXT_DATE = /\{fecha:(\d{4}-\d{2}-\d{2})\}/g;

/** «31 de enero de 2027» for the seed day `2027-01-31` (noon in Lima: the same day there). */
export const spanishDay = (day: string) => formatLimaDate(`${day}T12:00:00-05:00`);

/**
 * A campaign's record (its windows, its draw and result dates, the dates its text names), moved:
 * every date value by `move`, every `{fecha:…}` of a text moved and written in Spanish. A
 * campaign's dates are one set: its window, its terms and its copy move together.
 */
function moveCampaign(value: unknown, move: Move): unknown {
  if (typeof value === 'string') {
    if (DATE_VALUE.test(value)) return move(value);
    return value.replace(TEXT_DATE, (_, day: string) => spanishDay(move(day)));
  }
  if (Array.isArray(value)) return value.map((item) => moveCampaign(item, move));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, moveCampaign(item, move)]),
    );
  }
  return value;
}

/**
 * Where the seed writes its schedule: by seed file, the values the loader moves. Something new
 * with a date the portal shows as upcoming belongs here (a test lists every date on or after the
 * anchor that is left as written). The campaigns (issue #25) move with the classes: seeded any
 * day, the giveaway is open and the race is to come, and no test depends on the calendar.
 */
const SCHEDULE: Record<string, (data: unknown, move: Move) => unknown> = {
  'tables/live-classes.yaml': (rows, move) => (rows as Scheduled[]).map(startsAt(move)),
  'tables/expert-sessions.yaml': (rows, move) => (rows as Scheduled[]).map(startsAt(move)),
  'tables/campaigns.yaml': moveCampaign,
  'documents/campania.yaml': moveCampaign,
  // Only the campaign pages (`campaign-<slug>`) of the portal's pages.
  'documents/pages.yaml': (pages, move) =>
    Object.fromEntries(
      Object.entries(pages as Record<string, unknown>).map(([key, page]) => [
        key,
        key.startsWith('campaign-') ? moveCampaign(page, move) : page,
      ]),
    ),
};

/** The seed files whose schedule the loader moves (paths under `seed/`). */
export const SCHEDULED_FILES = Object.keys(SCHEDULE);

/** The content of a seed file (`file` under `seed/`) with its schedule moved by `weeks`. */
export function moveSchedule<T>(file: string, data: T, weeks: number): T {
  const move = SCHEDULE[file];
  // Even unmoved (0 weeks), a campaign's `{fecha:…}` are written out.
  if (!move) return data;
  return move(data, (value) => shiftWeeks(value, weeks)) as T;
}
