import { expertSessionRoute } from '@/app/(site)/sesiones-con-expertos/_lib/sessionsRoute';

// POST /api/sessions-with-experts/get-a-session (site.yaml): one session with an expert, a public
// read of the content API (the area's `_lib/sessionsRoute.ts`).
export const { GET, POST } = expertSessionRoute();
