/**
 * The real handlers of the machine's effects: storage, navigation, the same-site routes,
 * analytics and the console. `runEffects(effects, createEffectHandlers(env, context))` runs them
 * in order; work that must not hold up the effects after it (creating the device id, the logout
 * call) is started and handed to `context.background` so the caller can still await it.
 */
import type { SiteClient } from '@vivasalud/api-client/site';
import type { AuthEvent, AuthState, EffectHandlers } from '../machine';
import type { AuthStorage } from '../storage';
import { trackEvent } from './analytics';
import { describeFailure, logAuthError } from './errors';

export interface EffectContext {
  /** Receives the machine's `error` effect (a form shows it). */
  onError?: (message: string) => void;
  /** Started work the effects after it do not wait for; `dispatch` awaits it at the end. */
  background: Promise<unknown>[];
}

export interface EffectEnvironment {
  storage: AuthStorage;
  client: SiteClient;
  navigate(to: string): void;
  /** `setTimeout` that the provider can cancel when it unmounts. */
  schedule(callback: () => void, ms: number): void;
  /** Feeds an event back into the machine (answers of the calls the effects make). */
  dispatch(event: AuthEvent, context?: Pick<EffectContext, 'onError'>): Promise<AuthState>;
  setDeviceId(deviceId: string): void;
}

/**
 * GET /api/auth/get-user as the machine's answer event. `epoch` is the machine's `authEpoch` when
 * the check was asked for: the answer hands it back, so the machine can tell a stale answer.
 */
export async function readSession(client: SiteClient, epoch: number): Promise<AuthEvent> {
  try {
    const { data } = await client.GET('/api/auth/get-user');
    const isAuthenticated = data?.isAuthenticated === true;
    return {
      type: 'SESSION_LOADED',
      epoch,
      isAuthenticated,
      user: isAuthenticated ? (data?.user ?? null) : null,
    };
  } catch (error) {
    return {
      type: 'SESSION_FAILED',
      epoch,
      message: describeFailure('Session check failed', error),
    };
  }
}

export function createEffectHandlers(
  env: EffectEnvironment,
  context: EffectContext,
): EffectHandlers {
  const { storage, client } = env;
  const go = (to: string) => {
    try {
      env.navigate(to);
    } catch (error) {
      logAuthError(describeFailure('Navigation failed', error));
    }
  };

  return {
    navigate: ({ to }) => go(to),
    navigateAfter: ({ ms, to }) => env.schedule(() => go(to), ms),

    persistUser: ({ user }) => storage.writeProfile(user, { isAuthenticated: true }),
    persistRegistration: ({ name }) => storage.writeRegistration(name),
    clearUser: () => storage.clearUser(),
    savePathToGo: ({ path }) => storage.writePathToGo(path),
    savePendingMfa: ({ pending }) => storage.writePending(pending),
    clearPendingMfa: () => storage.clearPending(),

    fetchSession: async ({ epoch }) => {
      const event = await readSession(client, epoch);
      await env.dispatch(event, { onError: context.onError });
    },

    closeSession: () => {
      // Spec §8: a failed logout call is logged only; the local session is closed regardless.
      context.background.push(
        (async () => {
          try {
            await client.POST('/api/auth/logout');
          } catch (error) {
            logAuthError(describeFailure('Logout call failed', error));
          }
          await env.dispatch({ type: 'LOGOUT_FINISHED' });
        })(),
      );
    },

    track: ({ event }) => trackEvent(event),

    error: ({ message }) => {
      if (context.onError) context.onError(message);
      else logAuthError('Form error without a form');
    },

    log: ({ message }) => logAuthError(message),
  };
}
