import { createAuthRoutes } from '@vivasalud/auth/server';

// POST /api/polices/additional_clauses/ (spec §7): the handler adds the session's bearer token.
export const { POST } = createAuthRoutes();
