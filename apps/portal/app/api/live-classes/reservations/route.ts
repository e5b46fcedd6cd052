import { reservationsRoute } from '@/app/(site)/clases-en-vivo/_lib/reservationsRoute';

// GET|POST /api/live-classes/reservations (site.yaml, issue #28): the signed-in member's
// reservations, listed and made on the content API with the session's bearer; the class page's
// form posts here without JavaScript (303). The area's rules are in its `_lib/reservationsRoute.ts`.
export const { GET, POST } = reservationsRoute();
