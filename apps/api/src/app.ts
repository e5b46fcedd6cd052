import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import apiReference from '@scalar/fastify-api-reference';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { ServiceConfig } from './config';
import { installAnswerCache } from './content/cache';
import { CONTENT_CHANNEL, createContentChangeNotifier } from './content/changes';
import { carriesSeats, seatsVersion, seatsVersionSource } from './content/live-classes';
import { installContentFaults } from './content/faults';
import { createContentHandlers } from './content/handlers';
import { CONTRACT_PATHS } from './contract';
import { formAttachments, formSubmissions } from './db/schema';
import type { DatabaseHandle } from './db/client';
import { installErrorHandling } from './errors';
import { loggerOptions } from './logging';
import { systemClock } from './clock';
import {
  acceptTerms,
  createBearerVerifier,
  identityPlugin,
  isDevHost,
  isLoopback,
  type IdentityDeps,
} from './identity/plugin';
import { createDatabaseOutbox, deliveriesFromEnv } from './identity/outbox';
import { occurrencesJobHandler } from './content/inperson-occurrences';
import { reminderJobHandler } from './content/reservations';
import { createScheduler } from './scheduler';
import { PRO_MEDIA_PREFIX, validMediaSignature } from './content/media';
import type { Clock } from './clock';
import { MEDIA_DIR } from './paths';
import { installRequestRules } from './validation';

export interface AppDependencies {
  config: ServiceConfig;
  database: DatabaseHandle;
  /**
   * Overrides of the identity service (tests: a fake clock, tighter limits, an outbox). Its
   * clock is the whole service's: the content answers that depend on the date read it too.
   */
  identity?: Partial<Omit<IdentityDeps, 'db' | 'environment'>>;
  /** Where the log goes instead of stdout (tests read it), at level `info` at least. */
  logStream?: Writable;
}

/** Request bodies are small JSON documents; the multipart form has its own limits. */
const BODY_LIMIT = 64 * 1024;
/** The longest path parameter of the contracts (content.yaml `Slug`: 200), percent-encoded. */
const MAX_PATH_PARAM_LENGTH = 3 * 200;

/**
 * Builds the service without listening, so tests can `inject` requests. Routes and validation
 * of `/content/` come from content.yaml (fastify-openapi-glue): a request the contract does not
 * allow never reaches a handler.
 */
export async function buildApp(
  { config, database, identity = {}, logStream }: AppDependencies,
  options: FastifyServerOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Spec §7 writes paths with and without a trailing slash: answer both.
    // A path parameter reaches its route (and the contract's own 400 or 404) up to the longest
    // the contracts allow — content.yaml's `Slug`, 200 characters — even percent-encoded (3 bytes
    // a character): Fastify's default `maxParamLength` of 100 answered a valid 101–200 character
    // slug before its handler.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PATH_PARAM_LENGTH },
    bodyLimit: BODY_LIMIT,
    // No automatic HEAD routes: a HEAD to a counter would count a search nobody made.
    exposeHeadRoutes: false,
    // Malformed URLs (bad percent-encoding, …) fail before routing: answer them as ErrorBody too.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply)
        .code(400)
        .send({ error: true, code: 'BAD_URL', message: 'La dirección solicitada no es válida.' });
    },
    // Route templates, never URLs; no headers, bodies or query parameters (src/logging.ts).
    logger: loggerOptions(
      logStream && config.logLevel === 'silent' ? 'info' : config.logLevel,
      logStream,
    ),
    // The callers are the apps' route handlers: trust their X-Forwarded-For so per-address
    // limits see the person's address, not the handler's.
    trustProxy: config.trustProxy,
    ...options,
  });
  installErrorHandling(app);
  installRequestRules(app);

  const clock = identity.clock ?? systemClock;
  // One outbox for the service: identity's codes and links, content's reservation mails.
  const outbox =
    identity.outbox ??
    createDatabaseOutbox({
      db: database.db,
      environment: config.environment,
      logger: app.log,
      clock,
      deliveries:
        identity.deliveries ?? deliveriesFromEnv(identity.env ?? process.env, config.environment),
    });
  const portalUrl = (identity.portalUrl ?? config.portalUrl).replace(/\/$/, '');
  // The scheduler (issue #28): the reservation reminders, from the jobs table, on an interval;
  // and the daily fill of the in-person occurrences (issue #29, started by `main.ts`).
  const scheduler = createScheduler({
    db: database.db,
    handlers: {
      ...reminderJobHandler({ db: database.db, outbox, portalUrl }),
      // Issue #29: the in-person classes' occurrences of the next weeks, filled once a day.
      ...occurrencesJobHandler(database.db),
    },
    logger: app.log,
  });
  app.addHook('onReady', async () => scheduler.start(config.schedulerIntervalMs, clock));
  app.addHook('onClose', async () => scheduler.stop());

  const corsOptions = {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'OPTIONS'],
  };
  await app.register(cors, {
    // The apps' origins may read the API; nobody's may read a development route (its preflight
    // included: the route itself also opts out with `config: { cors: false }`).
    delegator: (request, callback) =>
      callback(null, isDevPath(request.url) ? { origin: false } : corsOptions),
  });

  // The API reference (Scalar's page and the documents it reads): on by default outside
  // production, off in production unless API_REFERENCE=true; always under its own CSP.
  if (config.apiReference) await app.register(apiReferencePlugin);

  await app.register(async (api) => {
    await api.register(helmet, {
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'cross-origin' }, // the apps show /media images
    });

    api.get('/health', async () => ({ status: 'ok' as const }));

    await api.register(fastifyStatic, {
      root: MEDIA_DIR,
      prefix: '/media/',
      immutable: true,
      maxAge: '7d',
      index: false,
      list: false,
    });
    // Pro media (issue #25): only with the signature `getRecordedClassMedia` gave a pro member.
    api.get(
      '/media/pro/*',
      proMediaRoute(config.mediaSigningSecret, identity.clock ?? systemClock),
    );

    await api.register(async (content) => {
      // Before the answer cache: a faulted path fails even when its answer is cached.
      installContentFaults(content, {
        faults: config.contentFaults,
        environment: config.environment,
      });
      // Answers with seats left are kept per version of every class's count (issue #28).
      const seats = seatsVersionSource(() => seatsVersion(database.db));
      const answers =
        config.answerCacheTtlMs > 0
          ? installAnswerCache(content, {
              ttlMs: config.answerCacheTtlMs,
              versioned: { test: carriesSeats, version: seats.version },
            })
          : undefined;
      // Issue #34: a change of content, by this service or anyone on its database, is announced
      // by the database; the cached answers are forgotten and the apps told which changed.
      const notifier = createContentChangeNotifier({
        urls: config.contentChanges.urls,
        secret: config.contentChanges.secret ?? '',
        beforeAnnounce: () => answers?.clear(),
        log: (line) => app.log.warn(line),
      });
      let stopListening: (() => Promise<void>) | undefined;
      content.addHook('onReady', async () => {
        stopListening = await database.listen(CONTENT_CHANNEL, notifier.changed);
      });
      content.addHook('onClose', async () => {
        await stopListening?.();
        await notifier.flush();
      });
      await content.register(multipart, {
        limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20 },
      });
      const handlers = createContentHandlers({
        db: database.db,
        clock,
        publicUrl: config.publicUrl,
        mediaSigningSecret: config.mediaSigningSecret,
        verifyBearer: createBearerVerifier(database.db, identity.clock),
        acceptTerms: (userId, body) => acceptTerms(database.db, userId, body, identity.clock),
        outbox,
        portalUrl,
        seatsChanged: seats.changed,
      });
      await content.register(openapiGlue, {
        specification: CONTRACT_PATHS.content,
        prefix: 'content',
        // The glue spreads what this returns over the route it built from the contract.
        operationResolver: ((operationId: string) =>
          operationId === 'submitStrongAsIronForm'
            ? // Multipart: parsed and validated by its handler against the same schema.
              { handler: handlers.submitStrongAsIronForm, schema: {} }
            : handlers[operationId as keyof typeof handlers]) as never,
        // Bearer tokens are checked by the handler that needs them (terms acceptance).
        securityHandlers: { bearerAuth: async () => undefined },
      });
    });

    await api.register(async (scope) =>
      identityPlugin(scope, {
        devHosts: config.devHosts,
        ticketAudiences: config.ticketAudiences,
        ...identity,
        outbox,
        db: database.db,
        environment: config.environment,
      }),
    );

    // Development and test only, as /dev/outbox: runs the jobs due at `now` as the scheduler
    // would, so tests see the reminders without waiting a day.
    if (config.environment === 'development' || config.environment === 'test') {
      const devHosts = new Set(config.devHosts.map((host) => host.toLowerCase()));
      api.post(
        '/dev/scheduler/run',
        {
          config: { cors: false },
          schema: {
            body: {
              type: 'object',
              required: ['now'],
              additionalProperties: false,
              properties: { now: { type: 'string', format: 'date-time' } },
            },
          },
        },
        async (request, reply) => {
          if (!isLoopback(request.socket.remoteAddress)) return reply.callNotFound();
          reply.header('cache-control', 'no-store');
          if (!isDevHost(request.headers.host, devHosts)) {
            return reply.code(403).send({
              error: true,
              code: 'FORBIDDEN',
              message: 'Esta dirección solo responde en localhost (ver DEV_ALLOWED_HOSTS).',
            });
          }
          const { now } = request.body as { now: string };
          return { sent: await scheduler.runDue(new Date(now)) };
        },
      );
      // Issue #32: a stored form as the service keeps it, by its reference, so end-to-end tests
      // can check what a form sent (and that a replay stored nothing new).
      api.get(
        '/dev/forms/:reference',
        {
          config: { cors: false },
          schema: {
            params: {
              type: 'object',
              required: ['reference'],
              properties: { reference: { type: 'string', pattern: '^[A-Z]{3,4}-[0-9]{6,}$' } },
            },
          },
        },
        async (request, reply) => {
          if (!isLoopback(request.socket.remoteAddress)) return reply.callNotFound();
          reply.header('cache-control', 'no-store');
          if (!isDevHost(request.headers.host, devHosts)) {
            return reply.code(403).send({
              error: true,
              code: 'FORBIDDEN',
              message: 'Esta dirección solo responde en localhost (ver DEV_ALLOWED_HOSTS).',
            });
          }
          const { reference } = request.params as { reference: string };
          const stored = await storedForm(database, reference);
          if (!stored) {
            return reply
              .code(404)
              .send({ error: true, code: 'NOT_FOUND', message: 'Formulario no encontrado' });
          }
          return stored;
        },
      );
    }
  });

  return app;
}

/**
 * `GET /media/pro/<file>?expires=…&signature=…`: the media folder's `<file>` when the signature
 * signs this path until `expires` and that time has not passed; 403 otherwise (no file is read).
 * Cached only by the browser, and no longer than the URL lives.
 */
function proMediaRoute(secret: string, clock: Clock) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const { expires, signature } = request.query as Record<string, unknown>;
    const now = clock.now();
    if (!validMediaSignature(path, expires, signature, secret, now)) {
      return reply.code(403).header('cache-control', 'no-store').send({
        error: true,
        code: 'MEDIA_FORBIDDEN',
        message: 'Este archivo es exclusivo para miembros Pro, o su enlace venció.',
      });
    }
    const left = Math.max(0, Number(expires) - Math.floor(now.getTime() / 1000));
    reply.header('cache-control', `private, max-age=${left}`);
    return reply.sendFile(path.slice(PRO_MEDIA_PREFIX.length), MEDIA_DIR, {
      cacheControl: false,
    });
  };
}

/** A stored form submission with its attachment's description (`GET /dev/forms/:reference`). */
async function storedForm({ db }: DatabaseHandle, reference: string) {
  const f = formSubmissions;
  const [row] = await db
    .select({
      id: f.id,
      reference: f.reference,
      form: f.form,
      payload: f.payload,
      consent_version: f.consentVersion,
      consented_at: f.consentedAt,
      status: f.status,
      idempotency_key: f.idempotencyKey,
      created_at: f.createdAt,
      filename: formAttachments.filename,
      mime_type: formAttachments.mimeType,
      size: formAttachments.size,
    })
    .from(f)
    .leftJoin(formAttachments, eq(formAttachments.submissionId, f.id))
    .where(eq(f.reference, reference))
    .limit(1);
  if (!row) return null;
  const { filename, mime_type, size, ...submission } = row;
  return {
    ...submission,
    consented_at: submission.consented_at?.toISOString() ?? null,
    created_at: submission.created_at.toISOString(),
    attachment: filename === null ? null : { filename, mime_type, size },
  };
}

/** Whether a request's path is under `/dev/` (the development routes). */
function isDevPath(url: string): boolean {
  let path = url.split('?')[0]!;
  try {
    path = decodeURIComponent(path);
  } catch {
    // left encoded: such a path matches no route
  }
  return /^\/+dev(\/|$)/.test(path);
}

/** Scalar's page runs its bundle (same origin) and one inline script that passes its settings. */
const REFERENCE_CSP = [
  "default-src 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "connect-src 'self'",
];

/**
 * `/docs` (Scalar) and `/openapi/{content,identity}.yaml`. The page may not be framed
 * (`frame-ancestors 'none'`, `X-Frame-Options: DENY`) and runs only scripts of this origin and
 * its own inline settings script, allowed by hash (computed from the page it sends).
 */
async function apiReferencePlugin(docs: FastifyInstance) {
  await docs.register(helmet, {
    contentSecurityPolicy: false, // set below, with the hash of the page's inline script
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
  });
  docs.addHook('onSend', async (_request, reply, payload) => {
    const hashes =
      typeof payload === 'string' && String(reply.getHeader('content-type')).startsWith('text/html')
        ? inlineScriptHashes(payload)
        : [];
    reply.header(
      'content-security-policy',
      [...REFERENCE_CSP, `script-src 'self' ${hashes.join(' ')}`.trim()].join('; '),
    );
    return payload;
  });
  docs.get('/openapi/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const document =
      name === 'content.yaml' ? 'content' : name === 'identity.yaml' ? 'identity' : null;
    if (!document) return reply.callNotFound();
    return reply
      .type('application/yaml; charset=utf-8')
      .send(await readFile(CONTRACT_PATHS[document], 'utf8'));
  });
  await docs.register(apiReference, {
    routePrefix: '/docs',
    logLevel: 'warn',
    configuration: {
      title: 'VivaSalud — referencia de la API',
      // The page's own (system) fonts: no request to Scalar's font CDN, which the CSP refuses.
      withDefaultFonts: false,
      sources: [
        { title: 'Contenido', url: '/openapi/content.yaml' },
        { title: 'Identidad', url: '/openapi/identity.yaml' },
      ],
    },
  });
}

/** CSP sources (`'sha256-…'`) of the inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}
