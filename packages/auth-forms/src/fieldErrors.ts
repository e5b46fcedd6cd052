/**
 * The server's field errors as a form shows them: loaded when a submission comes back refused
 * (issue #33), not with the form's page.
 */
/** Server field names (site.yaml) → the form's field names. */
export const SERVER_FIELD_NAMES: Readonly<Record<string, string>> = {
  document: 'document',
  documentType: 'documentType',
  document_number: 'documentNumber',
  document_type: 'documentType',
  last_name: 'lastName',
  name: 'name',
  email: 'email',
  phone: 'phone',
  password: 'password',
  is_terms_conditions_accepted: 'acceptTerms',
};

export interface ServerFieldError {
  field: string;
  message: string;
}

/**
 * The server's field errors (site.yaml `ErrorBody.errors`) renamed to the form's fields, keeping
 * only the fields the form shows; the rest stay in the form-level message.
 */
export function formFieldErrors(
  fields: readonly ServerFieldError[] | undefined,
  formFields: readonly string[],
): ServerFieldError[] {
  if (!fields) return [];
  const shown = new Set(formFields);
  return fields.flatMap(({ field, message }) => {
    const name = SERVER_FIELD_NAMES[field] ?? field;
    return shown.has(name) ? [{ field: name, message }] : [];
  });
}
