import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentSchema } from '@vivasalud/api-client/content';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { contractValidator } from '../src/contract';
import { MESSAGES, reminderKey } from '../src/content/reservations';
import { users } from '../src/db/identity-schema';
import * as t from '../src/db/schema';
import { SessionStore } from '../src/identity/sessions';
import { createTestUser } from '../src/identity/testing';
import type { Clock } from '../src/clock';
import { PUBLIC_URL, startService } from './support';

type Reservation = ContentSchema<'Reservation'>;
type LiveClass = ContentSchema<'LiveClass'>;

/**
 * Live-class reservations (issue #28) on a clock the tests set: the seed's schedule as written
 * (the anchor week), so every class's start is known. Each member is a user of its own.
 */
let current = Date.parse('2026-11-26T15:00:00.000Z');
const clock: Clock = { now: () => new Date(current) };
const at = (instant: number | string) => {
  current = typeof instant === 'string' ? Date.parse(instant) : instant;
};
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService({ identity: { clock } }, { seedClock: clock });
});
afterAll(() => service.stop());

const RESERVATIONS = '/content/wellness/resources/reservations/';
const { answer } = contractValidator('content');
const validReservation = answer('/wellness/resources/reservations/', 'post', 201)!;

interface Member {
  id: string;
  email: string;
  /** A bearer token of a session opened at the clock's current time. */
  token(): Promise<string>;
}

let documents = 71_000_000;
/** A member of its own (standard or pro), straight into the database. */
async function member(membership: 'standard' | 'pro' = 'standard'): Promise<Member> {
  const row = await createTestUser(
    service.database.db,
    { documentNumber: String((documents += 1)), password: 'Clave-de-prueba-1', name: 'Ana' },
    clock.now(),
  );
  if (membership === 'pro') {
    await service.database.db.update(users).set({ membership }).where(eq(users.id, row.id));
  }
  const sessions = new SessionStore(service.database.db, clock);
  return { id: row.id, email: row.email, token: () => sessions.create(row.id, null) };
}

async function reserve(who: Member | null, body: unknown, key: string | null = randomUUID()) {
  return service.app.inject({
    method: 'POST',
    url: RESERVATIONS,
    payload: body as object,
    headers: {
      ...(who ? { authorization: `Bearer ${await who.token()}` } : {}),
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
  });
}

async function cancel(who: Member, id: string) {
  return service.app.inject({
    method: 'DELETE',
    url: `${RESERVATIONS}${id}/`,
    headers: { authorization: `Bearer ${await who.token()}` },
  });
}

async function list(who: Member) {
  return service.app.inject({
    url: RESERVATIONS,
    headers: { authorization: `Bearer ${await who.token()}` },
  });
}

const detail = async (slug: string) =>
  (
    await service.app.inject({ url: `/content/wellness/resources/catalog/${slug}/` })
  ).json() as LiveClass;
const startOf = async (slug: string) => Date.parse((await detail(slug)).starts_at);

const outbox = async (email: string) =>
  (
    await service.app.inject({
      url: `/dev/outbox?to=${encodeURIComponent(email)}`,
      headers: { host: 'localhost:4000' },
    })
  ).json() as {
    kind: string;
    subject: string;
    text: string;
    attachments: { filename: string; contentType: string; content: string }[];
  }[];

const runScheduler = async (now: number, app = service.app) => {
  const response = await app.inject({
    method: 'POST',
    url: '/dev/scheduler/run',
    headers: { host: 'localhost:4000' },
    payload: { now: new Date(now).toISOString() },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { sent: number }).sent;
};

// Classes of the seed (as written for the anchor week).
const OPEN = 'meditacion-para-principiantes'; // Friday 2026-11-27 20:00 Lima
const PRO = 'pilates-con-banda-elastica'; // pro, 2026-12-14
const FULL = 'pilates-clase-llena'; // capacity 2, both seats held by the seed

describe('reserving: the rules on a fixed clock', () => {
  const rows: {
    name: string;
    slug: string;
    /** The clock, from the class's start. */
    from: number;
    membership?: 'standard' | 'pro';
    status: number;
    code?: string;
    message?: string;
  }[] = [
    { name: 'a day before: open', slug: OPEN, from: -24 * HOUR, status: 201 },
    { name: '6 minutes before: open', slug: OPEN, from: -6 * MINUTE, status: 201 },
    {
      name: 'exactly 5 minutes before: closed',
      slug: OPEN,
      from: -5 * MINUTE,
      status: 409,
      code: 'RESERVATION_CLOSED',
      message: MESSAGES.closed,
    },
    {
      name: '1 minute before: closed',
      slug: OPEN,
      from: -1 * MINUTE,
      status: 409,
      code: 'RESERVATION_CLOSED',
    },
    {
      name: 'under way: closed',
      slug: OPEN,
      from: 10 * MINUTE,
      status: 409,
      code: 'RESERVATION_CLOSED',
    },
    {
      name: 'ended: closed',
      slug: OPEN,
      from: 3 * HOUR,
      status: 409,
      code: 'RESERVATION_CLOSED',
    },
    {
      name: 'a pro class, a standard member: 403 NOT_PRO',
      slug: PRO,
      from: -48 * HOUR,
      status: 403,
      code: 'NOT_PRO',
      message: MESSAGES.notPro,
    },
    {
      name: 'a pro class, a pro member: reserved',
      slug: PRO,
      from: -48 * HOUR,
      membership: 'pro',
      status: 201,
    },
    {
      name: 'a full class: 409 CLASS_FULL',
      slug: FULL,
      from: -48 * HOUR,
      status: 409,
      code: 'CLASS_FULL',
      message: MESSAGES.full,
    },
  ];

  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    at((await startOf(row.slug)) + row.from);
    const before = await detail(row.slug);
    const who = await member(row.membership);
    const response = await reserve(who, { slug: row.slug });
    expect(response.statusCode, response.body).toBe(row.status);
    expect(response.headers['cache-control']).toBe('no-store');
    const after = await detail(row.slug);
    if (row.status === 201) {
      const body = response.json() as Reservation;
      expect(validReservation(body), JSON.stringify(validReservation.errors)).toBe(true);
      expect(body).toMatchObject({ status: 'reserved', cancelled_at: null });
      expect(body.live_class.slug).toBe(row.slug);
      expect(after.seats_left).toBe(before.seats_left - 1);
      expect(body.live_class.seats_left).toBe(after.seats_left);
    } else {
      expect(response.json()).toMatchObject({
        error: true,
        code: row.code,
        ...(row.message ? { message: row.message } : {}),
      });
      expect(after.seats_left).toBe(before.seats_left);
    }
  });

  it('answers seats and closing on the catalog, the detail and the home block, fresh after a reservation', async () => {
    at((await startOf(OPEN)) - 2 * HOUR);
    const catalog = async () =>
      (
        (
          await service.app.inject({ url: '/content/wellness/resources/catalog/?page_size=100' })
        ).json() as { results: LiveClass[] }
      ).results.find((item) => item.slug === OPEN)!;
    const home = async () =>
      (
        (
          await service.app.inject({ url: '/content/wellness/sections/home_live_resources/' })
        ).json() as { results: LiveClass[] }
      ).results.find((item) => item.slug === OPEN)!;
    const before = await catalog();
    expect(before.reservation_closes_at).toBe('2026-11-27T19:55:00-05:00');
    // Kept by the answer cache while no seat changes (under the version of the seat counts)…
    const url = '/content/wellness/resources/catalog/?page_size=100';
    const again = await service.app.inject({ url });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.headers['cache-control']).toBe('no-cache');
    expect((await home()).seats_left).toBe(before.seats_left);
    expect((await reserve(await member(), { slug: OPEN })).statusCode).toBe(201);
    // …and asked again at once after a reservation: not the copy of before.
    expect((await service.app.inject({ url })).headers['x-cache']).toBeUndefined();
    expect((await catalog()).seats_left).toBe(before.seats_left - 1);
    expect((await detail(OPEN)).seats_left).toBe(before.seats_left - 1);
    expect((await home()).seats_left).toBe(before.seats_left - 1);
    const full = await detail(FULL);
    expect(full).toMatchObject({ capacity: 2, seats_left: 0 });
  });

  it.each([
    ['an unknown slug: 404', { slug: 'clase-que-no-existe' }, randomUUID(), 404, 'NOT_FOUND', null],
    [
      'a malformed slug: 400 naming slug',
      { slug: 'yoga suave' },
      randomUUID(),
      400,
      'VALIDATION_ERROR',
      'slug',
    ],
    ['no slug: 400 naming slug', {}, randomUUID(), 400, 'VALIDATION_ERROR', 'slug'],
    ['a slug that is a number: 400', { slug: 12 }, randomUUID(), 400, 'VALIDATION_ERROR', 'slug'],
    ['a field more: 400', { slug: OPEN, seats: 2 }, randomUUID(), 400, 'VALIDATION_ERROR', null],
    [
      'no Idempotency-Key: 400 naming it',
      { slug: OPEN },
      null,
      400,
      'VALIDATION_ERROR',
      'idempotency-key',
    ],
    [
      'an Idempotency-Key that is not a UUID: 400',
      { slug: OPEN },
      'doble-clic',
      400,
      'VALIDATION_ERROR',
      'idempotency-key',
    ],
  ] as const)('%s', async (_name, body, key, status, code, field) => {
    at((await startOf(OPEN)) - 3 * HOUR);
    const response = await reserve(await member(), body, key);
    expect(response.statusCode, response.body).toBe(status);
    const answered = response.json() as { code: string; errors?: { field: string }[] };
    expect(answered.code).toBe(code);
    if (field) expect(answered.errors?.map((e) => e.field)).toContain(field);
  });

  it('answers 401 without a session, and stores nothing', async () => {
    const response = await reserve(null, { slug: OPEN });
    expect(response.statusCode).toBe(401);
  });
});

describe('one reservation per press, per key and per member', () => {
  it('the same key again answers the same reservation with 200; another key too', async () => {
    at((await startOf(OPEN)) - 5 * HOUR);
    const who = await member();
    const key = randomUUID();
    const before = (await detail(OPEN)).seats_left;
    const first = await reserve(who, { slug: OPEN }, key);
    const again = await reserve(who, { slug: OPEN }, key);
    const otherTab = await reserve(who, { slug: OPEN }, randomUUID());
    expect([first.statusCode, again.statusCode, otherTab.statusCode]).toEqual([201, 200, 200]);
    expect(again.json().id).toBe(first.json().id);
    expect(otherTab.json().id).toBe(first.json().id);
    expect((await detail(OPEN)).seats_left).toBe(before - 1);
  });

  it('the same key twice at once makes one reservation', async () => {
    at((await startOf(OPEN)) - 5 * HOUR);
    const who = await member();
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => reserve(who, { slug: OPEN }, key)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const [rows] = await service.database.db
      .select({ n: count() })
      .from(t.liveClassReservations)
      .where(eq(t.liveClassReservations.userId, who.id));
    expect(rows!.n).toBe(1);
  });
});

describe('cancelling', () => {
  it('frees the seat, answers the reservation cancelled, twice the same; a new reservation after', async () => {
    at((await startOf(OPEN)) - 6 * HOUR);
    const who = await member();
    const made = (await reserve(who, { slug: OPEN })).json() as Reservation;
    const seats = (await detail(OPEN)).seats_left;
    const first = await cancel(who, made.id);
    expect(first.statusCode, first.body).toBe(200);
    const cancelled = first.json() as Reservation;
    expect(answer('/wellness/resources/reservations/{id}/', 'delete', 200)!(cancelled)).toBe(true);
    expect(cancelled).toMatchObject({ id: made.id, status: 'cancelled' });
    expect(cancelled.cancelled_at).toBe(clock.now().toISOString());
    expect((await detail(OPEN)).seats_left).toBe(seats + 1);
    current += MINUTE;
    const twice = await cancel(who, made.id);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({ ...cancelled, live_class: twice.json().live_class });
    expect((await detail(OPEN)).seats_left).toBe(seats + 1);
    // Its reminders will not go out; a reservation can be made again.
    const jobs = await service.database.db
      .select({ status: t.scheduledJobs.status })
      .from(t.scheduledJobs)
      .where(eq(t.scheduledJobs.uniqueKey, reminderKey(made.id, '1h')));
    expect(jobs).toEqual([{ status: 'cancelled' }]);
    const again = await reserve(who, { slug: OPEN });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(made.id);
    const mails = await outbox(who.email);
    expect(mails.map((m) => m.kind)).toEqual([
      'reservation-confirmation',
      'reservation-cancelled',
      'reservation-confirmation',
    ]);
    expect(mails[1]!.subject).toBe('Reserva cancelada: Meditación para principiantes');
  });

  it("someone else's reservation and an unknown id are 404; a malformed id 400; after the start 409", async () => {
    at((await startOf(OPEN)) - 6 * HOUR);
    const owner = await member();
    const other = await member();
    const made = (await reserve(owner, { slug: OPEN })).json() as Reservation;
    const theirs = await cancel(other, made.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: MESSAGES.unknownReservation,
    });
    expect((await cancel(other, randomUUID())).statusCode).toBe(404);
    const malformed = await cancel(other, 'no-es-un-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.map((e: { field: string }) => e.field)).toContain('id');
    at((await startOf(OPEN)) + MINUTE);
    const late = await cancel(owner, made.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'RESERVATION_CLOSED', message: MESSAGES.closed });
    // Still reserved, and still the owner's only.
    const [row] = await service.database.db
      .select({ status: t.liveClassReservations.status })
      .from(t.liveClassReservations)
      .where(eq(t.liveClassReservations.id, made.id));
    expect(row!.status).toBe('reserved');
  });
});

describe('my reservations', () => {
  it('lists my own not cancelled: upcoming soonest first, then past latest first', async () => {
    const who = await member();
    const other = await member();
    const slugs = [
      'yoga-suave-para-la-espalda', // Monday 23, past at the end
      'baile-aerobico-salsa-y-cumbia', // Wednesday 25, past
      'yoga-para-principiantes', // 12 December
      OPEN, // Friday 27
      'yoga-prenatal', // 17 December
    ];
    at('2026-11-20T12:00:00.000Z');
    const made: Record<string, string> = {};
    for (const slug of slugs)
      made[slug] = ((await reserve(who, { slug })).json() as Reservation).id;
    await reserve(other, { slug: 'yoga-prenatal' });
    await cancel(who, made['yoga-prenatal']!);
    at('2026-11-26T15:00:00.000Z');
    const response = await list(who);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as ContentSchema<'ReservationList'>;
    expect(answer('/wellness/resources/reservations/', 'get', 200)!(body)).toBe(true);
    expect(body.results.map((r) => r.live_class.slug)).toEqual([
      OPEN,
      'yoga-para-principiantes',
      'baile-aerobico-salsa-y-cumbia',
      'yoga-suave-para-la-espalda',
    ]);
    expect(body.results.every((r) => r.status === 'reserved')).toBe(true);
  });
});

describe('the mails: confirmation with the .ics, reminders 24 h and 1 h before', () => {
  it('mails the confirmation: what, when in Lima, how to join, and a valid calendar', async () => {
    const start = await startOf(OPEN);
    at(start - 3 * 24 * HOUR);
    const who = await member();
    const made = (await reserve(who, { slug: OPEN })).json() as Reservation;
    const [mail] = await outbox(who.email);
    expect(mail).toMatchObject({
      kind: 'reservation-confirmation',
      subject: 'Reserva confirmada: Meditación para principiantes',
    });
    expect(mail!.text).toContain('viernes 27 de noviembre de 2026, 8:00 p. m. (hora de Lima)');
    expect(mail!.text).toContain(
      'http://localhost:3000/clases-en-vivo/meditacion-para-principiantes',
    );
    const [ics] = mail!.attachments;
    expect(ics).toMatchObject({
      filename: 'clase.ics',
      contentType: 'text/calendar; charset=utf-8',
    });
    const lines = ics!.content.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain(`UID:reserva-${made.id}@vivasalud.pe`);
    expect(lines).toContain('DTSTART;TZID=America/Lima:20261127T200000');
    expect(lines).toContain('END:VCALENDAR');
    expect(
      ics!.content.split('\n').every((line, i, all) => i === all.length - 1 || line.endsWith('\r')),
    ).toBe(true);
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('sends each reminder when due, once; none before; none after cancelling', async () => {
    const start = await startOf('yoga-para-principiantes');
    // Other tests' reminders due by then go out first: the counts below are this test's.
    await runScheduler(start - HOUR);
    at(start - 3 * 24 * HOUR);
    const who = await member();
    const gone = await member();
    await reserve(who, { slug: 'yoga-para-principiantes' });
    const cancelled = (await reserve(gone, { slug: 'yoga-para-principiantes' })).json();
    await cancel(gone, cancelled.id);
    const reminders = async (email: string) =>
      (await outbox(email))
        .filter((m) => m.kind.startsWith('reservation-reminder'))
        .map((m) => m.kind);

    expect(await runScheduler(start - 25 * HOUR)).toBe(0);
    expect(await reminders(who.email)).toEqual([]);
    expect(await runScheduler(start - 24 * HOUR)).toBe(1);
    expect(await runScheduler(start - 24 * HOUR + MINUTE)).toBe(0);
    expect(await reminders(who.email)).toEqual(['reservation-reminder-24h']);
    expect(await runScheduler(start - HOUR)).toBe(1);
    expect(await reminders(who.email)).toEqual([
      'reservation-reminder-1h',
      'reservation-reminder-24h',
    ]);
    const [oneHour] = await outbox(who.email);
    expect(oneHour!.subject).toBe('Recordatorio: «Yoga para principiantes» empieza en una hora');
    expect(oneHour!.text).toContain('a las 9:00 a. m. (hora de Lima)');
    expect(await reminders(gone.email)).toEqual([]);
  });

  it('does not schedule a reminder whose time had passed when reserving', async () => {
    const start = await startOf('yoga-prenatal');
    at(start - 2 * HOUR);
    const who = await member();
    const made = (await reserve(who, { slug: 'yoga-prenatal' })).json() as Reservation;
    const jobs = await service.database.db
      .select({ key: t.scheduledJobs.uniqueKey })
      .from(t.scheduledJobs)
      .where(sql`${t.scheduledJobs.payload} ->> 'reservationId' = ${made.id}`);
    expect(jobs.map((job) => job.key)).toEqual([reminderKey(made.id, '1h')]);
  });
});

describe('two service instances on one database', () => {
  it('running the same due jobs at once mail each reminder once', async () => {
    const slug = 'yoga-al-amanecer-saludo-al-sol';
    const start = await startOf(slug);
    const due = start - HOUR;
    // Other tests' reminders due by then go out first: the counts below are this test's.
    await runScheduler(due);
    at(start - 3 * 24 * HOUR);
    const members = await Promise.all(Array.from({ length: 6 }, () => member()));
    for (const who of members) expect((await reserve(who, { slug })).statusCode).toBe(201);
    const config = readConfig({ VIVASALUD_ENV: 'test', PGLITE_DATA_DIR: 'memory', PUBLIC_URL });
    const second = await buildApp(
      { config, database: service.database, identity: { clock } },
      { pluginTimeout: 120_000 },
    );
    try {
      await second.ready();
      const sent = await Promise.all([
        runScheduler(due, service.app),
        runScheduler(due, second),
        runScheduler(due, service.app),
        runScheduler(due, second),
      ]);
      // Both reminders of each member were due (24 h and 1 h): each went out once in all.
      expect(sent.reduce((a, b) => a + b, 0)).toBe(members.length * 2);
      for (const who of members) {
        const kinds = (await outbox(who.email)).map((m) => m.kind).sort();
        expect(kinds).toEqual([
          'reservation-confirmation',
          'reservation-reminder-1h',
          'reservation-reminder-24h',
        ]);
      }
      // A claim that lapsed (an instance stopped after mailing) is run again: the key keeps it once.
      const [first] = members;
      await service.database.db
        .update(t.scheduledJobs)
        .set({ status: 'running', lockedUntil: new Date(due - MINUTE) })
        .where(
          and(
            sql`${t.scheduledJobs.payload} ->> 'reminder' = '1h'`,
            sql`${t.scheduledJobs.payload} ->> 'reservationId' in (select id::text from live_class_reservations where user_id = ${first!.id})`,
          ),
        );
      expect(await runScheduler(due, second)).toBe(0);
      expect(
        (await outbox(first!.email)).filter((m) => m.kind === 'reservation-reminder-1h'),
      ).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('the last seats under 50 parallel reservations', () => {
  it('takes exactly as many reservations as seats; the others are CLASS_FULL', async () => {
    const slug = 'ritmos-afroperuanos-festejo-y-lando';
    const start = await startOf(slug);
    at(start - 24 * HOUR);
    const { capacity } = await detail(slug);
    const left = 3;
    await service.database.db
      .update(t.liveClasses)
      .set({ seatsTaken: capacity - left })
      .where(eq(t.liveClasses.slug, slug));
    const members = await Promise.all(Array.from({ length: 50 }, () => member()));
    const tokens = await Promise.all(members.map((who) => who.token()));
    const answers = await Promise.all(
      tokens.map((token) =>
        service.app.inject({
          method: 'POST',
          url: RESERVATIONS,
          payload: { slug },
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(left);
    expect(statuses.filter((s) => s === 409)).toHaveLength(50 - left);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'CLASS_FULL', message: MESSAGES.full });
    }
    const [rows] = await service.database.db
      .select({ n: count() })
      .from(t.liveClassReservations)
      .where(
        and(eq(t.liveClassReservations.slug, slug), eq(t.liveClassReservations.status, 'reserved')),
      );
    expect(rows!.n).toBe(left);
    expect(await detail(slug)).toMatchObject({ seats_left: 0 });
  });
});
