/**
 * What one `<AuthProvider>` runs: its jotai store, the storage, the site client, and `dispatch`,
 * which feeds an event to the pure machine, stores the next state in the atom and runs the
 * effects through `runEffects` with the real handlers.
 */
import { createSiteClient, type SiteClient } from '@vivasalud/api-client/site';
import { createStore } from 'jotai';
import { ensureDeviceId } from '../device';
import {
  runEffects,
  transition,
  type AuthEffect,
  type AuthEvent,
  type AuthState,
} from '../machine';
import type { AuthStorage } from '../storage';
import { authStateAtom, deviceIdAtom } from './atoms';
import { createEffectHandlers, type EffectContext } from './effects';

export type JotaiStore = ReturnType<typeof createStore>;

export interface AuthRuntimeOptions {
  storage: AuthStorage;
  baseUrl: string;
  fetch?: typeof fetch;
  navigate: (to: string) => void;
  now?: () => Date;
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
  /** Takes the provider's latest callbacks. */
  configure(callbacks: AuthCallbacks): void;
  /** Cancels pending timers (provider unmount). */
  dispose(): void;
}

export function createAuthRuntime(options: AuthRuntimeOptions): AuthRuntime {
  const store = createStore();
  const { storage } = options;
  const client = createSiteClient({
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
    const { state, effects } = transition(store.get(authStateAtom), event, now());
    store.set(authStateAtom, state);
    await run(effects, context);
    return store.get(authStateAtom);
  }

  async function deviceId(): Promise<string> {
    const id = await ensureDeviceId(storage);
    setDeviceId(id);
    return id;
  }

  async function start(initialPathToGo?: string | null): Promise<AuthState> {
    const stored = storage.readDeviceId();
    if (stored) setDeviceId(stored);
    return dispatch({
      type: 'START',
      pending: storage.readPending(),
      hasDeviceId: stored != null,
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
    configure(next) {
      callbacks = next;
    },
    dispose() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
