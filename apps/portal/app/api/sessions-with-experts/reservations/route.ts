import { reservationsRoute } from '@/app/(site)/clases-en-vivo/_lib/reservationsRoute';

// GET|POST /api/sessions-with-experts/reservations (site.yaml, issue #29): the signed-in member's
// reservations of sessions with experts, listed and made on the content API with the session's
// bearer by the live classes' module (one reservations module with a kind); the session page's
// form posts here without JavaScript (303). Cancelled through
// /api/live-classes/reservations/<id>/cancel, which cancels either kind.
export const { GET, POST } = reservationsRoute({ kind: 'expert-session' });
