import { fileURLToPath } from 'node:url';

/**
 * The pro demo member's signed-in browser state (cookies and storage), written once per run by
 * `tests/pro.setup.ts` and used by the tests about what a pro member sees
 * (`test.use({ storageState: PRO_STATE })`): each of them signing in would send a code each time,
 * and the service sends one person at most 4 codes every 15 minutes (spec §5's limits).
 */
export const PRO_STATE = fileURLToPath(new URL('../.auth/pro.json', import.meta.url));
