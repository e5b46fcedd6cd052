'use client';

import { useSession } from '@vivasalud/auth/react';
import type { AuthFormLinks } from '@vivasalud/auth-forms/links';
import { LoginView } from '@vivasalud/auth-forms/login';
import { SignupView } from '@vivasalud/auth-forms/signup';
import { SkeletonGroup } from '@vivasalud/ui/skeleton';
import { Participation, type ParticipationProps } from './Participation';
import styles from './Campaign.module.css';

export interface CampaignAccessProps {
  /** Which of the spec's two pages: `signup` (not signed in) or `participate` (signed in). */
  step: 'signup' | 'participate';
  participation: ParticipationProps;
  /** The portal's origin: the forms' legal pages and password recovery are there. */
  portalUrl: string;
  signupHref: string;
  participateHref: string;
  landingHref: string;
  /** The browser posted the page's form itself (`?sin-js=1`): the form says what it needs. */
  sentWithoutScript?: boolean;
}

/**
 * Sign-up and participation on the campaigns site (spec §2, issue #17), with the shared forms of
 * `@vivasalud/auth-forms`:
 * - not signed in, on `signup/`: the sign-up form with the campaign path; after its code step
 *   the service has registered the new account in the giveaway, and the confirmation names them;
 * - not signed in, on `participate/`: the login form, back to this page once signed in;
 * - signed in, on either: the participation (one press, or «Ya estás participando»).
 */
export function CampaignAccess({
  step,
  participation,
  portalUrl,
  signupHref,
  participateHref,
  landingHref,
  sentWithoutScript = false,
}: CampaignAccessProps) {
  const { loading, status } = useSession();
  const links: AuthFormLinks = {
    portalUrl,
    signupHref,
    loginHref: participateHref,
    homeHref: landingHref,
  };
  // While the session is being asked, a signed-in person must not see a form to fill. The pages
  // seed the session with the server's read (`(session)` layout), so this shows only where no
  // server read it (never on those pages: nothing is swapped, what was typed stays).
  if (loading && status !== 'pendingMfa') {
    return <SkeletonGroup label="Cargando…" className={styles.Skeleton} />;
  }
  const signedIn = <Participation {...participation} />;
  return step === 'signup' ? (
    <SignupView
      redirect={null}
      campaignPath={participation.slug}
      lead={`Crea tu cuenta de VivaSalud y quedas inscrito en el «${participation.title}». Si ganas, te escribiremos al correo y al teléfono que registres.`}
      headingLevel={2}
      links={links}
      signedIn={signedIn}
      sentWithoutScript={sentWithoutScript}
    />
  ) : (
    <LoginView
      redirect={participateHref}
      headingLevel={2}
      links={links}
      signedIn={signedIn}
      notice="Inicia sesión con tu cuenta de VivaSalud para participar."
      sentWithoutScript={sentWithoutScript}
    />
  );
}
