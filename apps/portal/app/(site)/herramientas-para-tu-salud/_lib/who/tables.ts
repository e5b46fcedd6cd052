import type { LmsTable } from './lms';
import tables from './tables.json';

/**
 * The WHO tables the calculators read (built from `data/*.tsv` by `build-tables.mjs`): imported only
 * where a child's result is computed, so that the adults' calculators do not carry them.
 */
export const WHO_TABLES = tables as unknown as {
  /** BMI-for-age, WHO Child Growth Standards 2006, by day, from 731 days (standing) to 1826. */
  bmi0to5: LmsTable;
  /** BMI-for-age, WHO Growth Reference 2007, by month, 60 to 228 months. */
  bmi5to19: LmsTable;
  /** Height-for-age, WHO Growth Reference 2007, by month, 60 to 228 months. */
  height5to19: LmsTable;
};

export type WhoTables = typeof WHO_TABLES;
