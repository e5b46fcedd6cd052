import { methodNotAllowed } from '@vivasalud/auth/server';
import { createContentChangesHandler } from '@vivasalud/auth/server/content-changes';
import { revalidateTag } from 'next/cache';

// POST /api/contenido/cambios (issue #34): the content service's signed message of what changed;
// the pages that showed it are rendered anew on their next request, on every instance.
export const POST = createContentChangesHandler({ app: 'campaigns', revalidateTag });

/** Any other method: 405 with `Allow: POST` (site.yaml). */
export const GET = methodNotAllowed('POST');
