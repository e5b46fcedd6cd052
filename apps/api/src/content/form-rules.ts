import { createHash } from 'node:crypto';

/**
 * The pure rules of the forms (issue #32): references, the dates a form may name (days in Lima,
 * `YYYY-MM-DD`, against the service's `today`), the public name of a comment's author and the
 * hash that tells a replayed post from another one with the same `Idempotency-Key`.
 */

/** The forms and the prefix of their references (the migration's `reference` column says the same). */
export const FORM_PREFIXES = {
  comments: 'COM',
  qualification: 'CAL',
  'request-appointment': 'CITA',
  nutrition: 'NUT',
  maternity: 'MAT',
  'always-healthy': 'PRE',
  'strong-as-iron': 'FCH',
} as const;

export type FormName = keyof typeof FORM_PREFIXES;

/** `MAT-000042`: the form's prefix and the id, zero-padded to 6 digits (longer ids as they are). */
export const formReference = (form: FormName, id: number) =>
  `${FORM_PREFIXES[form]}-${String(id).padStart(6, '0')}`;

/** The forms that carry health data: `consent: true` and a known `consent_version` (Ley 29733). */
export const HEALTH_DATA_FORMS: ReadonlySet<FormName> = new Set([
  'request-appointment',
  'nutrition',
  'maternity',
  'always-healthy',
  'strong-as-iron',
]);

const DAY_MS = 24 * 60 * 60 * 1000;

/** `day` moved by `days` (a `YYYY-MM-DD` calendar day, no time zone involved). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** `day` moved back by whole years (29 February to 1 March when the year has none). */
export const yearsBefore = (day: string, years: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d)).toISOString().slice(0, 10);
};

/** A rule a date field breaks: the field and the Spanish message, or null when it holds. */
export type DateProblem = { field: string; message: string } | null;

/** The preferred date of an appointment: from tomorrow up to 60 days ahead. */
export function appointmentDateProblem(date: string, today: string): DateProblem {
  return date < addDays(today, 1) || date > addDays(today, 60)
    ? {
        field: 'preferred_date',
        message: 'La fecha preferida debe estar entre mañana y los próximos 60 días.',
      }
    : null;
}

/** The expected due date of a pregnancy: from today up to 44 weeks ahead. */
export function dueDateProblem(date: string, today: string): DateProblem {
  return date < today || date > addDays(today, 44 * 7)
    ? {
        field: 'due_date',
        message: 'La fecha probable de parto debe estar entre hoy y las próximas 44 semanas.',
      }
    : null;
}

/** A person's birth date: not in the future. */
export function birthDateProblem(date: string, today: string): DateProblem {
  return date > today
    ? { field: 'birth_date', message: 'La fecha de nacimiento no puede ser posterior a hoy.' }
    : null;
}

/** The birth date of a child in a program: not in the future, and under 18 years. */
export function childBirthDateProblem(date: string, today: string): DateProblem {
  if (date > today) {
    return {
      field: 'child_birth_date',
      message: 'La fecha de nacimiento no puede ser posterior a hoy.',
    };
  }
  return date <= yearsBefore(today, 18)
    ? {
        field: 'child_birth_date',
        message: 'El programa es para niñas y niños menores de 18 años.',
      }
    : null;
}

/** How a published comment names its author: «Rosa M.» (first name, initial of the surname). */
export function publicName(name: string): string {
  const [first = '', second] = name.trim().split(/\s+/u);
  const initial = second ? [...second][0]!.toLocaleUpperCase('es-PE') : '';
  return initial ? `${first} ${initial}.` : first;
}

/** The first name of a person, for a greeting («Hola, Rosa»). */
export const firstName = (name: string) => name.trim().split(/\s+/u)[0] ?? '';

/** A JSON value with its keys in order, so equal payloads write equal text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * What an `Idempotency-Key` is held to: the SHA-256 of the payload as sent (keys in order) and,
 * for the multipart form, of the attachment's name, type and bytes.
 */
export function requestHash(
  payload: unknown,
  attachment?: { filename: string; mimeType: string; data: Buffer },
): string {
  const hash = createHash('sha256').update(JSON.stringify(canonical(payload)));
  if (attachment) {
    hash.update(`\u0000${attachment.filename}\u0000${attachment.mimeType}\u0000`);
    hash.update(attachment.data);
  }
  return hash.digest('hex');
}
