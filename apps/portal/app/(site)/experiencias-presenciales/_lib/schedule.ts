/**
 * The weekly schedule of an in-person class in Spanish (es-PE), from its slots (ISO weekday and
 * `HH:MM` times, Lima's wall clock): the days that share a time together, «lunes y miércoles,
 * de 7:00 a 8:00 a. m.», each group after the other with «; ».
 */

import { formatLimaDay } from '@/lib/live-classes/dates';

export interface WeeklySlot {
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
  /** `HH:MM`, 24 h. */
  start_time: string;
  end_time: string;
}

const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

/** What the schedule says when the class has no slot. */
export const NO_SCHEDULE = 'Horario por confirmar';

const DAYS = new Intl.ListFormat('es', { type: 'conjunction' });
// A wall-clock time (no time zone of its own): read as UTC, written as UTC.
const CLOCK = new Intl.DateTimeFormat('es-PE', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'UTC',
});

/** «7:00» and «a. m.» of `HH:MM` (spaces as plain spaces). */
function clock(time: string): { time: string; period: string } {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const parts = CLOCK.formatToParts(Date.UTC(2024, 0, 1, hours, minutes));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    (parts.find((p) => p.type === type)?.value ?? '').replace(/\s/g, ' ');
  return { time: `${part('hour')}:${part('minute')}`, period: part('dayPeriod') };
}

/** «de 7:00 a 8:00 a. m.», or «de 11:30 a. m. a 12:30 p. m.» across noon. */
export function formatTimeRange(start: string, end: string): string {
  const from = clock(start);
  const to = clock(end);
  return from.period === to.period
    ? `de ${from.time} a ${to.time} ${to.period}`
    : `de ${from.time} ${from.period} a ${to.time} ${to.period}`;
}

/** The weekly schedule in Spanish (`NO_SCHEDULE` when empty). */
export function formatWeeklySchedule(slots: readonly WeeklySlot[]): string {
  if (slots.length === 0) return NO_SCHEDULE;
  const groups = new Map<
    string,
    { first: number; days: Set<number>; start: string; end: string }
  >();
  for (const slot of [...slots].sort((a, b) => a.weekday - b.weekday)) {
    const key = `${slot.start_time}-${slot.end_time}`;
    const group = groups.get(key) ?? {
      first: slot.weekday,
      days: new Set<number>(),
      start: slot.start_time,
      end: slot.end_time,
    };
    group.days.add(slot.weekday);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.first - b.first || a.start.localeCompare(b.start))
    .map(
      (group) =>
        `${DAYS.format([...group.days].map((day) => WEEKDAYS[day - 1] ?? String(day)))}, ${formatTimeRange(group.start, group.end)}`,
    )
    .join('; ');
}

// `HH:MM` (24 h) of an instant in Lima: the wall clock the schedule is written in.
const LIMA_CLOCK = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Lima',
});

/** `07:00` of an instant, in Lima. */
export function limaClock(iso: string): string {
  return LIMA_CLOCK.format(new Date(iso));
}

/**
 * One date of an in-person class (issue #29) in Spanish, in Lima: «lunes 30 de noviembre,
 * de 7:00 a 8:00 a. m.» (with the year when it is not `currentYear`), the live classes' day and the
 * schedule's time range.
 */
export function formatOccurrence(
  occurrence: { starts_at: string; ends_at: string },
  currentYear?: number,
): string {
  return `${formatLimaDay(occurrence.starts_at, currentYear)}, ${formatTimeRange(
    limaClock(occurrence.starts_at),
    limaClock(occurrence.ends_at),
  )}`;
}
