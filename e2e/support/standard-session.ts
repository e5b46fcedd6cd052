import { fileURLToPath } from 'node:url';

/**
 * The standard demo member's signed-in browser state (cookies and storage): `DEMO.noCode`, who
 * needs no code. Written once per run by `tests/standard.setup.ts` and used by the tests about what
 * a signed-in standard member sees, not about signing in
 * (`test.use({ storageState: STANDARD_STATE })`): a sign-in per test is a password check and a
 * page load each time, seconds on a busy 2-core machine.
 */
export const STANDARD_STATE = fileURLToPath(new URL('../.auth/standard.json', import.meta.url));
