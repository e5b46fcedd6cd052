import { expect, test } from '@playwright/test';
import { SEEDED_HEADINGS } from '../support/pages';

/**
 * Issue #6: every route of spec §2 (tables A and B, the main navigation, the footer's legal
 * pages) answers with its page of the seeded content service (apps/api/seed/documents/pages.yaml),
 * and the paths that name a screen twice answer 308 to the canonical one.
 */

/**
 * Every route's status and h1 (SEEDED_HEADINGS) are checked by layout.spec.ts, on the page load its
 * axe scan makes anyway. Spec §2 writes these two with a trailing slash; the app answers both forms.
 */
const TRAILING_SLASH = ['/politica-de-privacidad/', '/terminos-condiciones/'] as const;

/** Where the two tables name one screen twice: path → canonical path (308). */
const PERMANENT_REDIRECTS: ReadonlyArray<readonly [string, string]> = [
  ['/home', '/'],
  ['/calculadora-de-dias-fertiles', '/herramientas-para-tu-salud/calculadora-de-dias-fertiles'],
  ['/calculadora-de-estatura', '/herramientas-para-tu-salud/calculadora-de-estatura'],
  ['/calculadora-de-calorias', '/herramientas-para-tu-salud/calculadora-de-calorias'],
  ['/calculadora-IMC', '/herramientas-para-tu-salud/calculadora-IMC'],
];

/** The path and query a redirect's `location` leads to (relative or absolute). */
function target(location: string | undefined): string {
  const url = new URL(location ?? '', 'http://localhost:3000');
  return `${url.pathname}${url.search}`;
}

test.describe('content routes (spec §2, issue #6)', () => {
  for (const path of TRAILING_SLASH) {
    const heading = SEEDED_HEADINGS.get(path.slice(0, -1))!;
    test(`${path} answers 200 with «${heading}»`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('main')).toHaveAttribute('id', 'contenido');
    });
  }

  test('a symptoms detail address of the service’s search answers; an unknown slug is a 404', async ({
    page,
  }) => {
    // Issue #15: the proxy knew exact paths only, so these 404ed before any page could answer.
    const known = await page.goto('/sintomas-y-enfermedades/anemia');
    expect(known?.status()).toBe(200);
    await expect(
      page.getByRole('navigation', { name: 'Ruta de navegación' }).getByText('Anemia'),
    ).toBeVisible();
    const unknown = await page.goto('/sintomas-y-enfermedades/no-existe-esta');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Esta página no existe!');
  });

  for (const [from, to] of PERMANENT_REDIRECTS) {
    test(`${from} answers 308 to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(target(response.headers()['location'])).toBe(to);
    });
  }

  test('a permanent redirect keeps the query', async ({ request }) => {
    const response = await request.get('/calculadora-IMC?utm_source=correo', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(target(response.headers()['location'])).toBe(
      '/herramientas-para-tu-salud/calculadora-IMC?utm_source=correo',
    );
  });

  test('following a redirect ends on the canonical page', async ({ page }) => {
    await page.goto('/calculadora-de-calorias');
    await expect(page).toHaveURL(/\/herramientas-para-tu-salud\/calculadora-de-calorias$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculadora de calorías');
  });

  for (const path of TRAILING_SLASH) {
    test(`${path} answers where it is (no trailing-slash redirect)`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
    });
  }

  test('the breadcrumb leads home and through the parent; the page itself is plain text', async ({
    page,
  }) => {
    await page.goto('/herramientas-para-tu-salud/calculadora-IMC');
    const trail = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(trail.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    await expect(trail.getByRole('link', { name: 'Herramientas para tu salud' })).toHaveAttribute(
      'href',
      '/herramientas-para-tu-salud',
    );
    await expect(trail.getByRole('link')).toHaveCount(2);
    await expect(trail.getByText('Calculadora de IMC')).toHaveAttribute('aria-current', 'page');
  });

  test('the document metadata comes from the page’s seo block', async ({ page }) => {
    await page.goto('/clases-en-vivo');
    await expect(page).toHaveTitle('Clases en vivo de yoga, baile y más | VivaSalud');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.vivasalud.pe/clases-en-vivo',
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /clases en vivo de yoga/i,
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      'https://www.vivasalud.pe/clases-en-vivo',
    );
  });

  test('sections can be linked to by their slug', async ({ page }) => {
    await page.goto('/pilares#prevencion');
    await expect(
      page.locator('section#prevencion').getByRole('heading', { level: 2 }),
    ).toBeVisible();
  });

  test('the related resources of live classes are the experiences and experts ones', async ({
    page,
  }) => {
    await page.goto('/clases-en-vivo');
    const block = page.getByRole('region', { name: 'También te puede interesar' });
    await expect(block.getByRole('listitem')).toHaveCount(4);
    for (const link of await block.getByRole('link').all()) {
      await expect(link).toHaveAttribute(
        'href',
        /^\/(experiencias-presenciales|sesiones-con-expertos)$/,
      );
    }
  });

  test('in-person experiences show the experts resources plus one class or guide', async ({
    page,
  }) => {
    await page.goto('/experiencias-presenciales');
    const block = page.getByRole('region', { name: 'También te puede interesar' });
    await expect(block.getByRole('listitem')).toHaveCount(3);
    await expect(block.locator('a[href="/sesiones-con-expertos"]')).toHaveCount(2);
    await expect(
      block.locator(
        'a[href="/clases-en-vivo"], a[href="/clases-grabadas"], a[href="/guias-y-consejos"]',
      ),
    ).toHaveCount(1);
  });

  // `/telemedicina` is no longer a CMS page (issue #29): the home's pro actions (the seed's
  // «Telemedicina para miembros pro», «Consultar ahora») carry the mark, with the pro crown.
  test('a pro action is marked «Pro», with the crown', async ({ page }) => {
    await page.goto('/');
    const mark = page.getByRole('main').getByText('Pro (para miembros pro)', { exact: true });
    await expect(mark.first()).toBeVisible();
    await expect(mark.first().locator('svg')).toHaveCount(1);
  });

  test('an external action of the content asks before leaving', async ({ page }) => {
    await page.goto('/transparencia');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Libro de reclamaciones/ })
      .click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('Ten en cuenta');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a program’s appointments (`…/detail/citas?id=`) are its appointment request', async ({
    page,
  }) => {
    const response = await page.goto('/programas-bienestar/detail/citas?id=1');
    expect(response?.request().redirectedFrom()?.url()).toContain(
      '/programas-bienestar/detail/citas?id=1',
    );
    await expect(page).toHaveURL(/\/programas-bienestar\/solicita-cita\?programa=maternidad$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Solicita tu cita: Maternidad saludable',
    );
  });

  test('a program detail without an id leads to the programs page', async ({ request }) => {
    const response = await request.get('/programas-bienestar/detail', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(target(response.headers()['location'])).toBe('/programas-bienestar');
  });

  for (const query of ['id=999999', 'id=abc', 'id=0']) {
    test(`a program detail with ${query} is the not-found screen`, async ({ page }) => {
      const response = await page.goto(`/programas-bienestar/detail?${query}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '¡Esta página no existe!' })).toBeVisible();
    });
  }
});
