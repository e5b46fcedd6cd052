import { cancelReservationRoute } from '@/app/(site)/clases-en-vivo/_lib/reservationsRoute';

// POST /api/live-classes/reservations/<id>/cancel (site.yaml, issue #28): cancels one of the
// signed-in member's reservations (the content API's DELETE); JSON, or a form answered 303.
export const { GET, POST } = cancelReservationRoute();
