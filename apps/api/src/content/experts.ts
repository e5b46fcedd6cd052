import { asc, eq } from 'drizzle-orm';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { notFound } from '../errors';
import { servedLiveClass } from '../seed/derived';
import { freshSeats } from './live-classes';
import { area, type ContentKit } from './shared';

type ExpertSession = ContentSchema<'ExpertSession'>;
/** A session as stored: without the computed seats (its `capacity` when it is reserved here). */
export type StoredExpertSession = Omit<ExpertSession, 'seats_left' | 'reservation_closes_at'>;

/**
 * A session as it is served: with a `capacity`, its seats left and when reserving closes (the
 * live classes' rule, issue #29); without one, as it is stored.
 */
export function servedExpertSession(session: StoredExpertSession, taken: number): ExpertSession {
  const { capacity } = session;
  return typeof capacity === 'number' ? servedLiveClass({ ...session, capacity }, taken) : session;
}

/**
 * Sessions with experts (/sesiones-con-expertos): `/backoffice/session-experts/…`, each with its
 * seats left (`no-cache`, kept by the answer cache under the seats' version, as the live classes).
 */
export function expertsHandlers({ db, document, media }: ContentKit) {
  const columns = { body: t.expertSessions.body, taken: t.expertSessions.seatsTaken };
  const served = (row: { body: unknown; taken: number }) =>
    media(servedExpertSession(row.body as StoredExpertSession, row.taken));
  return area({
    listExpertSpecialties: () => document('wellness', 'expert-specialties'),
    listExpertSessions: async (request, reply) => {
      freshSeats(reply);
      const { specialty } = request.query as { specialty: number };
      const rows = await db
        .select(columns)
        .from(t.expertSessions)
        .where(eq(t.expertSessions.specialtyId, specialty))
        .orderBy(asc(t.expertSessions.startsAt));
      return rows.map(served);
    },
    getExpertSession: async (request, reply) => {
      freshSeats(reply);
      const { slug } = request.params as { slug: string };
      const [row] = await db
        .select(columns)
        .from(t.expertSessions)
        .where(eq(t.expertSessions.slug, slug));
      if (!row) throw notFound('No encontramos esa sesión');
      return served(row);
    },
  });
}
