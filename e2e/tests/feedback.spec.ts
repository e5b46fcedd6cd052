import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

/**
 * Issue #6: the page-feedback widget («¿Te fue útil esta página?») of the common layout, its
 * same-site route (`POST /api/forms/qualification`, forwarded to the content service), and
 * `/telemedicina/fin-telemedicina`, which goes without the common layout (spec §2).
 */

const WIDGET_NAME = 'Tu opinión sobre esta página';
const ROUTE = '/api/forms/qualification';
const PORTAL = 'http://localhost:3000';
/**
 * A content page of the common layout that anyone can read (`/telemedicina` was one until it
 * became the pro members' page, issue #29).
 */
const RATED_PAGE = '/programas-de-salud';

const widget = (page: Page) => page.getByRole('region', { name: WIDGET_NAME });
const commentField = (page: Page) =>
  widget(page).getByRole('textbox', { name: 'Cuéntanos por qué (opcional)' });

/** axe (WCAG 2.1 AA) on the widget alone, in the state it is in. */
const expectWidgetWithoutAxeViolations = (page: Page) =>
  expectNoAxeViolations(page, `section[aria-label="${WIDGET_NAME}"]`);

/** The widget's POST, once the browser sent it and the route answered. */
const nextSubmission = (page: Page) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === ROUTE && response.request().method() === 'POST',
  );

/** Presses Tab (at most `max` times) until `target` has the focus. */
async function tabUntilFocused(page: Page, target: Locator, max = 120) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('page feedback (issue #6)', () => {
  // The cookie notice is fixed to the bottom of the viewport, over the widget: accepted here
  // (it is tested on its own in banners.spec.ts).
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'));
  });

  test('answering Sí with a comment sends it with the page path and thanks', async ({ page }) => {
    await page.goto(RATED_PAGE);
    await expect(
      widget(page).getByRole('group', { name: '¿Te fue útil esta página?' }),
    ).toBeVisible();
    await expectWidgetWithoutAxeViolations(page);

    await widget(page).getByRole('radio', { name: 'Sí' }).check();
    await commentField(page).fill('Muy clara, gracias.');
    await expect(widget(page).getByText('Te quedan 481 caracteres.')).toBeVisible();
    await expectWidgetWithoutAxeViolations(page);

    const submission = nextSubmission(page);
    await widget(page).getByRole('button', { name: 'Enviar' }).click();
    const response = await submission;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      page_path: RATED_PAGE,
      useful: true,
      comment: 'Muy clara, gracias.',
    });
    const thanks = widget(page).getByRole('status');
    await expect(thanks).toHaveText('¡Gracias por tu opinión!');
    await expect(thanks).toBeFocused();
    await expect(widget(page).getByRole('radio')).toHaveCount(0);
    await expectWidgetWithoutAxeViolations(page);
  });

  test('works with the keyboard only', async ({ page }) => {
    await page.goto('/pilares');
    await page.waitForLoadState('load');
    const yes = widget(page).getByRole('radio', { name: 'Sí' });
    await tabUntilFocused(page, yes);
    await page.keyboard.press('ArrowRight'); // moves to «No» and chooses it
    await expect(widget(page).getByRole('radio', { name: 'No' })).toBeChecked();

    await expect(commentField(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(commentField(page)).toBeFocused();
    await page.keyboard.type('Faltan ejemplos.');
    await page.keyboard.press('Tab');
    await expect(widget(page).getByRole('button', { name: 'Enviar' })).toBeFocused();

    const submission = nextSubmission(page);
    await page.keyboard.press('Enter');
    expect((await submission).request().postDataJSON()).toEqual({
      page_path: '/pilares',
      useful: false,
      comment: 'Faltan ejemplos.',
    });
    await expect(widget(page).getByRole('status')).toBeFocused();
    await expect(widget(page).getByRole('status')).toHaveText('¡Gracias por tu opinión!');
  });

  test('a comment over 500 characters is refused in Spanish, nothing is sent, nothing is lost', async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === ROUTE) sent.push(request.method());
    });
    await page.goto('/guias-y-consejos');
    await widget(page).getByRole('radio', { name: 'No' }).check();
    const long = 'a'.repeat(501);
    await commentField(page).fill(long);
    await expect(widget(page).getByText('Tienes 1 carácter de más.')).toBeVisible();
    await widget(page).getByRole('button', { name: 'Enviar' }).click();

    await expect(commentField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(
      widget(page).getByText('Tu comentario puede tener como máximo 500 caracteres.'),
    ).toBeVisible();
    await expect(commentField(page)).toHaveValue(long);
    await expect(commentField(page)).toBeFocused();
    expect(sent).toEqual([]);
    await expectWidgetWithoutAxeViolations(page);
  });

  test('a failed submission says so and keeps what was typed', async ({ page }) => {
    await page.route(`**${ROUTE}`, (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({
          error: true,
          code: 'UPSTREAM_ERROR',
          message: 'No pudimos conectar con el servicio. Inténtalo nuevamente.',
        }),
      }),
    );
    await page.goto(RATED_PAGE);
    await widget(page).getByRole('radio', { name: 'No' }).check();
    await commentField(page).fill('No encontré el horario.');
    await widget(page).getByRole('button', { name: 'Enviar' }).click();

    const alert = widget(page).getByRole('alert');
    await expect(alert).toHaveText(
      'No pudimos enviar tu opinión. Inténtalo nuevamente en unos minutos.',
    );
    await expect(alert).toBeFocused();
    await expect(widget(page).getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(commentField(page)).toHaveValue('No encontré el horario.');
    await expectWidgetWithoutAxeViolations(page);
  });

  test('is absent under /auth (spec §2)', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
    await expect(widget(page)).toHaveCount(0);
    await expect(page.getByText('¿Te fue útil esta página?')).toHaveCount(0);
  });
});

test.describe('POST /api/forms/qualification', () => {
  test('takes an answer from its own origin and forwards it to the content service', async ({
    request,
  }) => {
    const response = await request.post(ROUTE, {
      headers: { origin: PORTAL },
      data: { page_path: '/vive-sanamente', useful: false, comment: 'Faltó información.' },
    });
    expect(response.status()).toBe(201);
    expect(response.headers()['cache-control']).toContain('no-store');
    expect(await response.json()).toEqual({
      id: expect.any(Number),
      message: 'Gracias por tu opinión.',
    });
  });

  test('refuses another site, a body that is not JSON and a path with a query', async ({
    request,
  }) => {
    const foreign = await request.post(ROUTE, {
      headers: { origin: 'https://evil.example' },
      data: { page_path: '/', useful: true },
    });
    expect(foreign.status()).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: true, code: 'FORBIDDEN_ORIGIN' });

    const form = await request.post(ROUTE, {
      headers: { origin: PORTAL },
      form: { page_path: '/', useful: 'true' },
    });
    expect(form.status()).toBe(415);

    const query = await request.post(ROUTE, {
      headers: { origin: PORTAL },
      data: { page_path: '/auth/restablecer-contrasena?key=secreta', useful: true },
    });
    expect(query.status()).toBe(400);
    expect(await query.json()).toMatchObject({
      error: true,
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'page_path', message: 'La dirección de la página no es válida.' }],
    });
  });
});

test.describe('/telemedicina/fin-telemedicina (spec §2)', () => {
  test('answers 200 with its screen, without the common layout, not indexed', async ({ page }) => {
    const response = await page.goto('/telemedicina/fin-telemedicina');
    expect(response?.status()).toBe(200);
    // `content.heading` of the seeded `fin-telemedicina` page (apps/api/seed/documents/pages.yaml).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Gracias por tu consulta!');
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // Its own rating (issue #29): the feedback question, the one place of the screen it shows.
    await expect(widget(page)).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);
  });
});
