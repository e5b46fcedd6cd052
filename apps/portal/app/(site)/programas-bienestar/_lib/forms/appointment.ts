/**
 * «Solicita tu cita» (issue #32; spec §7 `forms/request-appointment/`): the program, the health
 * centre (the service's list), a preferred day (from tomorrow, up to 60 days ahead) and a time
 * window, an optional note, the contact and the consent.
 */
import * as z from 'zod/mini';
import type { FormSpec } from '@/lib/forms/definition';
import {
  addDays,
  choice,
  consent,
  dateBetween,
  documentRule,
  optionalText,
  optionId,
} from '@/lib/forms/rules';
import {
  CONTACT_FIELDS,
  consentBody,
  consentFields,
  consentStep,
  contactBody,
  contactShape,
  contactStep,
  tick,
  type FormParams,
} from './common';

export const APPOINTMENT_MAX_DAYS = 60;
export const COMMENT_MAX = 500;

export const APPOINTMENT_MESSAGES = {
  program: 'Elige el programa de tu cita.',
  centre: 'Elige el centro de salud donde prefieres tu cita.',
  dateRequired: 'Escribe el día que prefieres para tu cita.',
  dateInvalid: 'Escribe una fecha real, por ejemplo 15/03/2027.',
  dateEarly: 'Elige un día a partir de mañana.',
  dateLate: 'Elige un día dentro de los próximos 60 días.',
  window: 'Elige si prefieres la mañana o la tarde.',
} as const;

export function appointmentSpec(params: FormParams, page: string): FormSpec {
  return {
    kind: 'request-appointment',
    action: '/api/forms/request-appointment',
    page,
    submitLabel: 'Enviar solicitud',
    fields: [
      {
        kind: 'select',
        name: 'program',
        label: 'Programa',
        options: params.programs ?? [],
        defaultValue: params.chosenProgram,
      },
      {
        kind: 'select',
        name: 'centre_id',
        label: 'Centro de salud',
        hint: 'Elige el que te quede más cerca.',
        options: params.centres ?? [],
      },
      {
        kind: 'date',
        name: 'preferred_date',
        label: 'Día que prefieres',
        hint: 'Te llamaremos para confirmar el día y la hora.',
        min: addDays(params.today, 1),
        max: addDays(params.today, APPOINTMENT_MAX_DAYS),
      },
      {
        kind: 'radios',
        name: 'time_window',
        label: 'Horario que prefieres',
        options: [
          { value: 'manana', label: 'Mañana (de 8:00 a 13:00)' },
          { value: 'tarde', label: 'Tarde (de 14:00 a 19:00)' },
        ],
      },
      {
        kind: 'textarea',
        name: 'comment',
        label: '¿Algo que debamos saber?',
        hint: 'Por ejemplo, si necesitas una cita accesible. No escribas datos de salud que no sean necesarios.',
        maxLength: COMMENT_MAX,
        optional: true,
      },
      ...CONTACT_FIELDS,
      ...consentFields(params.consent),
    ],
    steps: [
      {
        id: 'cita',
        title: 'Tu cita',
        fields: ['program', 'centre_id', 'preferred_date', 'time_window', 'comment'],
      },
      contactStep(),
      consentStep,
    ],
  };
}

export function appointmentSchema({
  today,
  optionIds,
  programIds,
}: {
  today: string;
  optionIds?: number[];
  programIds?: number[];
}) {
  return z
    .object({
      program: optionId(programIds, APPOINTMENT_MESSAGES.program),
      centre_id: optionId(optionIds, APPOINTMENT_MESSAGES.centre),
      preferred_date: dateBetween({
        min: addDays(today, 1),
        max: addDays(today, APPOINTMENT_MAX_DAYS),
        required: APPOINTMENT_MESSAGES.dateRequired,
        invalid: APPOINTMENT_MESSAGES.dateInvalid,
        early: APPOINTMENT_MESSAGES.dateEarly,
        late: APPOINTMENT_MESSAGES.dateLate,
      }),
      time_window: choice(['manana', 'tarde'], APPOINTMENT_MESSAGES.window),
      comment: z.optional(optionalText(COMMENT_MAX)),
      ...contactShape,
      consent,
      consent_version: z.optional(z.string()),
      marketing_consent: tick,
    })
    .check(documentRule);
}

/** The service's `AppointmentRequest` from valid values. */
export function appointmentBody(values: Record<string, unknown>) {
  const comment = String(values.comment ?? '').trim();
  return {
    program: Number(values.program),
    centre_id: Number(values.centre_id),
    preferred_date: String(values.preferred_date),
    time_window: String(values.time_window) as 'manana' | 'tarde',
    ...(comment ? { comment } : {}),
    names: String(values.full_name).trim(),
    ...contactBody(values),
    ...consentBody(values),
  };
}
