/**
 * What a page address says of a form posted without JavaScript (issue #32; `formRoute`'s 303):
 * `?referencia=MAT-000042` (sent), or `?resultado=<CODE>&campos=a,b` (refused, and where) —
 * never what was typed. A hostile or unknown value is no result.
 */
import { postedNames, type FormSpec } from './definition';
import { FILE_MESSAGES } from './file';

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const REFERENCE = /^[A-Z]{2,5}-\d{6,10}$/;

export const RETURNED_NOTICES = {
  VALIDATION_ERROR:
    'No pudimos aceptar algunos datos. Revisa los campos marcados y vuelve a enviar el formulario.',
  UPSTREAM_ERROR:
    'No pudimos enviar tus datos porque el servicio no responde. Vuelve a intentarlo en unos minutos.',
  PAYLOAD_TOO_LARGE: FILE_MESSAGES.tooLarge,
  UNSUPPORTED_MEDIA_TYPE: FILE_MESSAGES.wrongType,
} as const;

type Code = keyof typeof RETURNED_NOTICES;

/** The reference of a sent form, or `null`. */
export function returnedReference(query: SearchParamsRecord): string | null {
  const reference = first(query.referencia);
  return reference && REFERENCE.test(reference) ? reference : null;
}

/** The notice and field messages of a refused post, or nothing. */
export function returnedProblems(
  query: SearchParamsRecord,
  spec: FormSpec,
): { notice: string | null; errors: Record<string, string> } {
  const code = first(query.resultado);
  if (!code || !Object.hasOwn(RETURNED_NOTICES, code)) return { notice: null, errors: {} };
  const named = new Set((first(query.campos) ?? '').split(','));
  const errors: Record<string, string> = {};
  for (const field of spec.fields) {
    for (const name of postedNames(field)) {
      if (!named.has(name)) continue;
      errors[name] =
        field.kind === 'file' && (code === 'PAYLOAD_TOO_LARGE' || code === 'UNSUPPORTED_MEDIA_TYPE')
          ? RETURNED_NOTICES[code as Code]
          : `Revisa tu respuesta a «${field.kind === 'document' ? 'Documento de identidad' : field.label}».`;
    }
  }
  return { notice: RETURNED_NOTICES[code as Code], errors };
}
