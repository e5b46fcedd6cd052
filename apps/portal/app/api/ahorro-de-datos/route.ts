import { allowedOriginsFromEnv, methodNotAllowed } from '@vivasalud/auth/server';
import { deploymentOf } from '@vivasalud/config/security';
import { ahorroRoute } from '@/lib/ahorro/route';

// POST /api/ahorro-de-datos (issue #33): the footer's «Ahorro de datos» switch, a plain form
// (works without JavaScript): keeps the choice in `vs_ahorro` and answers 303 back to the page.
export const POST = ahorroRoute({
  allowedOrigins: allowedOriginsFromEnv(process.env),
  https: deploymentOf(process.env).https,
});

/** Any other method: 405 with `Allow: POST` (site.yaml). */
export const GET = methodNotAllowed('POST');
