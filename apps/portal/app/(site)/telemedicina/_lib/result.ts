import { TELEMEDICINE_PATH } from '@/lib/clientRoutes';
import { CALL_FIELDS, type CallField } from './callFields';

/**
 * Where the telemedicine form lands when it was posted without JavaScript (issue #29): the page's
 * address says how it went — `?solicitud=enviada&especialidad=<id>`, or `?resultado=<CODE>` with
 * the fields at fault (`campos=phone,consent`) — never what was typed.
 */
export type CallResultCode = 'enviada' | 'VALIDATION_ERROR' | 'NOT_PRO' | 'UPSTREAM_ERROR';

const SPECIALTY_ID = /^[A-Za-z0-9_-]{1,100}$/;

export function callResultPath(
  code: CallResultCode,
  specialty?: string,
  fields: readonly CallField[] = [],
): string {
  const query = new URLSearchParams();
  if (code === 'enviada') query.set('solicitud', 'enviada');
  else query.set('resultado', code);
  if (specialty && SPECIALTY_ID.test(specialty)) query.set('especialidad', specialty);
  if (fields.length > 0) query.set('campos', fields.join(','));
  return `${TELEMEDICINE_PATH}?${query}`;
}

export type CallResult =
  | { kind: 'sent'; specialty: string | null }
  | {
      kind: 'refused';
      code: Exclude<CallResultCode, 'enviada'>;
      specialty: string | null;
      fields: CallField[];
    };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The result a page address names, or null (a hostile or absent value is no result). */
export function callResultOf(
  query: Record<string, string | string[] | undefined>,
): CallResult | null {
  const rawSpecialty = first(query.especialidad);
  const specialty = rawSpecialty && SPECIALTY_ID.test(rawSpecialty) ? rawSpecialty : null;
  if (first(query.solicitud) === 'enviada') return { kind: 'sent', specialty };
  const code = first(query.resultado);
  if (code !== 'VALIDATION_ERROR' && code !== 'NOT_PRO' && code !== 'UPSTREAM_ERROR') return null;
  const named = (first(query.campos) ?? '').split(',');
  const fields = CALL_FIELDS.filter((field) => named.includes(field));
  return { kind: 'refused', code, specialty, fields };
}
