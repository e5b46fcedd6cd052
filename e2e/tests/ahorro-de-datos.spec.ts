import { expect, test, type Page, type Response } from '@playwright/test';

/**
 * Issue #33, «Ahorro de datos»: the footer's switch (a plain form, kept in the cookie
 * `vs_ahorro`) and the browser's `Save-Data: on`, against the built portal and the service —
 * lighter images, nothing of a video before play, recorded classes opening in «Solo audio», the
 * sliders never moving on their own — and, without JavaScript, the same switch and its state.
 */

test.use({ locale: 'es-PE' });

const SITE = 'http://localhost:3000';
const CATALOG = 'http://localhost:4000/content/wellness/recorded-classes/catalog/';

const section = (page: Page) => page.getByRole('region', { name: 'Ahorro de datos' });

interface OptimizerAnswer {
  url: URL;
  status: number;
}

/** Every answer of the image optimizer (and of its rewrite) on `page`. */
function optimizerAnswers(page: Page): OptimizerAnswer[] {
  const answers: OptimizerAnswer[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname === '/_next/image') answers.push({ url, status: response.status() });
  });
  return answers;
}

/** The images were served: each page candidate (q=75) sent to a lighter copy (q=50), half as wide at most. */
function expectLighter(answers: OptimizerAnswer[]) {
  const served = answers.filter((answer) => answer.status === 200);
  expect(served.length).toBeGreaterThan(0);
  for (const { url } of served) expect(url.searchParams.get('q'), url.href).toBe('50');
  const asked = answers.filter((answer) => answer.url.searchParams.get('q') === '75');
  expect(asked.length).toBeGreaterThan(0);
  for (const { url, status } of asked) expect(status, url.href).toBe(307);
}

async function cookie(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies(SITE)).find((entry) => entry.name === name)?.value;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the switch turns it on, the state holds on other pages, and it turns off again', async ({
    page,
  }) => {
    await page.goto('/pilares');
    await section(page)
      .getByRole('button', { name: 'Activar el ahorro de datos', exact: true })
      .click();

    // A cached page cannot say the state without a script: the page that says it, from the server.
    await expect(page).toHaveURL(`${SITE}/ahorro-de-datos?volver=%2Fpilares`);
    await expect(page.getByRole('status')).toContainText('Activaste el ahorro de datos.');
    await expect(page.getByText('El ahorro de datos está activado.')).toBeVisible();
    expect(await cookie(page, 'vs_ahorro')).toBe('1');
    await page.getByRole('link', { name: 'Volver a la página que estabas viendo' }).click();
    await expect(page).toHaveURL(`${SITE}/pilares`);

    // Another page: its images come as their lighter copies (no script is needed for that).
    const answers = optimizerAnswers(page);
    await page.goto('/');
    await page.waitForLoadState('load');
    expectLighter(answers);

    // Still on, read on the server; and off from there.
    await section(page).getByRole('link', { name: 'Ver si está activado' }).click();
    await expect(page.getByText('El ahorro de datos está activado.')).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Desactivar el ahorro de datos', exact: true })
      .click();
    await expect(page.getByRole('status')).toContainText('Desactivaste el ahorro de datos.');
    await expect(page.getByText('El ahorro de datos está desactivado.')).toBeVisible();
    expect(await cookie(page, 'vs_ahorro')).toBe('0');

    const after = optimizerAnswers(page);
    await page.goto('/');
    await page.waitForLoadState('load');
    const served = after.filter((answer) => answer.status === 200);
    expect(served.length).toBeGreaterThan(0);
    for (const { url } of served) expect(url.searchParams.get('q')).toBe('75');
  });
});

test.describe('with JavaScript', () => {
  test('the footer says the state from the first paint; the switch keeps it across pages', async ({
    page,
  }) => {
    await page.goto('/pilares');
    const footer = section(page);
    await expect(footer.getByText(/^Desactivado\./)).toBeVisible();
    await expect(
      footer.getByRole('button', { name: 'Desactivar el ahorro de datos', exact: true }),
    ).toBeHidden();
    await footer.getByRole('button', { name: 'Activar el ahorro de datos', exact: true }).click();

    await expect(page).toHaveURL(`${SITE}/pilares#ahorro-de-datos`);
    await expect(footer.getByText('Ahorro de datos activado:')).toBeVisible();
    await expect(footer.getByText('Lo activó tu navegador')).toBeHidden();
    await expect(
      footer.getByRole('button', { name: 'Activar el ahorro de datos', exact: true }),
    ).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-ahorro', 'elegido');

    await page.goto('/guias-y-consejos');
    await expect(section(page).getByText('Ahorro de datos activado:')).toBeVisible();
    await section(page)
      .getByRole('button', { name: 'Desactivar el ahorro de datos', exact: true })
      .click();
    await expect(page).toHaveURL(`${SITE}/guias-y-consejos#ahorro-de-datos`);
    await expect(section(page).getByText(/^Desactivado\./)).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-ahorro');
  });
});

interface Prefetch {
  path: string;
  status: number;
  body: number;
}

/** Every answer to a prefetch of Next.js's router on `page` (its `Next-Router-Prefetch` header). */
function prefetches(page: Page): Prefetch[] {
  const answers: Prefetch[] = [];
  page.on('response', async (response: Response) => {
    if (!response.request().headers()['next-router-prefetch']) return;
    const body =
      response.status() === 204 ? 0 : (await response.body().catch(() => Buffer.from(''))).length;
    answers.push({ path: new URL(response.url()).pathname, status: response.status(), body });
  });
  return answers;
}

test.describe('the links in view', () => {
  test('are not prefetched while saving; a link followed opens its page without a reload', async ({
    page,
  }) => {
    await page.context().addCookies([{ name: 'vs_ahorro', value: '1', url: SITE }]);
    const answers = prefetches(page);
    await page.goto('/pilares');
    // The router still asks (it cannot read the cookie); the portal answers nothing.
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    for (const answer of answers)
      expect(answer, answer.path).toMatchObject({ status: 204, body: 0 });

    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Ver guías y consejos' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/guias-y-consejos/);
    await expect(page.getByRole('heading', { level: 1, name: 'Guías y consejos' })).toBeVisible();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });

  test('are prefetched when not saving (the control of the test above)', async ({ page }) => {
    const answers = prefetches(page);
    await page.goto('/pilares');
    await expect
      .poll(() => answers.filter((answer) => answer.status === 200 && answer.body > 0).length)
      .toBeGreaterThan(0);
  });
});

test.describe('with Save-Data: on (the browser asks)', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test('home: lighter images, sliders that do not move on their own, the footer says why', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const answers = optimizerAnswers(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-ahorro', 'navegador');
    await expect(section(page).getByText('Lo activó tu navegador')).toBeVisible();

    // The hero's first image (1920 wide at 1x) comes at most half as wide.
    const hero = page.getByRole('region', { name: 'Destacados' });
    const first = hero.getByRole('group').first().locator('img');
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(
      1080,
    );
    expectLighter(answers);

    // No slider moves by itself.
    const position = hero.locator('[aria-live="polite"]');
    await expect(position).toContainText('1 de');
    await page.waitForTimeout(6000);
    await expect(position).toContainText('1 de');
  });

  test('a recorded class: nothing of its video before play, and it opens in «Solo audio»', async ({
    page,
  }) => {
    const { results } = (await (
      await page.request.get(`${CATALOG}?page_size=12&page=1`)
    ).json()) as {
      results: { slug: string; is_pro: boolean }[];
    };
    let slug: string | undefined;
    for (const item of results.filter((entry) => !entry.is_pro)) {
      const detail = (await (await page.request.get(`${CATALOG}${item.slug}/`)).json()) as {
        media: { audio: unknown } | null;
      };
      if (detail.media?.audio) {
        slug = item.slug;
        break;
      }
    }
    expect(slug, 'a public recorded class with its sound alone').toBeDefined();

    const media: string[] = [];
    page.on('request', (request) => {
      if (/\/media\/.+\.(mp4|webm|m4a|mp3|ogg)/.test(request.url())) media.push(request.url());
    });
    await page.goto(`/clases-grabadas/${slug}`);
    const soloAudio = page.getByRole('button', { name: /^Solo audio/ });
    await expect(soloAudio).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('media-controller audio')).toHaveAttribute('preload', 'none');
    await page.waitForLoadState('load');
    expect(media, 'no media file fetched before play').toEqual([]);

    // The person can still switch to the video.
    await soloAudio.click();
    await expect(soloAudio).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('media-controller video')).toHaveCount(1);
  });

  test('a choice of «Desactivar» beats the header', async ({ page }) => {
    await page.context().addCookies([{ name: 'vs_ahorro', value: '0', url: SITE }]);
    const answers = optimizerAnswers(page);
    await page.goto('/');
    await page.waitForLoadState('load');
    await expect(page.locator('html')).not.toHaveAttribute('data-ahorro');
    await expect(section(page).getByText(/^Desactivado\./)).toBeVisible();
    const served = answers.filter((answer) => answer.status === 200);
    expect(served.length).toBeGreaterThan(0);
    for (const { url } of served) expect(url.searchParams.get('q')).toBe('75');
  });
});

test('without ahorro, a recorded class’s page reads its video’s metadata (the control of the test above)', async ({
  page,
}) => {
  const { results } = (await (await page.request.get(`${CATALOG}?page_size=12&page=1`)).json()) as {
    results: { slug: string; is_pro: boolean }[];
  };
  const media: string[] = [];
  page.on('request', (request) => {
    if (/\/media\/.+\.(mp4|webm)/.test(request.url())) media.push(request.url());
  });
  await page.goto(`/clases-grabadas/${results.find((entry) => !entry.is_pro)!.slug}`);
  await expect(page.getByRole('button', { name: /^Solo audio/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect.poll(() => media.length).toBeGreaterThan(0);
});
