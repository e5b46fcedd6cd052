import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentSchema } from '@vivasalud/api-client/content';
import { contractValidator } from '../src/contract';
import { MESSAGES, SESSION_MESSAGES } from '../src/content/reservations';
import * as t from '../src/db/schema';
import { SessionStore } from '../src/identity/sessions';
import { createTestUser } from '../src/identity/testing';
import type { Clock } from '../src/clock';
import { startService } from './support';

type Reservation = ContentSchema<'Reservation'>;
type ExpertSession = ContentSchema<'ExpertSession'>;

/**
 * Reserving a session with an expert (issue #29) by the live classes' rules, on a clock the
 * tests set (the seed's schedule as written, the anchor week): seats, closing, full, the same
 * key, one seat per member, cancelling, the mails and reminders, both kinds in «Mi espacio»'s
 * list, and the last seats under parallel requests. Each member is a user of its own.
 */
let current = Date.parse('2026-11-26T15:00:00.000Z');
const clock: Clock = { now: () => new Date(current) };
const at = (instant: number) => {
  current = instant;
};
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService({ identity: { clock } }, { seedClock: clock });
});
afterAll(() => service.stop());

const SESSIONS = '/content/backoffice/session-experts/sessions/';
const RESERVE = '/content/backoffice/session-experts/reservations/';
const RESERVATIONS = '/content/wellness/resources/reservations/';
const { answer } = contractValidator('content');
const validReservation = answer('/backoffice/session-experts/reservations/', 'post', 201)!;

// Sessions of the seed (as written for the anchor week).
const OPEN = 'hierro-en-tu-mesa-previene-la-anemia'; // 2027-01-12 19:00 Lima, online, 25 seats
const IN_PERSON = 'prevencion-de-caidas-en-adultos-mayores'; // 2027-01-16, presencial, 15 seats
const FULL = 'senales-de-alarma-del-infarto'; // 2 seats, both held by the seed
const NO_SEATS = 'lactancia-materna-los-primeros-dias'; // not reserved through VivaSalud

interface Member {
  email: string;
  token(): Promise<string>;
}

let documents = 72_000_000;
async function member(): Promise<Member> {
  const row = await createTestUser(
    service.database.db,
    { documentNumber: String((documents += 1)), password: 'Clave-de-prueba-1', name: 'Luz' },
    clock.now(),
  );
  const sessions = new SessionStore(service.database.db, clock);
  return { email: row.email, token: () => sessions.create(row.id, null) };
}

async function reserve(who: Member, slug: string, key = randomUUID(), url = RESERVE) {
  return service.app.inject({
    method: 'POST',
    url,
    payload: { slug },
    headers: { authorization: `Bearer ${await who.token()}`, 'idempotency-key': key },
  });
}

async function cancel(who: Member, id: string) {
  return service.app.inject({
    method: 'DELETE',
    url: `${RESERVATIONS}${id}/`,
    headers: { authorization: `Bearer ${await who.token()}` },
  });
}

const session = async (slug: string) =>
  (await service.app.inject({ url: `${SESSIONS}${slug}/` })).json() as ExpertSession;
const startOf = async (slug: string) => Date.parse((await session(slug)).starts_at);

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
    attachments: { filename: string; contentType: string; content: string }[] | null;
  }[];

const runScheduler = async (now: number) => {
  const response = await service.app.inject({
    method: 'POST',
    url: '/dev/scheduler/run',
    headers: { host: 'localhost:4000' },
    payload: { now: new Date(now).toISOString() },
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe('a session with seats', () => {
  it('answers its capacity, seats left and closing, fresh after a reservation (no-cache)', async () => {
    at((await startOf(OPEN)) - 48 * HOUR);
    const before = await session(OPEN);
    expect(before).toMatchObject({
      capacity: 25,
      reservation_closes_at: '2027-01-12T18:55:00-05:00',
    });
    expect(
      (await service.app.inject({ url: `${SESSIONS}${OPEN}/` })).headers['cache-control'],
    ).toBe('no-cache');
    const response = await reserve(await member(), OPEN);
    expect(response.statusCode, response.body).toBe(201);
    expect((await session(OPEN)).seats_left).toBe(before.seats_left! - 1);
    const listed = (
      await service.app.inject({ url: `${SESSIONS}?specialty=${before.specialty_id}` })
    ).json() as ExpertSession[];
    expect(listed.find((item) => item.slug === OPEN)?.seats_left).toBe(before.seats_left! - 1);
    expect(await session(FULL)).toMatchObject({ capacity: 2, seats_left: 0 });
    const unreserved = await session(NO_SEATS);
    expect(unreserved).not.toHaveProperty('capacity');
    expect(unreserved).not.toHaveProperty('seats_left');
  });
});

describe('reserving a session: the rules', () => {
  it('reserves: 201, the session in the answer, its page, contract-valid', async () => {
    at((await startOf(OPEN)) - 24 * HOUR);
    const response = await reserve(await member(), OPEN);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as Reservation;
    expect(validReservation(body), JSON.stringify(validReservation.errors)).toBe(true);
    expect(body).toMatchObject({
      kind: 'expert-session',
      status: 'reserved',
      slug: OPEN,
      title: 'Hierro en tu mesa: cómo prevenir la anemia en familia',
      starts_at: '2027-01-12T19:00:00-05:00',
      ends_at: '2027-01-12T19:45:00-05:00',
      path: `/sesiones-con-expertos/${OPEN}`,
    });
    expect(body.expert_session?.slug).toBe(OPEN);
    expect(body).not.toHaveProperty('live_class');
  });

  it.each([
    [
      'exactly 5 minutes before: closed',
      OPEN,
      -5 * MINUTE,
      409,
      'RESERVATION_CLOSED',
      SESSION_MESSAGES.closed,
    ],
    ['under way: closed', OPEN, 10 * MINUTE, 409, 'RESERVATION_CLOSED', SESSION_MESSAGES.closed],
    ['a full session: CLASS_FULL', FULL, -48 * HOUR, 409, 'CLASS_FULL', SESSION_MESSAGES.full],
    [
      'without seats: not reserved here',
      NO_SEATS,
      -48 * HOUR,
      409,
      'RESERVATION_CLOSED',
      SESSION_MESSAGES.notReservable,
    ],
  ] as const)('%s', async (_name, slug, from, status, code, message) => {
    at((await startOf(slug)) + from);
    const before = await session(slug);
    const response = await reserve(await member(), slug);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ error: true, code, message });
    expect((await session(slug)).seats_left).toBe(before.seats_left);
  });

  it('an unknown session is 404; a live class is not reserved as a session', async () => {
    const who = await member();
    const unknown = await reserve(who, 'no-existe-esta-sesion');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: SESSION_MESSAGES.unknownSession });
    expect((await reserve(who, 'yoga-prenatal')).statusCode).toBe(404);
  });

  it('the same key, another key, two at once: one reservation, one seat', async () => {
    at((await startOf(IN_PERSON)) - 72 * HOUR);
    const before = (await session(IN_PERSON)).seats_left!;
    const who = await member();
    const key = randomUUID();
    const [a, b] = await Promise.all([reserve(who, IN_PERSON, key), reserve(who, IN_PERSON, key)]);
    const again = await reserve(who, IN_PERSON);
    const ids = new Set([a, b, again].map((r) => (r.json() as Reservation).id));
    expect(ids.size).toBe(1);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(again.statusCode).toBe(200);
    expect((await session(IN_PERSON)).seats_left).toBe(before - 1);
  });
});

describe('cancelling a session', () => {
  it('frees the seat, mails the note; after the start 409', async () => {
    const start = await startOf(OPEN);
    at(start - 24 * HOUR);
    const who = await member();
    const made = (await reserve(who, OPEN)).json() as Reservation;
    const before = (await session(OPEN)).seats_left!;
    const response = await cancel(who, made.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'expert-session', status: 'cancelled' });
    expect((await session(OPEN)).seats_left).toBe(before + 1);
    const mails = await outbox(who.email);
    expect(mails.map((m) => m.kind)).toContain('reservation-cancelled');
    expect(mails.find((m) => m.kind === 'reservation-cancelled')!.text).toContain(
      'la sesión con experto «Hierro en tu mesa',
    );

    const late = (await reserve(who, OPEN)).json() as Reservation;
    at(start + MINUTE);
    const refused = await cancel(who, late.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'RESERVATION_CLOSED',
      message: SESSION_MESSAGES.closed,
    });
  });
});

describe('the mails of a session', () => {
  it('confirms with its .ics, then reminds 24 h and 1 h before; in person says how to get there', async () => {
    const start = await startOf(IN_PERSON);
    at(start - 3 * 24 * HOUR);
    const who = await member();
    expect((await reserve(who, IN_PERSON)).statusCode).toBe(201);
    const [mail] = await outbox(who.email);
    expect(mail).toMatchObject({
      kind: 'reservation-confirmation',
      subject: 'Reserva confirmada: Prevención de caídas en adultos mayores',
    });
    expect(mail!.text).toContain('Tu lugar en la sesión con experto «Prevención de caídas');
    expect(mail!.text).toContain('sábado 16 de enero de 2027, 10:00 a. m. (hora de Lima)');
    expect(mail!.text).toContain('Cómo llegar: es una sesión presencial.');
    expect(mail!.text).toContain(`http://localhost:3000/sesiones-con-expertos/${IN_PERSON}`);
    const [ics] = mail!.attachments!;
    expect(ics).toMatchObject({
      filename: 'sesion.ics',
      contentType: 'text/calendar; charset=utf-8',
    });
    expect(ics!.content).toContain('DTSTART;TZID=America/Lima:20270116T100000');
    expect(ics!.content).toContain('LOCATION:Presencial (VivaSalud)');

    await runScheduler(start - 24 * HOUR + MINUTE);
    await runScheduler(start - HOUR + MINUTE);
    const kinds = (await outbox(who.email)).map((m) => m.kind).sort();
    expect(kinds).toEqual([
      'reservation-confirmation',
      'reservation-reminder-1h',
      'reservation-reminder-24h',
    ]);
  });
});

describe('my reservations, of both kinds', () => {
  it('lists classes and sessions together: upcoming soonest first, each with its page', async () => {
    at(Date.parse('2026-11-26T15:00:00.000Z'));
    const who = await member();
    const live = await service.app.inject({
      method: 'POST',
      url: RESERVATIONS,
      payload: { slug: 'yoga-para-principiantes' }, // 12 December
      headers: { authorization: `Bearer ${await who.token()}`, 'idempotency-key': randomUUID() },
    });
    expect(live.statusCode, live.body).toBe(201);
    expect((await reserve(who, OPEN)).statusCode).toBe(201); // 12 January
    expect((await reserve(who, 'come-rico-y-con-equilibrio-en-las-fiestas')).statusCode).toBe(201); // 15 December
    const response = await service.app.inject({
      url: RESERVATIONS,
      headers: { authorization: `Bearer ${await who.token()}` },
    });
    const body = response.json() as ContentSchema<'ReservationList'>;
    expect(answer('/wellness/resources/reservations/', 'get', 200)!(body)).toBe(true);
    expect(body.results.map((r) => [r.kind, r.path])).toEqual([
      ['live-class', '/clases-en-vivo/yoga-para-principiantes'],
      ['expert-session', '/sesiones-con-expertos/come-rico-y-con-equilibrio-en-las-fiestas'],
      ['expert-session', `/sesiones-con-expertos/${OPEN}`],
    ]);
    expect(body.results[0]!.live_class?.slug).toBe('yoga-para-principiantes');
    // The live class's reservation answers as it did (issue #28's callers).
    expect((live.json() as Reservation).live_class?.seats_left).toEqual(expect.any(Number));
    expect(MESSAGES.full).toBe('Esta clase está llena. Ya no quedan lugares.');
  });
});

describe('the last seats of a session under 30 parallel reservations', () => {
  it('takes exactly as many reservations as seats; the others are CLASS_FULL', async () => {
    const slug = 'duerme-mejor-habitos-para-un-sueno-reparador';
    at((await startOf(slug)) - 24 * HOUR);
    const left = 3;
    await service.database.db
      .update(t.expertSessions)
      .set({ seatsTaken: 20 - left })
      .where(eq(t.expertSessions.slug, slug));
    const members = await Promise.all(Array.from({ length: 30 }, () => member()));
    const answers = await Promise.all(members.map((who) => reserve(who, slug)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(left);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30 - left);
    const [rows] = await service.database.db
      .select({ n: count() })
      .from(t.liveClassReservations)
      .where(
        and(
          eq(t.liveClassReservations.expertSessionSlug, slug),
          eq(t.liveClassReservations.status, 'reserved'),
        ),
      );
    expect(rows!.n).toBe(left);
    expect(await session(slug)).toMatchObject({ capacity: 20, seats_left: 0 });
  });
});
