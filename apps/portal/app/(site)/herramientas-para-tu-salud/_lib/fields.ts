/**
 * Reading a calculator's form values (the URL query, or the form in the browser: strings, as
 * people typed them) into numbers and dates, with the Spanish messages people read. Used inside
 * the calculators' zod schemas (`schemas.ts`), so the server (query) and react-hook-form (form)
 * apply the same rules.
 */
import { dayNumber } from './dates';

export type FormValues<K extends string> = Record<K, string>;

/** Numbers as people write them: `70`, `70.5`, or `70,5` (a decimal comma is read too). */
const DECIMAL = /^\d{1,4}(?:[.,]\d{1,2})?$/;
const INTEGER = /^\d{1,3}$/;

export interface NumberRule {
  min: number;
  max: number;
  integer?: boolean;
  /** «Ingresa tu peso en kilogramos.» */
  required: string;
  /** «El peso debe estar entre 2 y 300 kg.» */
  range: string;
  /** For whole numbers: «La edad se escribe en años completos, por ejemplo 35.» */
  invalid?: string;
}

export const NUMBER_INVALID = 'Escribe solo números, por ejemplo 70 o 70.5.';
export const DATE_INVALID = 'Escribe una fecha válida.';

/** Where a reader records a problem (the schema's parse issues). */
export type ReportProblem = (field: string, message: string) => void;

/** Reads fields and records their problems (the first per field). */
export function fieldReader<K extends string>(values: FormValues<K>, report: ReportProblem) {
  const failed = new Set<K>();
  const fail = (field: K, message: string): undefined => {
    if (!failed.has(field)) report(field, message);
    failed.add(field);
    return undefined;
  };
  const text = (field: K) => (values[field] ?? '').trim();
  return {
    failed,
    fail,
    /** Whether a field was filled in. */
    given: (field: K) => text(field) !== '',
    number(field: K, rule: NumberRule): number | undefined {
      const raw = text(field);
      if (!raw) return fail(field, rule.required);
      if (!(rule.integer ? INTEGER : DECIMAL).test(raw)) {
        return fail(field, rule.invalid ?? NUMBER_INVALID);
      }
      const value = Number(raw.replace(',', '.'));
      if (value < rule.min || value > rule.max) return fail(field, rule.range);
      return value;
    },
    /** A `YYYY-MM-DD` date (what `<input type="date">` sends), optional unless `required`. */
    date(field: K, required?: string): string | undefined {
      const raw = text(field);
      if (!raw) return required ? fail(field, required) : undefined;
      return dayNumber(raw) === undefined ? fail(field, DATE_INVALID) : raw;
    },
    choice<T extends string>(field: K, options: readonly T[], required: string): T | undefined {
      const raw = text(field);
      return (options as readonly string[]).includes(raw) ? (raw as T) : fail(field, required);
    },
  };
}
