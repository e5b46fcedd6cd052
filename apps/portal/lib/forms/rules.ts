/**
 * The rules every program form shares (issue #32), as `zod/mini` checks over the form's strings
 * with the Spanish messages people read: names, document (spec §5: DNI 8 digits, CE 20, PAS 9),
 * email, phone, dates within bounds, the health-data consent (Ley 29733). The same rules run in
 * the browser (react-hook-form's resolver) and in the portal's same-site routes, before the
 * service checks them again against the contract.
 */
import * as z from 'zod/mini';

// As in @vivasalud/auth-forms/schemas: no `new Function` probe under the pages' CSP.
z.config({ jitless: true });

export const DOCUMENT_TYPES = ['DNI', 'CE', 'PAS'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const RULE_MESSAGES = {
  fullName: 'Escribe tus nombres y apellidos.',
  nameTooLong: 'Puede tener como máximo 150 caracteres.',
  documentType: 'Elige el tipo de documento.',
  documentRequired: 'Escribe el número de tu documento.',
  dni: 'El DNI debe tener 8 dígitos.',
  ce: 'El carné de extranjería debe tener entre 1 y 20 letras o números.',
  pas: 'El pasaporte debe tener entre 1 y 9 letras o números.',
  email: 'Escribe un correo electrónico válido, por ejemplo nombre@correo.pe.',
  phone:
    'Escribe un celular de 9 dígitos que empiece con 9, o un número con su código de país, por ejemplo +56 912345678.',
  consent: 'Para enviar tus datos de salud debes autorizar su uso.',
  option: 'Elige una opción.',
} as const;

const DOCUMENT_RULES: Record<DocumentType, { pattern: RegExp; message: string }> = {
  DNI: { pattern: /^\d{8}$/, message: RULE_MESSAGES.dni },
  CE: { pattern: /^[A-Za-z0-9]{1,20}$/, message: RULE_MESSAGES.ce },
  PAS: { pattern: /^[A-Za-z0-9]{1,9}$/, message: RULE_MESSAGES.pas },
};

/** The message for a document number of a type, or `undefined` when it is valid. */
export function documentNumberError(type: string, value: string): string | undefined {
  if (!value.trim()) return RULE_MESSAGES.documentRequired;
  const rule = DOCUMENT_RULES[type as DocumentType];
  if (!rule) return undefined; // the type's own message says what is wrong
  return rule.pattern.test(value.trim()) ? undefined : rule.message;
}

/** Text with a required message and a maximum length (counted after trimming). */
export const requiredText = (required: string, max: number, tooLong?: string) =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(max, tooLong ?? `Puede tener como máximo ${max} caracteres.`),
    );

/** Optional text with a maximum length. */
export const optionalText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `Puede tener como máximo ${max} caracteres.`));

export const fullName = requiredText(RULE_MESSAGES.fullName, 150, RULE_MESSAGES.nameTooLong);

export const documentType = z.enum(DOCUMENT_TYPES, { error: RULE_MESSAGES.documentType });

/** Up to 254 characters, one `@`, a dot in the domain, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const email = z
  .string({ error: RULE_MESSAGES.email })
  .check(z.trim(), z.maxLength(254, RULE_MESSAGES.email), z.regex(EMAIL, RULE_MESSAGES.email));

/**
 * A Peruvian mobile (9 digits starting with 9, with or without +51) or a number with its country
 * code (+ and 8 to 15 digits). Spaces are allowed as people write them.
 */
export function phoneIsValid(raw: string): boolean {
  const compact = raw.replace(/[\s-]/g, '');
  if (/^(\+?51)?9\d{8}$/.test(compact)) return true;
  return /^\+\d{8,15}$/.test(compact) && !compact.startsWith('+51');
}

/** The phone as the service takes it (`^\+?[0-9 ]{6,20}$`): `+51 987654321`, `+56912345678`. */
export function phoneForService(raw: string): string {
  const compact = raw.replace(/[\s-]/g, '');
  if (/^9\d{8}$/.test(compact)) return `+51 ${compact}`;
  if (/^\+?519\d{8}$/.test(compact)) return `+51 ${compact.slice(-9)}`;
  return compact;
}

export const phone = z
  .string({ error: RULE_MESSAGES.phone })
  .check(z.trim(), z.refine(phoneIsValid, RULE_MESSAGES.phone));

/** A required choice among `options` (a select or radios posting one of their values). */
export const choice = <const T extends readonly [string, ...string[]]>(
  options: T,
  message: string = RULE_MESSAGES.option,
) => z.enum(options, { error: message });

/** A required option id of a service list (`supplementary_id`), posted as text. */
/**
 * A required option id of a service list (`supplementary_id`), posted as text: one of `ids`, or —
 * without the list (the route: the service checks its own) — any whole number.
 */
export const optionId = (
  ids: readonly number[] | undefined,
  message: string = RULE_MESSAGES.option,
) =>
  z
    .string({ error: message })
    .check(z.refine((value) => (ids ? ids.includes(Number(value)) : /^\d+$/.test(value)), message));

/** The health-data consent: the box must be ticked. */
export const consent = z
  .union([z.boolean(), z.string()], { error: RULE_MESSAGES.consent })
  .check(z.refine((value) => value === true || value === 'true', RULE_MESSAGES.consent));

/** A ticked box as a form holds it: `true`, or its value `"true"` (react-hook-form, a native post). */
export const isTicked = (value: unknown) => value === true || value === 'true';

/** `YYYY-MM-DD`, a real calendar day. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The ISO day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The ISO day `years` after `day` (negative: before); 29 Feb becomes 28 Feb. */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, d));
  if (target.getUTCMonth() !== m - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

export interface DateBounds {
  min: string;
  max: string;
  required: string;
  invalid: string;
  early: string;
  late: string;
}

/** A date between two days (inclusive), each failure with its message. */
export const dateBetween = ({ min, max, required, invalid, early, late }: DateBounds) =>
  z.string({ error: required }).check(
    z.minLength(1, required),
    z.refine(isIsoDate, invalid),
    z.refine((value) => !isIsoDate(value) || value >= min, early),
    z.refine((value) => !isIsoDate(value) || value <= max, late),
  );

/** A whole number between two bounds, posted as text. */
export const wholeNumber = (min: number, max: number, required: string, range: string) =>
  z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, required),
    z.refine((value) => /^\d+$/.test(value.trim()), range),
    z.refine((value) => !/^\d+$/.test(value.trim()) || (+value >= min && +value <= max), range),
  );

/** An optional decimal (a comma or a point) within bounds, posted as text. */
export const optionalDecimal = (min: number, max: number, range: string) =>
  z.string().check(
    z.trim(),
    z.refine((value) => {
      if (!value.trim()) return true;
      const number = Number(value.trim().replace(',', '.'));
      return Number.isFinite(number) && number > min && number <= max;
    }, range),
  );

/** A decimal typed with a comma or a point, or `null` when empty. */
export const decimalOrNull = (value: string): number | null =>
  value.trim() ? Number(value.trim().replace(',', '.')) : null;

/**
 * The per-type document rule over an object holding `document_type` and `document_number`: the
 * number's message names what its type needs.
 */
export const documentRule = z.superRefine(
  (values: { document_type?: string; document_number?: string }, ctx) => {
    const message = documentNumberError(
      values.document_type ?? '',
      String(values.document_number ?? ''),
    );
    if (message) {
      ctx.issues.push({
        code: 'custom',
        path: ['document_number'],
        message,
        input: values.document_number,
      });
    }
  },
);
