/**
 * «Maternidad saludable»'s sign-up (issue #32; spec §7 `forms/maternity/`): the pregnancy (a due
 * date, or the weeks when she does not know it; first pregnancy; prenatal check-ups so far and
 * where), the contact, the consent. Question pages, then the review.
 */
import * as z from 'zod/mini';
import type { FormSpec } from '@/lib/forms/definition';
import {
  addDays,
  choice,
  consent,
  dateBetween,
  documentRule,
  optionId,
  wholeNumber,
} from '@/lib/forms/rules';
import {
  CONTACT_FIELDS,
  checkField,
  consentBody,
  consentFields,
  consentStep,
  personBody,
  contactShape,
  contactStep,
  tick,
  type FormParams,
} from './common';

/** A pregnancy lasts up to about 42 weeks: a due date further than 44 weeks is a slip. */
const DUE_DATE_MAX_DAYS = 44 * 7;

export const MATERNITY_MESSAGES = {
  dueKnown: 'Elige si conoces tu fecha probable de parto.',
  dueRequired: 'Escribe tu fecha probable de parto.',
  dueInvalid: 'Escribe una fecha real, por ejemplo 15/03/2027.',
  dueEarly: 'La fecha probable de parto no puede ser anterior a hoy.',
  dueLate: 'La fecha probable de parto debe estar dentro de las próximas 44 semanas.',
  weeks: 'Escribe las semanas de embarazo, un número del 1 al 42.',
  weeksRequired: 'Escribe cuántas semanas de embarazo tienes.',
  first: 'Elige si es tu primer embarazo.',
  checkups: 'Escribe cuántos controles prenatales tuviste, un número del 0 al 20.',
  checkupsRequired:
    'Escribe cuántos controles prenatales tuviste; si aún no tuviste ninguno, escribe 0.',
  place: 'Elige dónde llevas tu control prenatal.',
} as const;

export function maternitySpec(params: FormParams, page: string): FormSpec {
  return {
    kind: 'maternity',
    action: '/api/forms/maternity',
    page,
    submitLabel: 'Enviar inscripción',
    fields: [
      {
        kind: 'radios',
        name: 'due_known',
        label: '¿Conoces tu fecha probable de parto?',
        hint: 'Aparece en tu carné de control prenatal.',
        options: [
          { value: 'fecha', label: 'Sí, la conozco' },
          { value: 'semanas', label: 'No, pero sé cuántas semanas de embarazo tengo' },
        ],
      },
      {
        kind: 'date',
        name: 'due_date',
        label: 'Fecha probable de parto',
        min: params.today,
        max: addDays(params.today, DUE_DATE_MAX_DAYS),
        showIf: { field: 'due_known', equals: 'fecha' },
      },
      {
        kind: 'text',
        name: 'weeks_pregnant',
        label: 'Semanas de embarazo',
        hint: 'Un número del 1 al 42.',
        inputMode: 'numeric',
        maxLength: 2,
        width: 'short',
        suffix: 'semanas',
        showIf: { field: 'due_known', equals: 'semanas' },
      },
      {
        kind: 'radios',
        name: 'is_first_pregnancy',
        label: '¿Es tu primer embarazo?',
        options: [
          { value: 'si', label: 'Sí' },
          { value: 'no', label: 'No' },
        ],
      },
      {
        kind: 'text',
        name: 'prenatal_checkups',
        label: '¿Cuántos controles prenatales tuviste hasta hoy?',
        hint: 'Si aún no tuviste ninguno, escribe 0.',
        inputMode: 'numeric',
        maxLength: 2,
        width: 'short',
      },
      {
        kind: 'radios',
        name: 'supplementary_id',
        label: '¿Dónde llevas tu control prenatal?',
        options: params.options,
      },
      ...CONTACT_FIELDS,
      ...consentFields(params.consent),
    ],
    steps: [
      {
        id: 'embarazo',
        title: 'Tu embarazo',
        fields: ['due_known', 'due_date', 'weeks_pregnant', 'is_first_pregnancy'],
      },
      {
        id: 'controles',
        title: 'Tus controles prenatales',
        fields: ['prenatal_checkups', 'supplementary_id'],
      },
      contactStep(),
      consentStep,
    ],
  };
}

/** The rules; `optionIds` undefined accepts any id (the service checks its list). */
export function maternitySchema({ today, optionIds }: { today: string; optionIds?: number[] }) {
  const dueDate = dateBetween({
    min: today,
    max: addDays(today, DUE_DATE_MAX_DAYS),
    required: MATERNITY_MESSAGES.dueRequired,
    invalid: MATERNITY_MESSAGES.dueInvalid,
    early: MATERNITY_MESSAGES.dueEarly,
    late: MATERNITY_MESSAGES.dueLate,
  });
  const weeks = wholeNumber(1, 42, MATERNITY_MESSAGES.weeksRequired, MATERNITY_MESSAGES.weeks);
  return z
    .object({
      due_known: choice(['fecha', 'semanas'], MATERNITY_MESSAGES.dueKnown),
      due_date: z.optional(z.string()),
      weeks_pregnant: z.optional(z.string()),
      is_first_pregnancy: choice(['si', 'no'], MATERNITY_MESSAGES.first),
      prenatal_checkups: wholeNumber(
        0,
        20,
        MATERNITY_MESSAGES.checkupsRequired,
        MATERNITY_MESSAGES.checkups,
      ),
      supplementary_id: optionId(optionIds, MATERNITY_MESSAGES.place),
      ...contactShape,
      consent,
      consent_version: z.optional(z.string()),
      marketing_consent: tick,
    })
    .check(
      documentRule,
      z.superRefine((values, ctx) => {
        if (values.due_known === 'fecha') checkField(ctx, 'due_date', dueDate, values.due_date);
        if (values.due_known === 'semanas') {
          checkField(ctx, 'weeks_pregnant', weeks, values.weeks_pregnant);
        }
      }),
    );
}

/** The service's `MaternityForm` from valid values. */
export function maternityBody(values: Record<string, unknown>) {
  const byDate = values.due_known === 'fecha';
  return {
    ...personBody(values),
    ...(byDate
      ? { due_date: String(values.due_date) }
      : { weeks_pregnant: Number(String(values.weeks_pregnant).trim()) }),
    is_first_pregnancy: values.is_first_pregnancy === 'si',
    prenatal_checkups: Number(String(values.prenatal_checkups).trim()),
    supplementary_id: Number(values.supplementary_id),
    ...consentBody(values),
  };
}
