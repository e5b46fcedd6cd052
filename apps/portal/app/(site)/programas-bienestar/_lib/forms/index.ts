/**
 * The program forms (issue #32) by kind: how each page builds its form (`spec`), the rules the
 * browser and the route apply (`schema`), the service's body (`body`). The appointment request is
 * not a program's sign-up but lives here with them: same contact, consent and pages.
 */
import type { FormSpec } from '@/lib/forms/definition';
import { alwaysHealthyBody, alwaysHealthySchema, alwaysHealthySpec } from './alwaysHealthy';
import { appointmentBody, appointmentSchema, appointmentSpec } from './appointment';
import type { FormParams } from './common';
import { maternityBody, maternitySchema, maternitySpec } from './maternity';
import { nutritionBody, nutritionSchema, nutritionSpec } from './nutrition';
import { strongAsIronBody, strongAsIronSchema, strongAsIronSpec } from './strongAsIron';

export type FormKind =
  'maternity' | 'nutrition' | 'always-healthy' | 'strong-as-iron' | 'request-appointment';

export interface SchemaParams {
  today: string;
  optionIds?: number[];
  programIds?: number[];
}

export const FORM_SPECS: Record<FormKind, (params: FormParams, page: string) => FormSpec> = {
  maternity: maternitySpec,
  nutrition: nutritionSpec,
  'always-healthy': alwaysHealthySpec,
  'strong-as-iron': strongAsIronSpec,
  'request-appointment': appointmentSpec,
};

export function schemaFor(kind: FormKind, params: SchemaParams) {
  switch (kind) {
    case 'maternity':
      return maternitySchema(params);
    case 'nutrition':
      return nutritionSchema(params);
    case 'always-healthy':
      return alwaysHealthySchema(params);
    case 'strong-as-iron':
      return strongAsIronSchema(params);
    case 'request-appointment':
      return appointmentSchema(params);
  }
}

export const FORM_BODIES = {
  maternity: maternityBody,
  nutrition: nutritionBody,
  'always-healthy': alwaysHealthyBody,
  'strong-as-iron': strongAsIronBody,
  'request-appointment': appointmentBody,
} satisfies Record<FormKind, (values: Record<string, unknown>) => unknown>;

/** What the confirmation page says happens next, by form. */
export const NEXT_STEPS: Record<FormKind, { title: string; steps: readonly string[] }> = {
  maternity: {
    title: 'Recibimos tu inscripción a Maternidad saludable',
    steps: [
      'Una obstetra del programa te llamará en un plazo de 2 días hábiles para darte la bienvenida y coordinar tu primera sesión.',
      'Te enviamos una copia de tu inscripción a tu correo, con tu número de referencia.',
      'Sigue yendo a tus controles prenatales: el programa los complementa, no los reemplaza.',
    ],
  },
  nutrition: {
    title: 'Recibimos tu inscripción a Alimentación consciente',
    steps: [
      'Una nutricionista te llamará en un plazo de 2 días hábiles para agendar tu evaluación.',
      'Te enviamos una copia de tu inscripción a tu correo, con tu número de referencia.',
    ],
  },
  'always-healthy': {
    title: 'Recibimos tu inscripción a Prevención y chequeos',
    steps: [
      'Te llamaremos en un plazo de 2 días hábiles para programar tus chequeos en el centro que elegiste.',
      'Te enviamos una copia de tu inscripción a tu correo, con tu número de referencia.',
    ],
  },
  'strong-as-iron': {
    title: 'Recibimos tu inscripción a Fuerte como el hierro',
    steps: [
      'Una enfermera del programa te llamará en un plazo de 2 días hábiles para coordinar el seguimiento de tu hija o hijo.',
      'Si adjuntaste el resultado de hemoglobina, lo revisará antes de llamarte.',
      'Te enviamos una copia de tu inscripción a tu correo, con tu número de referencia.',
    ],
  },
  'request-appointment': {
    title: 'Recibimos tu solicitud de cita',
    steps: [
      'Te llamaremos en un plazo de 2 días hábiles para confirmar el día y la hora de tu cita.',
      'Te enviamos una copia de tu solicitud a tu correo, con tu número de referencia.',
      'Si no puedes asistir, avísanos cuando te llamemos para darle el espacio a otra persona.',
    ],
  },
};
