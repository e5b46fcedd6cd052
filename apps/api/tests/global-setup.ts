import { prepareTestDatabases } from '../src/db/testing';

/**
 * Vitest's global set-up: migrates and seeds once for the run (PGlite, or template databases on
 * the DATABASE_URL server), so each test file copies a ready database instead of building its own
 * (`testDatabase`, `startService`). Every file still gets a database of its own.
 */
export default async function setup() {
  const { env, cleanUp } = await prepareTestDatabases();
  Object.assign(process.env, env);
  return async () => {
    for (const name of Object.keys(env)) delete process.env[name];
    await cleanUp();
  };
}
