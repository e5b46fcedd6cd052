import { describe, expect, it } from 'vitest';
import {
  BMI_FIELDS,
  bmiSchema,
  CALORIES_FIELDS,
  caloriesSchema,
  FERTILE_FIELDS,
  fertileSchema,
  HEIGHT_FIELDS,
  heightSchema,
  MESSAGES,
  parseQuery,
  queryString,
} from './schemas';

const TODAY = '2026-11-25';
const bmi = (query: Record<string, string>) => parseQuery(BMI_FIELDS, bmiSchema(TODAY), query);
const calories = (query: Record<string, string>) =>
  parseQuery(CALORIES_FIELDS, caloriesSchema(), query);
const height = (query: Record<string, string>) =>
  parseQuery(HEIGHT_FIELDS, heightSchema(TODAY), query);
const fertile = (query: Record<string, string>) =>
  parseQuery(FERTILE_FIELDS, fertileSchema(TODAY), query);

describe('IMC query', () => {
  it('an empty query is an empty form without problems', () => {
    expect(bmi({})).toEqual({
      values: { peso: '', talla: '', sexo: '', edad: '', nacimiento: '', fecha: '' },
      submitted: false,
      errors: {},
    });
  });

  it('reads peso, talla, sexo and edad (decimal comma accepted)', () => {
    expect(bmi({ peso: '70,5', talla: '175', sexo: 'm', edad: '30' }).input).toEqual({
      weightKg: 70.5,
      heightCm: 175,
      sex: 'm',
      age: { years: 30, days: 30.5 * 365.25 },
    });
  });

  it('reads the age from nacimiento and fecha (fecha defaults to today)', () => {
    const base = { peso: '18.7', talla: '113.8', sexo: 'f', nacimiento: '2021-01-01' };
    expect(bmi({ ...base, fecha: '2026-01-01' }).input?.age).toEqual({ years: 5, days: 1826 });
    expect(bmi(base).input?.age).toEqual({ years: 5, days: 2154 });
    // With both, the date of birth wins.
    expect(bmi({ ...base, edad: '40' }).input?.age).toEqual({ years: 5, days: 2154 });
    // A measurement date with the age in years: the years.
    const { nacimiento: _, ...withoutBirth } = base;
    expect(bmi({ ...withoutBirth, edad: '40', fecha: '2026-01-01' }).input?.age).toEqual({
      years: 40,
      days: 40.5 * 365.25,
    });
  });

  it.each([
    [{ peso: '' }, 'peso', MESSAGES.weightRequired],
    [{ peso: 'setenta' }, 'peso', 'Escribe solo números, por ejemplo 70 o 70.5.'],
    [{ peso: '1' }, 'peso', 'El peso debe estar entre 2 y 300 kg.'],
    [{ peso: '301' }, 'peso', 'El peso debe estar entre 2 y 300 kg.'],
    [{ talla: '' }, 'talla', MESSAGES.heightRequired],
    [{ talla: '1.75' }, 'talla', 'La talla debe estar entre 45 y 250 cm.'],
    [{ sexo: 'x' }, 'sexo', MESSAGES.sexRequired],
    [{ edad: '' }, 'edad', MESSAGES.ageRequired],
    [{ edad: '30.5' }, 'edad', MESSAGES.ageInvalid],
    [{ edad: '1' }, 'edad', MESSAGES.bmiUnderTwo],
    [{ edad: '121' }, 'edad', MESSAGES.bmiAgeRange],
    [{ nacimiento: '2025-06-01' }, 'nacimiento', MESSAGES.bmiUnderTwo],
    [{ nacimiento: '2026-02-30' }, 'nacimiento', 'Escribe una fecha válida.'],
    [{ nacimiento: '2020-01-01', fecha: '2019-01-01' }, 'nacimiento', MESSAGES.birthAfterMeasure],
    [{ nacimiento: '2020-01-01', fecha: '2026-11-26' }, 'fecha', MESSAGES.measureInFuture],
    [{ edad: '', fecha: '2026-01-01' }, 'nacimiento', MESSAGES.ageRequired],
  ])('%j → %s: %s', (query, field, message) => {
    const parsed = bmi({ peso: '70', talla: '175', sexo: 'f', edad: '30', ...query });
    expect(parsed.input).toBeUndefined();
    expect(parsed.errors).toMatchObject({ [field]: message });
  });

  it.each([
    // A birthday is the day the age changes, whatever the leap days in between.
    ['2024-03-01', '2026-03-01', { years: 2, days: 730 }],
    ['2024-03-02', '2026-03-01', undefined],
    ['2008-03-01', '2026-03-01', { years: 18 }],
    ['1966-01-01', '2026-01-01', { years: 60 }],
    ['1966-01-02', '2026-01-01', { years: 59 }],
  ])('born %s, measured %s → %j', (nacimiento, fecha, age) => {
    const parsed = bmi({ peso: '13', talla: '88', sexo: 'f', nacimiento, fecha });
    if (age) expect(parsed.input?.age).toMatchObject(age);
    else expect(parsed.errors).toEqual({ nacimiento: MESSAGES.bmiUnderTwo });
  });

  it('keeps what was typed when it fails', () => {
    expect(bmi({ peso: 'setenta', talla: '175' }).values).toMatchObject({
      peso: 'setenta',
      talla: '175',
    });
  });
});

describe('calorías query', () => {
  const valid = {
    sexo: 'm',
    edad: '30',
    peso: '80',
    talla: '180',
    actividad: 'moderada',
    objetivo: 'mantener',
  };

  it('reads every field', () => {
    expect(calories(valid).input).toEqual({
      sex: 'm',
      ageYears: 30,
      weightKg: 80,
      heightCm: 180,
      activity: 'moderada',
      goal: 'mantener',
    });
  });

  it.each([
    [{ edad: '17' }, 'edad', MESSAGES.caloriesAdultsOnly],
    [{ edad: '' }, 'edad', 'Ingresa la edad.'],
    [{ peso: '20' }, 'peso', 'El peso debe estar entre 30 y 300 kg.'],
    [{ actividad: 'mucha' }, 'actividad', MESSAGES.activityRequired],
    [{ objetivo: '' }, 'objetivo', MESSAGES.goalRequired],
    [{ sexo: '' }, 'sexo', MESSAGES.sexRequired],
  ])('%j → %s: %s', (query, field, message) => {
    expect(calories({ ...valid, ...query }).errors).toEqual({ [field]: message });
  });
});

describe('estatura query', () => {
  const valid = { sexo: 'm', talla_padre: '170', talla_madre: '158' };

  it('reads the parents; the child’s height and birth together', () => {
    expect(height(valid).input).toEqual({ sex: 'm', fatherCm: 170, motherCm: 158 });
    expect(
      height({ ...valid, talla: '137', nacimiento: '2016-01-01', fecha: '2026-01-01' }).input,
    ).toEqual({
      sex: 'm',
      fatherCm: 170,
      motherCm: 158,
      current: { heightCm: 137, age: { years: 10, days: 3653 } },
    });
  });

  it.each([
    [{ sexo: '' }, 'sexo', MESSAGES.childSexRequired],
    [{ talla_padre: '' }, 'talla_padre', MESSAGES.fatherRequired],
    [{ talla_madre: '300' }, 'talla_madre', MESSAGES.parentRange],
    [{ talla: '120' }, 'nacimiento', MESSAGES.birthForCurrent],
    [{ nacimiento: '2016-01-01' }, 'talla', MESSAGES.currentForBirth],
    [{ talla: '20', nacimiento: '2016-01-01' }, 'talla', MESSAGES.childHeightRange],
  ])('%j → %s: %s', (query, field, message) => {
    expect(height({ ...valid, ...query }).errors).toMatchObject({ [field]: message });
  });
});

describe('días fértiles query', () => {
  it('reads a regular cycle', () => {
    expect(fertile({ ultima_regla: '2026-01-01', ciclo: '28' }).input).toEqual({
      lastPeriod: '2026-01-01',
      cycle: 28,
    });
  });

  it('reads an irregular cycle', () => {
    expect(fertile({ ultima_regla: '2026-01-01', ciclo_min: '26', ciclo_max: '32' }).input).toEqual(
      {
        lastPeriod: '2026-01-01',
        shortest: 26,
        longest: 32,
      },
    );
  });

  it.each([
    [{ ultima_regla: '', ciclo: '28' }, 'ultima_regla', MESSAGES.lastPeriodRequired],
    [{ ultima_regla: '2026-11-26', ciclo: '28' }, 'ultima_regla', MESSAGES.lastPeriodInFuture],
    [{ ultima_regla: '2026-01-01' }, 'ciclo', MESSAGES.cycleRequired],
    [{ ultima_regla: '2026-01-01', ciclo: '20' }, 'ciclo', MESSAGES.cycleRange],
    [{ ultima_regla: '2026-01-01', ciclo: '46' }, 'ciclo', MESSAGES.cycleRange],
    [{ ultima_regla: '2026-01-01', ciclo: '28.5' }, 'ciclo', MESSAGES.cycleInvalid],
    [{ ultima_regla: '2026-01-01', ciclo: '28', ciclo_min: '26' }, 'ciclo', MESSAGES.cycleBoth],
    [{ ultima_regla: '2026-01-01', ciclo_min: '26' }, 'ciclo_max', MESSAGES.longestRequired],
    [{ ultima_regla: '2026-01-01', ciclo_max: '30' }, 'ciclo_min', MESSAGES.shortestRequired],
    [
      { ultima_regla: '2026-01-01', ciclo_min: '33', ciclo_max: '30' },
      'ciclo_min',
      MESSAGES.shortestAfterLongest,
    ],
  ])('%j → %s: %s', (query, field, message) => {
    expect(fertile(query).errors).toEqual({ [field]: message });
  });
});

describe('queryString', () => {
  it('writes the filled fields only, in the form’s order', () => {
    expect(
      queryString(BMI_FIELDS, {
        peso: '70',
        talla: '175',
        sexo: 'f',
        edad: '',
        nacimiento: ' ',
        fecha: '',
      }),
    ).toBe('peso=70&talla=175&sexo=f');
  });

  it('round-trips through parseQuery', () => {
    const values = { ultima_regla: '2026-01-01', ciclo: '28', ciclo_min: '', ciclo_max: '' };
    const query = Object.fromEntries(new URLSearchParams(queryString(FERTILE_FIELDS, values)));
    expect(fertile(query).values).toEqual(values);
  });
});
