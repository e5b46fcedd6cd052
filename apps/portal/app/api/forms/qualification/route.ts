import { allowedOriginsFromEnv, methodNotAllowed } from '@vivasalud/auth/server';
import { contentClient } from '@/lib/content';
import { submitQualification } from '@/lib/forms/submitQualification';

// POST /api/forms/qualification (issue #6): the page-feedback widget's answer, checked here and
// forwarded to the content service's `forms/qualification/`; the browser only talks to its origin.
export function POST(request: Request): Promise<Response> {
  return submitQualification(request, {
    content: contentClient(),
    allowedOrigins: allowedOriginsFromEnv(process.env),
  });
}

/** Any other method: 405 with `Allow: POST` (site.yaml), not Next's own 405 without it. */
export const GET = methodNotAllowed('POST');
