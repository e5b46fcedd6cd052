import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { caloriesResult, type CaloriesInput } from '../_lib/calories';
import { formatNumber } from '../_lib/format';
import { CaloriesResultView } from './CaloriesCalculator';

const man: CaloriesInput = {
  sex: 'm',
  ageYears: 30,
  weightKg: 80,
  heightCm: 180,
  activity: 'moderada',
  goal: 'mantener',
};

const times = (text: string, figure: string) => text.split(figure).length - 1;

describe('CaloriesResultView: the figure once, then where it comes from (issue #25)', () => {
  it.each([
    ['keeping the weight', man],
    ['losing weight', { ...man, goal: 'bajar' as const }],
    ['gaining weight', { ...man, goal: 'subir' as const }],
    [
      'clamped to the minimum',
      {
        ...man,
        sex: 'f' as const,
        weightKg: 50,
        activity: 'sedentaria' as const,
        goal: 'bajar' as const,
      },
    ],
  ])('%s: each number is said once', (_, input) => {
    const result = caloriesResult(input);
    const { container } = render(<CaloriesResultView result={result} />);
    const text = container.textContent ?? '';
    for (const value of new Set([result.target.from, result.target.to, result.bmr])) {
      expect(times(text, formatNumber(value))).toBe(1);
    }
    expect(times(text, 'kcal al día')).toBe(1);
  });

  it('keeping the weight: the headline is the figure, the text explains it in words', () => {
    const result = caloriesResult(man);
    const { container } = render(<CaloriesResultView result={result} />);
    expect(container.querySelector('strong')?.textContent).toBe(formatNumber(result.maintenance));
    expect(container.textContent).toContain(
      'Es la energía que usa tu cuerpo en un día con tu actividad física.',
    );
    expect(container.textContent).toContain(
      `En reposo usaría ${formatNumber(result.bmr)} kcal (metabolismo basal`,
    );
  });
});
