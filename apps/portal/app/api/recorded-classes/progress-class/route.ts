import { createAuthRoutes } from '@vivasalud/auth/server';

// GET|POST /api/recorded-classes/progress-class (spec §7, issue #19): the signed-in user's
// recorded-class progress, read and saved on the content API with the session's bearer. The
// save also takes text/plain JSON (navigator.sendBeacon); every answer is `no-store`. A route
// handler under /api: outside the page manifest, the proxy and the page cache (lib/routes.ts).
export const { GET, POST } = createAuthRoutes();
