/**
 * Sending a form from the browser (issue #32) to its same-site route: JSON, or multipart when it
 * carries a file, with the attempt's `Idempotency-Key` (a second press, or a retry after a
 * failure, sends the same key: the service keeps one submission). The answer as the form reads it.
 */

export type PostOutcome =
  | { ok: true; reference: string; message: string }
  | {
      ok: false;
      /** `invalid`: the route or the service named fields; `network`: no answer; `server`: 5xx. */
      reason: 'invalid' | 'refused' | 'network' | 'server';
      status: number;
      message: string;
      fields: Record<string, string>;
    };

export const POST_MESSAGES = {
  network:
    'No pudimos enviar tus datos porque no hay conexión con el servicio. Tus respuestas siguen aquí: revisa tu conexión y vuelve a intentarlo.',
  server:
    'No pudimos enviar tus datos porque el servicio tuvo un problema. Tus respuestas siguen aquí: vuelve a intentarlo en unos minutos.',
  invalid: 'No pudimos aceptar algunos datos. Revisa tus respuestas y vuelve a enviarlas.',
  tooLarge: 'El archivo pesa más de 5 MB. Elige uno más liviano.',
  consentChanged:
    'El texto de la autorización cambió mientras llenabas el formulario. Recarga la página para leerlo y vuelve a marcar la casilla: tus respuestas se guardan.',
  wrongType: 'El archivo debe ser JPG, PNG o PDF.',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The field messages of an error body (`errors[]`: `{ field, message }`). */
export function fieldMessages(body: unknown): Record<string, string> {
  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors : [];
  const fields: Record<string, string> = {};
  for (const item of errors) {
    if (isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string') {
      fields[item.field] ??= item.message;
    }
  }
  return fields;
}

/** The body to send: multipart when a value is a file, JSON otherwise. */
export function requestBody(values: Record<string, unknown>): BodyInit {
  const hasFile = Object.values(values).some((value) => value instanceof Blob);
  if (!hasFile) return JSON.stringify(values);
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value instanceof Blob) data.append(name, value);
    else if (value !== undefined && value !== null) data.append(name, String(value));
  }
  return data;
}

/** Reads a route's answer into what the form shows. */
export async function readOutcome(response: Response): Promise<PostOutcome> {
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isRecord(body) && typeof body.reference === 'string') {
    return {
      ok: true,
      reference: body.reference,
      message: typeof body.message === 'string' ? body.message : '',
    };
  }
  const fields = fieldMessages(body);
  // The consent's version travels hidden beside its box: a refusal of it is the box's.
  if (fields.consent_version !== undefined) {
    fields.consent ??= POST_MESSAGES.consentChanged;
    delete fields.consent_version;
  }
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : '';
  if (response.status === 413) {
    return {
      ok: false,
      reason: 'invalid',
      status: 413,
      message,
      fields: { attachment: POST_MESSAGES.tooLarge, ...fields },
    };
  }
  if (response.status === 415 && fields.attachment === undefined && !message.includes('JSON')) {
    return {
      ok: false,
      reason: 'invalid',
      status: 415,
      message,
      fields: { attachment: POST_MESSAGES.wrongType, ...fields },
    };
  }
  if (response.status >= 500 || (!response.ok && response.status < 400)) {
    return {
      ok: false,
      reason: 'server',
      status: response.status,
      message: POST_MESSAGES.server,
      fields: {},
    };
  }
  if (Object.keys(fields).length > 0) {
    return {
      ok: false,
      reason: 'invalid',
      status: response.status,
      message: POST_MESSAGES.invalid,
      fields,
    };
  }
  return {
    ok: false,
    reason: 'refused',
    status: response.status,
    message: message || POST_MESSAGES.server,
    fields: {},
  };
}

/** Sends the form; a failure to reach the route is `network`, never thrown. */
export async function postForm(
  action: string,
  values: Record<string, unknown>,
  idempotencyKey: string,
): Promise<PostOutcome> {
  const body = requestBody(values);
  const headers: Record<string, string> = {
    'idempotency-key': idempotencyKey,
    accept: 'application/json',
  };
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(action, { method: 'POST', headers, body, credentials: 'same-origin' });
  } catch {
    return { ok: false, reason: 'network', status: 0, message: POST_MESSAGES.network, fields: {} };
  }
  return readOutcome(response);
}
