import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A page before its JavaScript runs (issue #25): its scripts held back while a person types into
 * the server's HTML, then released; and what the browser asked for meanwhile (the URLs an access
 * log writes), which must hold nothing that was typed.
 */

/** Every URL the browser asked for (what the servers' access logs can hold). */
export function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** No typed value, raw or URL-encoded, in any of `urls` nor in the address. */
export function expectNoField(page: Page, urls: readonly string[], values: readonly string[]) {
  for (const url of [...urls, page.url()]) {
    const decoded = decodeURIComponent(url.replace(/\+/g, ' '));
    for (const value of values) expect(decoded, url).not.toContain(value);
  }
}

/**
 * Holds the page's scripts (`/_next/static/**.js`) until `release` is called: the server's HTML is
 * there and usable, its JavaScript is not.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_next\/static\/.+\.js(\?.*)?$/, async (route) => {
    await released;
    // The page may have moved on meanwhile (a native submission): then nobody waits for it.
    await route.continue().catch(() => undefined);
  });
  // Released, the route lets every script through (held ones and later ones alike).
  return async () => {
    release();
    await Promise.resolve();
  };
}

/** Opens `path` with the scripts held: only the server's HTML. */
export async function openWithoutScripts(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/** Waits until React has hydrated `form` (its element carries React's fiber). */
export async function hydrated(form: Locator) {
  await expect
    .poll(
      () =>
        form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))),
      // Scripts released late on a loaded machine take a while to run.
      { timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * Waits until the account form named `name` runs its script: a test submits it as a person does
 * once the page is ready (a submission before that is its own case, in
 * `forms-before-hydration.spec.ts`: the browser posts it and the page says what it needs).
 */
export async function formReady(page: Page, name: string) {
  await hydrated(page.getByRole('form', { name }));
}
