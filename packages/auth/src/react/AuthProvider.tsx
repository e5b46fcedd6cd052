'use client';

/**
 * The session of the whole app (spec §4): its own jotai store, the site client and storage, and
 * the START event once on mount (restore a pending second step, or create the device id if
 * missing and query the session). Several providers can share one runtime (`runtime`, made with
 * `createAuthRuntime`): each island of a page then reads the same session, and the runtime's
 * owner starts it once and keeps it.
 */
import { Provider } from 'jotai';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createAuthStorage } from '../storage';
import { AuthRuntimeContext } from './context';
import { describeFailure, logAuthError } from './errors';
import { createAuthRuntime, type AuthRuntime } from './runtime';

export interface AuthProviderProps {
  children: ReactNode;
  /** Client navigation; the app passes Next's router.push. */
  navigate: (to: string) => void;
  /** Base URL of the same-site routes: '' (relative) in the browser. */
  baseUrl?: string;
  /** Tests only. */
  storage?: ReturnType<typeof createAuthStorage>;
  now?: () => Date;
  fetch?: typeof fetch;
  /** Read once at start-up, e.g. the `redirect` query parameter; sanitized by the machine. */
  initialPathToGo?: string | null;
  /**
   * A runtime shared with other providers (`createAuthRuntime`). The provider neither starts nor
   * disposes it (its owner does) and ignores `baseUrl`, `storage`, `fetch` and `initialPathToGo`.
   */
  runtime?: AuthRuntime;
}

export function AuthProvider({
  children,
  navigate,
  baseUrl = '',
  storage,
  now,
  fetch,
  initialPathToGo,
  runtime: shared,
}: AuthProviderProps): React.JSX.Element {
  // Its own runtime lives as long as the provider; later callbacks reach it through `configure`.
  const [runtime] = useState(
    () =>
      shared ??
      createAuthRuntime({
        storage: storage ?? createAuthStorage(),
        baseUrl,
        ...(fetch ? { fetch } : {}),
        navigate,
        now,
      }),
  );
  const owned = runtime !== shared;
  useEffect(() => {
    runtime.configure({ navigate, now });
  }, [runtime, navigate, now]);

  // START once per provider, also under StrictMode's double effects; later changes of
  // `initialPathToGo` are ignored (it is read at start-up only).
  const startPath = useRef(initialPathToGo);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !owned) return;
    started.current = true;
    runtime
      .start(startPath.current)
      .catch((error: unknown) => logAuthError(describeFailure('Start-up failed', error)));
  }, [runtime, owned]);

  useEffect(() => (owned ? () => runtime.dispose() : undefined), [runtime, owned]);

  return (
    <Provider store={runtime.store}>
      <AuthRuntimeContext.Provider value={runtime}>{children}</AuthRuntimeContext.Provider>
    </Provider>
  );
}
