import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../src/db/schema';
import { startService } from './support';

let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.stop());

type Facet = ContentSchema<'CategoryFacet'>;
interface CatalogAnswer {
  count: number;
  next: string | null;
  previous: string | null;
  categories: Facet[];
  results: { slug: string; category: string; category_label: string }[];
}

const get = async (url: string) => {
  const response = await service.app.inject({ url: `/content${url}` });
  return { status: response.statusCode, body: response.json() as CatalogAnswer };
};

const CATALOGS = [
  ['live classes', '/wellness/resources/catalog/', t.liveClasses],
  ['recorded classes', '/wellness/recorded-classes/catalog/', t.recordedClasses],
  ['guides and tips', '/wellness/resources-contents/catalog/', t.contents],
] as const;

describe('the category taxonomy (seed/tables/categories.yaml)', () => {
  it('gives every category of the three catalogs a label', async () => {
    const { db } = service.database;
    const labels = new Map(
      (await db.select().from(t.categories)).map((row) => [row.slug, row.label]),
    );
    for (const [, , table] of CATALOGS) {
      const used = await db.selectDistinct({ category: table.category }).from(table);
      expect(used.length).toBeGreaterThan(0);
      for (const { category } of used) expect(labels.get(category), category).toMatch(/\S/);
    }
  });

  it('labels them in Spanish with their accents', async () => {
    const rows = await service.database.db.select().from(t.categories);
    expect(Object.fromEntries(rows.map((row) => [row.slug, row.label]))).toMatchObject({
      yoga: 'Yoga',
      nutricion: 'Nutrición',
      meditacion: 'Meditación',
      respiracion: 'Respiración',
      alimentacion: 'Alimentación',
      prevencion: 'Prevención',
      sueno: 'Sueño',
      'actividad-fisica': 'Actividad física',
      'salud-mental': 'Salud mental',
      funcional: 'Entrenamiento funcional',
    });
  });
});

describe.each(CATALOGS)('the %s catalog', (_name, path, table) => {
  let all: CatalogAnswer;
  beforeAll(async () => {
    all = (await get(`${path}?page_size=100`)).body;
  });

  it('lists in its facet every category of the table, with its count, in the taxonomy order', async () => {
    const { db } = service.database;
    const counted = await db
      .select({ slug: table.category, count: count() })
      .from(table)
      .groupBy(table.category);
    expect(Object.fromEntries(all.categories.map((c) => [c.slug, c.count]))).toEqual(
      Object.fromEntries(counted.map((c) => [c.slug, c.count])),
    );
    const order = (await db.select().from(t.categories).orderBy(t.categories.position)).map(
      (c) => c.slug,
    );
    const slugs = all.categories.map((c) => c.slug);
    expect(slugs).toEqual(order.filter((slug) => slugs.includes(slug)));
    expect(all.categories.reduce((sum, c) => sum + c.count, 0)).toBe(all.count);
  });

  it('labels every item as its category is labelled in the facet', () => {
    const labels = new Map(all.categories.map((c) => [c.slug, c.label]));
    expect(all.results).toHaveLength(all.count);
    for (const item of all.results) expect(item.category_label).toBe(labels.get(item.category));
  });

  it('filters by each category: only its items, as many as the facet says', async () => {
    for (const facet of all.categories) {
      const { status, body } = await get(`${path}?page_size=100&category=${facet.slug}`);
      expect(status).toBe(200);
      expect(body.count).toBe(facet.count);
      expect(body.results).toHaveLength(facet.count);
      expect(body.results.every((item) => item.category === facet.slug)).toBe(true);
      expect(body.results.every((item) => item.category_label === facet.label)).toBe(true);
    }
  });

  it('answers the whole facet whatever category and page are asked', async () => {
    const [first] = all.categories;
    const filtered = await get(`${path}?category=${first!.slug}`);
    const second = await get(`${path}?page=2`);
    expect(filtered.body.categories).toEqual(all.categories);
    expect(second.status).toBe(200);
    expect(second.body.categories).toEqual(all.categories);
  });

  it('answers an empty page for a well-formed category no item has, and 404 past it', async () => {
    const none = await get(`${path}?category=categoria-sin-clases`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({
      count: 0,
      next: null,
      previous: null,
      categories: all.categories,
      results: [],
    });
    expect((await get(`${path}?category=categoria-sin-clases&page=2`)).status).toBe(404);
  });

  it('refuses a malformed category with 400 "Invalid category format"', async () => {
    for (const bad of ['yoga!', 'nutrición', 'yoga%20suave', '%3Cscript%3E']) {
      const response = await service.app.inject({ url: `/content${path}?category=${bad}` });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ error: true, message: 'Invalid category format' });
    }
  });

  it('answers 404 for a page past the last', async () => {
    const last = Math.ceil(all.count / 12);
    expect((await get(`${path}?page=${last}`)).status).toBe(200);
    expect((await get(`${path}?page=${last + 1}`)).status).toBe(404);
  });
});

describe('guides and tips by publication type', () => {
  it('count the facet within the publication type, never narrowed by the category', async () => {
    const tips = (await get('/wellness/resources-contents/catalog/?publication_type=consejo')).body;
    expect(tips.count).toBeGreaterThan(0);
    expect(tips.categories.reduce((sum, c) => sum + c.count, 0)).toBe(tips.count);
    const [first] = tips.categories;
    const narrowed = (
      await get(
        `/wellness/resources-contents/catalog/?publication_type=consejo&category=${first!.slug}&page_size=100`,
      )
    ).body;
    expect(narrowed.categories).toEqual(tips.categories);
    expect(narrowed.count).toBe(first!.count);
  });
});

describe('the home live-classes block', () => {
  it('labels its classes as the taxonomy does', async () => {
    const labels = new Map(
      (await service.database.db.select().from(t.categories)).map((row) => [row.slug, row.label]),
    );
    const block = (
      await service.app.inject({ url: '/content/wellness/sections/home_live_resources/' })
    ).json() as ContentSchema<'LiveResourcesSection'>;
    for (const item of block.results) expect(item.category_label).toBe(labels.get(item.category));
  });
});
