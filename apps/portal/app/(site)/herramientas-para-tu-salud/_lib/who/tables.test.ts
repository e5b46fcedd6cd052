import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTables } from './build-tables.mjs';
import { ageRange, lmsAt } from './lms';
import { WHO_TABLES } from './tables';

describe('the WHO tables shipped as JSON', () => {
  it('are the TSVs of data/ (run `node app/(site)/herramientas-para-tu-salud/_lib/who/build-tables.mjs` after changing them)', () => {
    expect(WHO_TABLES).toEqual(buildTables());
  });

  it.each([
    ['bmi0to5', [731, 1826]],
    ['bmi5to19', [60, 229]],
    ['height5to19', [60, 229]],
  ] as const)('%s covers ages %j for both sexes', (name, range) => {
    const table = WHO_TABLES[name];
    expect(ageRange(table)).toEqual(range);
    expect(table.rows['2']).toHaveLength(table.rows['1'].length);
  });

  it('matches rows of the published files (girl 60 months, BMI: L −0.8702, M 15.2453, S 0.09646)', () => {
    const line = readFileSync(new URL('./data/bmi-for-age-5-19y.tsv', import.meta.url), 'utf8')
      .split(/\r?\n/)
      .find((row) => row.startsWith('2\t60\t'));
    expect(line?.trim()).toBe('2\t60\t-0.8702\t15.2453\t0.09646');
    expect(lmsAt(WHO_TABLES.bmi5to19, 'f', 60)).toEqual([-0.8702, 15.2453, 0.09646]);
  });

  it('has nothing outside its ages', () => {
    expect(lmsAt(WHO_TABLES.bmi0to5, 'm', 730)).toBeUndefined();
    expect(lmsAt(WHO_TABLES.bmi5to19, 'm', 229.5)).toBeUndefined();
  });
});
