import { expect, test, type Page } from '@playwright/test';
import { AXE_WIDTHS, expectNoAxeViolationsAtWidths } from '../support/axe';

/**
 * Issue #19: /guias-y-consejos against the real portal and content service — the catalog by
 * category and type in the address, and a guide that reads well: sections, review, print.
 */

const PATH = '/guias-y-consejos';
const API = 'http://localhost:4000/content/wellness/resources-contents/catalog/';

test.use({ locale: 'es-PE', timezoneId: 'America/Lima' });

interface CatalogAnswer {
  count: number;
  results: { slug: string; title: string; publication_type: string }[];
}

interface GuideDetail {
  slug: string;
  title: string;
  body: { heading: string | null; html: string }[];
  reviewer: { name: string; role: string };
  reviewed_at: string;
}

async function service(page: Page, query: string): Promise<CatalogAnswer> {
  const response = await page.request.get(`${API}?page_size=12&${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CatalogAnswer;
}

test('the type filter shows exactly the service’s tips, and keeps working without JavaScript', async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, locale: 'es-PE' });
    const page = await context.newPage();
    const tips = await service(page, 'publication_type=consejo&page=1');
    await page.goto(PATH);
    await page
      .getByRole('navigation', { name: 'Filtrar por tipo' })
      .getByRole('link', { name: 'Consejos', exact: true })
      .click();
    await expect(page).toHaveURL(`${PATH}?tipo=consejo`);
    await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
      new RegExp(`^${tips.count} consejos\\.`),
    );
    await expect(
      page.getByRole('region', { name: 'Guías y consejos' }).getByRole('heading', { level: 3 }),
    ).toHaveText(tips.results.map((item) => item.title));
    await expect(page).toHaveTitle(/^Guías y consejos: Consejos/);
    await context.close();
  }
});

test('a hostile type in the address is explained and not sent', async ({ page }) => {
  await page.goto(`${PATH}?tipo=%3Cscript%3E&pagina=3`);
  await expect(
    page.getByText(
      'Un filtro indicado en la dirección no es válido. Te mostramos todas las guías y consejos.',
    ),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('a guide reads as an article with its review, and prints without the page around it', async ({
  page,
}) => {
  const { results } = await service(page, 'publication_type=guia&page=1');
  const detail = (await (
    await page.request.get(`${API}${results[0]!.slug}/`)
  ).json()) as GuideDetail;
  await page.goto(PATH);
  await page.getByRole('link', { name: detail.title, exact: true }).first().click();
  await expect(page).toHaveURL(`${PATH}/${detail.slug}`);
  const article = page.getByRole('article', { name: detail.title });
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(detail.title);
  const headings = detail.body.flatMap((section) => (section.heading ? [section.heading] : []));
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(headings);
  await expect(article).toContainText(
    `Revisado por ${detail.reviewer.name}, ${detail.reviewer.role}, el`,
  );
  await expect(article).toContainText('Próxima revisión:');
  await expect(article).toContainText(/\d+ min de lectura/);
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.flatMap((script) => [JSON.parse(script.textContent ?? 'null')].flat()),
    );
  expect(data).toContainEqual(
    expect.objectContaining({
      '@type': 'Article',
      headline: detail.title,
      dateModified: detail.reviewed_at,
    }),
  );

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toBeHidden();
  await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown guide is the not-found screen', async ({ page }) => {
  const response = await page.goto(`${PATH}/no-existe-esta-guia`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Esta página no existe!');
});

test.describe('accessibility (axe)', () => {
  test(`no WCAG 2.1 AA violation at ${AXE_WIDTHS.join(' and ')} px: the catalog and a guide`, async ({
    page,
  }) => {
    // Each page loaded once at a phone's width, then widened (support/axe.ts).
    await page.setViewportSize({ width: AXE_WIDTHS[0], height: 900 });
    await page.goto(`${PATH}?tipo=guia`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolationsAtWidths(page, { include: 'main' });
    const { results } = await service(page, 'page=1');
    await page.setViewportSize({ width: AXE_WIDTHS[0], height: 900 });
    await page.goto(`${PATH}/${results[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolationsAtWidths(page, { include: 'main' });
  });
});
