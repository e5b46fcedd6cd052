/**
 * What the program forms share (issue #32): the contact page (name, document, email, phone), the
 * consent page, the params a page hands its form, and the conditional rules' helper.
 */
import * as z from 'zod/mini';
import type { FieldOption, FieldSpec, FormStepSpec } from '@/lib/forms/definition';
import type { PackedDistricts } from '@/lib/forms/packedDistricts';
import { documentType, email, fullName, phone, phoneForService } from '@/lib/forms/rules';

/** The service's health-data consent text (`GET /forms/health-data-consent/`). */
export interface ConsentText {
  version: string;
  title: string;
  paragraphs: readonly string[];
}

/** What a page reads for its form and hands it (serialisable: it crosses to the browser). */
export interface FormParams {
  /** Lima's date on the server (ISO): the bounds of dates. */
  today: string;
  /** The options of the form's list (`list_supplementary`). */
  options: readonly FieldOption[];
  consent: ConsentText;
  /** The appointment request: the programs that take appointments, and the health centres. */
  programs?: readonly FieldOption[];
  centres?: readonly FieldOption[];
  /** The program the address names (`?programa=`), chosen in the page's HTML. */
  chosenProgram?: string;
  /** The «Prevención y chequeos» form: every district, packed for the page's payload. */
  places?: PackedDistricts;
}

export const CONTACT_FIELDS: readonly FieldSpec[] = [
  {
    kind: 'text',
    name: 'full_name',
    label: 'Nombres y apellidos',
    autoComplete: 'name',
    maxLength: 150,
  },
  { kind: 'document', name: 'document', label: 'Documento de identidad' },
  {
    kind: 'email',
    name: 'email',
    label: 'Correo electrónico',
    hint: 'Te enviaremos una copia con tu número de referencia.',
    autoComplete: 'email',
    inputMode: 'email',
    maxLength: 254,
  },
  {
    kind: 'tel',
    name: 'phone',
    label: 'Celular',
    hint: 'Para coordinar contigo. Si no es de Perú, escríbelo con su código de país, por ejemplo +56.',
    autoComplete: 'tel',
    inputMode: 'tel',
    maxLength: 20,
  },
];

export const contactStep = (title = 'Tus datos de contacto'): FormStepSpec => ({
  id: 'contacto',
  title,
  fields: ['full_name', 'document', 'email', 'phone'],
});

export function consentFields(consent: ConsentText): FieldSpec[] {
  return [
    {
      kind: 'consent',
      name: 'consent',
      label: 'Autorizo el uso de mis datos de salud para atender esta solicitud.',
      title: consent.title,
      paragraphs: consent.paragraphs,
      version: consent.version,
    },
    {
      kind: 'checkbox',
      name: 'marketing_consent',
      label:
        'Quiero recibir por correo novedades y beneficios de VivaSalud (opcional, puedes dejarlo sin marcar).',
      optional: true,
    },
  ];
}

export const consentStep: FormStepSpec = {
  id: 'autorizacion',
  title: 'Autorización de uso de datos',
  fields: ['consent', 'marketing_consent'],
};

/** The contact rules (the document's per-type rule is added by `withDocument`). */
export const contactShape = {
  full_name: fullName,
  document_type: documentType,
  document_number: z.string(),
  email,
  phone,
};

/**
 * A tick box as the form holds it: a boolean (the script's JSON), its text in a multipart post
 * (`"true"` / `"false"`), or `"true"` / nothing in a native post.
 */
export const tick = z.optional(
  z.union([z.boolean(), z.literal('true'), z.literal('false'), z.literal('')]),
);

/** The contact fields as the service takes them. */
export function contactBody(values: Record<string, unknown>) {
  return {
    document_type: String(values.document_type) as 'DNI' | 'CE' | 'PAS',
    document_number: String(values.document_number).trim().toUpperCase(),
    email: String(values.email).trim(),
    phone: phoneForService(String(values.phone)),
  };
}

/** The person (a sign-up's `full_name`) and the contact fields as the service takes them. */
export function personBody(values: Record<string, unknown>) {
  return { full_name: String(values.full_name).trim(), ...contactBody(values) };
}

/** The consent as the service takes it. */
export function consentBody(values: Record<string, unknown>) {
  return {
    consent: true as const,
    consent_version: String(values.consent_version ?? ''),
    marketing_consent: values.marketing_consent === true || values.marketing_consent === 'true',
  };
}

/** Lima's date (`YYYY-MM-DD`) at `now`. */
export function limaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Lima',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

type Issues = { issues: unknown[] };

/** Adds an issue at `path` when `schema` refuses `value` (the first message). */
export function checkField(ctx: Issues, path: string, schema: z.ZodMiniType, value: unknown) {
  const result = z.safeParse(schema, value ?? '');
  if (!result.success) {
    ctx.issues.push({
      code: 'custom',
      path: [path],
      message: result.error.issues[0]?.message ?? 'Revisa este dato.',
      input: value,
    });
  }
}
