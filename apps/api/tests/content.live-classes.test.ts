import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { ContentSchema } from '@vivasalud/api-client/content';
import { readConfig } from '../src/config';
import { endsAt, HOME_LIVE_CLASSES } from '../src/content/live-classes';
import { contractValidator } from '../src/contract';
import { fakeClock } from '../src/identity/testing';
import { SEED_DIR } from '../src/paths';
import { SEED_ANCHOR_DATE } from '../src/seed/dates';
import { PUBLIC_URL, startService } from './support';

let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.stop());

type LiveClass = ContentSchema<'LiveClass'>;
type LiveClassDetail = ContentSchema<'LiveClassDetail'>;

const get = (url: string) => service.app.inject({ url: `/content${url}` });

describe('one live class by slug (/clases-en-vivo/{slug})', () => {
  const validate = contractValidator('content').answer(
    '/wellness/resources/catalog/{slug}/',
    'get',
    200,
  )!;
  let cards: LiveClass[];
  let details: LiveClassDetail[];
  beforeAll(async () => {
    cards = (await get('/wellness/resources/catalog/?page_size=100')).json().results;
    details = await Promise.all(
      cards.map(async (card) => {
        const response = await get(`/wellness/resources/catalog/${card.slug}/`);
        expect(response.statusCode, card.slug).toBe(200);
        return response.json() as LiveClassDetail;
      }),
    );
  });

  it('reads every class of the catalog, as the contract says', () => {
    expect(cards.length).toBeGreaterThanOrEqual(30);
    for (const detail of details) {
      expect(validate(detail), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    }
  });

  it('answers the card of the catalog and what only the detail has', () => {
    cards.forEach((card, i) => {
      const detail = details[i]!;
      expect(detail).toMatchObject(card);
      expect(detail.description).toMatch(/^<p>\S[\s\S]*<\/p>\s*$/);
      expect(detail.category_label).toMatch(/\S/);
      // No action that only leads back to the class (issue #25: «Reservar mi lugar» did).
      for (const action of detail.actions) {
        expect(action.link.replace(/\/$/, ''), detail.slug).not.toBe(
          `/clases-en-vivo/${detail.slug}`,
        );
      }
      expect(typeof detail.is_pro).toBe('boolean');
    });
    // The catalog answers cards only.
    expect(cards.some((card) => 'description' in card)).toBe(false);
  });

  it('gives each class a mentor with photo and bio', () => {
    for (const { mentor, slug } of details) {
      expect(mentor, slug).not.toBeNull();
      expect(mentor!.name).toMatch(/\S/);
      expect(mentor!.photo).toMatch(new RegExp(`^${PUBLIC_URL}/media/\\S+\\.webp$`));
      expect(mentor!.bio).toMatch(/\S/);
    }
  });

  it('schedules it from starts_at to ends_at, both with the Lima offset', () => {
    for (const detail of details) {
      expect(detail.starts_at).toMatch(/-05:00$/);
      expect(detail.ends_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-05:00$/);
      expect(Date.parse(detail.ends_at) - Date.parse(detail.starts_at)).toBe(
        detail.duration_minutes * 60_000,
      );
    }
  });

  it('carries the related resources of the live-classes page', async () => {
    const page = (await get('/pages/clases-en-vivo/')).json() as ContentSchema<'Page'>;
    expect(page.content.resources.length).toBeGreaterThan(0);
    for (const detail of details) {
      expect(detail.heading_resources).toBe(page.content.heading_resources);
      expect(detail.resources).toEqual(page.content.resources);
    }
  });

  it('answers with or without the trailing slash', async () => {
    const response = await get('/wellness/resources/catalog/yoga-prenatal');
    expect(response.statusCode).toBe(200);
    expect(response.json().slug).toBe('yoga-prenatal');
  });

  it('answers 404 for an unknown slug and 400 "Invalid slug format" for a malformed one', async () => {
    const unknown = await get('/wellness/resources/catalog/clase-que-no-existe/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
    for (const bad of ['yoga%20suave', 'clase!', '%C3%B1and%C3%BA']) {
      const response = await get(`/wellness/resources/catalog/${bad}/`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ error: true, message: 'Invalid slug format' });
    }
  });
});

describe('endsAt', () => {
  it.each([
    ['2026-11-23T19:00:00-05:00', 45, '2026-11-23T19:45:00-05:00'],
    ['2026-12-31T23:30:00-05:00', 45, '2027-01-01T00:15:00-05:00'],
    ['2027-01-16T08:00:00-05:00', 60, '2027-01-16T09:00:00-05:00'],
    ['2026-11-23T19:00:00+05:30', 90, '2026-11-23T20:30:00+05:30'],
    ['2026-11-23T23:50:00Z', 20, '2026-11-24T00:10:00Z'],
  ])('%s + %i min → %s', (start, minutes, end) => {
    expect(endsAt(start, minutes)).toBe(end);
  });
});

describe("home's live classes (wellness/sections/home_live_resources/, issue #18)", () => {
  // Seeded on the anchor day, so the schedule is as written (tables/live-classes.yaml); the
  // service's clock is then set by each test. No answer cache: each answer reads the clock.
  let clocked: Awaited<ReturnType<typeof startService>>;
  let now = new Date(`${SEED_ANCHOR_DATE}T09:00:00-05:00`);
  const clock = { now: () => now };
  const validate = contractValidator('content').answer(
    '/wellness/sections/home_live_resources/',
    'get',
    200,
  )!;
  let catalog: LiveClass[];
  let seedBlock: ContentSchema<'LiveResourcesSection'>;
  beforeAll(async () => {
    clocked = await startService(
      {
        config: readConfig({
          VIVASALUD_ENV: 'test',
          PGLITE_DATA_DIR: 'memory',
          PUBLIC_URL,
          CONTENT_CACHE_TTL_MS: '0',
        }),
        identity: { clock },
      },
      { seedClock: fakeClock(new Date(`${SEED_ANCHOR_DATE}T09:00:00-05:00`)) },
    );
    catalog = (
      await clocked.app.inject({ url: '/content/wellness/resources/catalog/?page_size=100' })
    ).json().results;
    seedBlock = (
      parse(readFileSync(join(SEED_DIR, 'documents/wellness.yaml'), 'utf8')) as Record<
        string,
        ContentSchema<'LiveResourcesSection'>
      >
    )['home-live-resources']!;
  });
  afterAll(() => clocked.stop());

  const block = async (at: string) => {
    now = new Date(at);
    const response = await clocked.app.inject({
      url: '/content/wellness/sections/home_live_resources/',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as ContentSchema<'LiveResourcesSection'>;
    expect(validate(body), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    return body;
  };
  /** The catalog's classes not ended at `at`, soonest first (computed here, from the catalog). */
  const notEnded = (at: string) =>
    catalog
      .filter((item) => Date.parse(endsAt(item.starts_at, item.duration_minutes)) > Date.parse(at))
      .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));

  it('keeps the heading, sub-heading and actions of the block', async () => {
    const { heading, subheading, actions } = await block('2026-11-26T09:00:00-05:00');
    expect({ heading, subheading, actions }).toEqual({
      heading: seedBlock.heading,
      subheading: seedBlock.subheading,
      actions: seedBlock.actions,
    });
    expect(heading).toBe('Próximas clases en vivo');
  });

  it.each([
    // The anchor day: the classes of Monday to Wednesday, and Thursday's 07:00 one, are over.
    ['2026-11-26T09:00:00-05:00'],
    // Before the first class of the seed: it is listed first.
    ['2026-11-20T09:00:00-05:00'],
    // A week on: the first written weeks are over.
    ['2026-12-04T12:00:00-05:00'],
  ])(
    'at %s: the next classes not yet over, soonest first, at most HOME_LIVE_CLASSES',
    async (at) => {
      const { results } = await block(at);
      const expected = notEnded(at).slice(0, HOME_LIVE_CLASSES);
      expect(results.length).toBe(Math.min(HOME_LIVE_CLASSES, notEnded(at).length));
      expect(results.length).toBeGreaterThan(0);
      expect(results).toEqual(expected);
      const starts = results.map((item) => Date.parse(item.starts_at));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      for (const item of results) {
        expect(Date.parse(endsAt(item.starts_at, item.duration_minutes))).toBeGreaterThan(
          Date.parse(at),
        );
      }
    },
  );

  it('never lists the classes of the seed written as already over on the anchor day', async () => {
    const slugs = (await block('2026-11-26T09:00:00-05:00')).results.map((item) => item.slug);
    expect(slugs).not.toContain('yoga-suave-para-la-espalda'); // Monday 2026-11-23
    expect(slugs).not.toContain('funcional-de-cuerpo-completo'); // that morning, 07:00–07:45
    expect(slugs[0]).toBe('meditacion-para-principiantes'); // Friday 2026-11-27, 20:00
  });

  it('lists a class under way (it can still be joined) until it ends', async () => {
    const during = await block('2026-11-26T07:30:00-05:00');
    expect(during.results[0]!.slug).toBe('funcional-de-cuerpo-completo');
    const after = await block('2026-11-26T07:45:00-05:00');
    expect(after.results.map((item) => item.slug)).not.toContain('funcional-de-cuerpo-completo');
  });

  it('still answers the block, with no classes, when none is left', async () => {
    const last = Math.max(
      ...catalog.map((item) => Date.parse(endsAt(item.starts_at, item.duration_minutes))),
    );
    const body = await block(new Date(last).toISOString());
    expect(body.results).toEqual([]);
    expect(body.heading).toBe(seedBlock.heading);
    expect(body.actions).toEqual(seedBlock.actions);
  });
});
