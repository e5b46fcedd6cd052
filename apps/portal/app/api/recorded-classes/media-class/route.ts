import { methodNotAllowed } from '@vivasalud/auth/server';
import { recordedClassMediaRoute } from '@/app/(site)/clases-grabadas/_lib/mediaRoute';

// GET /api/recorded-classes/media-class?slug=… (site.yaml, issue #25): the media of a recorded
// class for the session's member; a pro class's reach pro members only (401 without a session,
// 403 for other members), decided by the content service. Per user: every answer is `no-store`.
// A route handler under /api: outside the page manifest, the proxy and the page cache.
export function GET(request: Request): Promise<Response> {
  return recordedClassMediaRoute(request);
}

/** Any other method: 405 with `Allow: GET` (site.yaml), not Next's own 405 without it. */
export const POST = methodNotAllowed('GET');
