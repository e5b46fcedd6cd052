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

/** "Inténtalo nuevamente en 2 minutos." for a Retry-After of 90 seconds. */
export function retryAfterText(seconds: number | undefined): string | null {
  if (!seconds || seconds <= 0) return null;
  if (seconds < 60) return `Inténtalo nuevamente en ${seconds} segundos.`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1
    ? 'Inténtalo nuevamente en 1 minuto.'
    : `Inténtalo nuevamente en ${minutes} minutos.`;
}

/** "4:05" for 245 seconds. */
export function clockText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The identity service's 429 when a code was sent less than the resend cooldown ago (issue #25):
 * no lockout, its message says when the code went and when another can be asked for.
 */
export const CODE_RECENTLY_SENT = 'CODE_RECENTLY_SENT';

/** What a form shows for a failed call: the message, with the wait when the service asks for one. */
export function formErrorText(error: {
  message: string;
  status?: number;
  code?: string;
  retryAfterSeconds?: number;
}): string {
  // «Te enviamos un código hace 9 s: úsalo, o pide otro en 51 s.»: already exact, and not
  // «Demasiados intentos» (nobody tried too often).
  if (error.code === CODE_RECENTLY_SENT) return error.message;
  const wait = retryAfterText(error.retryAfterSeconds);
  if (!wait) return error.message;
  // The service's own 429 text says "en unos minutos": the exact wait is more useful.
  return error.status === 429 ? `Demasiados intentos. ${wait}` : `${error.message} ${wait}`;
}
