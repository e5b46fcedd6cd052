import { methodNotAllowed } from '@vivasalud/auth/server';
import { ahorroImage } from '@/lib/ahorro/route';

// GET /api/ahorro-de-datos/imagen (issue #33): an optimizer request of a browser that saves data
// (next.config rewrites `/_next/image` here, lib/ahorro/rules.ts) → 307 to its lighter copy.
export function GET(request: Request): Response {
  return ahorroImage(request);
}

/** Any other method: 405 with `Allow: GET` (site.yaml). */
export const POST = methodNotAllowed('GET');
