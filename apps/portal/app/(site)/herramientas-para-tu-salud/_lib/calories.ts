import type { Sex } from './who/lms';

/**
 * Daily energy needs, for adults (18 and over):
 * - resting energy (BMR) by Mifflin–St Jeor (M. D. Mifflin, S. T. St Jeor et al., «A new
 *   predictive equation for resting energy expenditure in healthy individuals», Am J Clin Nutr
 *   1990;51:241–7): men 10·kg + 6.25·cm − 5·age + 5, women 10·kg + 6.25·cm − 5·age − 161;
 * - times the activity factor (1.2 sedentary … 1.9 very intense);
 * - to lose about 0.5 kg a week, 550 kcal less; to gain, 300–500 kcal more;
 * - never below 1,200 kcal a day for women or 1,500 for men (the floors of the NIH/NHLBI
 *   «Clinical Guidelines on the Identification, Evaluation, and Treatment of Overweight and
 *   Obesity in Adults», 1998): a lower figure is raised to the floor, and the result says so.
 * Results are whole kilocalories.
 */

export const ACTIVITY_LEVELS = [
  'sedentaria',
  'ligera',
  'moderada',
  'intensa',
  'muy-intensa',
] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export const GOALS = ['mantener', 'bajar', 'subir'] as const;
export type Goal = (typeof GOALS)[number];

export const ACTIVITY_FACTOR: Record<ActivityLevel, number> = {
  sedentaria: 1.2,
  ligera: 1.375,
  moderada: 1.55,
  intensa: 1.725,
  'muy-intensa': 1.9,
};

export const LOSE_DEFICIT_KCAL = 550;
export const GAIN_SURPLUS_KCAL = [300, 500] as const;
export const MINIMUM_KCAL: Record<Sex, number> = { f: 1200, m: 1500 };
export const CALORIES_MIN_AGE = 18;

export interface CaloriesInput {
  sex: Sex;
  ageYears: number;
  weightKg: number;
  heightCm: number;
  activity: ActivityLevel;
  goal: Goal;
}

export interface CaloriesResult {
  goal: Goal;
  /** Resting energy (Mifflin–St Jeor), kcal/day. */
  bmr: number;
  /** Energy to keep the weight (BMR × activity factor), kcal/day. */
  maintenance: number;
  /** The recommendation for the goal: one figure, or a range when gaining. */
  target: { from: number; to: number };
  /** Whether the target was raised to the minimum for the person's sex. */
  clamped: boolean;
  minimum: number;
}

/** Mifflin–St Jeor, kcal/day, unrounded. */
export function mifflinStJeor({ sex, ageYears, weightKg, heightCm }: CaloriesInput): number {
  return 10 * weightKg + 6.25 * heightCm - 5 * ageYears + (sex === 'm' ? 5 : -161);
}

export function caloriesResult(input: CaloriesInput): CaloriesResult {
  const bmr = mifflinStJeor(input);
  const maintenance = bmr * ACTIVITY_FACTOR[input.activity];
  const minimum = MINIMUM_KCAL[input.sex];
  const [from, to] =
    input.goal === 'bajar'
      ? [maintenance - LOSE_DEFICIT_KCAL, maintenance - LOSE_DEFICIT_KCAL]
      : input.goal === 'subir'
        ? [maintenance + GAIN_SURPLUS_KCAL[0], maintenance + GAIN_SURPLUS_KCAL[1]]
        : [maintenance, maintenance];
  const clamped = Math.round(from) < minimum;
  return {
    goal: input.goal,
    bmr: Math.round(bmr),
    maintenance: Math.round(maintenance),
    target: { from: Math.max(Math.round(from), minimum), to: Math.max(Math.round(to), minimum) },
    clamped,
    minimum,
  };
}
