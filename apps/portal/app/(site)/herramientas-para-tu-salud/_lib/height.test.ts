import { describe, expect, it } from 'vitest';
import { heightResult, midParentalHeight } from './height';
import { WHO_TABLES } from './who/tables';

const months = (value: number) => ({ days: value * 30.4375, years: Math.floor(value / 12) });

describe('mid-parental height (Tanner et al., Arch Dis Child 1970;45:755–62), ± 8.5 cm', () => {
  it.each([
    ['boy', 'm', 170, 158, 170.5, 162, 179],
    ['girl', 'f', 170, 158, 157.5, 149, 166],
    ['boy', 'm', 175.4, 161.3, 174.9, 166.4, 183.4],
    ['girl', 'f', 165, 150, 151, 142.5, 159.5],
  ] as const)(
    '%s, parents %s / %s cm → %s cm (%s–%s)',
    (_, sex, father, mother, expected, from, to) => {
      expect(heightResult({ sex, fatherCm: father, motherCm: mother })).toEqual({
        expected,
        range: { from, to },
      });
    },
  );

  it('is the plain formula', () => {
    expect(midParentalHeight('m', 170, 158)).toBe(170.5);
    expect(midParentalHeight('f', 170, 158)).toBe(157.5);
  });
});

describe('height-for-age (WHO Growth Reference 2007), 5–19 years', () => {
  it('WHO test vectors: girls of 60.32 and 60.911701 months, 113.8 and 113.6 cm → z 0.96 and 0.85', () => {
    const at = (age: number, cm: number) =>
      heightResult(
        { sex: 'f', fatherCm: 170, motherCm: 158, current: { heightCm: cm, age: months(age) } },
        WHO_TABLES,
      ).current;
    expect(at(60.32, 113.8)).toMatchObject({ z: 0.96, short: false });
    expect(at(60.911701, 113.6)).toMatchObject({ z: 0.85, short: false });
  });

  it('the median of a boy of 120 months (137.8 cm) is z 0, percentile 50', () => {
    const [, m] = WHO_TABLES.height5to19.rows['1'][60]!;
    const result = heightResult(
      { sex: 'm', fatherCm: 170, motherCm: 158, current: { heightCm: m, age: months(120) } },
      WHO_TABLES,
    );
    expect(result.current).toEqual({ z: 0, percentile: 50, short: false });
  });

  it('below −2 SD is short stature (see a paediatrician)', () => {
    const [l, m, s] = WHO_TABLES.height5to19.rows['2'][60]!;
    expect(l).toBe(1);
    const cm = m * (1 - 2.1 * s);
    const result = heightResult(
      { sex: 'f', fatherCm: 160, motherCm: 150, current: { heightCm: cm, age: months(120) } },
      WHO_TABLES,
    );
    expect(result.current).toMatchObject({ z: -2.1, short: true });
  });

  it('at exactly −2 SD it is not yet short stature', () => {
    const [, m, s] = WHO_TABLES.height5to19.rows['2'][60]!;
    const result = heightResult(
      {
        sex: 'f',
        fatherCm: 160,
        motherCm: 150,
        current: { heightCm: m * (1 - 2 * s), age: months(120) },
      },
      WHO_TABLES,
    );
    expect(result.current).toMatchObject({ z: -2, short: false });
  });

  it.each([
    ['4 years', 48],
    ['past the table’s last month, 229', 230],
  ])('outside 5–19 years (%s) there is no comparison', (_, age) => {
    const result = heightResult(
      { sex: 'm', fatherCm: 170, motherCm: 158, current: { heightCm: 100, age: months(age) } },
      WHO_TABLES,
    );
    expect(result.current).toEqual({ outOfRange: true });
  });
});
