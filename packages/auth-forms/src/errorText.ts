/** The form-level text of a failed call (what the forms show while they render). */
/** "Inténtalo nuevamente en 2 minutos." for a Retry-After of 90 seconds. */
export function retryAfterText(seconds: number | undefined): string | null {
  if (!seconds || seconds <= 0) return null;
  if (seconds < 60) return `Inténtalo nuevamente en ${seconds} segundos.`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1
    ? 'Inténtalo nuevamente en 1 minuto.'
    : `Inténtalo nuevamente en ${minutes} minutos.`;
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
