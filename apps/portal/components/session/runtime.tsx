'use client';

/**
 * The session runtime of the portal, one per page: the auth package's runtime (spec §4: the
 * machine, its jotai store, the site client, storage) created and started once, shared by every
 * provider of the page. Loaded lazily by `SessionIsland` on content pages and statically by the
 * account pages. `SessionPublisher` tells the chrome (`@/lib/session/snapshot`) what to show.
 *
 * "One per page" is this module's scope in the browser: one tab, one person. On the server the
 * module lives as long as the process and renders everybody's requests, so there each provider
 * mount — each request — gets a runtime of its own (jotai's rule for SSR: a store per request,
 * never one at module level), and nothing one request puts in a store reaches another.
 */
import {
  AuthProvider,
  createAuthRuntime,
  useCampaignParticipation,
  useLogout,
  useSession,
  type AuthRuntime,
  type AuthRuntimeOptions,
} from '@vivasalud/auth/react';
import { createAuthStorage } from '@vivasalud/auth/storage';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { hasStoredUser, publishSession } from '@/lib/session/snapshot';

export { AdditionalClausesConsent } from '@/components/banners/AdditionalClausesConsent';

/** What tests may set: the site routes' base URL, storages in memory, a clock. */
export type SessionRuntimeOptions = Partial<
  Pick<AuthRuntimeOptions, 'baseUrl' | 'storage' | 'now'>
>;

/** The browser page's runtime, and whether it was started (never set on the server). */
let shared: AuthRuntime | null = null;
let started = false;
let options: SessionRuntimeOptions = {};

const onTheServer = () => typeof window === 'undefined';

function createRuntime(navigate: (to: string) => void): AuthRuntime {
  return createAuthRuntime({
    storage: options.storage ?? createAuthStorage(),
    baseUrl: options.baseUrl ?? '',
    navigate,
    now: options.now,
  });
}

/**
 * The runtime of a provider mount: the page's shared one in the browser, a new one per mount on
 * the server (a server render never starts it: START runs in an effect). Exported for its test.
 */
export function sessionRuntime(navigate: (to: string) => void): AuthRuntime {
  if (onTheServer()) return createRuntime(navigate);
  shared ??= createRuntime(navigate);
  return shared;
}

/** The page's session for `children`: every provider shares one runtime, started once. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const navigate = useCallback((to: string) => router.push(to), [router]);
  const [runtime] = useState(() => sessionRuntime(navigate));
  useEffect(() => {
    if (started) return;
    started = true;
    // START (spec §4): restore a pending second step, or ask who is signed in.
    runtime.start().catch((error: unknown) => {
      console.error(
        '[portal] session start failed',
        error instanceof Error ? error.name : 'unknown',
      );
    });
  }, [runtime]);
  return (
    <AuthProvider runtime={runtime} navigate={navigate}>
      {children}
    </AuthProvider>
  );
}

/** Publishes what the header and the campaign strip show, whenever the session changes. */
export function SessionPublisher() {
  const { status, loading, user, isPro } = useSession();
  const { logout, loading: logoutLoading } = useLogout();
  const signedIn = status === 'authenticated';
  const name = signedIn ? (user?.name ?? '') : null;
  const documentNumber = signedIn ? (user?.documentNumber ?? null) : null;
  useEffect(() => {
    publishSession(
      {
        known: !loading,
        signedIn,
        user: name === null ? null : { name, documentNumber },
        isPro: signedIn && isPro,
        logoutLoading,
        // While the start-up check runs, only a stored user record makes a sign-in likely: a
        // visitor's chrome (the campaign strip in the server HTML) must not flicker meanwhile.
        maybeSignedIn: signedIn || (loading && hasStoredUser()),
      },
      () => void logout(),
    );
  }, [loading, signedIn, name, documentNumber, isPro, logoutLoading, logout]);
  return null;
}

export interface CampaignCheckProps {
  slug: string;
  /** The signed-in person's registration; `undefined` while unknown (asking, failed, nobody). */
  onAnswer: (registered: boolean | undefined) => void;
}

/**
 * Asks whether the signed-in person takes part in the campaign (`verify-participant`, spec §6)
 * and tells the strip. A different person or campaign is asked again; an older answer is dropped.
 */
export function CampaignCheck({ slug, onAnswer }: CampaignCheckProps) {
  const { status, user } = useSession();
  const { verify } = useCampaignParticipation(slug);
  const asking =
    status === 'authenticated' && slug && user?.documentNumber
      ? `${slug}|${user.documentNumber}`
      : null;
  useEffect(() => {
    onAnswer(undefined);
    if (!asking) return;
    let current = true;
    void verify().then((result) => {
      // A failed check is logged by the hook; the strip stays hidden (still unknown).
      if (current && result.ok) onAnswer(result.value.registered);
    });
    return () => {
      current = false;
    };
  }, [asking, verify, onAnswer]);
  return null;
}

/** Tests only: a page that has not started its session yet; its runtime made with `next`. */
export function resetSharedRuntime(next: SessionRuntimeOptions = {}): void {
  shared?.dispose();
  shared = null;
  started = false;
  options = next;
}
