import { expertSessionsRoute } from '@/app/(site)/sesiones-con-expertos/_lib/sessionsRoute';

// POST /api/sessions-with-experts/catalog-class (site.yaml): the sessions of a specialty, a public
// read of the content API (the area's `_lib/sessionsRoute.ts`).
export const { GET, POST } = expertSessionsRoute();
