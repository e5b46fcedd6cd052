'use client';

import { SignupView } from '@vivasalud/auth-forms/signup';
import { formLinks, SessionGate, type CampaignAccessProps } from './CampaignAccess';
import { Participation } from './Participation';

/**
 * `signup/` (spec §2): not signed in, the sign-up form with the campaign path — after its code
 * step the service has registered the new account in the giveaway, and the confirmation names
 * them; signed in, the participation (one press, or «Ya estás participando»).
 */
export function SignupAccess(props: CampaignAccessProps) {
  const { participation, sentWithoutScript = false } = props;
  return (
    <SessionGate>
      <SignupView
        redirect={null}
        campaignPath={participation.slug}
        lead={`Crea tu cuenta de VivaSalud y quedas inscrito en el «${participation.title}». Si ganas, te escribiremos al correo y al teléfono que registres.`}
        headingLevel={2}
        links={formLinks(props)}
        signedIn={<Participation {...participation} />}
        sentWithoutScript={sentWithoutScript}
      />
    </SessionGate>
  );
}
