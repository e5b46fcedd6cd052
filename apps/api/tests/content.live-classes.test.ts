import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentSchema } from '@vivasalud/api-client/content';
import { endsAt } from '../src/content/live-classes';
import { contractValidator } from '../src/contract';
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
      expect(detail.actions.length).toBeGreaterThan(0);
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
