/**
 * The calculators' fields as the URL and the form name them, and the query of a form's values:
 * what a calculator needs while it renders, without zod (its rules, `./schemas`, load after the
 * page: issue #33).
 */
import type { FormValues } from './fields';

/** Every field of a calculator, as the URL and the form name them. */
export const BMI_FIELDS = ['peso', 'talla', 'sexo', 'edad', 'nacimiento', 'fecha'] as const;
export const CALORIES_FIELDS = ['sexo', 'edad', 'peso', 'talla', 'actividad', 'objetivo'] as const;
export const HEIGHT_FIELDS = [
  'sexo',
  'talla_padre',
  'talla_madre',
  'talla',
  'nacimiento',
  'fecha',
] as const;
export const FERTILE_FIELDS = ['ultima_regla', 'ciclo', 'ciclo_min', 'ciclo_max'] as const;

/** The query of a form's values: filled fields only, in the form's order. */
export function queryString<K extends string>(fields: readonly K[], values: FormValues<K>): string {
  const query = new URLSearchParams();
  for (const field of fields) {
    const value = (values[field] ?? '').trim();
    if (value) query.set(field, value);
  }
  return query.toString();
}
