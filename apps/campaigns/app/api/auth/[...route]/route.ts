import { createAuthRoutes } from '@vivasalud/auth/server';

// Every /api/auth/* route of spec §7 (site.yaml): the handlers keep the session token in an
// httpOnly cookie of this site (`vs_campaign_session`, `__Host-` on https; never shared with the
// portal's host) and call the identity service server to server. `/api/auth/ticket/redeem` takes
// the one-time ticket of a person signed in on the portal (issue #17).
export const { GET, POST } = createAuthRoutes({ site: 'campaigns' });
