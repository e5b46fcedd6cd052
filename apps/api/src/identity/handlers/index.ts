import { mergeAreas } from '../../handler-areas';
import { campaignsHandlers } from './campaigns';
import { loginHandlers } from './login';
import { recoveryHandlers } from './recovery';
import { sessionHandlers } from './session';
import { identityKit, type IdentityContext, type IdentityHandlers } from './shared';
import { signupHandlers } from './signup';
import { ticketsHandlers } from './tickets';

/**
 * Every operation of identity.yaml, from the handlers of each area (`identity/handlers/<area>.ts`,
 * one per URL group). The answer type makes the map exhaustive: an operation no area handles
 * does not compile; one handled by two areas throws here.
 */
export function createIdentityHandlers(context: IdentityContext): IdentityHandlers {
  const kit = identityKit(context);
  return mergeAreas(
    loginHandlers(kit),
    signupHandlers(kit),
    sessionHandlers(kit),
    recoveryHandlers(kit),
    campaignsHandlers(kit),
    ticketsHandlers(kit),
  );
}
