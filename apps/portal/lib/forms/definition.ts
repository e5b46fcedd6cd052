/**
 * A form as data (issue #32): its fields (what each asks, how it is answered), its question pages
 * and the review of the answers. A page hands this to the browser as it is (no functions), so one
 * renderer (`components/forms/StepForm`) shows every program form and the comment form alike; the
 * rules live beside each form's definition as a zod schema over the same field names.
 */
import { unpackDistricts, type PackedDistricts } from './packedDistricts';

export interface FieldOption {
  value: string;
  label: string;
}

/** Shown only when another field holds a value (a due date only when the person knows it). */
export interface ShowIf {
  field: string;
  equals: string;
}

interface Base {
  name: string;
  label: string;
  hint?: string;
  /** Not needed to send the form: «(opcional)» follows the label. */
  optional?: boolean;
  showIf?: ShowIf;
}

export type FieldSpec =
  | (Base & {
      kind: 'text' | 'email' | 'tel' | 'date' | 'textarea';
      autoComplete?: string;
      inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text';
      maxLength?: number;
      /** Dates: the first and last day accepted (ISO), for the browser's own date picker. */
      min?: string;
      max?: string;
      /** The width of the box in characters (a number of weeks is short). */
      width?: 'short' | 'medium';
      /** After the box: «semanas», «kg». */
      suffix?: string;
    })
  | (Base & {
      kind: 'select' | 'radios';
      options: readonly FieldOption[];
      /** The option chosen in the page's HTML (a program named by the address). */
      defaultValue?: string;
    })
  /** The document: its type (`document_type`) and number (`document_number`). */
  | (Base & { kind: 'document' })
  /** A single tick box (marketing consent). */
  | (Base & { kind: 'checkbox' })
  /** The health-data consent: its text (versioned by the service) and the box. */
  | (Base & { kind: 'consent'; title: string; paragraphs: readonly string[]; version: string })
  /** A file: JPG, PNG or PDF up to a size. */
  | (Base & { kind: 'file'; accept: readonly string[]; maxBytes: number })
  /**
   * A district of Peru (departamento, provincia, distrito): the districts packed for the page's
   * payload (`packDistricts`; `unpackDistricts` gives the records).
   */
  | (Base & { kind: 'ubigeo'; places: PackedDistricts });

export interface FormStepSpec {
  id: string;
  title: string;
  /** The names of its fields (the document is `document`). */
  fields: readonly string[];
}

export interface FormSpec {
  /** The form (`maternity`), its same-site route (`/api/forms/maternity`). */
  kind: string;
  action: string;
  /** The page it is on, where a post without JavaScript comes back. */
  page: string;
  /** The button that sends it. */
  submitLabel: string;
  fields: readonly FieldSpec[];
  /** Question pages; one page means a plain form without the review step. */
  steps: readonly FormStepSpec[];
}

/** The names a field posts (the document posts two). */
export function postedNames(field: FieldSpec): string[] {
  return field.kind === 'document' ? ['document_type', 'document_number'] : [field.name];
}

/** Whether a field is asked, given the answers so far. */
export function isShown(field: FieldSpec, values: Record<string, unknown>): boolean {
  return !field.showIf || values[field.showIf.field] === field.showIf.equals;
}

const DOCUMENT_NAMES: Record<string, string> = {
  DNI: 'DNI',
  CE: 'Carné de extranjería',
  PAS: 'Pasaporte',
};

/** `2027-03-05` → «5 de marzo de 2027» (no time zone: the day as written). */
export function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Intl.DateTimeFormat('es-PE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/**
 * How the review page shows an answer: an option's label, a date in words, «Sí» for a ticked
 * box, the file's name; `null` when there is nothing to show (an empty optional field).
 */
export function answerText(field: FieldSpec, values: Record<string, unknown>): string | null {
  const value = values[field.name];
  switch (field.kind) {
    case 'document': {
      const type = String(values.document_type ?? '');
      const number = String(values.document_number ?? '').trim();
      return number ? `${DOCUMENT_NAMES[type] ?? type} ${number}` : null;
    }
    case 'select':
    case 'radios':
      return field.options.find((option) => option.value === value)?.label ?? null;
    case 'checkbox':
    case 'consent':
      return value === true || value === 'true' ? 'Sí' : 'No';
    case 'file':
      return value instanceof File ? value.name : 'Ninguno';
    case 'date':
      return typeof value === 'string' && value ? longDate(value) : null;
    case 'ubigeo': {
      const district = unpackDistricts(field.places).find((item) => item.id === value);
      return district
        ? `${district.nombre}, ${district.provincia}, ${district.departamento}`
        : null;
    }
    default: {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!text) return null;
      return field.suffix ? `${text} ${field.suffix}` : text;
    }
  }
}
