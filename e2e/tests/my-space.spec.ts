import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtWidths } from '../support/axe';
import {
  createAccount,
  greetingOf,
  signInBySiteRoutes,
  signInThroughLoginPage,
  type Account,
} from '../support/identity';
import {
  MY_SPACE,
  playableClasses,
  reservableClasses,
  reserve,
  saveProgress,
  sessionToken,
} from '../support/my-space';

/**
 * The page's status message (a reservation made or cancelled): the first status of the main
 * content — the feedback block at its end («Tu opinión sobre esta página») has one too.
 */
const statusMessage = (page: Page) => page.getByRole('main').getByRole('status').first();

/**
 * Issue #28: «Mi espacio» against the real portal and services — signed-in only (anonymous →
 * sign-in → back), the empty state, «Continuar viendo» and «Clases completadas» from the
 * recorded classes' progress, reservations listed and cancelled (with and without JavaScript),
 * the status messages, the header's link on desktop and mobile, axe at 375 and 1280 px.
 * Each describe signs one fresh member in once (storage state), not once per test.
 */

test.use({ locale: 'es-PE', timezoneId: 'America/Lima' });

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Mi espacio' });
const part = (page: Page, name: string) => page.getByRole('region', { name });

/** A new browser context signed in as `account` (its cookies and storage from `state`). */
async function signedIn(
  browser: Browser,
  state: string,
  options: { javaScriptEnabled?: boolean } = {},
) {
  const context = await browser.newContext({
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    storageState: state,
    ...options,
  });
  return { context, page: await context.newPage() };
}

test.describe('a new member', () => {
  test.describe.configure({ mode: 'serial' });
  let account: Account;
  let statePath = '';

  test('anonymous: sent to sign in, and back to «Mi espacio» after it', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(90_000);
    account = await createAccount(request, 'Valeria');
    await page.goto(MY_SPACE);
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(MY_SPACE);
    await signInThroughLoginPage(page, request, account, MY_SPACE);
    await expect(heading(page)).toBeVisible();
    statePath = info.outputPath('new-member.json');
    await page.context().storageState({ path: statePath });
  });

  test('sees a welcome that leads to both catalogs, accessible at 375 and 1280 px', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const { context, page } = await signedIn(browser, statePath);
    await page.goto(MY_SPACE);
    const welcome = part(page, 'Aún no tienes actividad');
    await expect(welcome).toBeVisible();
    await expect(welcome.getByRole('link', { name: 'Reserva una clase en vivo' })).toHaveAttribute(
      'href',
      '/clases-en-vivo',
    );
    await expect(welcome.getByRole('link', { name: 'Mira una clase grabada' })).toHaveAttribute(
      'href',
      '/clases-grabadas',
    );
    await expect(part(page, 'Mis reservas')).toHaveCount(0);
    await expectNoAxeViolationsAtWidths(page);
    await context.close();
  });

  test('reaches it from the header’s account menu (desktop) and the mobile menu', async ({
    browser,
  }) => {
    const { context, page } = await signedIn(browser, statePath);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/clases-grabadas');
    const greeting = greetingOf(page, account.name);
    await greeting.click();
    await page.getByRole('banner').getByRole('link', { name: 'Mi espacio' }).click();
    await expect(page).toHaveURL(MY_SPACE);
    await expect(heading(page)).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/clases-grabadas');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    // The menu shows the greeting and the person's own pages once the session is known.
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu.getByText(`Hola, ${account.name}`)).toBeVisible();
    await menu.getByRole('link', { name: 'Mi espacio' }).click();
    await expect(page).toHaveURL(MY_SPACE);
    await expect(heading(page)).toBeVisible();
    await context.close();
  });

  test('no analytics tag runs on it: the header’s link opens it with a full page load', async ({
    browser,
  }) => {
    // The consented scripts (Tag Manager) start on the page before; a class's name in a
    // person's reservations can say what they live with («Yoga prenatal»): never for analytics.
    const { context, page } = await signedIn(browser, statePath);
    await context.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'));
    await context.route('https://**/*', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    const tagStarted = () =>
      page.evaluate(
        () =>
          document.getElementById('vivasalud-gtm') !== null ||
          ((window as { dataLayer?: unknown[] }).dataLayer ?? []).some(
            (entry) => typeof entry === 'object' && entry !== null && 'gtm.start' in entry,
          ),
      );
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/clases-grabadas');
    await expect.poll(tagStarted).toBe(true);
    await greetingOf(page, account.name).click();
    await page.getByRole('banner').getByRole('link', { name: 'Mi espacio' }).click();
    await expect(heading(page)).toBeVisible();
    await expect(page).toHaveURL(MY_SPACE);
    expect(await tagStarted()).toBe(false);
    await context.close();
  });
});

test.describe('a member who watched and reserved', () => {
  test.describe.configure({ mode: 'serial' });
  let statePath = '';

  test.beforeAll(async ({ browser, request }, info) => {
    test.setTimeout(90_000);
    const account = await createAccount(request, 'Marisol');
    const context = await browser.newContext({ locale: 'es-PE' });
    const page = await context.newPage();
    await signInBySiteRoutes(page, request, account);
    statePath = info.outputPath('watching-member.json');
    await context.storageState({ path: statePath });
    await context.close();
  });

  test('a recorded class watched partly is in «Continuar viendo», a finished one in «Clases completadas»', async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const { context, page } = await signedIn(browser, statePath);
    const [halfway, finished] = await playableClasses(request, 2);
    await saveProgress(page, halfway!, 40);
    await saveProgress(page, finished!, 100);

    await page.goto(MY_SPACE);
    const watching = part(page, 'Continuar viendo');
    await expect(watching.getByRole('link', { name: halfway!.title })).toHaveAttribute(
      'href',
      `/clases-grabadas/${halfway!.slug}`,
    );
    await expect(
      watching.getByRole('progressbar', { name: `Avance de ${halfway!.title}` }),
    ).toBeVisible();
    await expect(watching.getByRole('link', { name: finished!.title })).toHaveCount(0);
    await expect(
      part(page, 'Clases completadas').getByRole('link', { name: finished!.title }),
    ).toBeVisible();
    await expectNoAxeViolationsAtWidths(page);
    await context.close();
  });

  test('a reservation is listed, and «Cancelar reserva» removes it', async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const { context, page } = await signedIn(browser, statePath);
    const [liveClass] = await reservableClasses(request, 1);
    await reserve(request, await sessionToken(context), liveClass!.slug);

    // Where the reservation form without JavaScript lands (the portal's route, issue #28).
    await page.goto(`${MY_SPACE}?reserva=${liveClass!.slug}&resultado=reservada`);
    await expect(statusMessage(page)).toContainText(
      `Tienes un lugar reservado en «${liveClass!.title}».`,
    );
    const reservations = part(page, 'Mis reservas');
    const item = reservations.getByRole('listitem').filter({ hasText: liveClass!.title });
    await expect(item.getByRole('link', { name: liveClass!.title, exact: true })).toHaveAttribute(
      'href',
      `/clases-en-vivo/${liveClass!.slug}`,
    );
    await expect(item.getByRole('link', { name: /Añadir a mi calendario/ })).toHaveAttribute(
      'download',
      `clase-${liveClass!.slug}.ics`,
    );
    await expectNoAxeViolationsAtWidths(page);

    await item.getByRole('button', { name: `Cancelar reserva de «${liveClass!.title}»` }).click();
    await expect(statusMessage(page)).toContainText(
      `Cancelaste tu reserva de «${liveClass!.title}».`,
    );
    await expect(
      reservations.getByRole('link', { name: liveClass!.title, exact: true }),
    ).toHaveCount(0);
    await context.close();
  });

  test('«Cancelar reserva» works without JavaScript', async ({ browser, request }) => {
    test.setTimeout(60_000);
    const { context, page } = await signedIn(browser, statePath, { javaScriptEnabled: false });
    const [, liveClass] = await reservableClasses(request, 2);
    await reserve(request, await sessionToken(context), liveClass!.slug);

    await page.goto(MY_SPACE);
    const reservations = part(page, 'Mis reservas');
    const item = reservations.getByRole('listitem').filter({ hasText: liveClass!.title });
    await item.getByRole('button', { name: `Cancelar reserva de «${liveClass!.title}»` }).click();
    await expect(page).toHaveURL(/\/mi-espacio\?/);
    await expect(statusMessage(page)).toContainText(
      `Cancelaste tu reserva de «${liveClass!.title}».`,
    );
    await expect(
      reservations.getByRole('link', { name: liveClass!.title, exact: true }),
    ).toHaveCount(0);
    await context.close();
  });

  test('a reservation that failed is an error summary saying what to do', async ({ browser }) => {
    const { context, page } = await signedIn(browser, statePath);
    await page.goto(`${MY_SPACE}?reserva=pilates-clase-llena&resultado=CLASS_FULL`);
    const summary = page.getByRole('alert').filter({ hasText: 'Hay un problema con tu reserva' });
    await expect(summary).toContainText('está llena. Ya no quedan lugares.');
    await expect(summary.getByRole('link', { name: 'Elegir otra clase en vivo' })).toHaveAttribute(
      'href',
      '/clases-en-vivo',
    );
    await context.close();
  });
});
