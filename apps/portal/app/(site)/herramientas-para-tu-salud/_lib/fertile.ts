import { addDays } from './dates';

/**
 * Fertile days, from the first day of the last period (`YYYY-MM-DD`):
 * - regular cycles (21–45 days): next period = last period + cycle; ovulation = next period − 14
 *   days (the luteal phase, about 14 days); fertile window from 5 days before ovulation to the day
 *   after it (A. J. Wilcox, C. R. Weinberg, D. D. Baird, «Timing of sexual intercourse in relation
 *   to ovulation», N Engl J Med 1995;333:1517–21: conception happens in the six days ending on
 *   ovulation; the day after covers its uncertainty), for the next three cycles;
 * - irregular cycles (shortest and longest of the last cycles): WHO's calendar-rhythm method
 *   (WHO/CCP, «Family Planning: A Global Handbook for Providers», 2022, «Calendar-based methods»):
 *   first fertile day = shortest − 18, last fertile day = longest − 11 (cycle days, the period's
 *   first day being day 1), for the cycle that began with the last period.
 * An estimate, not contraception: the page says so. Computed wherever the page renders; nothing
 * is stored or logged.
 */

export const CYCLE_MIN_DAYS = 21;
export const CYCLE_MAX_DAYS = 45;
export const LUTEAL_PHASE_DAYS = 14;
export const CYCLES_SHOWN = 3;

export type FertileInput =
  { lastPeriod: string; cycle: number } | { lastPeriod: string; shortest: number; longest: number };

export interface FertileCycle {
  /** First day of this cycle's period. */
  start: string;
  /** The fertile window, inclusive. */
  fertile: { from: string; to: string };
  /** The estimated ovulation day (regular cycles only). */
  ovulation?: string;
  /** The next period: one day (regular) or the range between shortest and longest. */
  nextPeriod: { from: string; to: string };
}

export interface FertileResult {
  method: 'regular' | 'calendar';
  cycles: FertileCycle[];
}

export function fertileResult(input: FertileInput): FertileResult {
  if ('cycle' in input) {
    const cycles: FertileCycle[] = [];
    let start = input.lastPeriod;
    for (let index = 0; index < CYCLES_SHOWN; index++) {
      const next = addDays(start, input.cycle);
      const ovulation = addDays(next, -LUTEAL_PHASE_DAYS);
      cycles.push({
        start,
        ovulation,
        fertile: { from: addDays(ovulation, -5), to: addDays(ovulation, 1) },
        nextPeriod: { from: next, to: next },
      });
      start = next;
    }
    return { method: 'regular', cycles };
  }
  // Cycle day n is `lastPeriod` + (n − 1) days.
  const { lastPeriod, shortest, longest } = input;
  return {
    method: 'calendar',
    cycles: [
      {
        start: lastPeriod,
        fertile: {
          from: addDays(lastPeriod, shortest - 18 - 1),
          to: addDays(lastPeriod, longest - 11 - 1),
        },
        nextPeriod: { from: addDays(lastPeriod, shortest), to: addDays(lastPeriod, longest) },
      },
    ],
  };
}
