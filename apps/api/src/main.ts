import { buildApp } from './app';
import { systemClock } from './clock';
import { keepOccurrencesFilled } from './content/inperson-occurrences';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { isEmpty, seedDatabase } from './seed/load';
import { DEFAULT_LIMITS } from './identity/limits';
import { seedIdentity } from './identity/plugin';
import { SEED_DIR } from './paths';

const config = readConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.exclusive(async () => {
  await database.migrate();
  if (await isEmpty(database.db)) await seedDatabase(database.db, SEED_DIR);
  // Demo accounts (README) outside production, when there are no users yet.
  await seedIdentity(database.db, { environment: config.environment });
  // The in-person classes' occurrences of the next weeks (issue #29), and the scheduler's job
  // that keeps them filled every day after (one per day: a second instance adds nothing).
  await keepOccurrencesFilled(database.db, systemClock.now());
});

const { signupWithMfa, resendCooldownSeconds } = config.identityTesting;
const app = await buildApp({
  config,
  database,
  identity: {
    ...(signupWithMfa === undefined ? {} : { signupWithMfa }),
    ...(resendCooldownSeconds === undefined
      ? {}
      : { limits: { codes: { ...DEFAULT_LIMITS.codes, resendCooldownSeconds } } }),
  },
});
app.log.info(
  {
    environment: config.environment,
    database: database.kind,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  },
  'database ready',
);

const close = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);

await app.listen({ port: config.port, host: config.host });
