import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readConfig } from '../src/config';
import { contractValidator } from '../src/contract';
import { campaigns } from '../src/db/schema';
import type { Clock } from '../src/clock';
import { PUBLIC_URL, startService } from './support';

/**
 * The service's clock (identity's and content's), set by each test; by default a day the seed's
 * sorteo-audifonos (active, 2026-11-01 to 2027-01-31 in Lima) is open, whatever today is.
 */
const DURING = new Date('2026-11-26T12:00:00-05:00');
let now = DURING;
const clock: Clock = { now: () => now };
beforeEach(() => {
  now = DURING;
});

let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService(
    {
      // No answer cache: the same URL is read at several instants of the clock.
      config: readConfig({
        VIVASALUD_ENV: 'test',
        PGLITE_DATA_DIR: 'memory',
        PUBLIC_URL,
        CONTENT_CACHE_TTL_MS: '0',
      }),
      identity: { clock },
      // Seeded in the anchor week too (issue #25): the campaigns' windows as written, whatever
      // today is.
    },
    { seedClock: clock },
  );
});
afterAll(() => service.stop());

const get = (url: string) => service.app.inject({ url: `/content${url}` });

/** The campaigns site's reads (issue #17): the list and one campaign by slug. */
describe('campaigns of the campaigns site', () => {
  const { answer } = contractValidator('content');

  it('lists every campaign with a landing, the most recent first, as cards', async () => {
    const response = await get('/campaigns/');
    expect(response.statusCode).toBe(200);
    const list = response.json() as { slug: string; available_from: string }[];
    const validate = answer('/campaigns/', 'get', 200)!;
    expect(validate(list), JSON.stringify(validate.errors)).toBe(true);
    expect(list.map((c) => c.slug)).toEqual([
      'sorteo-audifonos',
      'corre-por-la-p',
      'sorteo-kit-bienestar',
    ]);
    // Cards only: the landing's copy and terms stay on the campaign's own answer.
    expect(Object.keys(list[0]!).sort()).toEqual(
      ['available_from', 'available_until', 'image', 'kind', 'slug', 'summary', 'title'].sort(),
    );
  });

  it('answers a giveaway with its prize, dates, image and Peruvian terms', async () => {
    const response = await get('/campaigns/sorteo-audifonos/');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const validate = answer('/campaigns/{slug}/', 'get', 200)!;
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    expect(body).toMatchObject({
      slug: 'sorteo-audifonos',
      kind: 'giveaway',
      title: 'Sorteo de audífonos inalámbricos',
      available_from: '2026-11-01T00:00:00-05:00',
      available_until: '2027-01-31T23:59:59-05:00',
      image: { url: `${PUBLIC_URL}/media/campania-audifonos.webp` },
      terms: { draw_date: '2027-02-05T11:00:00-05:00' },
    });
    expect(body.prize).toContain('audífonos');
    for (const key of ['duration', 'winner_selection', 'winner_announcement', 'data_use']) {
      expect(body.terms[key], key).toMatch(/\S/);
    }
  });

  it('answers an event without prize, terms nor result', async () => {
    const body = (await get('/campaigns/corre-por-la-p/')).json();
    expect(body).toMatchObject({ kind: 'event', prize: null, terms: null, result: null });
  });

  it('answers a result only once a giveaway’s draw is published', async () => {
    const validate = answer('/campaigns/{slug}/', 'get', 200)!;
    const open = (await get('/campaigns/sorteo-audifonos/')).json();
    expect(open.result).toBeNull();
    const ended = (await get('/campaigns/sorteo-kit-bienestar/')).json();
    expect(validate(ended), JSON.stringify(validate.errors)).toBe(true);
    expect(ended.result).toMatchObject({ published_at: '2026-10-07T09:00:00-05:00' });
    expect(ended.result.winners).toHaveLength(5);
    // Winners as the terms announce them: a first name, an initial and a region — no document.
    for (const winner of ended.result.winners) {
      expect(Object.keys(winner).sort()).toEqual(['name', 'region']);
      expect(winner.name).toMatch(/^\p{L}+ \p{Lu}\.$/u);
    }
  });

  it('says 404 in Spanish for a slug no campaign has, 400 for one that is no slug', async () => {
    const missing = await get('/campaigns/no-existe/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: true, message: 'La campaña no existe' });
    expect((await get('/campaigns/no%20slug/')).statusCode).toBe(400);
  });

  it('keeps the banner’s answer to its fields: a visitor’s text and a signed-in person’s', async () => {
    const body = (await get('/campaigns/active/')).json();
    expect(Object.keys(body).sort()).toEqual([
      'copy',
      'copy_signed_in',
      'copy_strong',
      'link_text',
      'slug',
    ]);
    // Someone signed in is offered to take part, not to sign up (issue #25).
    expect(body.copy_signed_in).not.toMatch(/Regístrate/);
  });
});

/**
 * The portal's banner (issue #17): the campaign marked active only while its landing's window is
 * open at the service's clock — the identity service refuses sign-ups outside it.
 */
describe('the active campaign banner', () => {
  const { answer } = contractValidator('content');
  const banner = () => get('/campaigns/active/');

  it.each([
    ['on the first instant', '2026-11-01T00:00:00-05:00'],
    ['in the middle', '2026-12-15T10:00:00-05:00'],
    // 00:30 on 1 February in UTC is still 31 January in Lima.
    ['late on its last day in Lima', '2027-02-01T00:30:00Z'],
    ['on the last second', '2027-01-31T23:59:59-05:00'],
  ])('answers the campaign while it is open: %s (%s)', async (_, instant) => {
    now = new Date(instant);
    const response = await banner();
    expect(response.statusCode).toBe(200);
    const validate = answer('/campaigns/active/', 'get', 200)!;
    expect(validate(response.json()), JSON.stringify(validate.errors)).toBe(true);
    expect(response.json()).toMatchObject({
      slug: 'sorteo-audifonos',
      link_text: 'Participa aquí',
    });
  });

  it.each([
    ['before it opens', '2026-10-31T23:59:59-05:00'],
    ['after its end', '2027-02-01T00:00:00-05:00'],
    ['months after', '2027-06-01T12:00:00-05:00'],
  ])('says 404 «No hay una campaña activa» %s (%s)', async (_, instant) => {
    now = new Date(instant);
    const response = await banner();
    expect(response.statusCode).toBe(404);
    const validate = answer('/campaigns/active/', 'get', 404)!;
    expect(validate(response.json()), JSON.stringify(validate.errors)).toBe(true);
    expect(response.json()).toMatchObject({ error: true, message: 'No hay una campaña activa' });
  });

  it('answers a campaign without a landing as marked, whatever the date (no window)', async () => {
    const { db } = service.database;
    await db.update(campaigns).set({ active: false }).where(eq(campaigns.slug, 'sorteo-audifonos'));
    await db.insert(campaigns).values({
      slug: 'solo-franja',
      title: 'Solo franja',
      active: true,
      body: {
        slug: 'solo-franja',
        copy: 'Conoce nuestras',
        copy_strong: 'charlas gratuitas',
        link_text: 'Ver más',
      },
    });
    try {
      for (const instant of ['2020-01-01T12:00:00-05:00', '2030-01-01T12:00:00-05:00']) {
        now = new Date(instant);
        const response = await banner();
        expect(response.statusCode, instant).toBe(200);
        expect(response.json()).toMatchObject({ slug: 'solo-franja' });
      }
    } finally {
      await db.delete(campaigns).where(eq(campaigns.slug, 'solo-franja'));
      await db
        .update(campaigns)
        .set({ active: true })
        .where(eq(campaigns.slug, 'sorteo-audifonos'));
    }
  });
});
