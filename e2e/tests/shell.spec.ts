import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

test.describe('portal shell (spec §2)', () => {
  test('the footer shows the service’s phone, legal links and networks', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // footer/contact and footer/emergency-number of the seeded service.
    await expect(footer).toContainText('(01) 615-7300');
    await expect(footer).toContainText('(01) 411-1111');
    await expect(footer).toContainText('2025');
    await expect(footer.getByRole('link', { name: 'Transparencia' })).toHaveAttribute(
      'href',
      '/transparencia',
    );
    await expect(footer.getByRole('link', { name: /Libro de reclamaciones/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /instagram/i })).toBeVisible();
  });

  test('an external footer link asks first, then opens in a new tab', async ({ page, context }) => {
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Libro de reclamaciones/ })
      .click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('Ten en cuenta');
    await expect(dialog).toContainText('sitio web externo');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Libro de reclamaciones/ })
      .click();
    // No internet here: answer the outside site locally.
    await context.route('https://reclamaciones.vivasalud.pe/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Libro de reclamaciones</title>' }),
    );
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toBe('https://reclamaciones.vivasalud.pe/');
  });

  test('an unknown path shows the not-found screen with status 404 and records the event', async ({
    page,
  }) => {
    const response = await page.goto('/esta-ruta-no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '¡Esta página no existe!' })).toBeVisible();
    await expect(
      page.getByText(
        'No pudimos encontrar la página que estabas buscando. Revisa nuevamente tu búsqueda.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []),
      )
      .toContainEqual({ event: 'error', message: 'pagina no encontrada' });
    await expectNoAxeViolations(page);
  });

  test('/service-unavailable shows its screen without header and footer', async ({ page }) => {
    const response = await page.goto('/service-unavailable');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reintentar' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
