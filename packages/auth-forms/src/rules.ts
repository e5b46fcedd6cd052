/**
 * The auth forms' rules (spec §5) as plain values, without zod: the lengths, the Spanish messages
 * people read, the document rule and the server's field names. What a form needs while it renders
 * comes from here; the zod schemas (`./schemas`, `./signup`) load after the page (issue #33,
 * `lazyZodResolver`), so that zod is not part of a form page's first load.
 */

export const DOCUMENT_TYPES = ['DNI', 'CE', 'PAS'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Spec §5 / §9: DNI 8, CE 20, PAS 9. */
export const DOCUMENT_MAX_LENGTH: Readonly<Record<DocumentType, number>> = {
  DNI: 8,
  CE: 20,
  PAS: 9,
};

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const CODE_LENGTH = 6;

export const MESSAGES = {
  documentRequired: 'Ingresa tu número de documento.',
  dni: 'El DNI debe tener 8 dígitos.',
  ce: 'El carné de extranjería debe tener entre 1 y 20 letras o números.',
  pas: 'El pasaporte debe tener entre 1 y 9 letras o números.',
  passwordRequired: 'Ingresa tu contraseña.',
  passwordRules: 'La contraseña debe tener al menos 8 caracteres, con letras y números.',
  passwordTooLong: 'La contraseña puede tener como máximo 128 caracteres.',
  nameRequired: 'Ingresa tus nombres.',
  lastNameRequired: 'Ingresa tus apellidos.',
  nameTooLong: 'Puede tener como máximo 100 caracteres.',
  email: 'Ingresa un correo electrónico válido, por ejemplo nombre@correo.pe.',
  countryRequired: 'Elige el código de país.',
  phoneRequired: 'Ingresa tu número de celular.',
  phone: 'Revisa tu número de celular: no es válido para el código de país elegido.',
  terms: 'Para crear tu cuenta debes aceptar los términos y condiciones.',
  code: 'Ingresa los 6 dígitos del código.',
} as const;

const documentRules: Record<DocumentType, { pattern: RegExp; message: string }> = {
  DNI: { pattern: /^\d{8}$/, message: MESSAGES.dni },
  CE: { pattern: /^[A-Za-z0-9]{1,20}$/, message: MESSAGES.ce },
  PAS: { pattern: /^[A-Za-z0-9]{1,9}$/, message: MESSAGES.pas },
};

/** The message for a document number of a type, or `undefined` when it is valid. */
export function documentNumberError(type: DocumentType, value: string): string | undefined {
  if (!value.trim()) return MESSAGES.documentRequired;
  const rule = documentRules[type];
  return rule.pattern.test(value) ? undefined : rule.message;
}

// Used by the forms as they render or send, kept apart so that these few values do not bring the
// messages above into a form page's first load (issue #33); part of the rules all the same.
export { internationalPhone } from './countries';
export { SERVER_FIELD_NAMES } from './fieldErrors';
