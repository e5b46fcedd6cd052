'use client';

/**
 * The session runtime as an island (issue #6, speed): `./runtime` (the auth package's React
 * bindings, jotai, the machine, the site client) is not part of a page's first load. It is
 * fetched once the page has loaded and the main thread is idle — or at once where a page needs
 * it (the account pages render `SessionProvider` themselves) — and every island then renders
 * inside a provider sharing the one runtime. Until then an island renders nothing: what the
 * chrome shows before the session is known comes from `@/components/session/snapshot`.
 */
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { afterLoadWhenIdle } from '@/lib/shell/idle';
import type * as Runtime from './runtime';

export type SessionRuntimeModule = typeof Runtime;

let loaded: SessionRuntimeModule | null = null;
let loading: Promise<SessionRuntimeModule> | null = null;
const listeners = new Set<() => void>();

/** Loads the runtime once (a failed load, e.g. offline, is tried again by the next caller). */
export function loadSessionRuntime(): Promise<SessionRuntimeModule> {
  loading ??= import('./runtime').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
const current = () => loaded;
const notOnTheServer = () => null;

/**
 * The runtime module once loaded; null on the server, while hydrating and until it loads. An
 * island mounted later (a client navigation) gets it at once.
 */
export function useSessionRuntime(): SessionRuntimeModule | null {
  const runtime = useSyncExternalStore(subscribe, current, notOnTheServer);
  useEffect(() => {
    if (loaded) return;
    return afterLoadWhenIdle(() => {
      loadSessionRuntime().catch((error: unknown) => {
        console.error(
          '[portal] session runtime not loaded',
          error instanceof Error ? error.name : 'unknown',
        );
      });
    });
  }, []);
  return runtime;
}

export interface SessionIslandProps {
  /** What the island renders once the runtime is there, inside its session provider. */
  children: (runtime: SessionRuntimeModule) => ReactNode;
}

/** Renders `children(runtime)` inside the shared session provider once the runtime is loaded. */
export function SessionIsland({ children }: SessionIslandProps) {
  const runtime = useSessionRuntime();
  return runtime ? <runtime.SessionProvider>{children(runtime)}</runtime.SessionProvider> : null;
}

/** Tests only: forget the loaded runtime. */
export function resetSessionRuntime(): void {
  loaded = null;
  loading = null;
}
