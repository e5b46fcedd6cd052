/**
 * Texts people read (es-PE), and the internal messages of spec §8 they stand for. The internal
 * message is kept in `AuthFormError.code`; `message` is what a page shows.
 */
import { MESSAGES } from '../machine';

/** Spec §8 internal messages, raised exactly as the spec words them. */
export const INTERNAL_MESSAGES = {
  signupFailed: MESSAGES.signupFailed, // 'El registro falló'
  mfaValidationFailed: MESSAGES.mfaValidationFailed, // 'MFA validation failed'
  registerFailed: 'Register failed',
  userNotFullyLoaded: 'User not fully loaded',
  additionalClausesFailed: 'Error al aceptar las cláusulas',
} as const;

/** Codes of failures found on this side (no server code, no spec message). */
export const CLIENT_CODES = {
  termsRequired: 'TERMS_NOT_ACCEPTED',
  noPendingMfa: 'NO_PENDING_MFA',
  sessionNotOpen: 'SESSION_NOT_OPEN',
  resendFailed: 'RESEND_FAILED',
  restoreFailed: 'RESTORE_FAILED',
  emptyAnswer: 'EMPTY_ANSWER',
} as const;

export const AUTH_MESSAGES = {
  network: 'No pudimos conectarnos. Revisa tu conexión e inténtalo nuevamente.',
  unexpected: 'Ocurrió un error inesperado. Inténtalo nuevamente.',
  rateLimited: 'Demasiados intentos. Inténtalo nuevamente en unos minutos.',
  mfaValidationFailed: 'El código es incorrecto o ya venció. Revisa el código o pide uno nuevo.',
  signupFailed: 'No pudimos completar tu registro. Inténtalo nuevamente.',
  registerFailed: 'No pudimos registrar tu participación en la campaña. Inténtalo nuevamente.',
  userNotFullyLoaded: 'Aún estamos cargando tus datos. Espera un momento e inténtalo nuevamente.',
  additionalClausesFailed: INTERNAL_MESSAGES.additionalClausesFailed,
  termsRequired: 'Debes aceptar los términos y condiciones para registrarte.',
  noPendingMfa: 'No hay un código pendiente. Inicia sesión nuevamente para recibir uno.',
  sessionNotOpen: 'No pudimos iniciar tu sesión. Inténtalo nuevamente.',
  resendFailed: 'No pudimos reenviar el código. Inténtalo nuevamente en unos minutos.',
  restoreFailed:
    'El enlace para cambiar tu contraseña no es válido o ya venció. Solicita uno nuevo.',
} as const;

/** The text a person sees for a spec §8 internal message (others pass through as they are). */
export function messageForPeople(message: string): string {
  switch (message) {
    case INTERNAL_MESSAGES.mfaValidationFailed:
      return AUTH_MESSAGES.mfaValidationFailed;
    case INTERNAL_MESSAGES.signupFailed:
      return AUTH_MESSAGES.signupFailed;
    case INTERNAL_MESSAGES.registerFailed:
      return AUTH_MESSAGES.registerFailed;
    case INTERNAL_MESSAGES.userNotFullyLoaded:
      return AUTH_MESSAGES.userNotFullyLoaded;
    default:
      return message;
  }
}
