/**
 * «Alimentación consciente»'s sign-up (issue #32; spec §7 `forms/nutrition/`): the goal, weight
 * and height when known, the person (with the birth date), the consent.
 */
import * as z from 'zod/mini';
import type { FormSpec } from '@/lib/forms/definition';
import {
  addYears,
  consent,
  dateBetween,
  decimalOrNull,
  documentRule,
  optionalDecimal,
  optionId,
} from '@/lib/forms/rules';
import {
  CONTACT_FIELDS,
  consentBody,
  consentFields,
  consentStep,
  personBody,
  contactShape,
  tick,
  type FormParams,
} from './common';

export const NUTRITION_MESSAGES = {
  goal: 'Elige tu objetivo principal.',
  weight: 'Escribe tu peso en kilogramos, por ejemplo 68,5 (hasta 400).',
  height: 'Escribe tu talla en centímetros, por ejemplo 162 (hasta 250).',
  birthRequired: 'Escribe tu fecha de nacimiento.',
  birthInvalid: 'Escribe una fecha real, por ejemplo 27/04/1990.',
  birthEarly: 'Revisa el año de tu fecha de nacimiento.',
  birthLate: 'El programa es para personas de 18 años o más.',
} as const;

export const birthDateRule = (today: string, minYears: number) =>
  dateBetween({
    min: addYears(today, -120),
    max: addYears(today, -minYears),
    required: NUTRITION_MESSAGES.birthRequired,
    invalid: NUTRITION_MESSAGES.birthInvalid,
    early: NUTRITION_MESSAGES.birthEarly,
    late: NUTRITION_MESSAGES.birthLate,
  });

export const birthDateField = (today: string, minYears: number) =>
  ({
    kind: 'date',
    name: 'birth_date',
    label: 'Fecha de nacimiento',
    autoComplete: 'bday',
    min: addYears(today, -120),
    max: addYears(today, -minYears),
  }) as const;

export function nutritionSpec(params: FormParams, page: string): FormSpec {
  return {
    kind: 'nutrition',
    action: '/api/forms/nutrition',
    page,
    submitLabel: 'Enviar inscripción',
    fields: [
      {
        kind: 'radios',
        name: 'supplementary_id',
        label: '¿Cuál es tu objetivo principal?',
        options: params.options,
      },
      {
        kind: 'text',
        name: 'weight_kg',
        label: 'Peso',
        hint: 'En kilogramos. Si no lo sabes, déjalo en blanco: la nutricionista te pesará.',
        inputMode: 'decimal',
        maxLength: 5,
        width: 'short',
        suffix: 'kg',
        optional: true,
      },
      {
        kind: 'text',
        name: 'height_cm',
        label: 'Talla',
        hint: 'En centímetros.',
        inputMode: 'decimal',
        maxLength: 5,
        width: 'short',
        suffix: 'cm',
        optional: true,
      },
      birthDateField(params.today, 18),
      ...CONTACT_FIELDS,
      ...consentFields(params.consent),
    ],
    steps: [
      {
        id: 'objetivo',
        title: 'Tu objetivo',
        fields: ['supplementary_id', 'weight_kg', 'height_cm'],
      },
      {
        id: 'contacto',
        title: 'Tus datos',
        fields: ['full_name', 'document', 'birth_date', 'email', 'phone'],
      },
      consentStep,
    ],
  };
}

export function nutritionSchema({ today, optionIds }: { today: string; optionIds?: number[] }) {
  return z
    .object({
      supplementary_id: optionId(optionIds, NUTRITION_MESSAGES.goal),
      weight_kg: z.optional(optionalDecimal(0, 400, NUTRITION_MESSAGES.weight)),
      height_cm: z.optional(optionalDecimal(0, 250, NUTRITION_MESSAGES.height)),
      birth_date: birthDateRule(today, 18),
      ...contactShape,
      consent,
      consent_version: z.optional(z.string()),
      marketing_consent: tick,
    })
    .check(documentRule);
}

export function nutritionBody(values: Record<string, unknown>) {
  return {
    ...personBody(values),
    birth_date: String(values.birth_date),
    weight_kg: decimalOrNull(String(values.weight_kg ?? '')),
    height_cm: decimalOrNull(String(values.height_cm ?? '')),
    supplementary_id: Number(values.supplementary_id),
    ...consentBody(values),
  };
}
