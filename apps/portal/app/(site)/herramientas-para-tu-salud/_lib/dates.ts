/**
 * Calendar dates as the calculators use them: `YYYY-MM-DD` strings (what `<input type="date">`
 * sends and the URL keeps), computed in UTC so that a date never shifts with the server's or the
 * browser's time zone. Plain `Date.UTC` arithmetic: a date-only value needs no time-zone library,
 * and local-time helpers (date-fns' `addDays`…) would move dates across a zone change.
 */

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The days since 1970-01-01 of a real `YYYY-MM-DD` date, or undefined (2026-02-30 is not one). */
export function dayNumber(iso: string): number | undefined {
  const match = ISO_DATE.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return undefined;
  if (date.getUTCDate() !== day) return undefined;
  return time / DAY_MS;
}

/** The `YYYY-MM-DD` date of a day number. */
export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** `iso` moved by `days` (negative goes back). */
export function addDays(iso: string, days: number): string {
  const day = dayNumber(iso);
  if (day === undefined) throw new RangeError(`not a date: ${iso}`);
  return isoDate(day + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [a, b] = [dayNumber(from), dayNumber(to)];
  if (a === undefined || b === undefined) throw new RangeError(`not a date: ${from} / ${to}`);
  return b - a;
}

/** Today's date in Peru (America/Lima), where the portal's people are. */
export function todayInPeru(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(now);
}

const longDate = new Intl.DateTimeFormat('es-PE', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const monthName = new Intl.DateTimeFormat('es-PE', {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
});

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** «jueves 15 de enero de 2026». */
export const formatLongDate = (iso: string) => longDate.format(toDate(iso)).replace(',', '');
/** «enero de 2026». */
export const formatMonth = (iso: string) => monthName.format(toDate(iso));
