/**
 * «Fuerte como el hierro»'s sign-up (issue #32; spec §7 `forms/strong-as-iron/`, multipart): the
 * child (birth date, situation, latest hemoglobin when known, the lab result as a JPG, PNG or PDF
 * up to 5 MB), the parent or guardian, the consent.
 */
import * as z from 'zod/mini';
import type { FormSpec } from '@/lib/forms/definition';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  FILE_MESSAGES,
  fileProblem,
} from '@/lib/forms/file';
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

export const STRONG_AS_IRON_MESSAGES = {
  birthRequired: 'Escribe la fecha de nacimiento de tu hija o hijo.',
  birthInvalid: 'Escribe una fecha real, por ejemplo 10/08/2025.',
  birthEarly: 'El programa es para niñas y niños menores de 18 años.',
  birthLate: 'La fecha de nacimiento no puede ser posterior a hoy.',
  situation: 'Elige la situación de tu hija o hijo.',
  hemoglobin: 'Escribe la hemoglobina en g/dL, por ejemplo 10,5 (hasta 25).',
} as const;

export function strongAsIronSpec(params: FormParams, page: string): FormSpec {
  return {
    kind: 'strong-as-iron',
    action: '/api/forms/strong-as-iron',
    page,
    submitLabel: 'Enviar inscripción',
    fields: [
      {
        kind: 'date',
        name: 'child_birth_date',
        label: 'Fecha de nacimiento de tu hija o hijo',
        min: addYears(params.today, -18),
        max: params.today,
      },
      {
        kind: 'radios',
        name: 'supplementary_id',
        label: '¿Cuál es su situación?',
        options: params.options,
      },
      {
        kind: 'text',
        name: 'hemoglobin_g_dl',
        label: 'Último resultado de hemoglobina',
        hint: 'En g/dL, como figura en el resultado. Si no lo sabes, déjalo en blanco.',
        inputMode: 'decimal',
        maxLength: 5,
        width: 'short',
        suffix: 'g/dL',
        optional: true,
      },
      {
        kind: 'file',
        name: 'attachment',
        label: 'Resultado del dosaje de hemoglobina',
        hint: 'Una foto (JPG o PNG) o un PDF de hasta 5 MB. Si recargas la página tendrás que elegirlo otra vez.',
        accept: ATTACHMENT_TYPES,
        maxBytes: ATTACHMENT_MAX_BYTES,
        optional: true,
      },
      ...CONTACT_FIELDS.map((field) =>
        field.name === 'full_name'
          ? { ...field, label: 'Tus nombres y apellidos (madre, padre o apoderado)' }
          : field,
      ),
      ...consentFields(params.consent),
    ],
    steps: [
      {
        id: 'nino',
        title: 'Tu hija o hijo',
        fields: ['child_birth_date', 'supplementary_id', 'hemoglobin_g_dl', 'attachment'],
      },
      {
        id: 'contacto',
        title: 'Tus datos (madre, padre o apoderado)',
        fields: ['full_name', 'document', 'email', 'phone'],
      },
      consentStep,
    ],
  };
}

export function strongAsIronSchema({ today, optionIds }: { today: string; optionIds?: number[] }) {
  return z
    .object({
      child_birth_date: dateBetween({
        min: addYears(today, -18),
        max: today,
        required: STRONG_AS_IRON_MESSAGES.birthRequired,
        invalid: STRONG_AS_IRON_MESSAGES.birthInvalid,
        early: STRONG_AS_IRON_MESSAGES.birthEarly,
        late: STRONG_AS_IRON_MESSAGES.birthLate,
      }),
      supplementary_id: optionId(optionIds, STRONG_AS_IRON_MESSAGES.situation),
      hemoglobin_g_dl: z.optional(optionalDecimal(0, 25, STRONG_AS_IRON_MESSAGES.hemoglobin)),
      attachment: z.optional(
        z.unknown().check(
          // Each refusal with its own words: empty, too big, not a JPG, PNG or PDF.
          z.superRefine((value, ctx) => {
            if (value === null || value === undefined || value === '') return;
            const message =
              typeof value === 'object' && 'size' in value
                ? fileProblem(value as File)
                : FILE_MESSAGES.wrongType;
            if (message) ctx.issues.push({ code: 'custom', message, input: value });
          }),
        ),
      ),
      ...contactShape,
      consent,
      consent_version: z.optional(z.string()),
      marketing_consent: tick,
    })
    .check(documentRule);
}

/** The service's `StrongAsIronForm` fields (the file travels beside them). */
export function strongAsIronBody(values: Record<string, unknown>) {
  const hemoglobin = decimalOrNull(String(values.hemoglobin_g_dl ?? ''));
  return {
    ...personBody(values),
    child_birth_date: String(values.child_birth_date),
    ...(hemoglobin === null ? {} : { hemoglobin_g_dl: hemoglobin }),
    supplementary_id: Number(values.supplementary_id),
    ...consentBody(values),
  };
}
