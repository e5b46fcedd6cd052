import { methodNotAllowed } from '@vivasalud/auth/server';
import { ahorroNoPrefetch } from '@/lib/ahorro/route';

// GET /api/ahorro-de-datos/sin-precarga (issue #33): a router prefetch of a browser that saves
// data (next.config rewrites it here, lib/ahorro/rules.ts) → 204, nothing downloaded.
export function GET(): Response {
  return ahorroNoPrefetch();
}

/** Any other method: 405 with `Allow: GET` (site.yaml). */
export const POST = methodNotAllowed('GET');
