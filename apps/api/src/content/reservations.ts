import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { users } from '../db/identity-schema';
import { addSeconds } from '../clock';
import { HttpError, notFound } from '../errors';
import { cancelJobs, scheduleJobs, type Job, type JobHandler, type JobOutcome } from '../scheduler';
import { RESERVATION_CLOSES_MINUTES_BEFORE } from '../seed/derived';
import { liveClassCard, type StoredLiveClass } from './live-classes';
import {
  cancellationMail,
  confirmationMail,
  reminderMail,
  type Mail,
  type MailReservation,
  type ReminderKind,
} from './reservation-mail';
import { area, type ContentKit } from './shared';

type Reservation = ContentSchema<'Reservation'>;

/**
 * Live-class reservations (issue #28): `/wellness/resources/reservations/` — list one's own,
 * reserve (`Idempotency-Key`) — and `…/reservations/{id}/` (cancel one's own). Bearer, never
 * cached. The seat is taken in the reservation's transaction by one conditional UPDATE of the
 * class's `seats_taken` (`< capacity`), which locks the class row until the commit: never
 * read-then-write, so under any number of parallel requests at most `capacity` seats are taken.
 */

/** The job kind of the reminders, and their times before the start. */
export const REMINDER_JOB = 'reservation-reminder';
export const REMINDERS: readonly { reminder: ReminderKind; secondsBefore: number }[] = [
  { reminder: '24h', secondsBefore: 24 * 3600 },
  { reminder: '1h', secondsBefore: 3600 },
];

/** The job (and outbox) key of one reminder of one reservation. */
export const reminderKey = (reservationId: string, reminder: ReminderKind) =>
  `reservation:${reservationId}:reminder-${reminder}`;

export const MESSAGES = {
  full: 'Esta clase está llena. Ya no quedan lugares.',
  closed: 'Las reservas de esta clase ya cerraron.',
  notPro: 'Este servicio es exclusivo para miembros Pro.',
  unknownClass: 'No encontramos esa clase en vivo',
  unknownReservation: 'No encontramos esa reserva',
} as const;

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
const closed = () => new HttpError(409, MESSAGES.closed, 'RESERVATION_CLOSED');

/** When reserving a class that starts at `startsAt` closes. */
const closesAt = (startsAt: Date) => addSeconds(startsAt, -RESERVATION_CLOSES_MINUTES_BEFORE * 60);

interface Row {
  id: string;
  status: string;
  createdAt: Date;
  cancelledAt: Date | null;
  body: unknown;
  taken: number;
  label: string | null;
}

export function reservationsHandlers(kit: ContentKit) {
  const { db, clock, signedIn } = kit;
  const r = t.liveClassReservations;

  /** Reservations with their class's card, seats and category label. */
  const withClass = () =>
    db
      .select({
        id: r.id,
        status: r.status,
        createdAt: r.createdAt,
        cancelledAt: r.cancelledAt,
        body: t.liveClasses.body,
        taken: t.liveClasses.seatsTaken,
        label: t.categories.label,
      })
      .from(r)
      .innerJoin(t.liveClasses, eq(t.liveClasses.slug, r.slug))
      .leftJoin(t.categories, eq(t.categories.slug, t.liveClasses.category));

  const answer = (row: Row): Reservation => {
    const body = row.body as StoredLiveClass;
    return {
      id: row.id,
      status: row.status as Reservation['status'],
      created_at: row.createdAt.toISOString(),
      cancelled_at: row.cancelledAt ? row.cancelledAt.toISOString() : null,
      live_class: kit.media(
        liveClassCard({ ...body, category_label: row.label ?? body.category }, row.taken),
      ),
    };
  };

  async function one(id: string): Promise<Reservation> {
    const [row] = await withClass().where(eq(r.id, id));
    return answer(row!);
  }

  return area({
    listMyReservations: async (request, reply) => {
      noStore(reply);
      const user = await signedIn(request);
      const rows = await withClass().where(and(eq(r.userId, user.id), eq(r.status, 'reserved')));
      const now = clock.now().getTime();
      const ends = (row: Row) => {
        const body = row.body as StoredLiveClass;
        return Date.parse(body.starts_at) + body.duration_minutes * 60_000;
      };
      const starts = (row: Row) => Date.parse((row.body as StoredLiveClass).starts_at);
      const upcoming = rows.filter((row) => ends(row) > now).sort((a, b) => starts(a) - starts(b));
      const past = rows.filter((row) => ends(row) <= now).sort((a, b) => starts(b) - starts(a));
      return { results: [...upcoming, ...past].map(answer) };
    },

    reserveLiveClass: async (request, reply) => {
      noStore(reply);
      const user = await signedIn(request);
      const key = String(request.headers['idempotency-key']).toLowerCase();
      const { slug } = request.body as ContentSchema<'ReservationRequest'>;
      const now = clock.now();
      const pro = user.membership.toLowerCase() === 'pro';

      const attempt = () =>
        db.transaction(async (tx) => {
          const keys = t.reservationIdempotencyKeys;
          const remember = (reservationId: string) =>
            tx
              .insert(keys)
              .values({ userId: user.id, key, reservationId, createdAt: now })
              .onConflictDoNothing();

          // The same key again: the reservation it made.
          const [again] = await tx
            .select({ id: keys.reservationId })
            .from(keys)
            .where(and(eq(keys.userId, user.id), eq(keys.key, key)));
          if (again?.id) return { id: again.id, created: false };

          const [liveClass] = await tx
            .select({ body: t.liveClasses.body })
            .from(t.liveClasses)
            .where(eq(t.liveClasses.slug, slug));
          if (!liveClass) throw notFound(MESSAGES.unknownClass);
          const body = liveClass.body as StoredLiveClass;
          if (body.is_pro && !pro) throw new HttpError(403, MESSAGES.notPro, 'NOT_PRO');

          // One seat per member and class: a second press, another tab, another key → that one.
          const [held] = await tx
            .select({ id: r.id })
            .from(r)
            .where(and(eq(r.userId, user.id), eq(r.slug, slug), eq(r.status, 'reserved')));
          if (held) {
            await remember(held.id);
            return { id: held.id, created: false };
          }

          const startsAt = new Date(body.starts_at);
          if (now >= closesAt(startsAt)) throw closed();

          // The reservation (the partial unique index refuses a second seat of this member and
          // class: a parallel request of the same member waits here for the first, then fails
          // and is answered that one), its key and its reminders still ahead (one whose time
          // has passed is not scheduled)…
          const [reservation] = await tx
            .insert(r)
            .values({ userId: user.id, slug, status: 'reserved', createdAt: now })
            .returning({ id: r.id });
          const id = reservation!.id;
          await remember(id);
          await scheduleJobs(
            tx,
            REMINDERS.map(({ reminder, secondsBefore }) => ({
              kind: REMINDER_JOB,
              uniqueKey: reminderKey(id, reminder),
              runAt: addSeconds(startsAt, -secondsBefore),
              payload: { reservationId: id, reminder },
            })).filter((job) => job.runAt > now),
            now,
          );
          // …then the seat, last: one conditional UPDATE of the stored count, which locks the
          // class row until the commit (parallel reservations of the class queue here, each
          // seeing the count the previous one committed). No seat left: no row, and the whole
          // transaction — reservation, key, reminders — is rolled back.
          const [seat] = await tx
            .update(t.liveClasses)
            .set({ seatsTaken: sql`${t.liveClasses.seatsTaken} + 1` })
            .where(
              and(
                eq(t.liveClasses.slug, slug),
                sql`${t.liveClasses.seatsTaken} < (${t.liveClasses.body} ->> 'capacity')::int`,
              ),
            )
            .returning({ slug: t.liveClasses.slug });
          if (!seat) throw new HttpError(409, MESSAGES.full, 'CLASS_FULL');
          return { id, created: true };
        });
      // A parallel request of the same member (same key or another) made the seat first: the
      // unique index refused this one; again, it finds that reservation.
      const made = await attempt().catch((error: unknown) => {
        if (isUniqueViolation(error)) return attempt();
        throw error;
      });

      if (made.created) {
        kit.seatsChanged?.();
        await mail(kit, made.id, (reservation) => confirmationMail(reservation, kit.portalUrl), {
          dedupeKey: `reservation:${made.id}:confirmation`,
        }).catch((error: unknown) => logFailure(request.log, 'confirmation', error));
      }
      reply.code(made.created ? 201 : 200);
      return one(made.id);
    },

    cancelReservation: async (request, reply) => {
      noStore(reply);
      const user = await signedIn(request);
      const { id } = request.params as { id: string };
      const now = clock.now();

      const cancelled = await db.transaction(async (tx) => {
        const [mine] = await tx
          .select({ slug: r.slug })
          .from(r)
          .where(and(eq(r.id, id), eq(r.userId, user.id)));
        // Someone else's reservation is as unknown as one that does not exist.
        if (!mine) throw notFound(MESSAGES.unknownReservation);
        // The class first, then the reservation (a reservation row another transaction is
        // inserting cannot be this one: it is not committed, so not found above).
        const [liveClass] = await tx
          .select({ body: t.liveClasses.body })
          .from(t.liveClasses)
          .where(eq(t.liveClasses.slug, mine.slug))
          .for('update');
        const [reservation] = await tx
          .select({ status: r.status })
          .from(r)
          .where(eq(r.id, id))
          .for('update');
        if (reservation!.status === 'cancelled') return false;
        const body = liveClass!.body as StoredLiveClass;
        if (now >= new Date(body.starts_at)) throw closed();

        await tx.update(r).set({ status: 'cancelled', cancelledAt: now }).where(eq(r.id, id));
        await tx
          .update(t.liveClasses)
          .set({ seatsTaken: sql`greatest(${t.liveClasses.seatsTaken} - 1, 0)` })
          .where(eq(t.liveClasses.slug, mine.slug));
        await cancelJobs(
          tx,
          REMINDERS.map(({ reminder }) => reminderKey(id, reminder)),
          now,
        );
        return true;
      });

      if (cancelled) {
        kit.seatsChanged?.();
        await mail(kit, id, (reservation) => cancellationMail(reservation, kit.portalUrl), {
          dedupeKey: `reservation:${id}:cancelled`,
        }).catch((error: unknown) => logFailure(request.log, 'cancellation', error));
      }
      return one(id);
    },
  });
}

/** A Postgres unique violation (23505), from node-postgres or PGlite (maybe as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function logFailure(
  log: { error: (object: object, message: string) => void },
  what: string,
  error: unknown,
) {
  const reason = error instanceof Error ? error.message : String(error);
  log.error({ reason }, `reservation ${what} mail failed`);
}

/**
 * Puts a reservation's mail in the outbox (to the member's address), with `dedupeKey`: answers
 * false when a message of that key was already there. False too when the reservation is gone.
 */
async function mail(
  { db, outbox }: Pick<ContentKit, 'db' | 'outbox'>,
  reservationId: string,
  write: (reservation: MailReservation) => Mail,
  { dedupeKey }: { dedupeKey: string },
): Promise<boolean> {
  const r = t.liveClassReservations;
  const [row] = await db
    .select({
      id: r.id,
      createdAt: r.createdAt,
      userId: r.userId,
      email: users.email,
      name: users.name,
      body: t.liveClasses.body,
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.userId))
    .innerJoin(t.liveClasses, eq(t.liveClasses.slug, r.slug))
    .where(eq(r.id, reservationId));
  if (!row) return false;
  const message = write({
    id: row.id,
    createdAt: row.createdAt,
    name: row.name,
    liveClass: row.body as StoredLiveClass,
  });
  const sent = await outbox.send({
    channel: 'mail',
    to: row.email,
    userId: row.userId,
    dedupeKey,
    ...message,
  });
  return sent !== false;
}

/**
 * The scheduler's handler of the reminders: mails one reminder of a reservation that still holds
 * its seat, before the class starts, under the job's key (a job run twice mails once).
 */
export function reminderJobHandler(kit: Pick<ContentKit, 'db' | 'outbox' | 'portalUrl'>) {
  const handler: JobHandler = async (job: Job, now: Date): Promise<JobOutcome> => {
    const { reservationId, reminder } = job.payload as {
      reservationId: string;
      reminder: ReminderKind;
    };
    const r = t.liveClassReservations;
    const [row] = await kit.db
      .select({ status: r.status, body: t.liveClasses.body })
      .from(r)
      .innerJoin(t.liveClasses, eq(t.liveClasses.slug, r.slug))
      .where(eq(r.id, reservationId));
    if (!row || row.status !== 'reserved') return 'cancelled';
    // A reminder that could not go out before the class started is not sent any more.
    if (now >= new Date((row.body as StoredLiveClass).starts_at)) return 'skipped';
    const sent = await mail(
      kit,
      reservationId,
      (reservation) => reminderMail(reservation, reminder, kit.portalUrl),
      { dedupeKey: job.uniqueKey },
    );
    return sent ? 'sent' : 'duplicate';
  };
  return { [REMINDER_JOB]: handler };
}
