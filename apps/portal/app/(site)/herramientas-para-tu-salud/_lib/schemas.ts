/**
 * The four calculators' inputs (issue #7): their URL parameters, the rules and Spanish messages,
 * as zod schemas over the form's strings. The page reads the query with them on the server
 * (`parseQuery`), react-hook-form validates the form with the same ones in the browser, where they
 * load after the page (issue #33: the fields and the query are `./query`, without zod). `today`
 * (Peru's date) is a parameter: dates after it are refused, and it is the default measurement day.
 */
import * as z from 'zod/mini';
import { ageFromDates as ageBetween, ageFromYears, type Age } from './age';
import { CHILD_MIN_YEARS, type BmiInput } from './bmi';
import { ACTIVITY_LEVELS, CALORIES_MIN_AGE, GOALS, type CaloriesInput } from './calories';
import { daysBetween } from './dates';
import { CYCLE_MAX_DAYS, CYCLE_MIN_DAYS, type FertileInput } from './fertile';
import { fieldReader, type FormValues } from './fields';
import { BMI_FIELDS, CALORIES_FIELDS, FERTILE_FIELDS, HEIGHT_FIELDS } from './query';
import type { HeightInput } from './height';
import type { Sex } from './who/lms';

export { BMI_FIELDS, CALORIES_FIELDS, FERTILE_FIELDS, HEIGHT_FIELDS, queryString } from './query';

// `zod/mini` (tree-shaken) as the feedback form: a calculator page loads these rules. As in
// @vivasalud/auth-forms/schemas: no `new Function` probe under the pages' Content-Security-Policy.
z.config({ jitless: true });

const SEXES: readonly Sex[] = ['f', 'm'];
const MAX_AGE_YEARS = 120;

export const MESSAGES = {
  weightRequired: 'Ingresa el peso en kilogramos.',
  heightRequired: 'Ingresa la talla en centímetros.',
  sexRequired: 'Elige el sexo.',
  childSexRequired: 'Elige si es niña o niño.',
  ageRequired: 'Ingresa la edad o la fecha de nacimiento.',
  ageInvalid: 'Escribe la edad en años cumplidos, por ejemplo 35.',
  bmiAgeRange: `La edad debe estar entre ${CHILD_MIN_YEARS} y ${MAX_AGE_YEARS} años.`,
  bmiUnderTwo:
    'En menores de 2 años no se usa el IMC: su peso se evalúa según su talla en el control de crecimiento y desarrollo (CRED).',
  caloriesAdultsOnly:
    'Esta calculadora es para personas de 18 años o más. Para niñas, niños y adolescentes, consulta con un profesional de nutrición.',
  caloriesAgeRange: `La edad debe estar entre ${CALORIES_MIN_AGE} y ${MAX_AGE_YEARS} años.`,
  birthAfterMeasure: 'La fecha de nacimiento debe ser anterior a la fecha de medición.',
  measureInFuture: 'La fecha de medición no puede ser posterior a hoy.',
  activityRequired: 'Elige tu nivel de actividad física.',
  goalRequired: 'Elige tu objetivo.',
  fatherRequired: 'Ingresa la talla del padre en centímetros.',
  motherRequired: 'Ingresa la talla de la madre en centímetros.',
  parentRange: 'La talla debe estar entre 120 y 230 cm.',
  childHeightRange: 'La talla actual debe estar entre 50 y 230 cm.',
  birthForCurrent: 'Para comparar su talla actual, ingresa su fecha de nacimiento.',
  currentForBirth: 'Ingresa su talla actual para compararla con la referencia de la OMS.',
  lastPeriodRequired: 'Ingresa la fecha de inicio de tu última menstruación.',
  lastPeriodInFuture: 'La fecha no puede ser posterior a hoy.',
  cycleRequired: 'Ingresa la duración de tu ciclo, o tu ciclo más corto y el más largo.',
  cycleRange: `El ciclo debe durar entre ${CYCLE_MIN_DAYS} y ${CYCLE_MAX_DAYS} días.`,
  cycleInvalid: 'Escribe los días del ciclo como un número entero, por ejemplo 28.',
  cycleBoth: 'Usa la duración de tu ciclo o el rango de ciclo irregular, no ambos.',
  shortestRequired: 'Ingresa la duración de tu ciclo más corto.',
  longestRequired: 'Ingresa la duración de tu ciclo más largo.',
  shortestAfterLongest: 'El ciclo más corto no puede durar más que el más largo.',
} as const;

const weight = (min: number) => ({
  min,
  max: 300,
  required: MESSAGES.weightRequired,
  range: `El peso debe estar entre ${min} y 300 kg.`,
});
const height = (min: number) => ({
  min,
  max: 250,
  required: MESSAGES.heightRequired,
  range: `La talla debe estar entre ${min} y 250 cm.`,
});
const parentHeight = (required: string) => ({
  min: 120,
  max: 230,
  required,
  range: MESSAGES.parentRange,
});

type Reader<K extends string> = ReturnType<typeof fieldReader<K>>;

/**
 * The age from a date of birth and a measurement date (default today), or undefined with the
 * problem recorded. Both dates must be real; the measurement not after today, the birth before it.
 */
function ageFromDates<K extends string>(
  read: Reader<K>,
  fields: { birth: K; measured: K },
  today: string,
): Age | undefined {
  const birth = read.date(fields.birth);
  const measured =
    read.date(fields.measured) ?? (read.failed.has(fields.measured) ? undefined : today);
  if (!birth || !measured) return undefined;
  if (daysBetween(today, measured) > 0) return read.fail(fields.measured, MESSAGES.measureInFuture);
  if (daysBetween(birth, measured) <= 0) return read.fail(fields.birth, MESSAGES.birthAfterMeasure);
  return ageBetween(birth, measured);
}

const strings = <K extends string>(fields: readonly K[]) =>
  z.object(
    Object.fromEntries(fields.map((field) => [field, z.string()])) as Record<K, z.ZodMiniString>,
  );

/** What a calculator schema takes (the form's strings) and gives (the calculator's input). */
export type CalculatorSchema<K extends string, T> = z.ZodMiniType<T, FormValues<K>>;

/**
 * A calculator's schema: its fields as strings, then `read` turns them into the calculator's
 * input, or records the problems (the parse fails with them, one per field).
 */
function calculatorSchema<K extends string, T>(
  fields: readonly K[],
  read: (reader: Reader<K>) => T | undefined,
): CalculatorSchema<K, T> {
  return z.pipe(
    strings(fields) as unknown as z.ZodMiniType<FormValues<K>, FormValues<K>>,
    z.transform((values: FormValues<K>, ctx) => {
      const reader = fieldReader(values, (field, message) =>
        ctx.issues.push({ code: 'custom', path: [field], message, input: values[field as K] }),
      );
      const input = read(reader);
      return reader.failed.size > 0 || input === undefined ? z.NEVER : input;
    }),
  ) as unknown as CalculatorSchema<K, T>;
}

/**
 * IMC: `peso`, `talla`, `sexo`, and `edad` or `nacimiento` (+ optional `fecha`). With both, the
 * date of birth is used (it is exact; a child's z-score depends on the month).
 */
export const bmiSchema = (today: string) =>
  calculatorSchema(BMI_FIELDS, (read): BmiInput | undefined => {
    const weightKg = read.number('peso', weight(2));
    const heightCm = read.number('talla', height(45));
    const sex = read.choice('sexo', SEXES, MESSAGES.sexRequired);
    let age: Age | undefined;
    // A measurement date alone goes with the age in years (it says nothing without a birth date).
    if (read.given('nacimiento') || (read.given('fecha') && !read.given('edad'))) {
      age = ageFromDates(read, { birth: 'nacimiento', measured: 'fecha' }, today);
      if (!age && !read.given('nacimiento') && !read.failed.has('fecha')) {
        read.fail('nacimiento', MESSAGES.ageRequired);
      }
      if (age && age.years < CHILD_MIN_YEARS) age = read.fail('nacimiento', MESSAGES.bmiUnderTwo);
      if (age && age.years > MAX_AGE_YEARS) age = read.fail('nacimiento', MESSAGES.bmiAgeRange);
    } else if (read.given('edad')) {
      const years = read.number('edad', {
        min: 0,
        max: MAX_AGE_YEARS,
        integer: true,
        required: MESSAGES.ageRequired,
        range: MESSAGES.bmiAgeRange,
        invalid: MESSAGES.ageInvalid,
      });
      if (years !== undefined && years < CHILD_MIN_YEARS) read.fail('edad', MESSAGES.bmiUnderTwo);
      else if (years !== undefined) age = ageFromYears(years);
    } else {
      read.fail('edad', MESSAGES.ageRequired);
    }
    if (weightKg === undefined || heightCm === undefined || !sex || !age) return undefined;
    return { weightKg, heightCm, sex, age };
  });

/** Calorías: adults only (18+). */
export const caloriesSchema = () =>
  calculatorSchema(CALORIES_FIELDS, (read): CaloriesInput | undefined => {
    const sex = read.choice('sexo', SEXES, MESSAGES.sexRequired);
    const ageYears = read.number('edad', {
      min: 0,
      max: MAX_AGE_YEARS,
      integer: true,
      required: MESSAGES.ageRequired.replace(' o la fecha de nacimiento', ''),
      range: MESSAGES.caloriesAgeRange,
      invalid: MESSAGES.ageInvalid,
    });
    if (ageYears !== undefined && ageYears < CALORIES_MIN_AGE)
      read.fail('edad', MESSAGES.caloriesAdultsOnly);
    const weightKg = read.number('peso', weight(30));
    const heightCm = read.number('talla', height(120));
    const activity = read.choice('actividad', ACTIVITY_LEVELS, MESSAGES.activityRequired);
    const goal = read.choice('objetivo', GOALS, MESSAGES.goalRequired);
    if (read.failed.size > 0) return undefined;
    return {
      sex: sex!,
      ageYears: ageYears!,
      weightKg: weightKg!,
      heightCm: heightCm!,
      activity: activity!,
      goal: goal!,
    };
  });

/** Estatura: the parents' heights; the child's current height and date of birth together or neither. */
export const heightSchema = (today: string) =>
  calculatorSchema(HEIGHT_FIELDS, (read): HeightInput | undefined => {
    const sex = read.choice('sexo', SEXES, MESSAGES.childSexRequired);
    const fatherCm = read.number('talla_padre', parentHeight(MESSAGES.fatherRequired));
    const motherCm = read.number('talla_madre', parentHeight(MESSAGES.motherRequired));
    let current: HeightInput['current'];
    const withCurrent = read.given('talla') || read.given('nacimiento') || read.given('fecha');
    if (withCurrent) {
      const heightCm = read.number('talla', {
        min: 50,
        max: 230,
        required: MESSAGES.currentForBirth,
        range: MESSAGES.childHeightRange,
      });
      const age = read.given('nacimiento')
        ? ageFromDates(read, { birth: 'nacimiento', measured: 'fecha' }, today)
        : read.fail('nacimiento', MESSAGES.birthForCurrent);
      if (heightCm !== undefined && age) current = { heightCm, age };
    }
    if (read.failed.size > 0) return undefined;
    return { sex: sex!, fatherCm: fatherCm!, motherCm: motherCm!, ...(current && { current }) };
  });

const cycleRule = (required: string) => ({
  min: CYCLE_MIN_DAYS,
  max: CYCLE_MAX_DAYS,
  integer: true,
  required,
  range: MESSAGES.cycleRange,
  invalid: MESSAGES.cycleInvalid,
});

/** Días fértiles: `ultima_regla` and `ciclo`, or `ciclo_min` and `ciclo_max`. */
export const fertileSchema = (today: string) =>
  calculatorSchema(FERTILE_FIELDS, (read): FertileInput | undefined => {
    const lastPeriod = read.date('ultima_regla', MESSAGES.lastPeriodRequired);
    if (lastPeriod && daysBetween(today, lastPeriod) > 0) {
      read.fail('ultima_regla', MESSAGES.lastPeriodInFuture);
    }
    const irregular = read.given('ciclo_min') || read.given('ciclo_max');
    let cycle: { cycle: number } | { shortest: number; longest: number } | undefined;
    if (read.given('ciclo') && irregular) {
      read.fail('ciclo', MESSAGES.cycleBoth);
    } else if (irregular) {
      const shortest = read.number('ciclo_min', cycleRule(MESSAGES.shortestRequired));
      const longest = read.number('ciclo_max', cycleRule(MESSAGES.longestRequired));
      if (shortest !== undefined && longest !== undefined) {
        if (shortest > longest) read.fail('ciclo_min', MESSAGES.shortestAfterLongest);
        else cycle = { shortest, longest };
      }
    } else {
      const days = read.number('ciclo', cycleRule(MESSAGES.cycleRequired));
      if (days !== undefined) cycle = { cycle: days };
    }
    if (read.failed.size > 0 || !lastPeriod || !cycle) return undefined;
    return { lastPeriod, ...cycle };
  });

/** What a page reads from its query: the values to refill the form, and the input or the problems. */
export interface ParsedQuery<K extends string, T> {
  values: FormValues<K>;
  /** Whether any field came in the query (an empty form shows no problems). */
  submitted: boolean;
  input?: T;
  errors: Partial<Record<K, string>>;
}

/** The first value of each field in a query (`?peso=70&talla=175…`); absent ones are ''. */
export function queryValues<K extends string>(
  fields: readonly K[],
  query: Record<string, string | string[] | undefined>,
): FormValues<K> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = query[field];
      return [field, (Array.isArray(value) ? value[0] : value) ?? ''];
    }),
  ) as FormValues<K>;
}

export function parseQuery<K extends string, S extends CalculatorSchema<K, unknown>>(
  fields: readonly K[],
  schema: S,
  query: Record<string, string | string[] | undefined>,
): ParsedQuery<K, z.output<S>> {
  const values = queryValues(fields, query);
  const submitted = fields.some((field) => values[field].trim() !== '');
  if (!submitted) return { values, submitted, errors: {} };
  const result = schema.safeParse(values);
  if (result.success) return { values, submitted, input: result.data, errors: {} };
  const errors: Partial<Record<K, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as K;
    errors[field] ??= issue.message;
  }
  return { values, submitted, errors };
}
