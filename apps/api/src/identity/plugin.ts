import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { Environment } from '../config';
import { HttpError } from '../errors';
import { CONTRACT_PATHS } from '../contract';
import type { Database } from '../db/client';
import { systemClock, type Clock } from '../clock';
import { CodeService } from './codes';
import { unauthorized } from './errors';
import { createIdentityHandlers } from './handlers';
import { addressKey } from './keys';
import { DEFAULT_LIMITS, type IdentityLimits } from './limits';
import {
  createDatabaseOutbox,
  deliveriesFromEnv,
  listOutbox,
  type Delivery,
  type Outbox,
} from './outbox';
import { dummyPasswordHash } from './passwords';
import { LoginLockout, RateLimiter } from './rate-limit';
import { bearerToken, SessionStore, type LiveSession } from './sessions';

export interface IdentityDeps {
  db: Database;
  environment: Environment;
  clock?: Clock;
  /**
   * Default: the database outbox, delivering through `deliveries`. In production the default
   * outbox refuses to start (the plugin throws) when no delivery adapter is configured.
   */
  outbox?: Outbox;
  /** Delivery adapters of the default outbox (default: those configured by `env`). */
  deliveries?: Delivery[];
  /** Overrides of DEFAULT_LIMITS (tests). */
  limits?: Partial<IdentityLimits>;
  /** Whether new accounts get the second step (default true: the first code confirms the contact). */
  signupWithMfa?: boolean;
  /** Portal base URL for recovery links (default PORTAL_URL or http://localhost:3000). */
  portalUrl?: string;
  /**
   * Client address for the per-address limits (default `request.ip`). The callers are the
   * portal's route handlers: set Fastify's `trustProxy` to their addresses and have them send
   * `X-Forwarded-For`, or every user shares the handlers' address.
   */
  clientAddress?: (request: FastifyRequest) => string;
  /**
   * Origins a signed-in user may be handed to with a one-time ticket (default: the service
   * config's `TICKET_AUDIENCES`, see `readConfig`; here `http://localhost:3001`).
   */
  ticketAudiences?: readonly string[];
  /** Environment variables for the outbox adapters (default process.env). */
  env?: Readonly<Record<string, string | undefined>>;
  /**
   * `Host` values `/dev/outbox` answers to (default: localhost, 127.0.0.1 and [::1] on port
   * 4000; the service passes `ServiceConfig.devHosts`).
   */
  devHosts?: readonly string[];
}

interface SecurityFailure extends FastifyError {
  errors?: unknown[];
}

/**
 * The identity API of identity.yaml under `/identity` (routes and validation from the contract
 * through fastify-openapi-glue, bearer sessions for the secured operations), plus `GET
 * /dev/outbox` outside production.
 */
export async function identityPlugin(app: FastifyInstance, deps: IdentityDeps): Promise<void> {
  const { db, environment } = deps;
  const clock = deps.clock ?? systemClock;
  const env = deps.env ?? process.env;
  const limits: IdentityLimits = { ...DEFAULT_LIMITS, ...deps.limits };
  const outbox =
    deps.outbox ??
    createDatabaseOutbox({
      db,
      environment,
      logger: app.log,
      clock,
      deliveries: deps.deliveries ?? deliveriesFromEnv(env, environment),
    });
  const limiter = new RateLimiter(db, clock);
  const sessions = new SessionStore(db, clock);
  const found = new WeakMap<FastifyRequest, LiveSession>();
  // Computed once now, so the first unknown-document login is not faster than the others.
  await dummyPasswordHash();

  const handlers = createIdentityHandlers({
    db,
    clock,
    outbox,
    limits,
    limiter,
    lockout: new LoginLockout(db, clock, {
      perAddress: limits.lockout,
      perDocument: limits.documentLockout,
    }),
    codes: new CodeService(db, clock, outbox, limiter, limits.codes),
    sessions,
    signupWithMfa: deps.signupWithMfa ?? true,
    portalUrl: (deps.portalUrl ?? env.PORTAL_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    ticketAudiences: (deps.ticketAudiences ?? ['http://localhost:3001']).map(
      (audience) => new URL(audience).origin,
    ),
    // Per-address limits count an IPv6 client by its /64 (`addressKey`, issue #26).
    clientAddress: (request) => addressKey((deps.clientAddress ?? ((r) => r.ip))(request)),
    session(request) {
      const session = found.get(request);
      if (!session) throw unauthorized();
      return session;
    },
  });

  const devHosts = new Set(
    (deps.devHosts ?? ['localhost:4000', '127.0.0.1:4000', '[::1]:4000']).map((host) =>
      host.toLowerCase(),
    ),
  );

  await app.register(async (scope) => {
    // Identity answers carry tokens, profiles, masked contacts and (/dev/outbox) codes: no cache
    // of any kind may keep one, error answers included.
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });

    // A failed bearer check leaves the glue as its SecurityError: answer the contract's 401.
    scope.setErrorHandler((error: SecurityFailure, _request, reply) => {
      if (error.statusCode === 401 && Array.isArray(error.errors)) {
        const cause =
          error.errors.find((e): e is HttpError => e instanceof HttpError) ?? unauthorized();
        return reply.code(cause.statusCode).headers(cause.headers).send(cause.toBody());
      }
      throw error;
    });

    await scope.register(openapiGlue, {
      specification: CONTRACT_PATHS.identity,
      prefix: 'identity',
      operationResolver: ((operationId: string) =>
        handlers[operationId as keyof typeof handlers]) as never,
      securityHandlers: {
        bearerAuth: async (request: FastifyRequest) => {
          const token = bearerToken(request.headers.authorization);
          const session = token ? await sessions.find(token) : null;
          if (!session) throw unauthorized();
          found.set(request, session);
        },
      },
    });

    // Development and test only: what the outbox "sent" (end-to-end tests read codes here).
    if (environment === 'development' || environment === 'test') {
      // No CORS: no browser origin may read it (the app's CORS also skips /dev/ preflights).
      scope.get('/dev/outbox', { config: { cors: false } }, async (request, reply) => {
        // Even in development, only from this machine (the socket, not a forwarded address): the
        // codes in it open accounts.
        if (!isLoopback(request.socket.remoteAddress)) return reply.callNotFound();
        // …and only under this machine's own names: a page on another name that its DNS points
        // here (DNS rebinding) is the same "loopback" socket, but its Host says where it came from.
        if (!isDevHost(request.headers.host, devHosts)) {
          return reply.code(403).send({
            error: true,
            code: 'FORBIDDEN',
            message: 'Esta dirección solo responde en localhost (ver DEV_ALLOWED_HOSTS).',
          });
        }
        const { to } = request.query as { to?: string };
        return listOutbox(db, typeof to === 'string' && to ? to : undefined);
      });
    }
  });
}

/**
 * Whether a `Host` header is one of `allowed` (`name:port`, lower case); a Host without a port
 * is on port 80.
 */
export function isDevHost(host: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (!host) return false;
  const value = host.trim().toLowerCase();
  return allowed.has(/:\d+$/.test(value) ? value : `${value}:80`);
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped form. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.replace(/^::ffff:/, '');
  return ip === '::1' || /^127\.\d+\.\d+\.\d+$/.test(ip);
}

/** The user behind a bearer token, as the content API needs it. */
export interface BearerUser {
  id: string;
  membership: string;
}

/** Resolves a bearer token to the user of a live session (content API's authenticated calls). */
export function createBearerVerifier(
  db: Database,
  clock: Clock = systemClock,
): (token: string) => Promise<BearerUser | null> {
  const sessions = new SessionStore(db, clock);
  return async (token) => {
    const session = await sessions.find(token);
    return session ? { id: session.user.id, membership: session.user.membership } : null;
  };
}

export { acceptTerms } from './users';
export { seedIdentity, DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
