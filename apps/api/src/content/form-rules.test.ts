import { describe, expect, it } from 'vitest';
import {
  addDays,
  appointmentDateProblem,
  birthDateProblem,
  childBirthDateProblem,
  dueDateProblem,
  formReference,
  publicName,
  requestHash,
  yearsBefore,
} from './form-rules';

describe('formReference', () => {
  it.each([
    ['maternity', 42, 'MAT-000042'],
    ['request-appointment', 1, 'CITA-000001'],
    ['comments', 999_999, 'COM-999999'],
    ['strong-as-iron', 1_234_567, 'FCH-1234567'],
    ['qualification', 7, 'CAL-000007'],
    ['always-healthy', 10, 'PRE-000010'],
    ['nutrition', 3, 'NUT-000003'],
  ] as const)('%s #%i is %s', (form, id, reference) => {
    expect(formReference(form, id)).toBe(reference);
  });
});

describe('calendar days', () => {
  it.each([
    ['2026-11-29', 1, '2026-11-30'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-11-29', 60, '2027-01-28'],
  ])('%s + %i days is %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });

  it.each([
    ['2026-11-29', 18, '2008-11-29'],
    ['2028-02-29', 18, '2010-03-01'],
  ])('%s − %i years is %s', (day, years, expected) => {
    expect(yearsBefore(day, years)).toBe(expected);
  });
});

describe('the dates a form may name (today: 2026-11-29 in Lima)', () => {
  const today = '2026-11-29';
  it.each([
    [appointmentDateProblem, '2026-11-29', false],
    [appointmentDateProblem, '2026-11-30', true],
    [appointmentDateProblem, '2027-01-28', true],
    [appointmentDateProblem, '2027-01-29', false],
    [dueDateProblem, '2026-11-28', false],
    [dueDateProblem, '2026-11-29', true],
    [dueDateProblem, '2027-10-03', true],
    [dueDateProblem, '2027-10-04', false],
    [birthDateProblem, '2026-11-29', true],
    [birthDateProblem, '2026-11-30', false],
    [birthDateProblem, '1930-01-01', true],
    [childBirthDateProblem, '2026-11-29', true],
    [childBirthDateProblem, '2026-11-30', false],
    [childBirthDateProblem, '2008-11-30', true],
    [childBirthDateProblem, '2008-11-29', false],
  ])('%o: %s accepted = %s', (rule, date, accepted) => {
    const problem = rule(date, today);
    if (accepted) expect(problem).toBeNull();
    else expect(problem?.message).toMatch(/^[A-ZÁÉÍÓÚ].+\.$/);
  });
});

describe('publicName', () => {
  it.each([
    ['Rosa Mamani Quispe', 'Rosa M.'],
    ['  lucía   ñahui ', 'lucía Ñ.'],
    ['Jorge', 'Jorge'],
    ['Óscar Álvarez', 'Óscar Á.'],
  ])('%j is shown as %j', (name, shown) => {
    expect(publicName(name)).toBe(shown);
  });
});

describe('requestHash', () => {
  it('is the same for the same payload whatever the order of its keys', () => {
    expect(requestHash({ a: 1, b: { c: 2, d: [1, 2] } })).toBe(
      requestHash({ b: { d: [1, 2], c: 2 }, a: 1 }),
    );
  });

  it('tells another value, another array order and another file apart', () => {
    const file = { filename: 'a.png', mimeType: 'image/png', data: Buffer.from([1, 2]) };
    const hashes = [
      requestHash({ a: 1 }),
      requestHash({ a: 2 }),
      requestHash({ a: [1, 2] }),
      requestHash({ a: [2, 1] }),
      requestHash({ a: 1 }, file),
      requestHash({ a: 1 }, { ...file, data: Buffer.from([1, 3]) }),
      requestHash({ a: 1 }, { ...file, filename: 'b.png' }),
    ];
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});
