import { describe, expect, it } from 'vitest';
import { isAnalyticsOffPath } from './analyticsOff';

describe('the paths without analytics', () => {
  it.each([
    ['/herramientas-para-tu-salud/calculadora-IMC', true],
    ['/herramientas-para-tu-salud/calculadora-de-dias-fertiles/', true],
    ['/herramientas-para-tu-salud', false],
    ['/calculadora-IMC', false],
    ['/herramientas-para-tu-salud/calculadora-imc', false],
    // A person's own space (issue #28), with its status query too.
    ['/mi-espacio', true],
    ['/mi-espacio/', true],
    ['/clases-en-vivo/yoga-prenatal', false],
    // A program's sign-up and the appointment request (issue #32): health data.
    ['/programas-bienestar/maternidad/inscripcion', true],
    ['/programas-bienestar/fuerte-como-el-hierro/inscripcion/', true],
    ['/programas-bienestar/solicita-cita', true],
    ['/programas-bienestar/maternidad', false],
    ['/programas-bienestar/a/b/inscripcion', false],
    ['/programas-bienestar//inscripcion', false],
  ])('%s → %s', (path, expected) => expect(isAnalyticsOffPath(path)).toBe(expected));
});
