import { telemedicineCallRoute } from '@/app/(site)/telemedicina/_lib/telemedicineRoute';

// POST /api/telemedicine/post-call (site.yaml, issue #29): a pro member's call request, with the
// session's bearer and an Idempotency-Key; the page's form posts here without JavaScript (303).
// The rules are in the area's `_lib/telemedicineRoute.ts`.
export const { GET, POST } = telemedicineCallRoute();
