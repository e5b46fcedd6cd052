import { buildApp } from './app';

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';

const app = buildApp({
  logger: {
    level: process.env.LOG_LEVEL ?? 'info',
    // Never log credentials: tokens travel in this header and cookies.
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  },
});

const close = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);

await app.listen({ port, host });
