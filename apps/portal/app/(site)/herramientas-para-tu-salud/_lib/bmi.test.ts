import { describe, expect, it } from 'vitest';
import { ageFromDates, ageFromYears } from './age';
import { adultCategory, bmiResult, childCategory, olderAdultCategory, roundTo } from './bmi';
import { daysBetween } from './dates';
import { WHO_TABLES } from './who/tables';

const months = (value: number) => ({ days: value * 30.4375, years: Math.floor(value / 12) });

describe('IMC = kg / m², one decimal', () => {
  it.each([
    // [kg, cm, age, shown, category, reference]
    [70, 175, 30, 22.9, 'Normal', 'OMS'],
    [68, 160, 65, 26.6, 'Normal', 'MINSA'],
    [45, 170, 25, 15.6, 'Delgadez III', 'OMS'],
    [48, 170, 40, 16.6, 'Delgadez II', 'OMS'],
    [52, 170, 40, 18.0, 'Delgadez I', 'OMS'],
    [85, 175, 59, 27.8, 'Sobrepeso', 'OMS'],
    [100, 175, 18, 32.7, 'Obesidad I', 'OMS'],
    [115, 175, 45, 37.6, 'Obesidad II', 'OMS'],
    [130, 175, 45, 42.4, 'Obesidad III', 'OMS'],
    [58, 160, 60, 22.7, 'Delgadez', 'MINSA'],
    [75, 160, 70, 29.3, 'Sobrepeso', 'MINSA'],
    [90, 160, 80, 35.2, 'Obesidad', 'MINSA'],
  ] as const)(
    '%s kg, %s cm at %s years → %s %s (%s)',
    (kg, cm, years, shown, category, reference) => {
      const result = bmiResult({ weightKg: kg, heightCm: cm, sex: 'f', age: ageFromYears(years) });
      expect(result).toMatchObject({ shown, category, reference });
    },
  );
});

describe('WHO adult cut-offs (TRS 894, table 2.1), on the value shown', () => {
  it.each([
    [15.9, 'Delgadez III'],
    [16, 'Delgadez II'],
    [16.9, 'Delgadez II'],
    [17, 'Delgadez I'],
    [18.4, 'Delgadez I'],
    [18.5, 'Normal'],
    [24.9, 'Normal'],
    [25, 'Sobrepeso'],
    [29.9, 'Sobrepeso'],
    [30, 'Obesidad I'],
    [35, 'Obesidad II'],
    [39.9, 'Obesidad II'],
    [40, 'Obesidad III'],
  ] as const)('%s → %s', (bmi, category) => expect(adultCategory(bmi)).toBe(category));

  it('a BMI of 24.96 is shown as 25.0 and classified as the 25.0 it shows', () => {
    // 76.45 kg / 1.75² = 24.963…
    const result = bmiResult({ weightKg: 76.45, heightCm: 175, sex: 'm', age: ageFromYears(40) });
    expect(result).toMatchObject({ shown: 25, category: 'Sobrepeso' });
  });
});

describe('MINSA older adults (R.M. 240-2013/MINSA)', () => {
  it.each([
    [23, 'Delgadez'],
    [23.1, 'Normal'],
    [27.9, 'Normal'],
    [28, 'Sobrepeso'],
    [31.9, 'Sobrepeso'],
    [32, 'Obesidad'],
  ] as const)('%s → %s', (bmi, category) => expect(olderAdultCategory(bmi)).toBe(category));

  it('applies from 60 years; 59 is still WHO adult', () => {
    const at = (years: number) =>
      bmiResult({ weightKg: 60, heightCm: 160, sex: 'f', age: ageFromYears(years) });
    expect(at(59)).toMatchObject({ shown: 23.4, category: 'Normal', reference: 'OMS' });
    expect(at(60)).toMatchObject({ shown: 23.4, category: 'Normal', reference: 'MINSA' });
    expect(
      bmiResult({ weightKg: 58.9, heightCm: 160, sex: 'f', age: ageFromYears(60) }),
    ).toMatchObject({ shown: 23, category: 'Delgadez' });
  });
});

describe('children: BMI-for-age z-score (WHO LMS method)', () => {
  it.each([
    // WHO's own test vectors (WHO AnthroPlus / igrowup test data).
    ['girl', 60.32, 113.8, 18.7, -0.58],
    ['girl', 60.911701, 113.6, 20.5, 0.42],
  ] as const)('a %s of %s months, %s cm, %s kg → z %s (WHO 2007)', (_, age, cm, kg, z) => {
    const result = bmiResult(
      { weightKg: kg, heightCm: cm, sex: 'f', age: months(age) },
      WHO_TABLES,
    );
    expect(result).toMatchObject({ group: 'child', reference: 'OMS 2007', z });
  });

  it('at the median the z-score is 0 and the percentile 50 (WHO 2007, boy of 120 months)', () => {
    // A BMI of M: 1 m tall, M kg.
    const [, m] = WHO_TABLES.bmi5to19.rows['1'][120 - 60]!;
    const result = bmiResult(
      { weightKg: m, heightCm: 100, sex: 'm', age: months(120) },
      WHO_TABLES,
    );
    expect(result).toMatchObject({ z: 0, percentile: 50, category: 'Normal' });
  });

  it('interpolates L, M and S linearly between months (boy, 120.5 months)', () => {
    const [a, b] = [WHO_TABLES.bmi5to19.rows['1'][60]!, WHO_TABLES.bmi5to19.rows['1'][61]!];
    const m = (a[1] + b[1]) / 2;
    const result = bmiResult(
      { weightKg: m, heightCm: 100, sex: 'm', age: months(120.5) },
      WHO_TABLES,
    );
    expect(result).toMatchObject({ z: 0 });
  });

  it('uses WHO 2006 by day from 2 to 5 years (boy of 1095 days, at the median)', () => {
    const [, m] = WHO_TABLES.bmi0to5.rows['1'][1095 - 730]!;
    const result = bmiResult(
      { weightKg: m, heightCm: 100, sex: 'm', age: { days: 1095, years: 2 } },
      WHO_TABLES,
    );
    expect(result).toMatchObject({ reference: 'OMS 2006', z: 0, percentile: 50 });
  });

  it('restricts z beyond +3 SD to units of the 2–3 SD interval (WHO 2006, §7.1.3)', () => {
    // Girl, 120 months: SD3 and SD2 from the table's L, M, S; BMI one interval past SD3 → z 4.
    const [l, m, s] = WHO_TABLES.bmi5to19.rows['2'][60]!;
    const sd = (k: number) => m * (1 + l * s * k) ** (1 / l);
    const bmi = sd(3) + (sd(3) - sd(2));
    const result = bmiResult(
      { weightKg: bmi, heightCm: 100, sex: 'f', age: months(120) },
      WHO_TABLES,
    );
    expect(result).toMatchObject({ z: 4, category: 'Obesidad' });
    const below = sd(-3) - (sd(-2) - sd(-3));
    expect(
      bmiResult({ weightKg: below, heightCm: 100, sex: 'f', age: months(120) }, WHO_TABLES),
    ).toMatchObject({ z: -4, category: 'Delgadez severa' });
  });

  it('a second birthday reads the first standing row of WHO 2006 (day 731), not the lying one (730)', () => {
    const [, m] = WHO_TABLES.bmi0to5.rows['2'][0]!;
    const result = bmiResult(
      { weightKg: m, heightCm: 100, sex: 'f', age: { days: 730, years: 2 } },
      WHO_TABLES,
    );
    expect(result).toMatchObject({ reference: 'OMS 2006', z: 0 });
  });

  it('the day of the 18th birthday is an adult (born 2008-03-01, measured 2026-03-01: 4 leap days)', () => {
    const result = bmiResult(
      { weightKg: 60, heightCm: 170, sex: 'm', age: ageFromDates('2008-03-01', '2026-03-01') },
      WHO_TABLES,
    );
    expect(result).toMatchObject({ group: 'adult' });
  });

  it('from 18 years the adult classification applies', () => {
    const result = bmiResult(
      { weightKg: 60, heightCm: 170, sex: 'm', age: ageFromYears(18) },
      WHO_TABLES,
    );
    expect(result).toMatchObject({ group: 'adult', category: 'Normal' });
  });

  it('under 2 years there is no result', () => {
    expect(
      bmiResult({ weightKg: 10, heightCm: 80, sex: 'm', age: { days: 700, years: 1 } }, WHO_TABLES),
    ).toBeUndefined();
  });

  it('the age in months comes from the dates: days / 30.4375', () => {
    const days = daysBetween('2016-03-10', '2026-03-10');
    expect(days).toBe(3652);
    // 3652 / 30.4375 = 119.984 months: L, M and S 98.4 % of the way from month 119 to 120.
    const [a, b] = [WHO_TABLES.bmi5to19.rows['1'][59]!, WHO_TABLES.bmi5to19.rows['1'][60]!];
    const m = a[1] + (b[1] - a[1]) * (3652 / 30.4375 - 119);
    const result = bmiResult(
      { weightKg: m, heightCm: 100, sex: 'm', age: { days, years: 9 } },
      WHO_TABLES,
    );
    expect(result).toMatchObject({ reference: 'OMS 2007', z: 0 });
  });

  it.each([
    [-3.01, 'Delgadez severa'],
    [-3, 'Delgadez'],
    [-2.01, 'Delgadez'],
    [-2, 'Normal'],
    [1, 'Normal'],
    [1.01, 'Sobrepeso'],
    [2, 'Sobrepeso'],
    [2.01, 'Obesidad'],
  ] as const)('z %s → %s', (z, category) => expect(childCategory(z)).toBe(category));
});

describe('roundTo', () => {
  it.each([
    [26.5625, 1, 26.6],
    [26.55, 1, 26.6],
    [22.857, 1, 22.9],
    [-0.575, 2, -0.58],
  ])('%s to %s decimals → %s', (value, decimals, expected) =>
    expect(roundTo(value, decimals)).toBe(expected),
  );
});
