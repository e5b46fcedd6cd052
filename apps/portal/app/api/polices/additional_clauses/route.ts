import { createAuthRoutes } from '@vivasalud/auth/server';

// POST /api/polices/additional_clauses/ (spec §7): the handler adds the session's bearer token.
// GET is exported only to answer 405 with `Allow: POST` (site.yaml), not Next's 405 without it.
export const { GET, POST } = createAuthRoutes();
