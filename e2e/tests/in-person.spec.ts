import { expect, test, type Page } from '@playwright/test';
import { AXE_WIDTHS, expectNoAxeViolationsAtWidths } from '../support/axe';

/**
 * Issue #29: /experiencias-presenciales against the real portal and content service — the catalog
 * by discipline, district and page in the address, with and without JavaScript, the prices as the
 * service gives them, a class's page with «Cómo llegar», the not-found screen and axe. Cheap on
 * purpose: few page loads, no sign-in (these are public pages).
 */

const PATH = '/experiencias-presenciales';
const CONTENT = 'http://localhost:4000/content';

test.use({ locale: 'es-PE', timezoneId: 'America/Lima' });

interface InPersonClass {
  slug: string;
  title: string;
  discipline: string;
  discipline_label: string;
  location: { name: string; address: string; district: string; district_slug: string };
  price: number | null;
  igv_included: boolean;
}
interface Facet {
  slug: string;
  label: string;
  count: number;
}
interface CatalogAnswer {
  count: number;
  results: InPersonClass[];
  disciplines: Facet[];
  districts: Facet[];
}
interface PricePlan {
  plan: string;
  price: number;
  sessions: number;
  igv_included: boolean;
}

async function service(page: Page, query: string): Promise<CatalogAnswer> {
  const response = await page.request.get(`${CONTENT}/wellness/inperson-classes/catalog/?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CatalogAnswer;
}

/** «S/ 35.00» as es-PE writes soles (the test's own formatting, not the portal's). */
const soles = (amount: number) =>
  new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' })
    .format(amount)
    .replace(/\s/g, ' ');

const results = (page: Page) => page.getByRole('region', { name: /^Experiencias/ });
const cardTitles = (page: Page) => results(page).getByRole('heading', { level: 3 });
const disciplines = (page: Page) =>
  page.getByRole('navigation', { name: 'Filtrar por disciplina' });
const districts = (page: Page) => page.getByRole('navigation', { name: 'Filtrar por distrito' });
const paging = (page: Page) => page.getByRole('navigation', { name: 'Paginación' });

/** Every card shows its class's lowest price as the service gives it, and IGV, or «Gratis». */
async function expectPrices(page: Page, expected: InPersonClass[]) {
  const cards = results(page).getByRole('article');
  await expect(cards).toHaveCount(expected.length);
  for (const [index, item] of expected.entries()) {
    await expect(cards.nth(index)).toContainText(
      item.price === null
        ? 'Gratis'
        : `Desde ${soles(item.price)} (${item.igv_included ? 'IGV incluido' : 'No incluye IGV'})`,
    );
  }
}

test.describe('the catalog', () => {
  test('filters by discipline and district and pages through the address, prices as the service gives them', async ({
    page,
  }) => {
    const all = await service(page, 'page=1');
    await page.goto(PATH);
    await expect(cardTitles(page)).toHaveText(all.results.map((item) => item.title));
    await expectPrices(page, all.results);
    // Next page (client navigation).
    await paging(page).getByRole('link', { name: '2' }).click();
    await expect(page).toHaveURL(`${PATH}?pagina=2`);
    const second = await service(page, 'page=2');
    await expect(cardTitles(page)).toHaveText(second.results.map((item) => item.title));
    // A discipline, then a district of it: the address holds both.
    const yoga = all.disciplines.find((facet) => facet.slug === 'yoga')!;
    await disciplines(page)
      .getByRole('link', { name: new RegExp(`^${yoga.label}`) })
      .click();
    await expect(page).toHaveURL(`${PATH}?disciplina=yoga`);
    const ofYoga = await service(page, 'discipline=yoga');
    await expect(cardTitles(page)).toHaveText(ofYoga.results.map((item) => item.title));
    const district = ofYoga.results[0]!.location;
    await districts(page)
      .getByRole('link', { name: new RegExp(`^${district.district}`) })
      .click();
    await expect(page).toHaveURL(`${PATH}?disciplina=yoga&distrito=${district.district_slug}`);
    const narrowed = await service(page, `discipline=yoga&district=${district.district_slug}`);
    await expect(cardTitles(page)).toHaveText(narrowed.results.map((item) => item.title));
    await expectPrices(page, narrowed.results);
    // The discipline's locations, by district.
    const locations = page.getByRole('region', { name: `Sedes de ${yoga.label}` });
    await expect(
      locations.getByRole('heading', { level: 3, name: district.district }),
    ).toBeVisible();
  });

  test('an unknown discipline or district is the not-found screen (404)', async ({ page }) => {
    for (const query of ['disciplina=esgrima', 'distrito=narnia']) {
      const response = await page.goto(`${PATH}?${query}`);
      expect(response?.status(), query).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Esta página no existe!');
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters and the pages are links that work', async ({ page }) => {
    const all = await service(page, 'page=1');
    const district = all.districts.find((facet) => facet.count > 1)!;
    await page.goto(PATH);
    await districts(page)
      .getByRole('link', { name: new RegExp(`^${district.label}`) })
      .click();
    await expect(page).toHaveURL(`${PATH}?distrito=${district.slug}`);
    const there = await service(page, `district=${district.slug}`);
    await expect(cardTitles(page)).toHaveText(there.results.map((item) => item.title));
    await expectPrices(page, there.results);
    await page.goto(PATH);
    await paging(page).getByRole('link', { name: '2' }).click();
    await expect(page).toHaveURL(`${PATH}?pagina=2`);
    const second = await service(page, 'page=2');
    await expect(cardTitles(page)).toHaveText(second.results.map((item) => item.title));
  });
});

test.describe('a class', () => {
  test('shows its place, its prices as the service gives them, and «Cómo llegar» asks first', async ({
    page,
  }) => {
    const [item] = (await service(page, 'discipline=yoga&district=miraflores')).results;
    const plansAnswer = await page.request.get(
      `${CONTENT}/wellness/disciplines/${item!.discipline}/prices/`,
    );
    const plans = (await plansAnswer.json()) as PricePlan[];
    expect(plans.length).toBeGreaterThan(0);
    await page.goto(`${PATH}/${item!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item!.title);
    await expect(page.getByRole('region', { name: 'Lugar' })).toContainText(item!.location.address);
    const table = page.getByRole('table', {
      name: `Planes de ${item!.discipline_label}, en soles`,
    });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(plans.length + 1);
    for (const [index, plan] of plans.entries()) {
      const row = rows.nth(index + 1);
      await expect(row).toContainText(plan.plan);
      await expect(row).toContainText(soles(plan.price));
      await expect(row).toContainText(plan.igv_included ? 'IGV incluido' : 'No incluye IGV');
    }
    await page.getByRole('link', { name: `Cómo llegar a ${item!.location.name}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('an unknown class is the not-found screen (404)', async ({ page }) => {
    const response = await page.goto(`${PATH}/no-existe`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Esta página no existe!');
  });
});

test.describe('accessibility (axe)', () => {
  test(`the catalog with its locations and a class at ${AXE_WIDTHS.join(' and ')} px`, async ({
    page,
  }) => {
    // Each page loaded once at a phone's width, then widened (support/axe.ts).
    await page.setViewportSize({ width: AXE_WIDTHS[0], height: 900 });
    await page.goto(`${PATH}?disciplina=yoga`);
    await expect(page.getByRole('region', { name: /^Sedes de/ })).toBeVisible();
    await expectNoAxeViolationsAtWidths(page);
    await page.setViewportSize({ width: AXE_WIDTHS[0], height: 900 });
    await page.goto(`${PATH}/hatha-yoga-para-principiantes`);
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoAxeViolationsAtWidths(page);
  });
});
