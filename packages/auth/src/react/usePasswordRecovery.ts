import { useCallback } from 'react';
import type { DocumentType } from '../machine';
import { useAuthRuntime } from './context';
import { captureResponse, fail, ok, toFormError, type AuthResult } from './errors';
import { AUTH_MESSAGES, CLIENT_CODES } from './messages';
import { useBusy } from './useBusy';

export interface PasswordRecovery {
  /**
   * POST /api/auth/recover-password: answers the service's message, the same whether the
   * document has an account or not ("Si el documento está registrado, enviamos un enlace…").
   */
  recover(values: {
    documentType: DocumentType;
    document: string;
  }): Promise<AuthResult<{ message: string }>>;
  /** POST /api/auth/restore-password with the key from the mail. */
  restore(values: { password: string; key: string }): Promise<AuthResult>;
  loading: boolean;
}

export function usePasswordRecovery(): PasswordRecovery {
  const runtime = useAuthRuntime();
  const [loading, whileBusy] = useBusy();

  const recover = useCallback(
    (values: { documentType: DocumentType; document: string }) =>
      whileBusy(async (): Promise<AuthResult<{ message: string }>> => {
        const capture = captureResponse();
        try {
          const { data } = await runtime.client.POST('/api/auth/recover-password', {
            body: { documentType: values.documentType, document: values.document.trim() },
            middleware: [capture.middleware],
          });
          if (typeof data?.message !== 'string') {
            return fail({ message: AUTH_MESSAGES.unexpected, code: CLIENT_CODES.emptyAnswer });
          }
          return ok({ message: data.message });
        } catch (cause) {
          return fail(toFormError(cause, { retryAfter: capture.retryAfter(), now: runtime.now() }));
        }
      }),
    [runtime, whileBusy],
  );

  const restore = useCallback(
    (values: { password: string; key: string }) =>
      whileBusy(async (): Promise<AuthResult> => {
        const capture = captureResponse();
        try {
          const { data } = await runtime.client.POST('/api/auth/restore-password', {
            body: { password: values.password, key: values.key },
            middleware: [capture.middleware],
          });
          if (data?.success !== true) {
            return fail({ message: AUTH_MESSAGES.restoreFailed, code: CLIENT_CODES.restoreFailed });
          }
          return ok();
        } catch (cause) {
          return fail(toFormError(cause, { retryAfter: capture.retryAfter(), now: runtime.now() }));
        }
      }),
    [runtime, whileBusy],
  );

  return { recover, restore, loading };
}
