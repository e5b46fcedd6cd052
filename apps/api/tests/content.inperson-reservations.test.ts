import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentSchema } from '@vivasalud/api-client/content';
import { contractValidator } from '../src/contract';
import {
  DEFAULT_INPERSON_CAPACITY,
  fillInPersonOccurrences,
  keepOccurrencesFilled,
  OCCURRENCES_JOB,
} from '../src/content/inperson-occurrences';
import { INPERSON_MESSAGES } from '../src/content/reservations';
import * as t from '../src/db/schema';
import { SessionStore } from '../src/identity/sessions';
import { createTestUser } from '../src/identity/testing';
import type { Clock } from '../src/clock';
import { startService } from './support';

type Reservation = ContentSchema<'Reservation'>;
type Occurrence = ContentSchema<'InPersonOccurrence'>;

/**
 * Reserving an occurrence of an in-person class (issue #29) by the live classes' rules, on a
 * clock the tests set (seeded on Thursday 2026-11-26, 10:00 in Lima: the occurrences of the four
 * weeks from that day): the occurrences and their places, reserving, the same key, one place per
 * member, full, closed, cancelling, the mails with the place, «Mi espacio»'s list, and the daily
 * fill. Each member is a user of its own.
 */
const SEEDED = Date.parse('2026-11-26T15:00:00.000Z');
let current = SEEDED;
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

// Hatha yoga para principiantes: Sede Miraflores, lunes y miércoles 7:00–8:00.
const CLASS = 'hatha-yoga-para-principiantes';
const FIRST = `${CLASS}--2026-11-30-0700`;
const SECOND = `${CLASS}--2026-12-02-0700`;
const OCCURRENCES = `/content/wellness/inperson-classes/${CLASS}/occurrences/`;
const RESERVE = '/content/wellness/inperson-occurrences/reservations/';
const RESERVATIONS = '/content/wellness/resources/reservations/';
const { answer } = contractValidator('content');
const validReservation = answer('/wellness/inperson-occurrences/reservations/', 'post', 201)!;
const validOccurrences = answer('/wellness/inperson-classes/{slug}/occurrences/', 'get', 200)!;

interface Member {
  email: string;
  token(): Promise<string>;
}

let documents = 73_000_000;
async function member(): Promise<Member> {
  const row = await createTestUser(
    service.database.db,
    { documentNumber: String((documents += 1)), password: 'Clave-de-prueba-1', name: 'Luz' },
    clock.now(),
  );
  const sessions = new SessionStore(service.database.db, clock);
  return { email: row.email, token: () => sessions.create(row.id, null) };
}

async function reserve(who: Member, slug: string, key = randomUUID()) {
  return service.app.inject({
    method: 'POST',
    url: RESERVE,
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

const occurrences = async () =>
  (await service.app.inject({ url: OCCURRENCES })).json() as Occurrence[];
const seatsOf = async (slug: string) =>
  (await occurrences()).find((item) => item.slug === slug)?.seats_left;
/** The start of an occurrence, from its slug (`<class>--YYYY-MM-DD-HHMM`, Lima). */
const startOf = (slug: string) => {
  const [, day, hours, minutes] = /--(\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})$/.exec(slug)!;
  return Date.parse(`${day}T${hours}:${minutes}:00-05:00`);
};

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

describe('the occurrences of an in-person class', () => {
  it('answers the upcoming ones of the four weeks, soonest first, with their places (no-cache)', async () => {
    at(SEEDED);
    const response = await service.app.inject({ url: OCCURRENCES });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const body = response.json() as Occurrence[];
    expect(validOccurrences(body), JSON.stringify(validOccurrences.errors)).toBe(true);
    expect(body.map((item) => item.starts_at)).toEqual([
      '2026-11-30T07:00:00-05:00',
      '2026-12-02T07:00:00-05:00',
      '2026-12-07T07:00:00-05:00',
      '2026-12-09T07:00:00-05:00',
      '2026-12-14T07:00:00-05:00',
      '2026-12-16T07:00:00-05:00',
      '2026-12-21T07:00:00-05:00',
      '2026-12-23T07:00:00-05:00',
      // The seed fills one week more (the four weeks from any day of its week).
      '2026-12-28T07:00:00-05:00',
      '2026-12-30T07:00:00-05:00',
    ]);
    expect(body[0]).toEqual({
      slug: FIRST,
      class_slug: CLASS,
      starts_at: '2026-11-30T07:00:00-05:00',
      ends_at: '2026-11-30T08:00:00-05:00',
      duration_minutes: 60,
      capacity: DEFAULT_INPERSON_CAPACITY,
      seats_left: DEFAULT_INPERSON_CAPACITY,
      reservation_closes_at: '2026-11-30T06:55:00-05:00',
    });
    // One that has started is no longer listed (never kept by the answer cache: `no-cache`).
    at(startOf(FIRST) + MINUTE);
    expect((await occurrences())[0]!.slug).toBe(SECOND);
  });

  it('an unknown class is 404', async () => {
    const response = await service.app.inject({
      url: '/content/wellness/inperson-classes/no-existe-esta-clase/occurrences/',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('reserving an occurrence: the rules', () => {
  it('reserves: 201, the occurrence and its class (the place) in the answer, contract-valid', async () => {
    at(SEEDED);
    const before = await seatsOf(SECOND);
    const response = await reserve(await member(), SECOND);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as Reservation;
    expect(validReservation(body), JSON.stringify(validReservation.errors)).toBe(true);
    expect(body).toMatchObject({
      kind: 'inperson-class',
      status: 'reserved',
      slug: SECOND,
      title: 'Hatha yoga para principiantes',
      starts_at: '2026-12-02T07:00:00-05:00',
      ends_at: '2026-12-02T08:00:00-05:00',
      path: `/experiencias-presenciales/${CLASS}`,
      inperson_occurrence: { slug: SECOND, seats_left: before! - 1 },
      inperson_class: {
        slug: CLASS,
        location: { name: 'Sede Miraflores', address: 'Av. José Larco 812' },
      },
    });
    expect(body.inperson_class).not.toHaveProperty('description');
    expect(body).not.toHaveProperty('live_class');
    expect(await seatsOf(SECOND)).toBe(before! - 1);
  });

  it('the same key, another key, two at once: one reservation, one place', async () => {
    at(SEEDED);
    const slug = `${CLASS}--2026-12-07-0700`;
    const before = (await seatsOf(slug))!;
    const who = await member();
    const key = randomUUID();
    const [a, b] = await Promise.all([reserve(who, slug, key), reserve(who, slug, key)]);
    const again = await reserve(who, slug);
    const ids = new Set([a, b, again].map((r) => (r.json() as Reservation).id));
    expect(ids.size).toBe(1);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(again.statusCode).toBe(200);
    expect(await seatsOf(slug)).toBe(before - 1);
  });

  it('another occurrence of the same class is another reservation', async () => {
    at(SEEDED);
    const who = await member();
    const a = await reserve(who, `${CLASS}--2026-12-14-0700`);
    const b = await reserve(who, `${CLASS}--2026-12-16-0700`);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect((a.json() as Reservation).id).not.toBe((b.json() as Reservation).id);
  });

  it('the last place: one 201, the next CLASS_FULL in the occurrence’s words', async () => {
    at(SEEDED);
    const slug = `${CLASS}--2026-12-09-0700`;
    await service.database.db
      .update(t.inPersonOccurrences)
      .set({ seatsTaken: DEFAULT_INPERSON_CAPACITY - 1 })
      .where(eq(t.inPersonOccurrences.slug, slug));
    const [first, second] = [await member(), await member()];
    expect((await reserve(first, slug)).statusCode).toBe(201);
    const refused = await reserve(second, slug);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CLASS_FULL', message: INPERSON_MESSAGES.full });
    expect(await seatsOf(slug)).toBe(0);
    const [rows] = await service.database.db
      .select({ n: count() })
      .from(t.liveClassReservations)
      .where(
        and(
          eq(t.liveClassReservations.inPersonOccurrenceSlug, slug),
          eq(t.liveClassReservations.status, 'reserved'),
        ),
      );
    expect(rows!.n).toBe(1);
  });

  it('exactly 5 minutes before: closed', async () => {
    at(startOf(FIRST) - 5 * MINUTE);
    const response = await reserve(await member(), FIRST);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'RESERVATION_CLOSED',
      message: INPERSON_MESSAGES.closed,
    });
  });

  it('an unknown occurrence is 404; a class’s own slug or a live class is not an occurrence', async () => {
    at(SEEDED);
    const who = await member();
    for (const slug of [`${CLASS}--2026-12-01-0700`, CLASS, 'yoga-prenatal']) {
      const response = await reserve(who, slug);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toMatchObject({ message: INPERSON_MESSAGES.unknown });
    }
  });
});

describe('cancelling, the mails and «Mi espacio»', () => {
  it('confirms with the place and its .ics, reminds 24 h and 1 h before, cancels with a note', async () => {
    const slug = `${CLASS}--2026-12-21-0700`;
    const start = startOf(slug);
    at(SEEDED);
    const who = await member();
    const made = await reserve(who, slug);
    expect(made.statusCode).toBe(201);
    const [mail] = await outbox(who.email);
    expect(mail).toMatchObject({
      kind: 'reservation-confirmation',
      subject: 'Reserva confirmada: Hatha yoga para principiantes',
    });
    expect(mail!.text).toContain('Tu lugar en la clase presencial «Hatha yoga para principiantes»');
    expect(mail!.text).toContain('lunes 21 de diciembre de 2026, 7:00 a. m. (hora de Lima)');
    expect(mail!.text).toContain('Dónde: Sede Miraflores, Av. José Larco 812, Miraflores.');
    expect(mail!.text).toContain(`http://localhost:3000/experiencias-presenciales/${CLASS}`);
    const [ics] = mail!.attachments!;
    expect(ics).toMatchObject({ filename: 'clase-presencial.ics' });
    expect(ics!.content).toContain('DTSTART;TZID=America/Lima:20261221T070000');
    expect(ics!.content).toContain('LOCATION:Sede Miraflores\\, Av. José Larco 812\\, Miraflores');

    await runScheduler(start - 24 * HOUR + MINUTE);
    await runScheduler(start - HOUR + MINUTE);
    const reminders = (await outbox(who.email)).filter((m) =>
      m.kind.startsWith('reservation-reminder'),
    );
    expect(reminders.map((m) => m.kind).sort()).toEqual([
      'reservation-reminder-1h',
      'reservation-reminder-24h',
    ]);
    expect(reminders[0]!.text).toContain('Dónde: Sede Miraflores');

    at(start - 30 * MINUTE);
    const before = (await seatsOf(slug))!;
    const id = (made.json() as Reservation).id;
    const cancelled = await cancel(who, id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ kind: 'inperson-class', status: 'cancelled' });
    expect(await seatsOf(slug)).toBe(before + 1);
    const note = (await outbox(who.email)).find((m) => m.kind === 'reservation-cancelled');
    expect(note!.text).toContain('Cancelaste tu reserva de la clase presencial «Hatha yoga');
  });

  it('lists in-person reservations with the others, each with its class’s page', async () => {
    at(SEEDED);
    const who = await member();
    expect((await reserve(who, `${CLASS}--2026-12-23-0700`)).statusCode).toBe(201);
    const live = await service.app.inject({
      method: 'POST',
      url: RESERVATIONS,
      payload: { slug: 'yoga-para-principiantes' }, // 12 December
      headers: { authorization: `Bearer ${await who.token()}`, 'idempotency-key': randomUUID() },
    });
    expect(live.statusCode, live.body).toBe(201);
    const response = await service.app.inject({
      url: RESERVATIONS,
      headers: { authorization: `Bearer ${await who.token()}` },
    });
    const body = response.json() as ContentSchema<'ReservationList'>;
    expect(answer('/wellness/resources/reservations/', 'get', 200)!(body)).toBe(true);
    expect(body.results.map((r) => [r.kind, r.path])).toEqual([
      ['live-class', '/clases-en-vivo/yoga-para-principiantes'],
      ['inperson-class', `/experiencias-presenciales/${CLASS}`],
    ]);
    expect(body.results[1]!.inperson_class?.location.district).toBe('Miraflores');
  });
});

describe('keeping the occurrences filled', () => {
  it('adds each occurrence once, a new week as the days go by, and schedules the next day', async () => {
    const { db } = service.database;
    expect(await fillInPersonOccurrences(db, new Date(SEEDED))).toBe(0);
    const later = Date.parse('2026-12-10T15:00:00.000Z'); // two weeks after the seed
    const added = await keepOccurrencesFilled(db, new Date(later));
    expect(added).toBeGreaterThan(0);
    expect(await fillInPersonOccurrences(db, new Date(later))).toBe(0);
    const [job] = await db
      .select({ runAt: t.scheduledJobs.runAt })
      .from(t.scheduledJobs)
      .where(eq(t.scheduledJobs.uniqueKey, `${OCCURRENCES_JOB}:2026-12-11`));
    expect(job?.runAt).toEqual(new Date('2026-12-11T05:05:00.000Z'));
    at(later);
    expect((await occurrences()).at(-1)!.starts_at).toBe('2027-01-06T07:00:00-05:00');

    // The scheduler runs that job on its day: the window moves on by itself.
    await runScheduler(Date.parse('2026-12-18T05:06:00.000Z'));
    at(Date.parse('2026-12-18T15:00:00.000Z'));
    expect((await occurrences()).at(-1)!.starts_at).toBe('2027-01-13T07:00:00-05:00');
  });
});
