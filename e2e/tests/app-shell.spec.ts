import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/**
 * The app shell (spec §4, §7, §9; issue #6): analytics and A/B scripts only after the cookies
 * are accepted (Ley 29733), the A/B one lazily after load within 2000 ms, and the top progress
 * bar on client navigations.
 *
 * The portal server must run with these ids (playwright.config.ts, the portal's `webServer.env`);
 * without them the shell loads nothing and the consent tests fail on their first expectation.
 */
const GTM_ID = 'GTM-E2ETEST';
const AB_ACCOUNT_ID = 'e2e-ab';

/** The scripts' hosts (apps/portal/lib/shell/thirdParties.ts). */
const TAG_MANAGER = 'https://www.googletagmanager.com';
const AB_TESTING = 'https://ab-testing.example';
const TAG_MANAGER_SCRIPT = `${TAG_MANAGER}/gtm.js?id=${GTM_ID}`;
const AB_TESTING_SCRIPT = `${AB_TESTING}/${AB_ACCOUNT_ID}.js`;
/** Spec §9. */
const AB_TOLERANCE_MS = 2000;

const FIRST_PARTY = new Set([
  'http://localhost:3000',
  'http://localhost:3001',
  'http://localhost:4000',
]);

const cookieNotice = (page: Page) => page.getByRole('region', { name: 'Aviso de cookies' });
const acceptCookies = (page: Page) =>
  cookieNotice(page).getByRole('button', { name: 'Aceptar todas las cookies' }).click();

/**
 * Answers the two hosts with an empty script (no internet needed, nothing runs) and records
 * every request that leaves for an origin other than ours, answered or not.
 */
async function watchThirdParties(context: BrowserContext, page: Page) {
  for (const origin of [TAG_MANAGER, AB_TESTING]) {
    await context.route(`${origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
  }
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const network = url.protocol === 'http:' || url.protocol === 'https:'; // not data: or blob:
    if (network && !FIRST_PARTY.has(url.origin)) outside.push(request.url());
  });
  return {
    all: () => [...outside],
    to: (origin: string) => outside.filter((url) => url.startsWith(`${origin}/`)),
  };
}

/**
 * Records in the page when the `load` event fired and when the A/B script went in, and every
 * Content-Security-Policy violation (an init script is not subject to the policy).
 */
async function watchPage(page: Page) {
  await page.addInitScript((abOrigin) => {
    const shell = { loadAt: -1, abAt: -1, violations: [] as string[] };
    (window as unknown as { shell: typeof shell }).shell = shell;
    addEventListener('load', () => (shell.loadAt = performance.now()));
    document.addEventListener('securitypolicyviolation', (event) =>
      shell.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (
            node instanceof HTMLScriptElement &&
            node.src.startsWith(abOrigin) &&
            shell.abAt < 0
          ) {
            shell.abAt = performance.now();
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, AB_TESTING);
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { shell: { loadAt: number; abAt: number; violations: string[] } })
          .shell,
    );
}

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);

test.describe('consented scripts (spec §4, §7; Ley 29733)', () => {
  test('nothing leaves for a third party before consent; after "Aceptar todas las cookies", Tag Manager, then the A/B script', async ({
    page,
    context,
  }) => {
    const requests = await watchThirdParties(context, page);
    const shell = await watchPage(page);
    await page.goto('/');
    await expect(cookieNotice(page)).toBeVisible(); // the page is hydrated
    await page.waitForLoadState('load');
    // Longer than the A/B script would ever wait after load.
    await page.waitForTimeout(AB_TOLERANCE_MS + 1_000);
    expect(requests.all()).toEqual([]);
    expect(
      await page.locator(`script[src^="${TAG_MANAGER}"], script[src^="${AB_TESTING}"]`).count(),
    ).toBe(0);

    await acceptCookies(page);
    await expect.poll(() => requests.to(TAG_MANAGER)).toEqual([TAG_MANAGER_SCRIPT]);
    // The page loaded long ago: the A/B script follows within the tolerance.
    await expect
      .poll(() => requests.to(AB_TESTING), { timeout: AB_TOLERANCE_MS + 3_000 })
      .toEqual([AB_TESTING_SCRIPT]);
    expect(await dataLayer(page)).toContainEqual(
      expect.objectContaining({ event: 'gtm.js', 'gtm.start': expect.any(Number) }),
    );
    // The page's policy lets both in (a cached page names their hosts).
    expect((await shell()).violations).toEqual([]);
    expect(requests.all()).toEqual([TAG_MANAGER_SCRIPT, AB_TESTING_SCRIPT]);
  });

  test('accepted on an earlier visit: Tag Manager on arrival with the page’s nonce, the A/B script after load within 2000 ms', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'));
    const requests = await watchThirdParties(context, page);
    const shell = await watchPage(page);
    // An account page is rendered per request: its scripts carry a nonce.
    const response = await page.goto('/auth/login');
    const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, 'a nonce in the page policy').toBeDefined();

    await expect.poll(() => requests.to(TAG_MANAGER)).toEqual([TAG_MANAGER_SCRIPT]);
    await expect
      .poll(() => requests.to(AB_TESTING), { timeout: AB_TOLERANCE_MS + 5_000 })
      .toEqual([AB_TESTING_SCRIPT]);

    // The browser hides the nonce attribute; the property keeps it.
    for (const origin of [TAG_MANAGER, AB_TESTING]) {
      const script = page.locator(`script[src^="${origin}"]`);
      expect(await script.evaluate((element) => (element as HTMLScriptElement).nonce)).toBe(nonce);
    }
    const { loadAt, abAt, violations } = await shell();
    expect(loadAt).toBeGreaterThan(0);
    expect(abAt).toBeGreaterThanOrEqual(loadAt);
    expect(abAt - loadAt).toBeLessThanOrEqual(AB_TOLERANCE_MS + 500);
    expect(violations).toEqual([]);
  });

  test('events pushed before the consent wait in the page, and Tag Manager starts after them', async ({
    page,
    context,
  }) => {
    const requests = await watchThirdParties(context, page);
    const response = await page.goto('/esta-ruta-no-existe');
    expect(response?.status()).toBe(404);
    await expect(cookieNotice(page)).toBeVisible();
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual({
        event: 'error',
        message: 'pagina no encontrada',
      });
    expect(requests.all()).toEqual([]);

    await acceptCookies(page);
    await expect.poll(() => requests.to(TAG_MANAGER)).toEqual([TAG_MANAGER_SCRIPT]);
    const events = (await dataLayer(page)).map((entry) => (entry as { event?: string }).event);
    expect(events.indexOf('error')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('gtm.js')).toBeGreaterThan(events.indexOf('error'));
  });
});

test.describe('navigation progress bar (spec §4)', () => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`shows at the top during a client navigation, hidden from assistive technology (reduced motion: ${reducedMotion})`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      // No prefetch: the click has to fetch the next page, which answers 1.5 s late.
      await page.route('**/*', async (route) => {
        const headers = route.request().headers();
        if (headers['next-router-prefetch'] || headers['next-router-segment-prefetch']) {
          await route.abort();
          return;
        }
        if (
          headers.rsc &&
          new URL(route.request().url()).pathname === '/experiencias-presenciales'
        ) {
          await new Promise((resolve) => setTimeout(resolve, 1_500));
        }
        await route.fallback();
      });
      await page.goto('/');
      await expect(cookieNotice(page)).toBeVisible(); // hydrated: links navigate on the client

      // Decorative and aria-hidden: no role or name to find it by.
      const bar = page.locator('[data-navigation-progress]');
      await expect(bar).toHaveAttribute('aria-hidden', 'true');
      await expect(bar).toHaveAttribute('data-state', 'idle');

      await page
        .getByRole('navigation', { name: 'Menú principal' })
        .getByRole('link', { name: 'Experiencias presenciales' })
        .click();
      await expect(bar).toHaveAttribute('data-state', 'loading');
      await expect(bar).toBeVisible();
      const look = await bar.evaluate((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return {
          top: box.top,
          transition: style.transitionDuration,
          spinner: element.children.length,
        };
      });
      expect(look.top).toBe(0);
      expect(look.spinner).toBe(0);
      if (reducedMotion === 'reduce') expect(look.transition).toBe('0s');
      else expect(look.transition).not.toBe('0s');

      await expect(page).toHaveURL('/experiencias-presenciales');
      await expect(bar).toHaveAttribute('data-state', 'idle');
    });
  }
});
