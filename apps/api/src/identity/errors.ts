import { HttpError } from '../errors';

/** The same status and body whether the document exists or the password is wrong. */
export const invalidCredentials = () =>
  new HttpError(401, 'Documento o contraseña incorrectos.', 'INVALID_CREDENTIALS');
export const accountInactive = () =>
  new HttpError(403, 'La cuenta no está activa.', 'ACCOUNT_INACTIVE');
export const unauthorized = () =>
  new HttpError(401, 'Sesión no válida o expirada.', 'UNAUTHORIZED');
export const forbidden = (message: string) => new HttpError(403, message, 'FORBIDDEN');
export const alreadyRegistered = (message: string) =>
  new HttpError(409, message, 'ALREADY_REGISTERED');
export const noPendingMfa = () =>
  new HttpError(
    400,
    'No hay una verificación pendiente para este usuario y dispositivo.',
    'NO_PENDING_MFA',
  );
export const rateLimited = (retryAfterSeconds: number) =>
  new HttpError(429, 'Demasiados intentos. Inténtalo nuevamente en unos minutos.', 'RATE_LIMITED', {
    'retry-after': String(retryAfterSeconds),
  });

/**
 * A code was sent less than the resend cooldown ago (issue #25): no lockout, a code is on its
 * way. Says how long ago it went and when another can be asked for, in seconds.
 */
export const codeRecentlySent = (sentSecondsAgo: number, retryAfterSeconds: number) =>
  new HttpError(
    429,
    `Te enviamos un código hace ${sentSecondsAgo} s: úsalo, o pide otro en ${retryAfterSeconds} s.`,
    'CODE_RECENTLY_SENT',
    { 'retry-after': String(retryAfterSeconds) },
  );
