import { expect, test } from '@playwright/test';

const SERVICE = 'http://localhost:4000';

test.describe('the service', () => {
  test('shows its interactive API reference of both documents', async ({ page }) => {
    await page.goto(`${SERVICE}/docs/`);
    await expect(page.getByRole('heading', { name: 'VivaSalud Content API' })).toBeVisible({
      timeout: 20_000,
    });
    // Both documents are offered: content (shown first) and identity.
    await expect(page.getByText('Contenido').first()).toBeVisible();
  });

  test('answers the content API with Spanish demo content and absolute media URLs', async ({
    request,
  }) => {
    const response = await request.get(
      `${SERVICE}/content/wellness/resources/catalog/?page_size=12`,
    );
    expect(response.ok()).toBe(true);
    const catalog = await response.json();
    expect(catalog.count).toBeGreaterThanOrEqual(30);
    expect(catalog.results).toHaveLength(12);
    const image = await request.get(catalog.results[0].image);
    expect(image.headers()['content-type']).toBe('image/webp');
  });
});
