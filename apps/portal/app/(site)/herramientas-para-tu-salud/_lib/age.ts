/**
 * A person's age as the calculators take it: whole years (`edad`) or a date of birth.
 * Boundaries (2, 18, 60 years) use completed years, counted on the calendar (a birthday is the
 * day the age changes, whatever the leap days); the WHO references use the age in days.
 */
import { daysBetween } from './dates';

/** Days in a month on average (WHO: age in months = age in days / 30.4375). */
export const DAYS_PER_MONTH = 30.4375;
/** Days in a year on average (365.25 = 12 × 30.4375). */
export const DAYS_PER_YEAR = 365.25;

export interface Age {
  /** Completed years. */
  years: number;
  /** Age in days, for the WHO tables. */
  days: number;
}

/**
 * From completed years only: the middle of that year of life (a child who says 7 is, on average,
 * seven and a half), since the exact day is not known.
 */
export const ageFromYears = (years: number): Age => ({
  years,
  days: (years + 0.5) * DAYS_PER_YEAR,
});

/** Completed years between two `YYYY-MM-DD` dates (the birthday counts from its day). */
export function completedYears(birth: string, on: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** From a date of birth and the measurement date. */
export const ageFromDates = (birth: string, measured: string): Age => ({
  years: completedYears(birth, measured),
  days: daysBetween(birth, measured),
});

export const ageInMonths = (age: Age) => age.days / DAYS_PER_MONTH;
