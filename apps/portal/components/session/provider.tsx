'use client';

/**
 * The page's session provider (`createPageSession` of `@vivasalud/auth/react`: shared by every
 * provider of a browser page, a new one per request on the server), apart from the rest of the
 * runtime (`./runtime`: the chrome's publisher, the banners' and forms' parts): the account pages
 * render it with the page, and need nothing else of the runtime there (issue #33).
 */
import { createPageSession, type PageSessionOptions } from '@vivasalud/auth/react';
import { useRouter } from 'next/navigation';
import { useCallback, type ReactNode } from 'react';

/** What tests may set: the site routes' base URL, storages in memory, a clock. */
export type SessionRuntimeOptions = PageSessionOptions;

const page = createPageSession('portal');

/** The runtime of a provider mount (its test checks one per request on the server). */
export const sessionRuntime = page.runtime;

/** The page's session for `children`: every provider shares one runtime, started once. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const navigate = useCallback((to: string) => router.push(to), [router]);
  return <page.Provider navigate={navigate}>{children}</page.Provider>;
}

/** Tests only: a page that has not started its session yet; its runtime made with `next`. */
export const resetSharedRuntime = page.reset;
