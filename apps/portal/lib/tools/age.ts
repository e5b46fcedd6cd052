/** A person's age as the calculators take it: whole years (`edad`) or a date of birth. */

/** Days in a month on average (WHO: age in months = age in days / 30.4375). */
export const DAYS_PER_MONTH = 30.4375;
/** Days in a year on average (365.25 = 12 × 30.4375). */
export const DAYS_PER_YEAR = 365.25;

/** An age in days; from whole years it is years × 365.25 (so months = years × 12 exactly). */
export interface Age {
  days: number;
}

export const ageFromYears = (years: number): Age => ({ days: years * DAYS_PER_YEAR });
export const ageInMonths = (age: Age) => age.days / DAYS_PER_MONTH;
export const ageInYears = (age: Age) => age.days / DAYS_PER_YEAR;
