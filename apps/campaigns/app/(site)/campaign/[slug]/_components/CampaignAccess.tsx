'use client';

import { useSession } from '@vivasalud/auth/react';
import type { AuthFormLinks } from '@vivasalud/auth-forms/links';
import { SkeletonGroup } from '@vivasalud/ui/skeleton';
import type { ReactNode } from 'react';
import type { ParticipationProps } from './Participation';
import styles from './Campaign.module.css';

/**
 * What the sign-up and participation pages hand their form (spec §2, issue #17). Each page has
 * its own component — `SignupAccess` (the sign-up form) and `ParticipateAccess` (the login form)
 * — so that neither page loads the other's form (issue #33).
 */
export interface CampaignAccessProps {
  participation: ParticipationProps;
  /** The portal's origin: the forms' legal pages and password recovery are there. */
  portalUrl: string;
  signupHref: string;
  participateHref: string;
  landingHref: string;
  /** The browser posted the page's form itself (`?sin-js=1`): the form says what it needs. */
  sentWithoutScript?: boolean;
}

/** Where the shared forms' links lead on this site. */
export function formLinks({
  portalUrl,
  signupHref,
  participateHref,
  landingHref,
}: CampaignAccessProps): AuthFormLinks {
  return { portalUrl, signupHref, loginHref: participateHref, homeHref: landingHref };
}

/**
 * While the session is being asked, a signed-in person must not see a form to fill. The pages
 * seed the session with the server's read (`(session)` layout), so this shows only where no
 * server read it (never on those pages: nothing is swapped, what was typed stays).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { loading, status } = useSession();
  if (loading && status !== 'pendingMfa') {
    return <SkeletonGroup label="Cargando…" className={styles.Skeleton} />;
  }
  return children;
}
