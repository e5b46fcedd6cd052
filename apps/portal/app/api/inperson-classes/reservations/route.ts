import { reservationsRoute } from '@/app/(site)/clases-en-vivo/_lib/reservationsRoute';

// GET|POST /api/inperson-classes/reservations (site.yaml, issue #29): the signed-in member's
// reservations of the in-person classes' occurrences (a date of a weekly schedule), listed and
// made on the content API with the session's bearer by the live classes' module (one
// reservations module with a kind); the class page's forms post here without JavaScript (303).
// Cancelled through /api/live-classes/reservations/<id>/cancel, which cancels any kind.
export const { GET, POST } = reservationsRoute({ kind: 'inperson-class' });
