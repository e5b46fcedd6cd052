/** Identity documents accepted at sign-in and sign-up (spec §5). */
export type DocumentType = 'DNI' | 'CE' | 'PAS';

/** Maximum length of the document number by type (spec §5 and §9: DNI 8, CE 20, PAS 9). */
export const DOCUMENT_NUMBER_MAX_LENGTH: Readonly<Record<DocumentType, number>> = {
  DNI: 8,
  CE: 20,
  PAS: 9,
};

export const DOCUMENT_TYPE_OPTIONS: readonly { value: DocumentType; label: string }[] = [
  { value: 'DNI', label: 'DNI' },
  { value: 'CE', label: 'Carné de extranjería' },
  { value: 'PAS', label: 'Pasaporte' },
];

export function isDocumentType(value: string): value is DocumentType {
  return Object.hasOwn(DOCUMENT_NUMBER_MAX_LENGTH, value);
}

/**
 * What the number field holds for `raw` under `type`: a DNI keeps digits only; a carné de
 * extranjería or passport keeps letters and digits (upper-cased, no spaces or symbols); then
 * the number is cut to the type's maximum. Used on every keystroke and when the type changes.
 */
export function documentNumberFor(type: DocumentType, raw: string): string {
  const kept =
    type === 'DNI' ? raw.replace(/\D/g, '') : raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return kept.slice(0, DOCUMENT_NUMBER_MAX_LENGTH[type]);
}
