'use client';

/**
 * The session runtime as an island (issue #6, speed): `./runtime` (the auth package's React
 * bindings, jotai, the machine, the site client) is not part of a page's first load. It is
 * fetched once the page has loaded and the main thread is idle — or at once where a page needs
 * it (the account pages render `SessionProvider` themselves) — and every island then renders
 * inside a provider sharing the one runtime. Until then an island renders nothing: what the
 * chrome shows before the session is known comes from `@/components/session/snapshot`.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
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

/**
 * The runtime module once loaded; null on the server, while hydrating and until it loads. An
 * island mounted later (a client navigation) gets it at its first effect.
 *
 * Not `useSyncExternalStore`: a store's update always renders synchronously, so the runtime's
 * arrival rendered every island — the session provider, its first check, the publisher — as one
 * long task of the main thread right after the page loaded (issue #33: 80–160 ms at Lighthouse's
 * 4× CPU). It arrives as a transition instead, rendered in slices between which the page answers.
 */
export function useSessionRuntime(): SessionRuntimeModule | null {
  const [runtime, setRuntime] = useState<SessionRuntimeModule | null>(null);
  useEffect(() => {
    const take = () => {
      const arrived = loaded;
      if (arrived) startTransition(() => setRuntime(() => arrived));
    };
    // Mounted after the load (a client navigation): at once.
    if (loaded) {
      take();
      return;
    }
    listeners.add(take);
    const cancel = afterLoadWhenIdle(() => {
      loadSessionRuntime().catch((error: unknown) => {
        console.error(
          '[portal] session runtime not loaded',
          error instanceof Error ? error.name : 'unknown',
        );
      });
    });
    return () => {
      listeners.delete(take);
      cancel();
    };
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
