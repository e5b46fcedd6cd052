'use client';

/**
 * The session runtime of the portal, one per page (its provider: `./provider`). Loaded lazily by
 * `SessionIsland` on every page; the account pages render the provider itself with the page.
 * `SessionPublisher` tells the chrome (`@/components/session/snapshot`) what to show.
 */
import {
  useCampaignParticipation,
  useLogout,
  useSession,
  type UserProfile,
} from '@vivasalud/auth/react';
import { useEffect, useRef } from 'react';
import { hasStoredUser, publishSession } from '@/components/session/snapshot';

export { AdditionalClausesConsent } from '@/components/banners/AdditionalClausesConsent';

export {
  resetSharedRuntime,
  sessionRuntime,
  SessionProvider,
  type SessionRuntimeOptions,
} from './provider';

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

/**
 * Hands a signed-in person's profile to a form (issue #32: name, document and contact filled in),
 * once, when the session says who it is. Nothing for a visitor.
 */
export function ProfileReader({ onProfile }: { onProfile: (profile: UserProfile) => void }) {
  const { status, user } = useSession();
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (status !== 'authenticated' || !user) return;
    const who = `${user.documentType}|${user.documentNumber}`;
    if (told.current === who) return;
    told.current = who;
    onProfile(user);
  }, [status, user, onProfile]);
  return null;
}
