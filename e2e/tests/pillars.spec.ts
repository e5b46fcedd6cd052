import { expect, test, type Page } from '@playwright/test';
import { AXE_WIDTHS, expectNoAxeViolationsAtWidths } from '../support/axe';

/**
 * Issue #18: /pilares against the real portal and content service: the pillars block
 * (`GET /content/home/pilares/`) with each pillar's icon, title, text and the content it leads to,
 * below the area's CMS page (h1, breadcrumb); axe at 375 and 1280 px.
 */

const PATH = '/pilares';
const API = 'http://localhost:4000/content/home/pilares/';

interface PillarsAnswer {
  heading: string;
  subheading: string | null;
  links: { action: { title: string; icon: string | null; copy: string | null; link: string } }[];
}

async function service(page: Page): Promise<PillarsAnswer> {
  const response = await page.request.get(API);
  expect(response.ok()).toBe(true);
  return (await response.json()) as PillarsAnswer;
}

const block = (page: Page, heading: string) => page.getByRole('region', { name: heading });

test('shows every pillar of the service, with its icon, text and link, in its order', async ({
  page,
}) => {
  const answer = await service(page);
  expect(answer.links.length).toBeGreaterThan(0);
  await page.goto(PATH);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Los pilares de tu bienestar');
  const trail = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Pilares del bienestar');
  await expect(page).toHaveTitle('Los pilares de tu bienestar | VivaSalud');

  const pillars = block(page, answer.heading);
  await expect(pillars.getByRole('heading', { level: 2 })).toHaveText(answer.heading);
  const items = pillars.getByRole('listitem');
  await expect(items).toHaveCount(answer.links.length);
  await expect(pillars.getByRole('heading', { level: 3 })).toHaveText(
    answer.links.map(({ action }) => action.title),
  );
  for (const [index, { action }] of answer.links.entries()) {
    const item = items.nth(index);
    await expect(item.getByRole('link', { name: action.title })).toHaveAttribute(
      'href',
      action.link,
    );
    if (action.copy) await expect(item).toContainText(action.copy.trim());
    // Every seeded pillar has an icon; beside its written title it is hidden from screen readers.
    await expect(item.locator('svg')).toHaveAttribute('aria-hidden', 'true');
  }
  await expect(pillars.getByRole('img')).toHaveCount(0);
});

test('a pillar leads to its content: its section of the page', async ({ page }) => {
  const answer = await service(page);
  const first = answer.links[0]!.action;
  const anchor = first.link.split('#')[1];
  expect(anchor).toBeTruthy();
  await page.goto(PATH);
  await block(page, answer.heading).getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}#${anchor}$`));
  const section = page.locator(`section#${anchor}`);
  await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(section).toBeInViewport();
});

test(`has no axe violations at ${AXE_WIDTHS.join(' and ')} px`, async ({ page }) => {
  // Loaded once at a phone's width, then widened (support/axe.ts).
  await page.setViewportSize({ width: AXE_WIDTHS[0], height: 900 });
  const answer = await service(page);
  await page.goto(PATH);
  await expect(block(page, answer.heading)).toBeVisible();
  await expectNoAxeViolationsAtWidths(page);
});
