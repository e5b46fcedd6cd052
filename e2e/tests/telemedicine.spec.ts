import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtWidths } from '../support/axe';
import { PRO_STATE } from '../support/pro-session';
import { STANDARD_STATE } from '../support/standard-session';

/**
 * Telemedicine for pro members (issue #29), against the real stack: the pro member (signed in
 * once by `pro.setup.ts`) requests a call and sees the confirmation, and the request exists in the
 * service (the same Idempotency-Key answers it again, 200, with its id); the standard member
 * (`standard.setup.ts`) gets why and no pro content in the HTML; anonymous goes to the sign-in and
 * back; the same-site routes answer 401 / 403; the end-of-call screen without the common layout,
 * with its rating; axe at 375 and 1280 px on each page.
 */

test.use({ locale: 'es-PE', timezoneId: 'America/Lima' });

const PATH = '/telemedicina';
const END = '/telemedicina/fin-telemedicina';
const ORIGIN = { origin: 'http://localhost:3000' };
/** Words only the service's pro content has (apps/api/seed/documents/telemedicine.yaml). */
const PRO_CONTENT = ['Consulta por videollamada', 'Medicina general', 'Ley N.° 29733'];
const CALL = { specialty: 'pediatria', phone: '+51987654321', consent: true };

test.describe('a pro member', () => {
  test.use({ storageState: PRO_STATE });

  test('requests a call: field errors first, then the confirmation; the request is stored', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(PATH);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Consulta por videollamada con un profesional de la salud',
      }),
    ).toBeVisible();
    // The content's actions, the pro one marked with the crown.
    const proAction = page
      .getByRole('main')
      .getByRole('link', { name: /^Solicitar videoconsulta Pro/ });
    await expect(proAction).toHaveAttribute('href', '/telemedicina#especialidades');
    await expect(proAction.locator('svg')).toHaveCount(1);
    // Spec §2: the related resources under it, the CMS page's "experiencias" and "expertos" ones.
    const related = page.getByRole('region', { name: 'También te puede interesar' });
    await expect(related.getByRole('link', { name: 'Ver experiencias' })).toHaveAttribute(
      'href',
      '/experiencias-presenciales',
    );
    await expectNoAxeViolationsAtWidths(page, { include: 'main' });

    const form = page.getByRole('form', { name: 'Solicita una llamada' });
    // Nothing chosen: the errors in Spanish, with their summary, and nothing sent.
    let posts = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/telemedicine/post-call')) posts += 1;
    });
    await form.getByLabel('Número al que te llamaremos').fill('12345');
    await form.getByRole('button', { name: 'Solicitar llamada' }).click();
    const summary = form.getByRole('group', { name: 'Revisa estos datos' });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('link')).toHaveText([
      'Elige la especialidad de tu consulta.',
      'Ingresa un número de teléfono válido, por ejemplo 987 654 321.',
      'Para solicitar la llamada debes autorizar el uso de tus datos de salud.',
    ]);
    expect(posts).toBe(0);
    await expectNoAxeViolations(page, 'main');

    // Corrected (what was typed is still there), then sent once.
    await expect(form.getByLabel('Número al que te llamaremos')).toHaveValue('12345');
    await form.getByRole('radio', { name: 'Pediatría' }).check();
    await form.getByLabel('Número al que te llamaremos').fill('987654321');
    await form.getByRole('checkbox', { name: /Autorizo el uso de mis datos de salud/ }).check();
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/telemedicine/post-call') &&
        response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Solicitar llamada' }).dblclick();
    const response = await answered;
    expect(response.status()).toBe(201);
    const call = (await response.json()) as { callId: string; expected_wait_minutes: number };
    const key = response.request().headers()['idempotency-key']!;

    const confirmation = page.getByRole('region', { name: 'Recibimos tu solicitud' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText('Pediste una consulta de Pediatría.');
    await expect(confirmation).toContainText(`${call.expected_wait_minutes} minutos`);
    await expect(confirmation.getByRole('heading', { name: 'Qué sigue' })).toBeVisible();
    expect(posts).toBe(1);
    await expectNoAxeViolationsAtWidths(page, { include: 'main' });

    // The request exists in the service: its key answers it again (200, the same id).
    const again = await page.request.post('/api/telemedicine/post-call', {
      headers: { ...ORIGIN, 'idempotency-key': key },
      data: CALL,
    });
    expect(again.status()).toBe(200);
    expect(await again.json()).toMatchObject({
      callId: call.callId,
      specialty: 'pediatria',
      phone: '+51987654321',
      consent_version: expect.any(String),
    });
  });

  test('the form works without JavaScript (303 back with the confirmation)', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      storageState: PRO_STATE,
      javaScriptEnabled: false,
      locale: 'es-PE',
    });
    const page = await context.newPage();
    await page.goto(PATH);
    const form = page.getByRole('form', { name: 'Solicita una llamada' });
    await form.getByRole('radio', { name: 'Nutrición' }).check();
    await form.getByLabel('Número al que te llamaremos').fill('987654321');
    await form.getByRole('checkbox', { name: /Autorizo el uso de mis datos de salud/ }).check();
    await form.getByRole('button', { name: 'Solicitar llamada' }).click();
    await expect(page).toHaveURL(`${PATH}?solicitud=enviada&especialidad=nutricion`);
    await expect(page.getByRole('region', { name: 'Recibimos tu solicitud' })).toContainText(
      'Pediste una consulta de Nutrición.',
    );
    await context.close();
  });
});

test.describe('a standard member', () => {
  test.use({ storageState: STANDARD_STATE });

  test('reads why, with no pro content in the HTML, and is led to «Programas de salud»', async ({
    page,
  }) => {
    const raw = await page.request.get(PATH);
    expect(raw.status()).toBe(200);
    const html = await raw.text();
    for (const words of PRO_CONTENT) expect(html).not.toContain(words);
    expect(html).not.toContain('Solicitar llamada');

    await page.goto(PATH);
    await expect(
      page.getByRole('heading', { name: 'La telemedicina es parte de VivaSalud Pro' }),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Ir a Programas de salud' }),
    ).toHaveAttribute('href', '/programas-de-salud');
    await expectNoAxeViolationsAtWidths(page, { include: 'main' });
  });

  test('gets 403 NOT_PRO from the telemedicine routes', async ({ page }) => {
    const content = await page.request.get('/api/telemedicine/get-content');
    expect(content.status()).toBe(403);
    expect(await content.json()).toMatchObject({ code: 'NOT_PRO' });
    const call = await page.request.post('/api/telemedicine/post-call', {
      headers: { ...ORIGIN, 'idempotency-key': crypto.randomUUID() },
      data: CALL,
    });
    expect(call.status()).toBe(403);
    expect(await call.json()).toMatchObject({ code: 'NOT_PRO' });
  });
});

test.describe('an anonymous visitor', () => {
  test('is sent to the sign-in, with the way back', async ({ page }) => {
    await page.goto(PATH);
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(PATH);
  });

  test('gets 401 from the telemedicine routes', async ({ request }) => {
    expect((await request.get('/api/telemedicine/get-content')).status()).toBe(401);
    const call = await request.post('/api/telemedicine/post-call', {
      headers: { ...ORIGIN, 'idempotency-key': crypto.randomUUID() },
      data: CALL,
    });
    expect(call.status()).toBe(401);
  });

  test('the end-of-call screen: no header nor footer, its next steps and its rating', async ({
    page,
  }) => {
    await page.goto(END);
    await expect(
      page.getByRole('heading', { level: 1, name: '¡Gracias por tu consulta!' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Volver al inicio' }),
    ).toHaveAttribute('href', '/');
    await expectNoAxeViolationsAtWidths(page, { include: 'body' });

    const rating = page.getByRole('region', { name: 'Tu opinión sobre esta página' });
    const sent = page.waitForResponse((response) =>
      response.url().endsWith('/api/forms/qualification'),
    );
    await rating.getByRole('radio', { name: 'Sí' }).check();
    await rating.getByRole('button', { name: /Enviar/ }).click();
    expect((await sent).status()).toBeLessThan(300);
    await expect(rating.getByRole('status')).not.toBeEmpty();
  });
});
