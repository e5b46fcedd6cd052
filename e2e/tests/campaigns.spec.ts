import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

/**
 * The campaigns site (issue #17, first slice), real stack: its cached pages from the content
 * service, its frame, its Spanish not-found screen, and the portal's campaign paths leading to it.
 */
const CAMPAIGNS = 'http://localhost:3001';
const PORTAL = 'http://localhost:3000';
const API_URL = 'http://localhost:4000';
const GIVEAWAY = 'sorteo-audifonos';
const RACE_INFO = '/campaign/corre-por-la-p/informacion';

interface Campaign {
  slug: string;
  title: string;
  prize: string | null;
  image: { url: string; alt: string } | null;
  terms: { winner_selection: string } | null;
}

async function campaign(request: APIRequestContext, slug: string): Promise<Campaign> {
  const response = await request.get(`${API_URL}/content/campaigns/${slug}/`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Campaign;
}

const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');

test.describe('the campaigns site', () => {
  test('the home lists the open campaigns, each leading to its landing', async ({ page }) => {
    await page.goto(`${CAMPAIGNS}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Campañas VivaSalud' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(
      main.getByRole('link', { name: 'Sorteo de audífonos inalámbricos' }),
    ).toHaveAttribute('href', `/campaign/${GIVEAWAY}/`);
    await expect(main.getByRole('link', { name: 'Corre por la P' })).toBeVisible();
    // The ended giveaway of the seed is not listed.
    await expect(main.getByRole('link', { name: 'Sorteo de kits de bienestar' })).toHaveCount(0);
  });

  test('the landing shows the campaign from the service, its terms link and the call to action', async ({
    page,
    request,
  }) => {
    const giveaway = await campaign(request, GIVEAWAY);
    const response = await page.goto(`${CAMPAIGNS}/campaign/${GIVEAWAY}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: giveaway.title })).toBeVisible();
    await expect(page.getByText(giveaway.prize ?? '')).toBeVisible();
    await expect(
      page.getByText(/hasta el 31 de enero de 2027, 11:59 p\. m\. \(hora de Lima\)/),
    ).toBeVisible();
    const image = page.getByRole('img', { name: giveaway.image?.alt ?? '' });
    await expect(image).toHaveAttribute('src', giveaway.image?.url ?? '');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Lee las bases del sorteo' })).toHaveAttribute(
      'href',
      `/campaign/${GIVEAWAY}/terminos/`,
    );
    // The call to action: the spec's sign-up address, for now a temporary redirect back here.
    const cta = page.getByRole('link', { name: 'Participa aquí' });
    await expect(cta).toHaveAttribute('href', `/campaign/${GIVEAWAY}/signup/`);
    const followed = await request.get(`${CAMPAIGNS}/campaign/${GIVEAWAY}/signup/`, {
      maxRedirects: 0,
    });
    expect(followed.status()).toBe(307);
    expect(followed.headers().location).toBe(`/campaign/${GIVEAWAY}/`);
    // The frame: skip link first, header and footer with the way back to the portal.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
    await expect(
      header(page).getByRole('link', { name: 'Volver a VivaSalud' }).first(),
    ).toHaveAttribute('href', `${PORTAL}/`);
    await expect(footer(page).getByRole('link', { name: 'Volver a VivaSalud' })).toHaveAttribute(
      'href',
      `${PORTAL}/`,
    );
    await expect(
      footer(page).getByRole('link', { name: 'Política de privacidad' }),
    ).toHaveAttribute('href', `${PORTAL}/politica-de-privacidad/`);
  });

  test('a campaign past its end date says so and offers no call to action', async ({ page }) => {
    await page.goto(`${CAMPAIGNS}/campaign/sorteo-kit-bienestar/`);
    await expect(page.getByRole('status')).toContainText(
      'Esta campaña terminó el 30 de setiembre de 2026',
    );
    await expect(page.getByRole('link', { name: 'Participa aquí' })).toHaveCount(0);
  });

  test('the terms can be read before signing up', async ({ page, request }) => {
    const giveaway = await campaign(request, GIVEAWAY);
    await page.goto(`${CAMPAIGNS}/campaign/${GIVEAWAY}/terminos/`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Bases de la campaña «${giveaway.title}»` }),
    ).toBeVisible();
    await expect(page.getByText(giveaway.terms?.winner_selection ?? '')).toBeVisible();
    await expect(
      page.getByText(/Fecha del sorteo: 5 de febrero de 2027, 11:00 a\. m\./),
    ).toBeVisible();
  });

  test('the race’s information page goes without the common header and footer', async ({
    page,
  }) => {
    const response = await page.goto(`${CAMPAIGNS}${RACE_INFO}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Corre por la P' })).toBeVisible();
    await expect(header(page)).toHaveCount(0);
    await expect(footer(page)).toHaveCount(0);
    // A landing has them.
    await page.goto(`${CAMPAIGNS}/campaign/corre-por-la-p/`);
    await expect(header(page)).toBeVisible();
    await expect(footer(page)).toBeVisible();
  });

  for (const path of [
    '/campaign/no-existe/',
    '/campaign/no-existe/terminos/',
    '/esta-ruta-no-existe',
  ]) {
    test(`${path} is the Spanish not-found screen, 404`, async ({ page }) => {
      const response = await page.goto(`${CAMPAIGNS}${path}`);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: '¡Esta página no existe!' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(page.getByText('This page could not be found')).toHaveCount(0);
      await expect(header(page)).toBeVisible();
    });
  }

  test('the cookie banner shows until accepted; its policy link goes to the portal', async ({
    page,
  }) => {
    await page.goto(`${CAMPAIGNS}/`);
    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    await expect(banner.getByRole('link', { name: 'Ver políticas de cookies' })).toHaveAttribute(
      'href',
      `${PORTAL}/politicas-de-cookies`,
    );
    await banner.getByRole('button', { name: 'Aceptar todas las cookies' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});

test.describe('the portal’s campaign paths (issue #17)', () => {
  for (const path of [
    `/campaign/${GIVEAWAY}/signup/`,
    `/campaign/${GIVEAWAY}/participate/`,
    RACE_INFO,
    `/campaign/${GIVEAWAY}/?origen=redes`,
  ]) {
    test(`${path} redirects permanently to the campaigns site`, async ({ request }) => {
      const response = await request.get(`${PORTAL}${path}`, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers().location).toBe(`${CAMPAIGNS}${path}`);
    });
  }
});

test.describe('accessibility of every campaign page (axe, WCAG 2.1 AA)', () => {
  for (const width of [375, 1280]) {
    for (const path of [
      '/',
      `/campaign/${GIVEAWAY}/`,
      `/campaign/${GIVEAWAY}/terminos/`,
      '/campaign/sorteo-kit-bienestar/',
      '/campaign/corre-por-la-p/',
      RACE_INFO,
      '/campaign/no-existe/',
    ]) {
      test(`${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${CAMPAIGNS}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // With the cookie banner, as a first visit sees it.
        await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }
});
