import { expect, test } from '@playwright/test';

test.describe('the product comes up', () => {
  test('the portal shows its Spanish home page with the local font', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-PE');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tu salud y bienestar, en un solo lugar' }),
    ).toBeVisible();
    // next/font/local serves the font from our origin; nothing is fetched from Google Fonts.
    const fontFamily = await page
      .getByRole('heading', { level: 1 })
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(fontFamily).toMatch(/inter/i);
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family);
    });
    expect(loaded.join()).toMatch(/inter/i);
  });

  test('the campaigns site shows its Spanish page', async ({ page }) => {
    await page.goto('http://localhost:3001/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-PE');
    await expect(page.getByRole('heading', { level: 1, name: 'Campañas VivaSalud' })).toBeVisible();
  });

  test('the service answers its health check', async ({ request }) => {
    const response = await request.get('http://localhost:4000/health');
    expect(response.ok()).toBe(true);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  for (const site of ['http://localhost:3000', 'http://localhost:3001']) {
    test(`${site} has a favicon, declared by its pages`, async ({ page, request }) => {
      const icon = await request.get(`${site}/favicon.ico`);
      expect(icon.status()).toBe(200);
      expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
      // An ICO file: reserved 0, type 1, at least one image.
      const bytes = await icon.body();
      expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
      await page.goto(`${site}/`);
      await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute(
        'href',
        /favicon\.ico/,
      );
    });
  }
});
