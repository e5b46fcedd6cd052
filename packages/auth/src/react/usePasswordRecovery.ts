import { useCallback, useState } from 'react';
import type { DocumentType } from '../machine';
import { useAuthRuntime } from './context';
import { captureResponse, fail, ok, toFormError, type AuthResult } from './errors';
import { AUTH_MESSAGES, CLIENT_CODES } from './messages';

export interface PasswordRecovery {
  /** POST /api/auth/recover-password: answers the (masked) address the restore key went to. */
  recover(values: {
    documentType: DocumentType;
    document: string;
  }): Promise<AuthResult<{ email: string }>>;
  /** POST /api/auth/restore-password with the key from the mail. */
  restore(values: { password: string; key: string }): Promise<AuthResult>;
  loading: boolean;
}

export function usePasswordRecovery(): PasswordRecovery {
  const runtime = useAuthRuntime();
  const [running, setRunning] = useState(0);

  const track = useCallback(async <T>(work: () => Promise<T>): Promise<T> => {
    setRunning((count) => count + 1);
    try {
      return await work();
    } finally {
      setRunning((count) => count - 1);
    }
  }, []);

  const recover = useCallback(
    (values: { documentType: DocumentType; document: string }) =>
      track(async (): Promise<AuthResult<{ email: string }>> => {
        const capture = captureResponse();
        try {
          const { data } = await runtime.client.POST('/api/auth/recover-password', {
            body: { documentType: values.documentType, document: values.document.trim() },
            middleware: [capture.middleware],
          });
          if (typeof data?.email !== 'string') {
            return fail({ message: AUTH_MESSAGES.unexpected, code: CLIENT_CODES.emptyAnswer });
          }
          return ok({ email: data.email });
        } catch (cause) {
          return fail(toFormError(cause, { retryAfter: capture.retryAfter(), now: runtime.now() }));
        }
      }),
    [runtime, track],
  );

  const restore = useCallback(
    (values: { password: string; key: string }) =>
      track(async (): Promise<AuthResult> => {
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
    [runtime, track],
  );

  return { recover, restore, loading: running > 0 };
}
