import { isApiError } from '@vivasalud/api-client/errors';
import { useCallback } from 'react';
import { useAuthRuntime } from './context';
import {
  captureResponse,
  describeFailure,
  fail,
  internalError,
  logAuthError,
  ok,
  toFormError,
  type AuthResult,
} from './errors';
import { INTERNAL_MESSAGES } from './messages';
import { sessionDocumentNumber } from './shared';
import type { AuthRuntime } from './runtime';
import { useBusy } from './useBusy';

export interface CampaignParticipation {
  /** Whether the signed-in user takes part ('User not fully loaded' without a session document). */
  verify(): Promise<AuthResult<{ registered: boolean }>>;
  /** Registers the signed-in user ('Register failed' when the answer says so). */
  register(): Promise<AuthResult<{ name: string }>>;
  loading: boolean;
}

function onFailure(runtime: AuthRuntime, what: string, cause: unknown) {
  logAuthError(describeFailure(what, cause));
  // A 401 means the session cookie is gone: close the session here too (spec §4).
  if (isApiError(cause) && cause.code === 'UNAUTHORIZED') {
    void runtime.dispatch({ type: 'UNAUTHORIZED' });
  }
}

export function useCampaignParticipation(campaignPath: string): CampaignParticipation {
  const runtime = useAuthRuntime();
  const [loading, whileBusy] = useBusy();

  const verify = useCallback(async (): Promise<AuthResult<{ registered: boolean }>> => {
    // Asked only for a loaded session; the route reads the session's own document (issue #26: a
    // document number never travels in a URL).
    if (!sessionDocumentNumber(runtime.getState()))
      return fail(internalError(INTERNAL_MESSAGES.userNotFullyLoaded));
    return whileBusy(async () => {
      const capture = captureResponse();
      try {
        const { data } = await runtime.client.GET('/api/auth/campaigns/verify-participant', {
          params: { query: campaignPath ? { campaignPath } : {} },
          middleware: [capture.middleware],
        });
        return ok({ registered: data?.data?.registered === true });
      } catch (cause) {
        onFailure(runtime, 'Campaign check failed', cause);
        return fail(toFormError(cause, { retryAfter: capture.retryAfter(), now: runtime.now() }));
      }
    });
  }, [runtime, campaignPath, whileBusy]);

  const register = useCallback(async (): Promise<AuthResult<{ name: string }>> => {
    const documentNumber = sessionDocumentNumber(runtime.getState());
    if (!documentNumber) return fail(internalError(INTERNAL_MESSAGES.userNotFullyLoaded));
    return whileBusy(async () => {
      const capture = captureResponse();
      try {
        const { data } = await runtime.client.POST('/api/auth/campaigns/add_participant', {
          body: { campaignPath, document_number: documentNumber },
          middleware: [capture.middleware],
        });
        if (data?.success !== true) {
          logAuthError('Campaign registration refused (success false)');
          return fail(internalError(INTERNAL_MESSAGES.registerFailed));
        }
        return ok({ name: data.name });
      } catch (cause) {
        onFailure(runtime, 'Campaign registration failed', cause);
        return fail(
          toFormError(cause, {
            retryAfter: capture.retryAfter(),
            now: runtime.now(),
            fallbackCode: INTERNAL_MESSAGES.registerFailed,
          }),
        );
      }
    });
  }, [runtime, campaignPath, whileBusy]);

  return { verify, register, loading };
}
