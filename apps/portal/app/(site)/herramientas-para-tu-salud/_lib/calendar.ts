import { addDays, dayNumber, daysBetween } from './dates';
import type { FertileResult } from './fertile';

/**
 * The fertile days' result on month calendars (weeks from Monday, as calendars in Peru are
 * printed): every month from the last period to the last date of the result, each day marked as
 * a period start, a fertile day or the estimated ovulation.
 */

export type DayKind = 'period' | 'possible-period' | 'fertile' | 'ovulation';

export const DAY_KIND_LABEL: Record<DayKind, string> = {
  period: 'inicio de menstruación',
  'possible-period': 'posible inicio de menstruación',
  fertile: 'día fértil',
  ovulation: 'ovulación estimada',
};

export interface CalendarDay {
  iso: string;
  day: number;
  kind?: DayKind;
}

export interface CalendarMonth {
  /** `YYYY-MM-01`. */
  first: string;
  /** Weeks Monday to Sunday; `null` outside the month. */
  weeks: (CalendarDay | null)[][];
}

function eachDay(from: string, to: string, visit: (iso: string) => void) {
  for (let offset = 0; offset <= daysBetween(from, to); offset++) visit(addDays(from, offset));
}

/**
 * The day marks of a result: the ovulation wins over the fertile day it falls on, and a fertile
 * day is never hidden by a possible period start (irregular cycles: a range of days).
 */
export function dayKinds(result: FertileResult): Map<string, DayKind> {
  const kinds = new Map<string, DayKind>();
  for (const cycle of result.cycles) {
    kinds.set(cycle.start, 'period');
    eachDay(cycle.fertile.from, cycle.fertile.to, (iso) => kinds.set(iso, 'fertile'));
    if (cycle.ovulation) kinds.set(cycle.ovulation, 'ovulation');
    const { from, to } = cycle.nextPeriod;
    const next: DayKind = from === to ? 'period' : 'possible-period';
    eachDay(from, to, (iso) => {
      if (!kinds.has(iso)) kinds.set(iso, next);
    });
  }
  return kinds;
}

export function calendarMonths(result: FertileResult): CalendarMonth[] {
  const first = result.cycles[0];
  const last = result.cycles.at(-1);
  if (!first || !last) return [];
  const kinds = dayKinds(result);
  const months: CalendarMonth[] = [];
  let month = `${first.start.slice(0, 7)}-01`;
  const end = last.nextPeriod.to;
  while (month <= end) {
    const date = new Date(dayNumber(month)! * 86_400_000);
    const length = new Date(
      Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0),
    ).getUTCDate();
    // getUTCDay: 0 Sunday … 6 Saturday; Monday-first offset.
    const lead = (date.getUTCDay() + 6) % 7;
    const cells: (CalendarDay | null)[] = Array.from({ length: lead }, () => null);
    for (let day = 1; day <= length; day++) {
      const iso = addDays(month, day - 1);
      const kind = kinds.get(iso);
      cells.push(kind ? { iso, day, kind } : { iso, day });
    }
    while (cells.length % 7 !== 0) cells.push(null);
    const weeks: (CalendarDay | null)[][] = [];
    for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
    months.push({ first: month, weeks });
    month = addDays(month, length);
  }
  return months;
}
