import { describe, expect, it } from 'vitest';
import { isCalculatorPath } from './calculatorPaths';

describe('calculator paths', () => {
  it.each([
    ['/herramientas-para-tu-salud/calculadora-IMC', true],
    ['/herramientas-para-tu-salud/calculadora-de-dias-fertiles/', true],
    ['/herramientas-para-tu-salud', false],
    ['/calculadora-IMC', false],
    ['/herramientas-para-tu-salud/calculadora-imc', false],
  ])('%s → %s', (path, expected) => expect(isCalculatorPath(path)).toBe(expected));
});
