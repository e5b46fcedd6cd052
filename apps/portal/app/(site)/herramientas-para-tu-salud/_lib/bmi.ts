import { ageInMonths, type Age } from './age';
import { percentileOf, lmsAt, zScore, type Sex } from './who/lms';
import type { WhoTables } from './who/tables';

/**
 * Body-mass index (IMC): kg / m², shown to one decimal, classified by age:
 * - adults 18–59: WHO's classification («Obesity: preventing and managing the global epidemic»,
 *   WHO Technical Report Series 894, 2000, table 2.1; with the thinness grades of WHO's Global
 *   Database on BMI);
 * - adults 60 and over: MINSA's table for older adults («Guía técnica para la valoración
 *   nutricional antropométrica de la persona adulta mayor», R.M. 240-2013/MINSA);
 * - children and adolescents 2–5 years (WHO Child Growth Standards 2006) and 5–18 years (WHO
 *   Growth Reference 2007): the BMI-for-age z-score (LMS method, `who/lms.ts`) and its percentile.
 * From 18 the adults' classification applies (the 2007 reference runs to 19, WHO's adult cut-offs
 * from 18). Under 2 years BMI is not used (weight-for-length is): the form does not take it.
 * A category is decided on the value shown (one decimal), so the number and its category agree.
 */

export const CHILD_MIN_YEARS = 2;
export const ADULT_FROM_YEARS = 18;
export const OLDER_ADULT_FROM_YEARS = 60;

export type BmiCategory =
  | 'Delgadez severa'
  | 'Delgadez III'
  | 'Delgadez II'
  | 'Delgadez I'
  | 'Delgadez'
  | 'Normal'
  | 'Sobrepeso'
  | 'Obesidad'
  | 'Obesidad I'
  | 'Obesidad II'
  | 'Obesidad III';

export interface BmiInput {
  weightKg: number;
  heightCm: number;
  sex: Sex;
  age: Age;
}

interface BmiBase {
  /** kg/m², unrounded. */
  bmi: number;
  /** kg/m² to one decimal, as shown. */
  shown: number;
  category: BmiCategory;
}

export type BmiResult =
  | (BmiBase & { group: 'adult'; reference: 'OMS' })
  | (BmiBase & { group: 'older-adult'; reference: 'MINSA' })
  | (BmiBase & {
      group: 'child';
      reference: 'OMS 2006' | 'OMS 2007';
      /** BMI-for-age z-score, to two decimals as WHO reports it. */
      z: number;
      /** Percentile (0–100), to one decimal. */
      percentile: number;
    });

export const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  // Number.EPSILON: 26.55 rounds to 26.6, not 26.5 (binary floating point). `|| 0`: never −0.
  const rounded =
    Math.round((value + Math.sign(value) * Number.EPSILON * Math.abs(value)) * factor) / factor;
  return rounded || 0;
};

export const bmiOf = (weightKg: number, heightCm: number) => weightKg / (heightCm / 100) ** 2;

/** WHO, adults 18–59 (TRS 894, table 2.1). */
export function adultCategory(bmi: number): BmiCategory {
  if (bmi < 16) return 'Delgadez III';
  if (bmi < 17) return 'Delgadez II';
  if (bmi < 18.5) return 'Delgadez I';
  if (bmi < 25) return 'Normal';
  if (bmi < 30) return 'Sobrepeso';
  if (bmi < 35) return 'Obesidad I';
  if (bmi < 40) return 'Obesidad II';
  return 'Obesidad III';
}

/** MINSA, adults 60 and over (R.M. 240-2013/MINSA). */
export function olderAdultCategory(bmi: number): BmiCategory {
  if (bmi <= 23) return 'Delgadez';
  if (bmi < 28) return 'Normal';
  if (bmi < 32) return 'Sobrepeso';
  return 'Obesidad';
}

/** WHO's BMI-for-age cut-offs as this issue sets them (> +2 SD obesity, > +1 overweight…). */
export function childCategory(z: number): BmiCategory {
  if (z < -3) return 'Delgadez severa';
  if (z < -2) return 'Delgadez';
  if (z > 2) return 'Obesidad';
  if (z > 1) return 'Sobrepeso';
  return 'Normal';
}

/** Whether a child's result needs the WHO tables (they load apart, see `who/tables.ts`). */
export const needsWhoTables = (age: Age) => age.years < ADULT_FROM_YEARS;

/**
 * The BMI and its classification. `tables` is needed for children only (`needsWhoTables`); the
 * result is undefined for an age the references do not cover (under 2 years).
 */
export function bmiResult(input: BmiInput, tables?: WhoTables): BmiResult | undefined {
  const bmi = bmiOf(input.weightKg, input.heightCm);
  const shown = roundTo(bmi, 1);
  const { years } = input.age;
  if (years >= OLDER_ADULT_FROM_YEARS) {
    return {
      group: 'older-adult',
      reference: 'MINSA',
      bmi,
      shown,
      category: olderAdultCategory(shown),
    };
  }
  if (years >= ADULT_FROM_YEARS) {
    return { group: 'adult', reference: 'OMS', bmi, shown, category: adultCategory(shown) };
  }
  if (!tables || years < CHILD_MIN_YEARS) return undefined;
  // WHO 2006 by day up to the last day of its table (1826 days, 60 months); WHO 2007 from there.
  // Its table starts at 731 days, the first standing-height row (day 730 is measured lying down):
  // a second birthday is read there.
  const months = ageInMonths(input.age);
  const byDay = lmsAt(tables.bmi0to5, input.sex, Math.max(input.age.days, tables.bmi0to5.from));
  const lms = byDay ?? lmsAt(tables.bmi5to19, input.sex, months);
  if (!lms) return undefined;
  const z = zScore(bmi, lms, { restricted: true });
  const zShown = roundTo(z, 2);
  return {
    group: 'child',
    reference: byDay ? 'OMS 2006' : 'OMS 2007',
    bmi,
    shown,
    z: zShown,
    percentile: roundTo(percentileOf(z), 1),
    category: childCategory(zShown),
  };
}
