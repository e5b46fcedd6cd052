import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { users } from '../db/identity-schema';
import { addSeconds } from '../clock';
import { HttpError, notFound } from '../errors';
import { cancelJobs, scheduleJobs, type Job, type JobHandler, type JobOutcome } from '../scheduler';
import { RESERVATION_CLOSES_MINUTES_BEFORE } from '../seed/derived';
import { servedExpertSession, type StoredExpertSession } from './experts';
import { servedOccurrence, type StoredOccurrence } from './inperson-occurrences';
import { endsAt, liveClassCard, type StoredLiveClass } from './live-classes';
import {
  cancellationMail,
  confirmationMail,
  reminderMail,
  type Mail,
  type MailClass,
  type MailReservation,
  type ReminderKind,
  type ReservationKind,
} from './reservation-mail';
import { area, type ContentKit } from './shared';

type Reservation = ContentSchema<'Reservation'>;

/**
 * Reservations (issue #28: live classes; issue #29: sessions with experts and the occurrences of
 * in-person classes, by the same rules): `/wellness/resources/reservations/` — list one's own
 * (every kind), reserve a live class (`Idempotency-Key`) —
 * `/backoffice/session-experts/reservations/` (reserve a session),
 * `/wellness/inperson-occurrences/reservations/` (reserve an in-person class's occurrence) and
 * `…/reservations/{id}/` (cancel one's own, any kind). Bearer, never cached. The seat is taken
 * in the reservation's transaction by one conditional UPDATE of the target's `seats_taken`
 * (`< capacity`), which locks the target's row until the commit: never read-then-write, so under
 * any number of parallel requests at most `capacity` seats are taken. What differs between the
 * kinds — the table of the target, the reservation's column naming it, its words — is in
 * `TARGETS`; a new kind is one more entry there.
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

/** The refusals of a session with an expert, in its words. */
export const SESSION_MESSAGES = {
  full: 'Esta sesión está llena. Ya no quedan lugares.',
  closed: 'Las reservas de esta sesión ya cerraron.',
  notReservable: 'Esta sesión no se reserva en VivaSalud.',
  unknownSession: 'No encontramos esa sesión',
} as const;

/** The refusals of an in-person class's occurrence, in its words. */
export const INPERSON_MESSAGES = {
  full: 'Esta fecha de la clase está completa. Ya no quedan lugares.',
  closed: 'Las reservas de esta fecha ya cerraron.',
  unknown: 'No encontramos esa fecha de la clase presencial',
} as const;

const r = t.liveClassReservations;

/**
 * The table of a kind's targets: a slug, a body (`starts_at`, `capacity`…) and `seats_taken`,
 * the columns reserving uses (typed as the live classes', which both tables share by name).
 */
type SeatsTable = typeof t.liveClasses;

interface Target {
  table: SeatsTable;
  /** The reservation's column naming a target of this kind, and its field. */
  column: typeof r.slug | typeof r.expertSessionSlug | typeof r.inPersonOccurrenceSlug;
  field: 'slug' | 'expertSessionSlug' | 'inPersonOccurrenceSlug';
  /** The portal's page of a target. */
  path: (slug: string) => string;
  messages: { full: string; closed: string; unknown: string };
}

export const TARGETS: Record<ReservationKind, Target> = {
  'live-class': {
    table: t.liveClasses,
    column: r.slug,
    field: 'slug',
    path: (slug) => `/clases-en-vivo/${slug}`,
    messages: { full: MESSAGES.full, closed: MESSAGES.closed, unknown: MESSAGES.unknownClass },
  },
  'expert-session': {
    table: t.expertSessions as unknown as SeatsTable,
    column: r.expertSessionSlug,
    field: 'expertSessionSlug',
    path: (slug) => `/sesiones-con-expertos/${slug}`,
    messages: {
      full: SESSION_MESSAGES.full,
      closed: SESSION_MESSAGES.closed,
      unknown: SESSION_MESSAGES.unknownSession,
    },
  },
  'inperson-class': {
    table: t.inPersonOccurrences as unknown as SeatsTable,
    column: r.inPersonOccurrenceSlug,
    field: 'inPersonOccurrenceSlug',
    // An occurrence's page is its class's (`<class>--YYYY-MM-DD-HHMM`).
    path: (slug) => `/experiencias-presenciales/${slug.split('--')[0]}`,
    messages: INPERSON_MESSAGES,
  },
};

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
const closedError = (message: string) => new HttpError(409, message, 'RESERVATION_CLOSED');

/** When reserving a class that starts at `startsAt` closes. */
const closesAt = (startsAt: Date) => addSeconds(startsAt, -RESERVATION_CLOSES_MINUTES_BEFORE * 60);

/** A reservation's row with its target (one of the two joins has it). */
const rowColumns = {
  id: r.id,
  status: r.status,
  createdAt: r.createdAt,
  cancelledAt: r.cancelledAt,
  userId: r.userId,
  classBody: t.liveClasses.body,
  classTaken: t.liveClasses.seatsTaken,
  label: t.categories.label,
  sessionBody: t.expertSessions.body,
  sessionTaken: t.expertSessions.seatsTaken,
  occurrenceBody: t.inPersonOccurrences.body,
  occurrenceTaken: t.inPersonOccurrences.seatsTaken,
  inPersonBody: t.inPersonClasses.body,
};

interface Row {
  id: string;
  status: string;
  createdAt: Date;
  cancelledAt: Date | null;
  userId: string;
  classBody: unknown;
  classTaken: number | null;
  label: string | null;
  sessionBody: unknown;
  sessionTaken: number | null;
  occurrenceBody: unknown;
  occurrenceTaken: number | null;
  inPersonBody: unknown;
}

type InPersonClass = ContentSchema<'InPersonClass'>;

/** What a reservation holds, whatever its kind (for its answer, its mails and its rules). */
function targetOf(row: Row): MailClass & { kind: ReservationKind; body: unknown; taken: number } {
  if (row.occurrenceBody) {
    const occurrence = row.occurrenceBody as StoredOccurrence;
    const item = row.inPersonBody as InPersonClass;
    return {
      kind: 'inperson-class',
      slug: occurrence.slug,
      title: item.title,
      starts_at: occurrence.starts_at,
      duration_minutes: occurrence.duration_minutes,
      mentor: null,
      mode: 'presencial',
      page: item.slug,
      place: {
        name: item.location.name,
        address: item.location.address,
        district: item.location.district,
      },
      body: occurrence,
      taken: row.occurrenceTaken ?? 0,
    };
  }
  if (row.sessionBody) {
    const session = row.sessionBody as StoredExpertSession;
    return {
      kind: 'expert-session',
      slug: session.slug,
      title: session.title,
      starts_at: session.starts_at,
      duration_minutes: session.duration_minutes,
      mentor: { name: session.expert.name, specialty: session.expert.specialty },
      mode: session.mode,
      body: session,
      taken: row.sessionTaken ?? 0,
    };
  }
  const liveClass = row.classBody as StoredLiveClass;
  return {
    kind: 'live-class',
    slug: liveClass.slug,
    title: liveClass.title,
    starts_at: liveClass.starts_at,
    duration_minutes: liveClass.duration_minutes,
    mentor: liveClass.mentor,
    mode: 'online',
    body: { ...liveClass, category_label: row.label ?? liveClass.category },
    taken: row.classTaken ?? 0,
  };
}

/** The reservations with their targets (live class with its category label, session, occurrence with its class). */
function withTargets(db: ContentKit['db']) {
  return db
    .select(rowColumns)
    .from(r)
    .leftJoin(t.liveClasses, eq(t.liveClasses.slug, r.slug))
    .leftJoin(t.categories, eq(t.categories.slug, t.liveClasses.category))
    .leftJoin(t.expertSessions, eq(t.expertSessions.slug, r.expertSessionSlug))
    .leftJoin(t.inPersonOccurrences, eq(t.inPersonOccurrences.slug, r.inPersonOccurrenceSlug))
    .leftJoin(t.inPersonClasses, eq(t.inPersonClasses.slug, t.inPersonOccurrences.classSlug));
}

/** An in-person class as a reservation carries it: its card, without the page's description. */
const inPersonCard = ({ description: _description, ...item }: InPersonClass): InPersonClass => item;

export function reservationsHandlers(kit: ContentKit) {
  const { db, clock, signedIn } = kit;

  const answer = (row: Row): Reservation => {
    const target = targetOf(row);
    return {
      id: row.id,
      kind: target.kind,
      status: row.status as Reservation['status'],
      created_at: row.createdAt.toISOString(),
      cancelled_at: row.cancelledAt ? row.cancelledAt.toISOString() : null,
      slug: target.slug,
      title: target.title,
      starts_at: target.starts_at,
      ends_at: endsAt(target.starts_at, target.duration_minutes),
      path: TARGETS[target.kind].path(target.slug),
      ...(target.kind === 'inperson-class'
        ? {
            inperson_occurrence: servedOccurrence(target.body as StoredOccurrence, target.taken),
            inperson_class: kit.media(inPersonCard(row.inPersonBody as InPersonClass)),
          }
        : target.kind === 'live-class'
          ? {
              live_class: kit.media(
                liveClassCard(
                  target.body as StoredLiveClass & { category_label: string },
                  target.taken,
                ),
              ),
            }
          : {
              expert_session: kit.media(
                servedExpertSession(target.body as StoredExpertSession, target.taken),
              ),
            }),
    };
  };

  async function one(id: string): Promise<Reservation> {
    const [row] = await withTargets(db).where(eq(r.id, id));
    return answer(row!);
  }

  /** Reserves a seat of the target `kind` named in the body (`reserveLiveClass`, `reserveExpertSession`, `reserveInPersonClass`). */
  const reserve =
    (kind: ReservationKind) =>
    async (request: FastifyRequest, reply: FastifyReply): Promise<Reservation> => {
      noStore(reply);
      const user = await signedIn(request);
      const key = String(request.headers['idempotency-key']).toLowerCase();
      const { slug } = request.body as ContentSchema<'ReservationRequest'>;
      const now = clock.now();
      const pro = user.membership.toLowerCase() === 'pro';
      const target = TARGETS[kind];
      const { table, column, field, messages } = target;

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

          const [found] = await tx
            .select({ body: table.body })
            .from(table)
            .where(eq(table.slug, slug));
          if (!found) throw notFound(messages.unknown);
          const body = found.body as { starts_at: string; is_pro?: boolean; capacity?: number };
          if (body.is_pro && !pro) throw new HttpError(403, MESSAGES.notPro, 'NOT_PRO');

          // One seat per member and target: a second press, another tab, another key → that one.
          const [held] = await tx
            .select({ id: r.id })
            .from(r)
            .where(and(eq(r.userId, user.id), eq(column, slug), eq(r.status, 'reserved')));
          if (held) {
            await remember(held.id);
            return { id: held.id, created: false };
          }

          // A session without seats is not reserved through VivaSalud.
          if (typeof body.capacity !== 'number') {
            throw closedError(SESSION_MESSAGES.notReservable);
          }
          const startsAt = new Date(body.starts_at);
          if (now >= closesAt(startsAt)) throw closedError(messages.closed);

          // The reservation (the partial unique index refuses a second seat of this member and
          // target: a parallel request of the same member waits here for the first, then fails
          // and is answered that one), its key and its reminders still ahead (one whose time
          // has passed is not scheduled)…
          const [reservation] = await tx
            .insert(r)
            .values({
              userId: user.id,
              [field]: slug,
              status: 'reserved',
              createdAt: now,
            })
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
          // target's row until the commit (parallel reservations of it queue here, each seeing
          // the count the previous one committed). No seat left: no row, and the whole
          // transaction — reservation, key, reminders — is rolled back.
          const [seat] = await tx
            .update(table)
            .set({ seatsTaken: sql`${table.seatsTaken} + 1` })
            .where(
              and(
                eq(table.slug, slug),
                sql`${table.seatsTaken} < (${table.body} ->> 'capacity')::int`,
              ),
            )
            .returning({ slug: table.slug });
          if (!seat) throw new HttpError(409, messages.full, 'CLASS_FULL');
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
    };

  return area({
    listMyReservations: async (request, reply) => {
      noStore(reply);
      const user = await signedIn(request);
      const rows = await withTargets(db).where(
        and(eq(r.userId, user.id), eq(r.status, 'reserved')),
      );
      const now = clock.now().getTime();
      const starts = (row: Row) => Date.parse(targetOf(row).starts_at);
      const ends = (row: Row) => starts(row) + targetOf(row).duration_minutes * 60_000;
      const upcoming = rows.filter((row) => ends(row) > now).sort((a, b) => starts(a) - starts(b));
      const past = rows.filter((row) => ends(row) <= now).sort((a, b) => starts(b) - starts(a));
      return { results: [...upcoming, ...past].map(answer) };
    },

    reserveLiveClass: reserve('live-class'),
    reserveExpertSession: reserve('expert-session'),
    reserveInPersonClass: reserve('inperson-class'),

    cancelReservation: async (request, reply) => {
      noStore(reply);
      const user = await signedIn(request);
      const { id } = request.params as { id: string };
      const now = clock.now();

      const cancelled = await db.transaction(async (tx) => {
        const [mine] = await tx
          .select({
            slug: r.slug,
            expertSessionSlug: r.expertSessionSlug,
            inPersonOccurrenceSlug: r.inPersonOccurrenceSlug,
          })
          .from(r)
          .where(and(eq(r.id, id), eq(r.userId, user.id)));
        // Someone else's reservation is as unknown as one that does not exist.
        if (!mine) throw notFound(MESSAGES.unknownReservation);
        // The kind whose column names the target (exactly one does: the table's check).
        const [, { table, messages, field }] = (
          Object.entries(TARGETS) as [ReservationKind, Target][]
        ).find(([, target]) => mine[target.field] !== null)!;
        const slug = mine[field]!;
        // The target first, then the reservation (a reservation row another transaction is
        // inserting cannot be this one: it is not committed, so not found above).
        const [target] = await tx
          .select({ body: table.body })
          .from(table)
          .where(eq(table.slug, slug))
          .for('update');
        const [reservation] = await tx
          .select({ status: r.status })
          .from(r)
          .where(eq(r.id, id))
          .for('update');
        if (reservation!.status === 'cancelled') return false;
        const body = target!.body as { starts_at: string };
        if (now >= new Date(body.starts_at)) throw closedError(messages.closed);

        await tx.update(r).set({ status: 'cancelled', cancelledAt: now }).where(eq(r.id, id));
        await tx
          .update(table)
          .set({ seatsTaken: sql`greatest(${table.seatsTaken} - 1, 0)` })
          .where(eq(table.slug, slug));
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
  const [row] = await db
    .select({ ...rowColumns, email: users.email, name: users.name })
    .from(r)
    .innerJoin(users, eq(users.id, r.userId))
    .leftJoin(t.liveClasses, eq(t.liveClasses.slug, r.slug))
    .leftJoin(t.categories, eq(t.categories.slug, t.liveClasses.category))
    .leftJoin(t.expertSessions, eq(t.expertSessions.slug, r.expertSessionSlug))
    .leftJoin(t.inPersonOccurrences, eq(t.inPersonOccurrences.slug, r.inPersonOccurrenceSlug))
    .leftJoin(t.inPersonClasses, eq(t.inPersonClasses.slug, t.inPersonOccurrences.classSlug))
    .where(eq(r.id, reservationId));
  if (!row) return false;
  const { body: _body, taken: _taken, ...target } = targetOf(row);
  const message = write({
    id: row.id,
    createdAt: row.createdAt,
    name: row.name,
    liveClass: target,
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
    const [row] = await withTargets(kit.db).where(eq(r.id, reservationId));
    if (!row || row.status !== 'reserved') return 'cancelled';
    // A reminder that could not go out before the start is not sent any more.
    if (now >= new Date(targetOf(row).starts_at)) return 'skipped';
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
