'use client';

/**
 * A site's session runtime, one per page: the runtime (spec §4: the machine, its jotai store,
 * the site client, storage) created and started once, shared by every provider of the page. The
 * portal and the campaigns site each make one (`createPageSession`) and wrap its provider with
 * their router.
 *
 * "One per page" is the module's scope in the browser: one tab, one person. On the server the
 * module lives as long as the process and renders everybody's requests, so there each provider
 * mount — each request — gets a runtime of its own (jotai's rule for SSR: a store per request,
 * never one at module level), and nothing one request puts in a store reaches another.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { createAuthStorage } from '../storage';
import { AuthProvider } from './AuthProvider';
import {
  createAuthRuntime,
  type AuthRuntime,
  type AuthRuntimeOptions,
  type InitialSession,
} from './runtime';

/** What tests may set: the site routes' base URL, storages in memory, a clock. */
export type PageSessionOptions = Partial<Pick<AuthRuntimeOptions, 'baseUrl' | 'storage' | 'now'>>;

export interface PageSessionProviderProps {
  /** The site router's navigation (Next's `router.push`). */
  navigate: (to: string) => void;
  /**
   * On a page rendered per request: the session the server read for it (`InitialSession`). The
   * server render and the browser's first render then start from it — the same HTML, no
   * «Cargando…» swapped for a form — and the browser asks the session no second time. Read when
   * the page's runtime is made (its first provider); later pages of the same tab keep the
   * browser's own session.
   */
  initial?: InitialSession;
  children: ReactNode;
}

export interface PageSession {
  /** The page's session for `children`: every provider shares one runtime, started once. */
  Provider(props: PageSessionProviderProps): ReactNode;
  /**
   * The runtime of a provider mount: the page's shared one in the browser, a new one per mount on
   * the server (a server render never starts it: START runs in an effect).
   */
  runtime(navigate: (to: string) => void, initial?: InitialSession): AuthRuntime;
  /** Tests only: a page that has not started its session yet; its runtime made with `next`. */
  reset(next?: PageSessionOptions): void;
}

const onTheServer = () => typeof window === 'undefined';

/** One site's page session; `site` names it in the logs. */
export function createPageSession(site: string): PageSession {
  /** The browser page's runtime, and whether it was started (never set on the server). */
  let shared: AuthRuntime | null = null;
  let started = false;
  let options: PageSessionOptions = {};

  const create = (navigate: (to: string) => void, initial?: InitialSession): AuthRuntime =>
    createAuthRuntime({
      storage: options.storage ?? createAuthStorage(),
      baseUrl: options.baseUrl ?? '',
      navigate,
      now: options.now,
      ...(initial ? { initialSession: initial } : {}),
    });

  const runtime = (navigate: (to: string) => void, initial?: InitialSession): AuthRuntime => {
    if (onTheServer()) return create(navigate, initial);
    shared ??= create(navigate, initial);
    return shared;
  };

  function Provider({ navigate, initial, children }: PageSessionProviderProps) {
    const [current] = useState(() => runtime(navigate, initial));
    useEffect(() => {
      if (started) return;
      started = true;
      // START (spec §4): restore a pending second step, or ask who is signed in.
      current.start().catch((error: unknown) => {
        console.error(
          `[${site}] session start failed`,
          error instanceof Error ? error.name : 'unknown',
        );
      });
    }, [current]);
    return (
      <AuthProvider runtime={current} navigate={navigate}>
        {children}
      </AuthProvider>
    );
  }

  return {
    Provider,
    runtime,
    reset(next = {}) {
      shared?.dispose();
      shared = null;
      started = false;
      options = next;
    },
  };
}
