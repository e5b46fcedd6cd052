import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { IdentitySchema } from '@vivasalud/api-client/identity';
import { sessions, signInTickets, users } from '../../db/identity-schema';
import { FieldsError, HttpError } from '../../errors';
import { addSeconds } from '../../clock';
import { limitKeys } from '../keys';
import { digest, randomToken } from '../secrets';
import { area, type IdentityKit } from './shared';

/** How long a ticket lives: one redirect between two of our sites takes far less. */
export const TICKET_SECONDS = 30;

/** The one answer for an unknown, used, expired or other-audience ticket (no oracle). */
export const TICKET_REFUSED = 'El enlace de inicio de sesión no es válido o expiró.';
const refused = () => new HttpError(401, TICKET_REFUSED, 'UNAUTHORIZED');

/** `https://Campanas.example.pe:443/` → `https://campanas.example.pe` (an origin, compared as such). */
export function normaliseAudience(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/**
 * One-time sign-in tickets (`/auth/tickets`, bearer; `/auth/tickets/redeem`): the portal hands
 * its signed-in user to the campaigns site without a cookie shared between hosts — the
 * authorization-code exchange of OAuth 2.0 between our own sites, the ticket as the code.
 */
export function ticketsHandlers(ctx: IdentityKit) {
  const { db, clock, limits, limiter, ticketAudiences } = ctx;

  return area({
    createTicket: async (request, reply) => {
      const { sessionId } = ctx.session(request);
      await limiter.enforce(
        limitKeys.ticketCreatePerAddress(ctx.clientAddress(request)),
        limits.ticketCreatePerAddress,
      );
      const { audience } = request.body as IdentitySchema<'TicketRequest'>;
      const origin = normaliseAudience(audience);
      if (!origin || !ticketAudiences.includes(origin)) {
        throw new FieldsError('Datos inválidos.', [
          { field: 'audience', message: 'El sitio de destino no está permitido.' },
        ]);
      }
      const ticket = randomToken();
      const now = clock.now();
      // Tickets are useless a minute later: the ones an hour past their end go (index on expires_at).
      await db.delete(signInTickets).where(lt(signInTickets.expiresAt, addSeconds(now, -3600)));
      await db.insert(signInTickets).values({
        ticketHash: digest(ticket),
        sessionId,
        audience: origin,
        createdAt: now,
        expiresAt: addSeconds(now, TICKET_SECONDS),
      });
      reply.code(201);
      return { ticket, expiresIn: TICKET_SECONDS };
    },

    redeemTicket: async (request) => {
      await limiter.enforce(
        limitKeys.ticketRedeemPerAddress(ctx.clientAddress(request)),
        limits.ticketRedeemPerAddress,
      );
      const { ticket, audience, device } = request.body as IdentitySchema<'RedeemTicketRequest'>;
      const now = clock.now();
      // One statement consumes it: of two redeems at once only one gets the row back. Any
      // attempt that names the ticket spends it (a wrong audience too), before anything is checked.
      const [row] = await db
        .update(signInTickets)
        .set({ consumedAt: now })
        .where(and(eq(signInTickets.ticketHash, digest(ticket)), isNull(signInTickets.consumedAt)))
        .returning({
          sessionId: signInTickets.sessionId,
          audience: signInTickets.audience,
          expiresAt: signInTickets.expiresAt,
        });
      if (!row || row.expiresAt <= now || row.audience !== normaliseAudience(audience)) {
        throw refused();
      }
      // The session that minted it must still be live (a logout in between ends the hand-over).
      const [source] = await db
        .select({
          userId: sessions.userId,
          familyId: sessions.familyId,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, row.sessionId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            eq(users.active, true),
          ),
        )
        .limit(1);
      if (!source) throw refused();
      // A session of its own for the target site, in the family of the one that minted the ticket
      // (issue #26): a logout on either site ends both, and it ends when the sign-in does.
      const opened = await ctx.sessions.open(source.userId, device, source);
      return { token: opened.token, expiresIn: secondsLeft(opened.expiresAt, now) };
    },
  });
}

/**
 * Whole seconds from `now` until `end`, rounded down (a cookie set for that long never outlives
 * the session; 0 when less than a second is left).
 */
export function secondsLeft(end: Date, now: Date): number {
  return Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
}
