/**
 * What one `<AuthProvider>` runs: its jotai store, the storage, the site client, and `dispatch`,
 * which feeds an event to the pure machine, stores the next state in the atom and runs the
 * effects through `runEffects` with the real handlers.
 */
import { createLazySiteClient } from '@vivasalud/api-client/lazy-site';
import type { SiteClient } from '@vivasalud/api-client/site';
import { createStore } from 'jotai';
import {
  runEffects,
  transition,
  type AuthEffect,
  type AuthEvent,
  type AuthState,
  type PendingMfa,
  type UserProfile,
  initialAuthState,
} from '../machine';
import type { AuthStorage } from '../storage';
import {
  authStateAtom,
  codeErrorAtom,
  deviceIdAtom,
  loginErrorAtom,
  signupErrorAtom,
} from './atoms';
import { createEffectHandlers, type EffectContext } from './effects';

export type JotaiStore = ReturnType<typeof createStore>;

/** The calls a person can trigger twice by accident (double Enter, onComplete + Enter). */
export type SingleFlightKey = 'login' | 'signup' | 'validateCode' | 'resendCode';

export interface AuthRuntimeOptions {
  storage: AuthStorage;
  baseUrl: string;
  fetch?: typeof fetch;
  navigate: (to: string) => void;
  now?: () => Date;
  /**
   * The session as the server read it for this page (its cookie → the identity service's
   * profile), on a page rendered per request: the store starts from it instead of "checking", so
   * the server's HTML and the first browser render show the same thing (a form or the signed-in
   * view) and `start()` asks nothing more (see `start`).
   */
  initialSession?: InitialSession;
}

/** What a page's server read of the session hands the browser: who is signed in, or nobody. */
export interface InitialSession {
  user: UserProfile | null;
}

/** The machine's state for a session the server already read: no check is running. */
export function seededAuthState(initial: InitialSession): AuthState {
  return initial.user
    ? { ...initialAuthState, status: 'authenticated', user: initial.user, loading: false }
    : { ...initialAuthState, loading: false };
}

/** The provider's callbacks, which may change between renders. */
export interface AuthCallbacks {
  navigate: (to: string) => void;
  now?: (() => Date) | undefined;
}

export interface AuthRuntime {
  readonly store: JotaiStore;
  readonly storage: AuthStorage;
  readonly client: SiteClient;
  now(): Date;
  getState(): AuthState;
  /**
   * Runs one event through the machine and its effects; resolves with the state once the
   * effects (and the work they started) are done. `onError` receives the `error` effect.
   */
  dispatch(event: AuthEvent, context?: { onError?: (message: string) => void }): Promise<AuthState>;
  /** The device id, created once if missing (for the calls that send `device`). */
  deviceId(): Promise<string>;
  /** App start (spec §4): dispatches START with what storage holds. */
  start(initialPathToGo?: string | null): Promise<AuthState>;
  /**
   * Runs `work` unless the work under the same key is still running; then answers that work's
   * promise instead, so a second submit sends no second request.
   */
  singleFlight<T>(key: SingleFlightKey, work: () => Promise<T>): Promise<T>;
  /** Takes the provider's latest callbacks. */
  configure(callbacks: AuthCallbacks): void;
  /** Cancels pending timers (provider unmount). */
  dispose(): void;
}

export function createAuthRuntime(options: AuthRuntimeOptions): AuthRuntime {
  const store = createStore();
  const { storage, initialSession } = options;
  if (initialSession) store.set(authStateAtom, seededAuthState(initialSession));
  // openapi-fetch comes with the first call (the session read, a sent form), not with the page.
  const client = createLazySiteClient({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  let callbacks: AuthCallbacks = { navigate: options.navigate, now: options.now };
  const navigate = (to: string) => callbacks.navigate(to);
  const now = () => (callbacks.now ? callbacks.now() : new Date());
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const schedule = (callback: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      callback();
    }, ms);
    timers.add(timer);
  };

  const setDeviceId = (deviceId: string) => store.set(deviceIdAtom, deviceId);

  const running = new Map<SingleFlightKey, Promise<unknown>>();
  function singleFlight<T>(key: SingleFlightKey, work: () => Promise<T>): Promise<T> {
    const current = running.get(key) as Promise<T> | undefined;
    if (current) return current;
    const started = work().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  }

  /** Runs effects with the real handlers; resolves once the work they started is done too. */
  async function run(
    effects: AuthEffect[],
    { onError }: { onError?: (message: string) => void } = {},
  ): Promise<void> {
    const context: EffectContext = { onError, background: [] };
    const handlers = createEffectHandlers(
      { storage, client, navigate, schedule, dispatch, setDeviceId },
      context,
    );
    await runEffects(effects, handlers);
    await Promise.all(context.background);
  }

  async function dispatch(
    event: AuthEvent,
    context: { onError?: (message: string) => void } = {},
  ): Promise<AuthState> {
    const previous = store.get(authStateAtom);
    const { state, effects } = transition(previous, event, now());
    store.set(authStateAtom, state);
    // Before the effects, so an `error` effect of this very event still shows.
    if (formsMoveOn(previous, state)) clearFormErrors();
    await run(effects, context);
    return store.get(authStateAtom);
  }

  function clearFormErrors() {
    for (const errorAtom of [loginErrorAtom, codeErrorAtom, signupErrorAtom]) {
      store.set(errorAtom, null);
    }
  }

  async function deviceId(): Promise<string> {
    // The device id is made when a form is sent, not with the page (issue #33): its code, and
    // the fingerprint library it loads in turn, come then.
    const stored = storage.readDeviceId();
    const id = stored ?? (await (await import('../device')).ensureDeviceId(storage));
    setDeviceId(id);
    return id;
  }

  async function start(initialPathToGo?: string | null): Promise<AuthState> {
    const stored = storage.readDeviceId();
    if (stored) setDeviceId(stored);
    const pending = storage.readPending();
    if (initialSession && !pending) {
      // Spec §4's session check already ran on the server: the machine takes its answer (which
      // stores the profile, or clears a stale one) without asking again.
      const pathToGo = initialPathToGo ?? storage.readPathToGo();
      if (pathToGo) await dispatch({ type: 'PATH_TO_GO_SET', path: pathToGo });
      const { authEpoch } = store.get(authStateAtom);
      return dispatch({
        type: 'SESSION_LOADED',
        epoch: authEpoch,
        isAuthenticated: initialSession.user !== null,
        user: initialSession.user,
      });
    }
    return dispatch({
      type: 'START',
      pending,
      pathToGo: initialPathToGo ?? storage.readPathToGo(),
    });
  }

  return {
    store,
    storage,
    client,
    now,
    getState: () => store.get(authStateAtom),
    dispatch,
    deviceId,
    start,
    singleFlight,
    configure(next) {
      callbacks = next;
    },
    dispose() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

function pendingOf(state: AuthState): PendingMfa | null {
  return state.status === 'pendingMfa' ? state.pending : null;
}

/**
 * Whether the login, code and sign-up errors are stale after a transition (L7): who is signed in
 * changed (a sign-in, a logout, a 401), someone signed in from the session check, or the pending
 * step changed (a new one, a resent code, or none any more).
 */
function formsMoveOn(previous: AuthState, next: AuthState): boolean {
  return (
    next.authEpoch !== previous.authEpoch ||
    (next.status === 'authenticated' && previous.status !== 'authenticated') ||
    pendingOf(next) !== pendingOf(previous)
  );
}
