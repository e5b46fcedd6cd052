import { clientAddress, methodNotAllowed } from '@vivasalud/auth/server';
import { createCspReportHandler } from '@vivasalud/config/csp-report';

// POST /api/csp-report (issue #16): the violation reports of both page policies (`report-uri`, and
// `report-to` through `Reporting-Endpoints`), each logged once as one line without personal data;
// size-capped, rate-limited per client and sampled past a total (`@vivasalud/config/csp-report`). The client is the
// address the auth routes forward to the identity service (from the socket, `vivasalud-next-start`).
export const POST = createCspReportHandler({
  app: 'portal',
  clientKey: (request) => clientAddress(request.headers.get('x-forwarded-for')),
});

/** Any other method: 405 with `Allow: POST` (site.yaml), not Next's own 405 without it. */
export const GET = methodNotAllowed('POST');
