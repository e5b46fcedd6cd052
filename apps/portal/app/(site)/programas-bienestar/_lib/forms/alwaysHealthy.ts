/**
 * «Prevención y chequeos» («Siempre saludable») sign-up (issue #32; spec §7
 * `forms/always-healthy/`): the person, where they live (a district — ubigeo — and the address),
 * the health centre for the check-ups, the consent.
 */
import * as z from 'zod/mini';
import type { FormSpec } from '@/lib/forms/definition';
import { consent, documentRule, optionId, requiredText } from '@/lib/forms/rules';
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
import { birthDateField, birthDateRule } from './nutrition';

export const ALWAYS_HEALTHY_MESSAGES = {
  district: 'Elige el distrito donde vives.',
  address: 'Escribe tu dirección: calle, número y, si tiene, departamento o referencia.',
  centre: 'Elige el centro de salud donde prefieres tus chequeos.',
} as const;

export function alwaysHealthySpec(params: FormParams, page: string): FormSpec {
  return {
    kind: 'always-healthy',
    action: '/api/forms/always-healthy',
    page,
    submitLabel: 'Enviar inscripción',
    fields: [
      ...CONTACT_FIELDS,
      birthDateField(params.today, 18),
      {
        kind: 'ubigeo',
        name: 'ubigeo',
        label: 'Distrito donde vives',
        places: params.places ?? [],
      },
      {
        kind: 'text',
        name: 'address',
        label: 'Dirección',
        hint: 'Calle o avenida, número y una referencia.',
        autoComplete: 'street-address',
        maxLength: 250,
      },
      {
        kind: 'radios',
        name: 'supplementary_id',
        label: 'Centro de salud para tus chequeos',
        options: params.options,
      },
      ...consentFields(params.consent),
    ],
    steps: [
      {
        id: 'contacto',
        title: 'Tus datos',
        fields: ['full_name', 'document', 'birth_date', 'email', 'phone'],
      },
      { id: 'direccion', title: 'Dónde vives', fields: ['ubigeo', 'address', 'supplementary_id'] },
      consentStep,
    ],
  };
}

export function alwaysHealthySchema({ today, optionIds }: { today: string; optionIds?: number[] }) {
  return z
    .object({
      ...contactShape,
      birth_date: birthDateRule(today, 18),
      ubigeo: z
        .string({ error: ALWAYS_HEALTHY_MESSAGES.district })
        .check(z.regex(/^\d{6}$/, ALWAYS_HEALTHY_MESSAGES.district)),
      address: requiredText(ALWAYS_HEALTHY_MESSAGES.address, 250),
      supplementary_id: optionId(optionIds, ALWAYS_HEALTHY_MESSAGES.centre),
      consent,
      consent_version: z.optional(z.string()),
      marketing_consent: tick,
    })
    .check(documentRule);
}

export function alwaysHealthyBody(values: Record<string, unknown>) {
  return {
    ...personBody(values),
    birth_date: String(values.birth_date),
    ubigeo: String(values.ubigeo),
    address: String(values.address).trim(),
    supplementary_id: Number(values.supplementary_id),
    ...consentBody(values),
  };
}
