import { telemedicineContentRoute } from '@/app/(site)/telemedicina/_lib/telemedicineRoute';

// GET /api/telemedicine/get-content (site.yaml, issue #29): the telemedicine content for a pro
// member, checked here on the session (401 / 403 NOT_PRO). The rules are in the area's
// `_lib/telemedicineRoute.ts`.
export const { GET, POST } = telemedicineContentRoute();
