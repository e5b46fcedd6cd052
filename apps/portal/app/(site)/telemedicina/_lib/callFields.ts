/**
 * The telemedicine call request form's fields, values and Spanish messages (issue #29), without
 * the phone check: what the form needs while it renders. The check (`./callForm`, with
 * libphonenumber-js's metadata) loads after the page (issue #33).
 */
export type CallField = 'specialty' | 'phone' | 'consent';

export interface CallFormValues {
  specialty: string;
  /** The country's calling code ("+51"), as the phone field's select gives it. */
  countryCode: string;
  /** The number as typed. */
  phone: string;
  consent: boolean;
}

export interface CallRequestBody {
  specialty: string;
  /** E.164 */
  phone: string;
  consent: true;
}

export const CALL_FORM_MESSAGES = {
  specialty: 'Elige la especialidad de tu consulta.',
  unknownSpecialty: 'Elige una de las especialidades de la lista.',
  phoneMissing: 'Ingresa el número al que te llamaremos.',
  phoneInvalid: 'Ingresa un número de teléfono válido, por ejemplo 987 654 321.',
  consent: 'Para solicitar la llamada debes autorizar el uso de tus datos de salud.',
} as const;

/** The order the fields appear in, and the error summary's. */
export const CALL_FIELDS: readonly CallField[] = ['specialty', 'phone', 'consent'];

/** The id of a field's control on the page (the error summary links to it). */
export const callFieldId = (field: CallField) => `telemedicina-${field}`;

export type CallFormCheck =
  { ok: true; body: CallRequestBody } | { ok: false; errors: Partial<Record<CallField, string>> };
