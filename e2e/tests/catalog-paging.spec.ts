import { expect, test } from '@playwright/test';

/**
 * Issue #25: after «Siguiente» in a catalog, Next shows the new page at the top without a reload;
 * focus goes with it, to the results' heading (announced), instead of staying on the pagination
 * link thousands of pixels below. Every catalog shares the view (components/catalog).
 */

const CATALOGS = [
  { path: '/clases-en-vivo', heading: 'Clases' },
  { path: '/clases-grabadas', heading: 'Clases grabadas' },
] as const;

for (const { path, heading } of CATALOGS) {
  for (const width of [375, 1280]) {
    test(`${path} at ${width} px, by keyboard: «Siguiente» moves focus to the new results’ heading, in view`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
      const next = page
        .getByRole('navigation', { name: 'Paginación' })
        .getByRole('link', { name: /siguiente/i })
        .filter({ visible: true });
      await next.focus();
      await page.keyboard.press('Enter');
      // A client navigation to a page rendered on request: wait for it as for any navigation.
      await page.waitForURL(`${path}?pagina=2`);
      const results = page.getByRole('heading', { level: 2, name: heading, exact: true });
      await expect(results).toBeFocused();
      await expect(results).toBeInViewport();
      await expect(page.getByRole('main').getByRole('status').first()).toContainText('Página 2 de');
      // Next navigated on the client: no reload.
      expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
      // Tab goes on from the results: into the first card of the new page.
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      await expect(focused).toHaveAttribute('href', new RegExp(`^${path}/`));
    });
  }

  test(`${path}: a full page load of page 2 leaves focus at the top of the page`, async ({
    page,
  }) => {
    await page.goto(`${path}?pagina=2`);
    await expect(
      page.getByRole('heading', { level: 2, name: heading, exact: true }),
    ).not.toBeFocused();
  });
}
