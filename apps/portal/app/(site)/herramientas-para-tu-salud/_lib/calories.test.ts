import { describe, expect, it } from 'vitest';
import { caloriesResult, mifflinStJeor, type CaloriesInput } from './calories';

const man: CaloriesInput = {
  sex: 'm',
  ageYears: 30,
  weightKg: 80,
  heightCm: 180,
  activity: 'moderada',
  goal: 'mantener',
};
const woman: CaloriesInput = {
  sex: 'f',
  ageYears: 30,
  weightKg: 60,
  heightCm: 165,
  activity: 'sedentaria',
  goal: 'mantener',
};

describe('Mifflin–St Jeor (Am J Clin Nutr 1990;51:241–7)', () => {
  it.each([
    ['man 30 y, 80 kg, 180 cm', man, 1780],
    ['woman 30 y, 60 kg, 165 cm', woman, 1320.25],
    ['woman 45 y, 70 kg, 158 cm', { ...woman, ageYears: 45, weightKg: 70, heightCm: 158 }, 1301.5],
  ] as const)('%s → %s kcal', (_, input, bmr) => expect(mifflinStJeor(input)).toBe(bmr));
});

describe('activity factors 1.2 / 1.375 / 1.55 / 1.725 / 1.9', () => {
  it.each([
    ['sedentaria', 2136],
    ['ligera', 2448],
    ['moderada', 2759],
    ['intensa', 3071],
    ['muy-intensa', 3382],
  ] as const)('man 30 y, 80 kg, 180 cm, %s → %s kcal', (activity, kcal) => {
    const result = caloriesResult({ ...man, activity });
    expect(result).toMatchObject({
      bmr: 1780,
      maintenance: kcal,
      target: { from: kcal, to: kcal },
    });
  });
});

describe('goals', () => {
  it('losing 0.5 kg a week: 550 kcal less (man ×1.55: 2,759 → 2,209)', () => {
    expect(caloriesResult({ ...man, goal: 'bajar' })).toMatchObject({
      target: { from: 2209, to: 2209 },
      clamped: false,
    });
  });

  it('gaining: 300–500 kcal more (2,759 → 3,059–3,259)', () => {
    expect(caloriesResult({ ...man, goal: 'subir' }).target).toEqual({ from: 3059, to: 3259 });
  });

  it('a woman 30 y, 60 kg, 165 cm, sedentary, losing → clamped to 1,200 kcal', () => {
    // 1,320.25 × 1.2 = 1,584 − 550 = 1,034 < 1,200.
    expect(caloriesResult({ ...woman, goal: 'bajar' })).toMatchObject({
      maintenance: 1584,
      target: { from: 1200, to: 1200 },
      clamped: true,
      minimum: 1200,
    });
  });

  it('a man is never told less than 1,500 kcal', () => {
    const small = {
      ...man,
      weightKg: 50,
      heightCm: 155,
      ageYears: 70,
      activity: 'sedentaria' as const,
    };
    // BMR 500 + 968.75 − 350 + 5 = 1,123.75; × 1.2 = 1,348.5 (maintenance itself under 1,500).
    expect(caloriesResult(small)).toMatchObject({
      maintenance: 1349,
      target: { from: 1500 },
      clamped: true,
    });
    expect(caloriesResult({ ...small, goal: 'bajar' })).toMatchObject({
      target: { from: 1500, to: 1500 },
    });
  });

  it('at exactly the minimum nothing is clamped', () => {
    // Woman sedentary with maintenance 1,750 → losing gives exactly 1,200.
    const input = { ...woman, weightKg: 60, heightCm: 165, ageYears: 30 };
    const bmr = 1750 / 1.2;
    const weightKg = (bmr - 6.25 * 165 + 5 * 30 + 161) / 10;
    expect(caloriesResult({ ...input, weightKg, goal: 'bajar' })).toMatchObject({
      target: { from: 1200 },
      clamped: false,
    });
  });
});
