import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentSchema } from '@vivasalud/api-client/content';
import { contractValidator } from '../src/contract';
import { inPersonFacets } from '../src/content/in-person';
import { startService } from './support';

/**
 * The in-person experiences of the content API (issue #29): the catalog filtered by discipline
 * and district with both facets, one class by slug, and the prices saying whether they include
 * IGV — each answer checked against content.yaml.
 */

let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.stop());

type Paged = ContentSchema<'PagedInPersonClasses'>;
type InPersonClass = ContentSchema<'InPersonClass'>;

const get = (url: string) => service.app.inject({ url: `/content${url}` });
const CATALOG = '/wellness/inperson-classes/catalog/';
const validCatalog = contractValidator('content').answer(CATALOG, 'get', 200)!;
const validClass = contractValidator('content').answer(
  '/wellness/inperson-classes/{slug}/',
  'get',
  200,
)!;

async function catalog(query = ''): Promise<Paged> {
  const response = await get(`${CATALOG}${query}`);
  expect(response.statusCode, query).toBe(200);
  const body = response.json() as Paged;
  expect(validCatalog(body), JSON.stringify(validCatalog.errors?.slice(0, 3))).toBe(true);
  return body;
}

describe('the in-person catalog (GET /wellness/inperson-classes/catalog/)', () => {
  let all: InPersonClass[];
  beforeAll(async () => {
    all = (await catalog('?page_size=100')).results;
  });

  it('narrows by discipline and by district together, in the catalog order', async () => {
    const page = await catalog('?discipline=yoga&district=miraflores');
    const expected = all.filter(
      (item) => item.discipline === 'yoga' && item.location.district_slug === 'miraflores',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(page.count).toBe(expected.length);
    expect(page.results.map((item) => item.slug)).toEqual(expected.map((item) => item.slug));
    const byDistrict = await catalog('?district=jesus-maria');
    expect(byDistrict.results.map((item) => item.location.district)).toEqual(
      all.filter((item) => item.location.district === 'Jesús María').map(() => 'Jesús María'),
    );
  });

  it('gives both facets with Spanish labels, counted with the other filter only', async () => {
    const page = await catalog('?discipline=natacion&page_size=1');
    const natacion = page.disciplines.find((facet) => facet.slug === 'natacion');
    expect(natacion).toEqual({
      slug: 'natacion',
      label: 'Natación',
      count: all.filter((item) => item.discipline === 'natacion').length,
    });
    // Every discipline stays a choice (not narrowed by its own filter).
    expect(page.disciplines.map((facet) => facet.slug).sort()).toEqual(
      [...new Set(all.map((item) => item.discipline))].sort(),
    );
    // A district's count is within the discipline chosen.
    const jesusMaria = page.districts.find((facet) => facet.slug === 'jesus-maria');
    expect(jesusMaria).toEqual({
      slug: 'jesus-maria',
      label: 'Jesús María',
      count: all.filter(
        (item) => item.discipline === 'natacion' && item.location.district_slug === 'jesus-maria',
      ).length,
    });
    expect(page.districts.find((facet) => facet.slug === 'miraflores')?.count).toBe(0);
  });

  it('answers a well-formed discipline or district no class has with an empty page', async () => {
    const page = await catalog('?district=ancon');
    expect(page).toMatchObject({ count: 0, results: [], next: null, previous: null });
    expect(page.disciplines.length).toBeGreaterThan(0);
  });

  it('pages by 12 and keeps the filters in next/previous; past the last page is 404', async () => {
    const first = await catalog('');
    expect(first.results).toHaveLength(12);
    expect(first.count).toBe(all.length);
    const second = await catalog('?page=2');
    expect(second.results.map((item) => item.slug)).toEqual(all.slice(12).map((i) => i.slug));
    const filtered = await catalog('?district=san-isidro&page_size=1');
    expect(new URL(filtered.next!).searchParams.get('district')).toBe('san-isidro');
    expect((await get(`${CATALOG}?page=3`)).statusCode).toBe(404);
  });

  it('says of every price whether it includes IGV, and leaves the description to the detail', () => {
    for (const item of all) {
      expect(typeof item.igv_included, item.slug).toBe('boolean');
      expect(item).not.toHaveProperty('description');
    }
    expect(all.some((item) => item.price === null)).toBe(true);
  });
});

describe('one in-person class (GET /wellness/inperson-classes/{slug}/)', () => {
  it('answers the card of the catalog and its Spanish description', async () => {
    const [card] = (await catalog('?discipline=tai-chi&page_size=1')).results;
    const response = await get(`/wellness/inperson-classes/${card!.slug}/`);
    expect(response.statusCode).toBe(200);
    const item = response.json() as InPersonClass;
    expect(validClass(item), JSON.stringify(validClass.errors?.slice(0, 3))).toBe(true);
    expect(item).toMatchObject(card!);
    expect(item.description).toMatch(/^[A-ZÁÉÍÓÚ].+\.$/);
  });

  it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
    const unknown = await get('/wellness/inperson-classes/no-existe/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
    const malformed = await get('/wellness/inperson-classes/yoga%3Cb%3E/');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: true, message: 'Invalid slug format' });
  });
});

describe('prices (GET /wellness/disciplines/{discipline}/prices/)', () => {
  it('say whether they include IGV, and the cheapest is the price of the paid classes', async () => {
    const plans = (
      await get('/wellness/disciplines/yoga/prices/')
    ).json() as ContentSchema<'PricePlan'>[];
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(plan.igv_included).toBe(true);
    const yoga = (await catalog('?discipline=yoga')).results;
    const lowest = Math.min(...plans.map((plan) => plan.price));
    for (const item of yoga) if (item.price !== null) expect(item.price).toBe(lowest);
  });
});

describe('inPersonFacets', () => {
  const item = (discipline: string, district: string) => ({
    discipline,
    discipline_label: discipline.toUpperCase(),
    location: {
      name: 'x',
      address: 'y',
      district: district.toUpperCase(),
      district_slug: district,
    },
  });
  it.each([
    [{}, { a: 2, b: 1 }, { x: 2, y: 1 }],
    [{ discipline: 'a' }, { a: 2, b: 1 }, { x: 1, y: 1 }],
    [{ district: 'x' }, { a: 1, b: 1 }, { x: 2, y: 1 }],
    [
      { discipline: 'b', district: 'y' },
      { a: 1, b: 0 },
      { x: 1, y: 0 },
    ],
  ])('%j → disciplines %j, districts %j', (filters, disciplines, districts) => {
    const facets = inPersonFacets([item('a', 'x'), item('b', 'x'), item('a', 'y')], filters);
    expect(Object.fromEntries(facets.disciplines.map((f) => [f.slug, f.count]))).toEqual(
      disciplines,
    );
    expect(Object.fromEntries(facets.districts.map((f) => [f.slug, f.count]))).toEqual(districts);
  });
});
