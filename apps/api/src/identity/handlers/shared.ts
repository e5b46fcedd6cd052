import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityOperations } from '@vivasalud/api-client/identity';
import type { Database } from '../../db/client';
import { users } from '../../db/identity-schema';
import type { Clock } from '../../clock';
import type { CodeService } from '../codes';
import type { IdentityLimits } from '../limits';
import type { Outbox } from '../outbox';
import type { LoginLockout, RateLimiter } from '../rate-limit';
import type { LiveSession, SessionStore } from '../sessions';
import { normalizeDocument } from '../users';

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Ok<Op extends keyof IdentityOperations> = IdentityOperations[Op]['responses'] extends infer R
  ? R extends { 200: infer A }
    ? Json<A>
    : R extends { 201: infer A }
      ? Json<A>
      : FastifyReply
  : never;

type Handler<Op extends keyof IdentityOperations> = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Ok<Op>>;

/** One handler per operation of identity.yaml: the compiler fails if one is missing. */
export type IdentityHandlers = { [Op in keyof IdentityOperations]: Handler<Op> };

/**
 * The handlers of one area (`identity/handlers/<area>.ts`): only operations of identity.yaml,
 * each typed by its answer. `index.ts` merges the areas into the exhaustive map.
 */
export const area = <Op extends keyof IdentityHandlers>(handlers: Pick<IdentityHandlers, Op>) =>
  handlers;

export interface IdentityContext {
  db: Database;
  clock: Clock;
  outbox: Outbox;
  limits: IdentityLimits;
  limiter: RateLimiter;
  lockout: LoginLockout;
  codes: CodeService;
  sessions: SessionStore;
  /** Whether new accounts sign in with a second step (their first code is sent at sign-up). */
  signupWithMfa: boolean;
  /** Base URL of the portal: the recovery mail links to `<portalUrl>/auth/restablecer-contrasena?key=…`. */
  portalUrl: string;
  /**
   * Origins of the sites a signed-in user may be handed to with a one-time ticket
   * (`/auth/tickets`), normalised (`new URL(x).origin`).
   */
  ticketAudiences: readonly string[];
  /** The client's address for the per-address limits: `addressKey` (an IPv6 client by its /64). */
  clientAddress(request: FastifyRequest): string;
  /** The session the bearer security handler found for this request. */
  session(request: FastifyRequest): LiveSession;
}

/** What every area builds on: the context and the account look-ups two or more areas use. */
export type IdentityKit = ReturnType<typeof identityKit>;

export function identityKit(ctx: IdentityContext) {
  const { db } = ctx;

  const findByDocument = async (documentType: string, documentNumber: string) => {
    const [user] = await db
      .select()
      .from(users)
      .where(
        and(
          eq(users.documentType, documentType),
          eq(users.documentNumber, normalizeDocument(documentNumber)),
        ),
      )
      .limit(1);
    return user;
  };

  return { ...ctx, findByDocument };
}
