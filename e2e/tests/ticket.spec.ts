import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formReady } from '../support/hydration';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO, DEMO_PASSWORD, webStorage } from '../support/identity';

/**
 * Sign-in across the two sites (issue #17), real stack, both apps: a person signed in on the
 * portal (:3000) follows the portal's ticket link and arrives signed in on the campaigns site
 * (:3001) through a one-time ticket; the same redeem link a second time asks to sign in.
 *
 * Browsers keep cookies per host, not per port: on localhost the portal's `vs_session` is sent to
 * :3001 too. The campaigns site therefore has a cookie of its own (`vs_campaign_session`, as its
 * `__Host-` cookie is its own on https), and this test first shows that the campaigns site does
 * NOT take the portal's cookie as a session — so being signed in there afterwards proves the
 * ticket. The replay runs in a fresh browser (no cookies at all), as a stolen link would.
 */
const PORTAL = 'http://localhost:3000';
const CAMPAIGNS = 'http://localhost:3001';

/** Who `get-user` says is signed in on the campaigns site (or on `site`, the portal). */
async function campaignsUser(request: APIRequestContext, site = CAMPAIGNS) {
  const response = await request.get(`${site}/api/auth/get-user`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { isAuthenticated: boolean; user: { documentNumber?: string } };
}

test('signed in on the portal → signed in on the campaigns site by a one-time ticket; a replay asks to sign in', async ({
  page,
  browser,
}) => {
  // Two browsers, both sites and a sign-in: the default 30 s is short on a busy machine (the
  // traces show every step advancing; it ran out while closing the second browser).
  test.slow();
  const login = await page.request.post(`${PORTAL}/api/auth/login`, {
    headers: { origin: PORTAL },
    data: {
      documentType: 'DNI',
      document: DEMO.noCode.dni,
      password: DEMO_PASSWORD,
      device: 'e2e-ticket',
      channel: 'mail',
    },
  });
  expect(login.status()).toBe(200);
  // The portal's cookie reaches :3001 (same host) but is not a session there.
  expect((await campaignsUser(page.request)).isAuthenticated).toBe(false);

  await page.goto(`${PORTAL}/`);
  const redeemed = page.waitForResponse((r) => r.url().includes('/api/auth/ticket/redeem'));
  // Followed from a portal page, as the banner's link is (a same-site navigation).
  await page.evaluate(() => {
    window.location.href = '/api/auth/ticket?to=/';
  });
  const redeem = await redeemed;
  expect(redeem.status()).toBe(303);
  expect(redeem.headers()['referrer-policy']).toBe('no-referrer');
  const redeemUrl = redeem.url();
  expect(new URL(redeemUrl).origin).toBe(CAMPAIGNS);
  expect(new URL(redeemUrl).searchParams.get('ticket')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await page.waitForURL(`${CAMPAIGNS}/`);

  const cookies = await page.context().cookies(CAMPAIGNS);
  const own = cookies.find((cookie) => cookie.name === 'vs_campaign_session');
  expect(own).toMatchObject({ httpOnly: true, sameSite: 'Lax', domain: 'localhost' });
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/session/);
  const signedIn = await campaignsUser(page.request);
  expect(signedIn).toMatchObject({
    isAuthenticated: true,
    user: { documentNumber: DEMO.noCode.dni },
  });

  // The same redeem link again, from another browser: asked to sign in, not signed in.
  const other = await browser.newContext({ locale: 'es-PE' });
  try {
    const replay = await other.newPage();
    await replay.goto(`${CAMPAIGNS}/`);
    await replay.evaluate((url) => {
      window.location.href = url;
    }, redeemUrl);
    await replay.waitForURL(/^http:\/\/localhost:3000\/auth\/login\?/);
    const landed = new URL(replay.url());
    expect(landed.searchParams.get('aviso')).toBe('acceso-vencido');
    expect(landed.searchParams.get('redirect')).toBe('/api/auth/ticket?to=%2F');
    await expect(replay.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(replay.getByRole('status').filter({ hasText: 'ya se usó o venció' })).toHaveText(
      'El enlace de acceso ya se usó o venció. Inicia sesión para continuar.',
    );
    expect((await other.cookies(CAMPAIGNS)).map((cookie) => cookie.name)).not.toContain(
      'vs_campaign_session',
    );
    expect((await campaignsUser(other.request)).isAuthenticated).toBe(false);

    // Signing in there comes back through the ticket route: signed in on the campaigns site.
    await formReady(replay, 'Inicia sesión');
    await replay.getByLabel('Número de documento').fill(DEMO.noCode.dni);
    await replay.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await replay.getByRole('button', { name: 'Iniciar sesión' }).click();
    await replay.waitForURL(`${CAMPAIGNS}/`);
    expect((await campaignsUser(other.request)).isAuthenticated).toBe(true);
  } finally {
    await other.close();
  }
});

/** Signs the demo account without a code step in on the portal (its login route). */
async function portalSignIn(page: Page) {
  const login = await page.request.post(`${PORTAL}/api/auth/login`, {
    headers: { origin: PORTAL },
    data: {
      documentType: 'DNI',
      document: DEMO.noCode.dni,
      password: DEMO_PASSWORD,
      device: 'e2e-ticket',
      channel: 'mail',
    },
  });
  expect(login.status()).toBe(200);
}

const GIVEAWAY_SIGNUP = `${CAMPAIGNS}/campaign/sorteo-audifonos/signup/`;
/** What a signed-in person sees on the giveaway's pages: the participation, not a form. */
const participation = /^(Confirma tu participación|Ya estás participando)$/;

for (const width of [375, 1280]) {
  test(`at ${width} px: signed in on the portal, the giveaway opened directly is signed in; «Cerrar sesión» there signs out of both sites and holds; «Inicia sesión» signs in again through the portal (issues #25, #26)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await portalSignIn(page);
    // Typed, not followed from the portal: one silent hop through the portal, back signed in.
    await page.goto(GIVEAWAY_SIGNUP);
    await expect(page).toHaveURL(GIVEAWAY_SIGNUP);
    await expect(page.getByRole('heading', { level: 2, name: participation })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toHaveCount(0);
    expect((await campaignsUser(page.request)).isAuthenticated).toBe(true);
    await expectNoAxeViolations(page);

    // The header says so and signs out: of this site and of the portal it came from (issue #26).
    if (width < 900) await page.getByRole('button', { name: 'Abrir menú' }).click();
    const scope = width < 900 ? page.getByRole('dialog') : page.getByRole('banner');
    if (width >= 900) await scope.getByRole('button', { name: /^Hola, Lucía/ }).click();
    const loggedOut = page.waitForResponse(`${CAMPAIGNS}/api/auth/logout`);
    await scope.getByRole('button', { name: 'Cerrar sesión' }).click();
    expect((await loggedOut).status()).toBe(204);
    await expect(page).toHaveURL(`${CAMPAIGNS}/`);
    expect((await campaignsUser(page.request)).isAuthenticated).toBe(false);
    expect((await campaignsUser(page.request, PORTAL)).isAuthenticated).toBe(false);

    // Signed out here stays signed out here.
    await page.goto(GIVEAWAY_SIGNUP);
    await expect(page.getByRole('heading', { level: 2, name: 'Crea tu cuenta' })).toBeVisible();
    expect((await campaignsUser(page.request)).isAuthenticated).toBe(false);

    // «Inicia sesión» on this page: no longer signed in on the portal → its sign-in, then back here.
    if (width < 900) await page.getByRole('button', { name: 'Abrir menú' }).click();
    const again = width < 900 ? page.getByRole('dialog') : page.getByRole('banner');
    await again.getByRole('link', { name: 'Inicia sesión' }).click();
    await expect(page).toHaveURL(new RegExp(`^${PORTAL}/auth/login\\?`));
    await formReady(page, 'Inicia sesión');
    await page.getByLabel('Número de documento').fill(DEMO.noCode.dni);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(GIVEAWAY_SIGNUP, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 2, name: participation })).toBeVisible();
    expect((await campaignsUser(page.request)).isAuthenticated).toBe(true);
  });
}

/** What the giveaway's pages could show of the demo member. */
const PERSONAL = [DEMO.noCode.name, DEMO.noCode.dni, DEMO.noCode.email, '987654321'];

test('signed out on the portal: a reload of the campaigns page shows nothing of the person (issue #26)', async ({
  page,
  context,
}) => {
  await portalSignIn(page);
  // The giveaway in a tab of its own, signed in by the silent hop.
  const campaigns = await context.newPage();
  await campaigns.goto(GIVEAWAY_SIGNUP);
  await expect(campaigns.getByRole('heading', { level: 2, name: participation })).toBeVisible();
  const greeting = campaigns.getByRole('banner').getByRole('button', { name: /^Hola, Lucía/ });
  await expect(greeting).toBeVisible();

  // «Cerrar sesión» on the portal, in the other tab.
  await page.goto(`${PORTAL}/`);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Hola, Lucía/ })
    .click();
  const loggedOut = page.waitForResponse(`${PORTAL}/api/auth/logout`);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  expect((await loggedOut).status()).toBe(204);

  // The campaigns tab, reloaded: the signed-out page, nothing of the person on it or stored.
  await campaigns.reload();
  await expect(campaigns.getByRole('heading', { level: 2, name: 'Crea tu cuenta' })).toBeVisible();
  await expect(
    campaigns.getByRole('banner').getByRole('link', { name: 'Inicia sesión' }),
  ).toBeVisible();
  await expect(greeting).toHaveCount(0);
  const shown = await campaigns.locator('body').innerText();
  for (const personal of PERSONAL) expect(shown).not.toContain(personal);
  // The profile the signed-in page stored goes once the page's session starts (hydration).
  await expect
    .poll(async () => {
      const stored = JSON.stringify(await webStorage(campaigns));
      return PERSONAL.filter((personal) => stored.includes(personal));
    })
    .toEqual([]);
  expect((await campaignsUser(campaigns.request)).isAuthenticated).toBe(false);
});

test('not signed in anywhere: the silent check comes straight back, once, to the form (issue #25)', async ({
  page,
}) => {
  const hops: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) hops.push(new URL(request.url()).origin);
  });
  await page.goto(GIVEAWAY_SIGNUP);
  await expect(page).toHaveURL(GIVEAWAY_SIGNUP);
  await expect(page.getByRole('heading', { level: 2, name: 'Crea tu cuenta' })).toBeVisible();
  expect(hops).toEqual([CAMPAIGNS, PORTAL, CAMPAIGNS]);
  // The marker stops a second hop.
  hops.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Crea tu cuenta' })).toBeVisible();
  expect(hops).toEqual([CAMPAIGNS]);
});

test('the portal’s sign-in page, already signed in, hands the sign-in on instead of «Ya iniciaste sesión» (issue #25)', async ({
  page,
}) => {
  await portalSignIn(page);
  const to = '/campaign/sorteo-audifonos/participate/';
  // Followed from a campaigns page (a same-site navigation), as its sign-in links are.
  await page.goto(`${CAMPAIGNS}/`);
  await page.evaluate(
    (url) => {
      window.location.href = url;
    },
    `${PORTAL}/auth/login?redirect=${encodeURIComponent(`/api/auth/ticket?to=${encodeURIComponent(to)}`)}`,
  );
  await expect(page).toHaveURL(`${CAMPAIGNS}${to}`, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 2, name: participation })).toBeVisible();
  expect((await campaignsUser(page.request)).isAuthenticated).toBe(true);
});
