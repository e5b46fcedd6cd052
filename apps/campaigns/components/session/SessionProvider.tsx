'use client';

/**
 * The campaigns site's session, one per page (`createPageSession` of `@vivasalud/auth/react`, as
 * the portal's): its own cookie (`vs_campaign_session`, set by this site's `/api/auth/*` routes),
 * shared by every provider of a browser page, a new runtime per request on the server, seeded with
 * the session the server read. Only the per-request pages (sign-up, participation) mount it, in
 * their layout: the cached pages carry no session.
 */
import {
  createPageSession,
  type InitialSession,
  type PageSessionOptions,
} from '@vivasalud/auth/react';
import { useRouter } from 'next/navigation';
import { useCallback, type ReactNode } from 'react';

const page = createPageSession('campaigns');

export interface SessionProviderProps {
  /**
   * The session the server read for this page (`lib/session.ts`): the server's HTML and the first
   * browser render start from it, and the browser does not ask again.
   */
  initial?: InitialSession;
  children: ReactNode;
}

export function SessionProvider({ initial, children }: SessionProviderProps) {
  const router = useRouter();
  const navigate = useCallback((to: string) => router.push(to), [router]);
  return (
    <page.Provider navigate={navigate} {...(initial ? { initial } : {})}>
      {children}
    </page.Provider>
  );
}

/** Tests only: a page that has not started its session yet; its runtime made with `next`. */
export function resetSession(next: PageSessionOptions = {}): void {
  page.reset(next);
}
