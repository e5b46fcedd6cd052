import { expect, test } from '@playwright/test';
import { openWithoutScripts } from '../support/hydration';

/**
 * Issue #33 (Lighthouse mobile): the pages of `pnpm bench` hydrate what the server painted. A
 * hydration mismatch makes React render a part again on the client and replace its elements — a
 * late largest paint (the cookie notice's text is the largest on most pages), and work on the
 * main thread — and logs a recoverable error. Each page: no error logged, and the cookie
 * notice's text painted by the server's HTML is the same element once the page has hydrated and
 * its session island has answered.
 */
const PAGES = ['/', '/pilares', '/clases-en-vivo', '/sintomas-y-enfermedades'];

for (const path of PAGES) {
  test(`${path} hydrates the server's HTML as it is`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    const release = await openWithoutScripts(page, path);
    const text = page.getByRole('region', { name: 'Aviso de cookies' }).locator('p').first();
    await expect(text).toBeVisible();
    // Marked on the server's element, before any script ran.
    await text.evaluate((element) => {
      (window as { serverText?: Element }).serverText = element;
    });
    // The session island asks who is there once the page is idle.
    const sessionAnswered = page.waitForResponse((response) =>
      response.url().includes('/api/auth/get-user'),
    );
    await release();

    // Hydrated, and the session island loaded and answered ("a visitor").
    await expect
      .poll(
        () =>
          text.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))),
        { timeout: 15_000 },
      )
      .toBe(true);
    await sessionAnswered;
    await expect(page.locator('html')).toHaveAttribute('data-session', 'out');

    const same = await text.evaluate(
      (element) => (window as { serverText?: Element }).serverText === element,
    );
    expect(same, 'the cookie notice’s text is the element the server painted').toBe(true);
    expect(errors).toEqual([]);
  });
}
