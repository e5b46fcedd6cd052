import { ageInMonths, type Age } from './age';
import { roundTo } from './bmi';
import { lmsAt, percentileOf, zScore, type Sex } from './who/lms';
import type { WhoTables } from './who/tables';

/**
 * Expected adult height by the mid-parental method (J. M. Tanner, H. Goldstein, R. H. Whitehouse,
 * «Standards for children's height at ages 2–9 years allowing for height of parents», Arch Dis
 * Child 1970;45:755–62): a boy (father + mother + 13) / 2, a girl (father + mother − 13) / 2, with
 * a target range of ± 8.5 cm. With the child's current height and age between 5 and 19 years,
 * also the height-for-age z-score of the WHO Growth Reference 2007 (LMS method, not restricted:
 * WHO restricts only weight-based indicators); below −2 SD is short stature («talla baja»), to
 * be seen by a paediatrician.
 */

export const MID_PARENTAL_RANGE_CM = 8.5;
export const SHORT_STATURE_Z = -2;

export interface HeightInput {
  /** The child's sex. */
  sex: Sex;
  fatherCm: number;
  motherCm: number;
  /** The child's current height and age, both or neither. */
  current?: { heightCm: number; age: Age };
}

export interface HeightResult {
  /** Mid-parental height, cm to one decimal. */
  expected: number;
  range: { from: number; to: number };
  /** The child's height-for-age now; `outOfRange` when the age is outside 5–19 years. */
  current?:
    { z: number; percentile: number; short: boolean; outOfRange?: false } | { outOfRange: true };
}

export function midParentalHeight(sex: Sex, fatherCm: number, motherCm: number): number {
  return (fatherCm + motherCm + (sex === 'm' ? 13 : -13)) / 2;
}

/** The result; `tables` is needed when `current` is given (see `who/tables.ts`). */
export function heightResult(input: HeightInput, tables?: WhoTables): HeightResult {
  const expected = midParentalHeight(input.sex, input.fatherCm, input.motherCm);
  const result: HeightResult = {
    expected: roundTo(expected, 1),
    range: {
      from: roundTo(expected - MID_PARENTAL_RANGE_CM, 1),
      to: roundTo(expected + MID_PARENTAL_RANGE_CM, 1),
    },
  };
  if (!input.current || !tables) return result;
  const lms = lmsAt(tables.height5to19, input.sex, ageInMonths(input.current.age));
  if (!lms) return { ...result, current: { outOfRange: true } };
  const z = zScore(input.current.heightCm, lms, { restricted: false });
  const zShown = roundTo(z, 2);
  return {
    ...result,
    current: {
      z: zShown,
      percentile: roundTo(percentileOf(z), 1),
      short: zShown < SHORT_STATURE_Z,
    },
  };
}
