'use client';

import { LoginView } from '@vivasalud/auth-forms/login';
import { formLinks, SessionGate, type CampaignAccessProps } from './CampaignAccess';
import { Participation } from './Participation';

/**
 * `participate/` (spec §2): not signed in, the login form, back to this page once signed in;
 * signed in, the participation (one press, or «Ya estás participando»).
 */
export function ParticipateAccess(props: CampaignAccessProps) {
  const { participation, participateHref, sentWithoutScript = false } = props;
  return (
    <SessionGate>
      <LoginView
        redirect={participateHref}
        headingLevel={2}
        links={formLinks(props)}
        signedIn={<Participation {...participation} />}
        notice="Inicia sesión con tu cuenta de VivaSalud para participar."
        sentWithoutScript={sentWithoutScript}
      />
    </SessionGate>
  );
}
