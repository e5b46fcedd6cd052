import { createAuthRoutes } from '@vivasalud/auth/server';

// Every /api/auth/* route of spec §7 (site.yaml): the handlers keep the session token in an
// httpOnly cookie and call the identity service server to server.
export const { GET, POST } = createAuthRoutes();
