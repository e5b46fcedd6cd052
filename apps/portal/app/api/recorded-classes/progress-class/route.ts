import { recordedClassProgressRoute } from '@/app/(site)/clases-grabadas/_lib/progressRoute';

// GET|POST /api/recorded-classes/progress-class (spec §7, issue #19): the signed-in user's
// recorded-class progress, read and saved on the content API with the session's bearer. The
// save also takes text/plain JSON (navigator.sendBeacon); every answer is `no-store`. A route
// handler under /api: outside the page manifest, the proxy and the page cache (lib/routes.ts).
// The area's rules are in its `_lib/progressRoute.ts`, on @vivasalud/auth/server's route kit.
export const { GET, POST } = recordedClassProgressRoute();
