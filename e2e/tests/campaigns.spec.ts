import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { formatLimaDate, formatLimaDateTime } from '@vivasalud/config/lima';
import { AXE_WIDTHS, expectNoAxeViolations, expectNoAxeViolationsAtWidths } from '../support/axe';
import { recordLayoutShifts } from '../support/layout-shifts';
import {
  expectNoField,
  formReady,
  hydrated,
  openWithoutScripts,
  recordUrls,
} from '../support/hydration';
import {
  codeIn,
  createAccount,
  freshDni,
  greetingOf,
  lastOutboxId,
  nextOutboxMessage,
  type Account,
} from '../support/identity';

/**
 * The campaigns site (issue #17), real stack, both apps: its cached pages from the content
 * service, its frame, its Spanish not-found screen, the portal's campaign paths leading to it, and
 * taking part in the giveaway — signing up from the campaign, participating once, arriving from
 * the portal signed in.
 */
const CAMPAIGNS = 'http://localhost:3001';
const PORTAL = 'http://localhost:3000';
const API_URL = 'http://localhost:4000';
const GIVEAWAY = 'sorteo-audifonos';
const RACE_INFO = '/campaign/corre-por-la-p/informacion';
const ENDED = 'sorteo-kit-bienestar';

interface Campaign {
  slug: string;
  title: string;
  prize: string | null;
  image: { url: string; alt: string } | null;
  // Seeded relative to the seeding day (issue #25): read, never written into a test.
  available_until: string;
  terms: { winner_selection: string; draw_date: string } | null;
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
      page.getByText(`hasta el ${formatLimaDateTime(giveaway.available_until)} (hora de Lima)`),
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
    // The call to action: the spec's sign-up address, a page of this site.
    const cta = page.getByRole('link', { name: 'Participa aquí' });
    await expect(cta).toHaveAttribute('href', `/campaign/${GIVEAWAY}/signup/`);
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

  test('a giveaway past its end date says so, and its pages show the result, not a form', async ({
    page,
  }) => {
    await page.goto(`${CAMPAIGNS}/campaign/${ENDED}/`);
    await expect(page.getByRole('status')).toContainText(
      'Esta campaña terminó el 30 de setiembre de 2026',
    );
    await expect(page.getByRole('link', { name: 'Participa aquí' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Ver el resultado del sorteo' }).click();
    await expect(page).toHaveURL(`${CAMPAIGNS}/campaign/${ENDED}/resultado/`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Resultado: Sorteo de kits de bienestar' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(5);
    // The spec's sign-up and participation addresses lead there too: no form after the end.
    for (const step of ['signup', 'participate']) {
      await page.goto(`${CAMPAIGNS}/campaign/${ENDED}/${step}/`);
      await expect(page).toHaveURL(`${CAMPAIGNS}/campaign/${ENDED}/resultado/`);
      await expect(page.getByRole('textbox')).toHaveCount(0);
    }
  });

  test('the terms can be read before signing up', async ({ page, request }) => {
    const giveaway = await campaign(request, GIVEAWAY);
    await page.goto(`${CAMPAIGNS}/campaign/${GIVEAWAY}/terminos/`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Bases de la campaña «${giveaway.title}»` }),
    ).toBeVisible();
    await expect(page.getByText(giveaway.terms?.winner_selection ?? '')).toBeVisible();
    await expect(
      page.getByText(`Fecha del sorteo: ${formatLimaDateTime(giveaway.terms!.draw_date)}`),
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
    '/campaign/no-existe/signup/',
    '/campaign/corre-por-la-p/participate/',
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
  // Each page loaded once, at a phone's width, then widened (support/axe.ts).
  for (const path of [
    '/',
    `/campaign/${GIVEAWAY}/`,
    `/campaign/${GIVEAWAY}/terminos/`,
    `/campaign/${GIVEAWAY}/signup/`,
    `/campaign/${GIVEAWAY}/participate/`,
    '/campaign/sorteo-kit-bienestar/',
    '/campaign/sorteo-kit-bienestar/resultado/',
    '/campaign/corre-por-la-p/',
    RACE_INFO,
    '/campaign/no-existe/',
    // Issue #34: the screen a page with no good copy is answered with (503) while the service is down.
    '/service-unavailable',
  ]) {
    test(`${path} at ${AXE_WIDTHS.join(' and ')} px`, async ({ page }) => {
      await page.setViewportSize({ width: AXE_WIDTHS[0], height: 900 });
      await page.goto(`${CAMPAIGNS}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // With the cookie banner, as a first visit sees it.
      await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
      await expectNoAxeViolationsAtWidths(page);
    });
  }
});

/** The heading of the participation once the person takes part. */
const participating = (page: Page) =>
  page.getByRole('heading', { level: 2, name: 'Ya estás participando' });

/** Types the mailed code into the code step. */
async function enterCode(page: Page, request: APIRequestContext, email: string, after: number) {
  const code = codeIn(await nextOutboxMessage(request, email, after));
  await page.getByRole('textbox', { name: 'Dígito 1 de 6' }).focus();
  await page.keyboard.type(code);
}

/** Signs in on the form shown (the campaigns site's or the portal's), with the code if asked. */
async function signIn(page: Page, request: APIRequestContext, account: Account, done: Locator) {
  await formReady(page, 'Inicia sesión');
  await page.getByLabel('Número de documento').fill(account.dni);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  const before = await lastOutboxId(request, account.email);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  const codeStep = page.getByRole('heading', { name: 'Ingresa tu código de verificación' });
  // The answer, a code step or a navigation (the portal's login → ticket → this site), can take a
  // while on a busy machine.
  await expect(codeStep.or(done)).toBeVisible({ timeout: 15_000 });
  if (await codeStep.isVisible()) await enterCode(page, request, account.email, before);
}

test.describe('taking part in the giveaway (issue #17)', () => {
  test('a visitor signs up from the campaign page, enters the code and is participating, by name', async ({
    page,
    request,
  }) => {
    const dni = freshDni();
    const email = `sofia.${dni}@correo.pe`;
    await page.goto(`${CAMPAIGNS}/campaign/${GIVEAWAY}/`);
    await page.getByRole('link', { name: 'Participa aquí' }).click();
    await expect(page).toHaveURL(`${CAMPAIGNS}/campaign/${GIVEAWAY}/signup/`);
    await expect(page.getByRole('heading', { level: 2, name: 'Crea tu cuenta' })).toBeVisible();
    await page.getByLabel('Nombres').fill('Sofía');
    await page.getByLabel('Apellidos').fill('Ramos Cruz');
    // A DNI one digit short: the field says so, nothing typed is lost.
    await page.getByLabel('Número de documento').fill(dni.slice(1));
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Número de celular').fill('987654321');
    await page.getByLabel('Contraseña', { exact: true }).fill('SaludPeru2026');
    await page.getByRole('checkbox', { name: /términos y condiciones/ }).click();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    const document = page.getByLabel('Número de documento');
    await expect(document).toBeFocused();
    await expect(document).toHaveAccessibleDescription(/El DNI debe tener 8 dígitos\./);
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);

    // The identity service down (its answer through the site's route): a clear message, the
    // form as it was.
    await document.fill(dni);
    await page.route('**/api/auth/signup', (route) =>
      route.fulfill({
        status: 502,
        json: {
          error: true,
          code: 'UPSTREAM_ERROR',
          message: 'No pudimos conectar con el servicio. Inténtalo nuevamente.',
        },
      }),
    );
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'No pudimos conectar con el servicio. Inténtalo nuevamente.',
    );
    await expect(page.getByLabel('Nombres')).toHaveValue('Sofía');
    await expect(document).toHaveValue(dni);
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('SaludPeru2026');
    await page.unroute('**/api/auth/signup');

    const before = await lastOutboxId(request, email);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(
      page.getByRole('heading', { name: 'Ingresa tu código de verificación' }),
    ).toBeVisible();
    await enterCode(page, request, email, before);
    await expect(participating(page)).toBeVisible();
    // The confirmation names the new participant: the service registered the account with it.
    await expect(page.getByText(/¡Hola, Sofía! Tu inscripción en el «Sorteo/)).toBeVisible();
    const drawDate = (await campaign(request, GIVEAWAY)).terms!.draw_date;
    await expect(page.getByText(`El sorteo será el ${formatLimaDate(drawDate)}`)).toBeVisible();
    await expect(page).toHaveURL(`${CAMPAIGNS}/campaign/${GIVEAWAY}/signup/`);

    // Signed in on the campaigns site (its own cookie): a reload still says so.
    await page.reload();
    await expect(participating(page)).toBeVisible();
    await expect(page.getByText(/¡Hola, Sofía! Tu inscripción/)).toBeVisible();
  });

  test('a signed-in person takes part in one press — two quick presses, one registration', async ({
    page,
    request,
  }) => {
    // Many steps across both sites and the service (sign-in, code, axe): the default 30 s is
    // short on a busy machine (the traces show each step advancing, none waiting on the page).
    test.slow();
    const account = await createAccount(request, 'Mateo');
    await page.goto(`${CAMPAIGNS}/campaign/${GIVEAWAY}/participate/`);
    await expect(page.getByRole('status').filter({ hasText: 'para participar' })).toHaveText(
      'Inicia sesión con tu cuenta de VivaSalud para participar.',
    );
    // The form is in the server's HTML now (issue #25): typed once the page runs (typing before
    // that is @vivasalud/auth-forms' own test).
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
    await signIn(
      page,
      request,
      account,
      page.getByRole('heading', { name: 'Confirma tu participación' }),
    );
    const press = page.getByRole('button', { name: 'Participar en el sorteo' });
    await expect(press).toBeVisible();
    await expectNoAxeViolations(page);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/campaigns/add_participant')) posts.push(r.method());
    });
    await press.dblclick();
    await expect(participating(page)).toBeVisible();
    await expect(participating(page)).toBeFocused();
    await expect(page.getByText(/¡Listo, Mateo!/)).toBeVisible();
    expect(posts).toEqual(['POST']);

    await page.reload();
    await expect(participating(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Participar en el sorteo' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // A second registration (another tab, a replayed call) is refused: still one row.
    const again = await page.request.post(`${CAMPAIGNS}/api/auth/campaigns/add_participant`, {
      headers: { origin: CAMPAIGNS },
      data: { campaignPath: GIVEAWAY, document_number: account.dni },
    });
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'ALREADY_REGISTERED' });
  });

  test('«Inicia sesión» in the header signs in on the portal and comes back to the page it was pressed on', async ({
    page,
    request,
  }) => {
    // Many steps across both sites and the service (sign-in, code, axe): the default 30 s is
    // short on a busy machine (the traces show each step advancing, none waiting on the page).
    test.slow();
    const account = await createAccount(request, 'Elena');
    // Issue #25: from a giveaway page, not the campaigns home.
    await page.goto(`${CAMPAIGNS}/campaign/${GIVEAWAY}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Inicia sesión' }).click();
    await expect(page).toHaveURL(new RegExp(`^${PORTAL}/auth/login\\?`));
    const landing = page.getByRole('heading', { level: 1, name: /Sorteo de audífonos/ });
    await signIn(page, request, account, landing);
    await expect(page).toHaveURL(`${CAMPAIGNS}/campaign/${GIVEAWAY}/`, { timeout: 15_000 });
    const session = await page.request.get(`${CAMPAIGNS}/api/auth/get-user`);
    expect(await session.json()).toMatchObject({
      isAuthenticated: true,
      user: { documentNumber: account.dni },
    });
  });

  test('from the portal’s campaign strip, signed in, to the participation on the campaigns site', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'Valeria');
    await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'));
    await page.goto(`${PORTAL}/auth/login`);
    const greeting = page.getByRole('banner').getByRole('button', { name: /^Hola, Valeria/ });
    await signIn(page, request, account, greeting);
    await expect(page).toHaveURL(`${PORTAL}/`, { timeout: 15_000 });
    await expect(greeting).toBeVisible();
    // The bottom banners take turns (issue #25): the consent of the additional uses comes first
    // for a new account; «Cancelar» hides it for this view, and the strip is next.
    await page
      .getByRole('region', {
        name: '¿Quieres recibir beneficios, promos y sorpresas hechas para ti?',
      })
      .getByRole('button', { name: 'Cancelar' })
      .click();
    const strip = page.getByRole('region', { name: 'Campaña' });
    // Offered to take part, not to sign up (issue #25).
    await expect(strip).toContainText('Participa en el sorteo de');
    await strip.getByRole('link', { name: 'Participa aquí' }).click();
    // Through the one-time ticket: signed in there without signing in again.
    await expect(page).toHaveURL(`${CAMPAIGNS}/campaign/${GIVEAWAY}/participate/`, {
      timeout: 15_000,
    });
    await expect(
      page.getByRole('heading', { level: 2, name: 'Confirma tu participación' }),
    ).toBeVisible();
    await expect(page.getByText(/Hola, Valeria\./)).toBeVisible();
    // As a person does once the page is ready: the participation needs its script (a press before
    // it is answered «…necesitas JavaScript», the no-JavaScript test below). Arriving through the
    // ticket's redirects, the page's HTML is there well before its script on a busy runner.
    await hydrated(page.locator('form[action="/api/auth/campaigns/add_participant"]'));
    await page.getByRole('button', { name: 'Participar en el sorteo' }).click();
    await expect(participating(page)).toBeVisible();
  });
});

/** The page hydrated (its cookie banner appears then) and painted twice more: its shifts. */
async function shiftsOnceSettled(page: Page) {
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))),
  );
  return page.evaluate(
    () => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts,
  );
}

/** Signs `account` in on the campaigns site itself (its routes, as the forms call them). */
async function campaignsSession(page: Page, request: APIRequestContext, account: Account) {
  const before = await lastOutboxId(request, account.email);
  const login = await page.request.post(`${CAMPAIGNS}/api/auth/login`, {
    headers: { origin: CAMPAIGNS },
    data: {
      documentType: 'DNI',
      document: account.dni,
      password: account.password,
      device: 'e2e',
      channel: 'mail',
    },
  });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { needMfa?: boolean; challenge?: { reference: string } };
  if (!body.needMfa) return;
  const otp = codeIn(await nextOutboxMessage(request, account.email, before));
  const validated = await page.request.post(`${CAMPAIGNS}/api/auth/mfa-validation`, {
    headers: { origin: CAMPAIGNS },
    data: { reference: body.challenge!.reference, device: 'e2e', otp },
  });
  expect(validated.status()).toBe(200);
}

test.describe('the campaign forms are in the HTML (issue #25)', () => {
  for (const width of [375, 1280]) {
    for (const step of ['signup', 'participate'] as const) {
      test(`${step}/ at ${width} px: the form a visitor gets, without JavaScript too; nothing shifts`, async ({
        page,
        browser,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await recordLayoutShifts(page);
        await page.goto(`${CAMPAIGNS}/campaign/${GIVEAWAY}/${step}/`);
        const form = page.getByRole('form', {
          name: step === 'signup' ? 'Crea tu cuenta' : 'Inicia sesión',
        });
        await expect(form).toBeVisible();
        await expect(page.getByText('Cargando…')).toHaveCount(0);
        if (step === 'signup') {
          // What signing up does here (issue #25, copy): not the portal's «guardar tu avance».
          await expect(
            page.getByText(/Crea tu cuenta de VivaSalud y quedas inscrito en el «Sorteo/),
          ).toBeVisible();
          await expect(page.getByText(/guardar tu avance/)).toHaveCount(0);
        }
        const shifts = await shiftsOnceSettled(page);
        expect(
          shifts.reduce((sum, shift) => sum + shift.value, 0),
          JSON.stringify(shifts),
        ).toBe(0);
        await expectNoAxeViolations(page);

        // Without JavaScript: the same form, from the server's HTML.
        const noScript = await browser.newContext({ locale: 'es-PE', javaScriptEnabled: false });
        try {
          const bare = await noScript.newPage();
          await bare.setViewportSize({ width, height: 900 });
          await bare.goto(`${CAMPAIGNS}/campaign/${GIVEAWAY}/${step}/`);
          await expect(
            bare.getByRole('form', {
              name: step === 'signup' ? 'Crea tu cuenta' : 'Inicia sesión',
            }),
          ).toBeVisible();
          await expect(bare.getByLabel('Número de documento')).toBeVisible();
          await expect(bare.getByText('Cargando…')).toHaveCount(0);
        } finally {
          await noScript.close();
        }
      });
    }

    test(`signed in, at ${width} px: the header greets the person and the participation is in the HTML; nothing shifts`, async ({
      page,
      request,
      browser,
    }) => {
      const account = await createAccount(request, 'Rosa');
      await campaignsSession(page, request, account);
      await page.setViewportSize({ width, height: 900 });
      await recordLayoutShifts(page);
      await page.goto(`${CAMPAIGNS}/campaign/${GIVEAWAY}/signup/`);
      // Offered to take part, not to sign up (issue #25, copy).
      await expect(page).toHaveTitle(/^Participa: /);
      await expect(
        page.getByRole('heading', { level: 2, name: 'Confirma tu participación' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toHaveCount(0);
      if (width >= 900) {
        await expect(greetingOf(page, 'Rosa')).toBeVisible();
      } else {
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await expect(page.getByRole('dialog').getByText(/Hola, Rosa/)).toBeVisible();
        await page.keyboard.press('Escape');
      }
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Inicia sesión' }),
      ).toHaveCount(0);
      const shifts = await shiftsOnceSettled(page);
      expect(
        shifts.reduce((sum, shift) => sum + shift.value, 0),
        JSON.stringify(shifts),
      ).toBe(0);
      await expectNoAxeViolations(page);

      // The server's HTML holds the participation and a form that posts (never a GET).
      const noScript = await browser.newContext({
        locale: 'es-PE',
        javaScriptEnabled: false,
        storageState: await page.context().storageState(),
      });
      try {
        const bare = await noScript.newPage();
        await bare.goto(`${CAMPAIGNS}/campaign/${GIVEAWAY}/participate/`);
        const press = bare.getByRole('button', { name: 'Participar en el sorteo' });
        await expect(press).toBeVisible();
        const form = bare.locator('form', { has: press });
        await expect(form).toHaveAttribute('method', 'post');
        await expect(form).toHaveAttribute('action', '/api/auth/campaigns/add_participant');
      } finally {
        await noScript.close();
      }
    });
  }

  test('the login typed into before the page hydrates keeps the document and password and signs in', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'Julia');
    const urls = recordUrls(page);
    const release = await openWithoutScripts(
      page,
      `${CAMPAIGNS}/campaign/${GIVEAWAY}/participate/`,
    );
    const form = page.getByRole('form', { name: 'Inicia sesión' });
    await page.getByLabel('Número de documento').fill(account.dni);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await release();
    await hydrated(form);
    await expect(page.getByLabel('Número de documento')).toHaveValue(account.dni);
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue(account.password);
    const before = await lastOutboxId(request, account.email);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const confirm = page.getByRole('heading', { level: 2, name: 'Confirma tu participación' });
    const codeStep = page.getByRole('heading', { name: 'Ingresa tu código de verificación' });
    await expect(codeStep.or(confirm)).toBeVisible({ timeout: 15_000 });
    if (await codeStep.isVisible()) await enterCode(page, request, account.email, before);
    await expect(confirm).toBeVisible();
    expectNoField(page, urls, [account.password]);
  });

  test('without JavaScript, the participation posts, registers nothing and says what it needs', async ({
    browser,
    request,
  }) => {
    const account = await createAccount(request, 'Nora');
    const context = await browser.newContext({ locale: 'es-PE', javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await campaignsSession(page, request, account);
      await page.goto(`${CAMPAIGNS}/campaign/${GIVEAWAY}/participate/`);
      // (Playwright turns scripts off but not the parser's scripting flag: the note is raw text
      // here; a browser without JavaScript renders it as a paragraph.)
      const form = page.locator('form[action="/api/auth/campaigns/add_participant"]');
      expect(await form.locator('noscript').evaluate((note) => note.textContent)).toContain(
        'Para participar necesitas JavaScript.',
      );
      const posted = page.waitForRequest(
        (r) => r.url().endsWith('/api/auth/campaigns/add_participant') && r.method() === 'POST',
      );
      await page.getByRole('button', { name: 'Participar en el sorteo' }).click();
      await posted;
      await expect(page).toHaveURL(`${CAMPAIGNS}/campaign/${GIVEAWAY}/participate/?sin-js=1`);
      await expect(page.getByRole('main').getByRole('alert')).toContainText(
        'Para participar necesitas JavaScript: actívalo y vuelve a intentarlo.',
      );
      // Nothing was registered: the page still asks to confirm.
      await expect(
        page.getByRole('heading', { level: 2, name: 'Confirma tu participación' }),
      ).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('the login is never replaced once the page runs: the session is not asked again, what is typed stays and signs in', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'Ines');
    const checks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/get-user')) checks.push(r.url());
    });
    await page.goto(`${CAMPAIGNS}/campaign/${GIVEAWAY}/participate/`);
    const form = page.getByRole('form', { name: 'Inicia sesión' });
    const marked = await form.evaluate((element) => {
      element.setAttribute('data-e2e-first', '');
      return true;
    });
    expect(marked).toBe(true);
    // Hydrated (the cookie banner appears then): typed at once, as the page starts its session.
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
    await page.getByLabel('Número de documento').fill(account.dni);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    // The very form of the server's HTML (not a remounted one), and what was typed, as typed.
    await expect(page.locator('form[data-e2e-first]')).toHaveCount(1);
    await expect(page.getByLabel('Número de documento')).toHaveValue(account.dni);
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue(account.password);
    // The server read the session: the page never asked for it.
    expect(checks).toEqual([]);
    const before = await lastOutboxId(request, account.email);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const confirm = page.getByRole('heading', { level: 2, name: 'Confirma tu participación' });
    const codeStep = page.getByRole('heading', { name: 'Ingresa tu código de verificación' });
    await expect(codeStep.or(confirm)).toBeVisible({ timeout: 15_000 });
    if (await codeStep.isVisible()) await enterCode(page, request, account.email, before);
    await expect(confirm).toBeVisible();
    await expect(page).toHaveURL(`${CAMPAIGNS}/campaign/${GIVEAWAY}/participate/`);
  });
});
