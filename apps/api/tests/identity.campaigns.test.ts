import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { campaignParticipants, outboxMessages, users } from '../src/db/identity-schema';
import type { KnownCampaign } from '../src/campaigns';
import { registration } from '../src/identity/campaigns';
import type { Clock } from '../src/clock';
import type { IdentityLimits } from '../src/identity/limits';
import { SessionStore } from '../src/identity/sessions';
import {
  createTestUser,
  identityTestApp,
  seedCampaigns,
  testDatabase,
} from '../src/identity/testing';

/**
 * The identity service's campaigns are the rows of the campaigns table (seed
 * `tables/campaigns.yaml`), open by their dates at the service's clock (issue #17):
 * - sorteo-audifonos: giveaway, 2026-11-01 00:00 to 2027-01-31 23:59:59 (Lima, UTC−5);
 * - sorteo-kit-bienestar: giveaway, 2026-08-01 00:00 to 2026-09-30 23:59:59 (ended by now);
 * - corre-por-la-p: an event (no sign-up), 2026-10-01 to 2027-06-13.
 */

/** A clock the tests set to any instant (the campaigns' windows span months). */
let now = new Date('2026-11-26T09:00:00-05:00');
const clock: Clock = { now: () => now };
const at = (iso: string) => {
  now = new Date(iso);
};

const roomy = { max: 10_000, windowSeconds: 60 };
const LIMITS: Partial<IdentityLimits> = {
  signupPerAddress: roomy,
  signupPerDocument: roomy,
  verifyParticipantPerAddress: roomy,
};

const ENDED_KIT = 'La campaña terminó el 30 de setiembre de 2026; ya no es posible inscribirse.';
const ENDED_HEADPHONES = 'La campaña terminó el 31 de enero de 2027; ya no es posible inscribirse.';
const UPCOMING_HEADPHONES = 'Las inscripciones de esta campaña empiezan el 1 de noviembre de 2026.';
const UPCOMING_KIT = 'Las inscripciones de esta campaña empiezan el 1 de agosto de 2026.';
const EVENT = 'Esta campaña no es un sorteo: no recibe inscripciones.';
const UNKNOWN = 'La campaña no existe o no está activa.';

/** [campaign, instant, whether one can sign up, the refusal's message]. */
const TABLE: [string, string, boolean, string | null][] = [
  ['sorteo-audifonos', '2026-10-31T23:59:59-05:00', false, UPCOMING_HEADPHONES],
  ['sorteo-audifonos', '2026-11-01T00:00:00-05:00', true, null],
  ['sorteo-audifonos', '2026-12-24T18:30:00-05:00', true, null],
  ['sorteo-audifonos', '2027-01-31T23:59:59-05:00', true, null],
  ['sorteo-audifonos', '2027-02-01T00:00:00-05:00', false, ENDED_HEADPHONES],
  ['sorteo-audifonos', '2027-06-01T12:00:00-05:00', false, ENDED_HEADPHONES],
  ['sorteo-kit-bienestar', '2026-07-31T12:00:00-05:00', false, UPCOMING_KIT],
  ['sorteo-kit-bienestar', '2026-09-15T12:00:00-05:00', true, null],
  ['sorteo-kit-bienestar', '2026-10-01T00:00:00-05:00', false, ENDED_KIT],
  ['sorteo-kit-bienestar', '2026-11-26T09:00:00-05:00', false, ENDED_KIT],
  // An event within its window, and before it: never a sign-up.
  ['corre-por-la-p', '2026-11-26T09:00:00-05:00', false, EVENT],
  ['corre-por-la-p', '2026-09-01T09:00:00-05:00', false, EVENT],
  ['no-existe', '2026-11-26T09:00:00-05:00', false, UNKNOWN],
];

let database: DatabaseHandle;
let app: FastifyInstance;
let sessions: SessionStore;
let nextDocument = 74000000;

beforeAll(async () => {
  database = await testDatabase();
  await seedCampaigns(database.db);
  app = await identityTestApp(database, { clock, limits: LIMITS });
  sessions = new SessionStore(database.db, clock);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A signed-in user at the clock's time (a real session row, 8 hours from `now`). */
async function signedIn() {
  const documentNumber = String(nextDocument++);
  const user = await createTestUser(
    database.db,
    { documentNumber, password: 'Huascaran-6768' },
    clock.now(),
  );
  return { user, token: await sessions.create(user.id, `device-${documentNumber}`) };
}

const participate = (campaign: string, documentNumber: string, token: string) =>
  app.inject({
    method: 'POST',
    url: `/identity/campaigns/${campaign}/participants`,
    headers: { authorization: `Bearer ${token}` },
    payload: { document_number: documentNumber },
  });

const verify = (campaign: string, documentNumber: string) =>
  app.inject({
    method: 'POST',
    url: `/identity/campaigns/${campaign}/participants/verify`,
    payload: { document_number: documentNumber },
  });

const signUp = (
  documentNumber: string,
  campaignPath: string,
  email = `c${documentNumber}@correo.pe`,
) =>
  app.inject({
    method: 'POST',
    url: '/identity/auth/signup',
    payload: {
      campaignPath,
      document_type: 'DNI',
      document_number: documentNumber,
      email,
      name: 'Rosa',
      last_name: 'Mamani Condori',
      phone: '+51912300456',
      password: 'Titicaca-3812',
      is_terms_conditions_accepted: true,
      is_additional_clauses_accepted: false,
      device: `device-${documentNumber}`,
      channel: 'mail',
    },
  });

const participantsOf = (campaign: string, documentNumber: string) =>
  database.db
    .select({ id: campaignParticipants.id })
    .from(campaignParticipants)
    .where(
      and(
        eq(campaignParticipants.campaign, campaign),
        eq(campaignParticipants.documentNumber, documentNumber),
      ),
    );

describe('registration: a giveaway takes sign-ups from available_from to available_until', () => {
  const giveaway: KnownCampaign = {
    slug: 'sorteo',
    kind: 'giveaway',
    availableFrom: '2026-11-01T00:00:00-05:00',
    availableUntil: '2027-01-31T23:59:59-05:00',
  };
  it.each([
    ['2026-10-31T23:59:59.999-05:00', 'upcoming'],
    ['2026-11-01T00:00:00.000-05:00', 'open'],
    ['2027-01-31T23:59:59.000-05:00', 'open'],
    ['2027-01-31T23:59:59.001-05:00', 'ended'],
  ] as const)('giveaway at %s: %s', (instant, state) => {
    expect(registration(giveaway, new Date(instant))).toBe(state);
  });

  it('an event, or a campaign without landing, never takes sign-ups', () => {
    const open = new Date('2026-12-01T12:00:00-05:00');
    expect(registration({ ...giveaway, kind: 'event' }, open)).toBe('no-giveaway');
    expect(
      registration({ slug: 'x', kind: null, availableFrom: null, availableUntil: null }, open),
    ).toBe('no-giveaway');
  });
});

describe('add-participant: only an open giveaway of the campaigns table', () => {
  it.each(TABLE)('%s at %s → open: %s', async (campaign, instant, open, message) => {
    at(instant);
    const { user, token } = await signedIn();
    const response = await participate(campaign, user.documentNumber, token);
    if (open) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, name: user.name });
      expect(await participantsOf(campaign, user.documentNumber)).toHaveLength(1);
    } else {
      // The contract's 404 (unknown, or not open for sign-ups), saying which.
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
      expect(response.json().message).toBe(message);
      expect(await participantsOf(campaign, user.documentNumber)).toHaveLength(0);
    }
  });

  it('after the giveaway ended, someone who was not registered cannot join it', async () => {
    at('2027-01-31T23:00:00-05:00');
    const early = await signedIn();
    const late = await signedIn();
    expect(
      (await participate('sorteo-audifonos', early.user.documentNumber, early.token)).statusCode,
    ).toBe(200);
    at('2027-02-01T00:30:00-05:00');
    const refused = await participate('sorteo-audifonos', late.user.documentNumber, late.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: true, code: 'NOT_FOUND', message: ENDED_HEADPHONES });
    expect(await participantsOf('sorteo-audifonos', late.user.documentNumber)).toHaveLength(0);
  });
});

describe('sign-up with a campaign path: only an open giveaway, refused as a field error', () => {
  beforeEach(() => at('2026-11-26T09:00:00-05:00'));

  it.each(TABLE)('%s at %s → open: %s', async (campaign, instant, open, message) => {
    at(instant);
    const documentNumber = String(nextDocument++);
    const response = await signUp(documentNumber, campaign);
    if (open) {
      expect(response.statusCode).toBe(201);
      expect(await participantsOf(campaign, documentNumber)).toHaveLength(1);
    } else {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: true, code: 'VALIDATION_ERROR' });
      const [error] = response.json().errors as { field: string; message: string }[];
      expect(error).toMatchObject({ field: 'campaignPath' });
      expect(error!.message).toBe(message);
      // Nothing created: no account, no participant.
      expect(
        await database.db.select().from(users).where(eq(users.documentNumber, documentNumber)),
      ).toHaveLength(0);
      expect(await participantsOf(campaign, documentNumber)).toHaveLength(0);
    }
  });

  it('an ended campaign answers a registered document exactly as a new one (issue #16)', async () => {
    const { user } = await signedIn();
    const fresh = String(nextDocument++);
    const registered = await signUp(user.documentNumber, 'sorteo-kit-bienestar', user.email);
    const unknown = await signUp(fresh, 'sorteo-kit-bienestar', `c${fresh}@correo.pe`);
    expect(registered.statusCode).toBe(400);
    expect(registered.body).toBe(unknown.body);
    expect(registered.json().errors).toEqual([{ field: 'campaignPath', message: ENDED_KIT }]);
    // The campaign is checked before any account look-up: the owner gets no notice either.
    const notices = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.userId, user.id));
    expect(notices).toHaveLength(0);
  });
});

describe('verify-participant: every known campaign, ended ones too', () => {
  it('answers registered true/false in a giveaway that ended', async () => {
    at('2026-09-15T12:00:00-05:00');
    const taking = await signedIn();
    const other = await signedIn();
    expect(
      (await participate('sorteo-kit-bienestar', taking.user.documentNumber, taking.token))
        .statusCode,
    ).toBe(200);

    at('2026-11-26T09:00:00-05:00');
    const yes = await verify('sorteo-kit-bienestar', taking.user.documentNumber);
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toEqual({ data: { registered: true } });
    const no = await verify('sorteo-kit-bienestar', other.user.documentNumber);
    expect(no.statusCode).toBe(200);
    expect(no.json()).toEqual({ data: { registered: false } });
  });

  it('answers for an event and an upcoming giveaway, and 404 for an unknown campaign', async () => {
    at('2026-10-15T09:00:00-05:00');
    expect((await verify('corre-por-la-p', '70000001')).json()).toEqual({
      data: { registered: false },
    });
    expect((await verify('sorteo-audifonos', '70000001')).json()).toEqual({
      data: { registered: false },
    });
    const unknown = await verify('no-existe', '70000001');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
  });

  it('takes the document number in the body only: the old GET with it in the URL is gone', async () => {
    const old = await app.inject({
      method: 'GET',
      url: '/identity/campaigns/sorteo-audifonos/participants/verify?document_number=70000001',
    });
    expect(old.statusCode).toBe(404);
    // A document number in the query of the POST is not read either: the body's is.
    const inQuery = await app.inject({
      method: 'POST',
      url: '/identity/campaigns/sorteo-audifonos/participants/verify?document_number=70000001',
      payload: {},
    });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'document_number' }],
    });
  });
});
