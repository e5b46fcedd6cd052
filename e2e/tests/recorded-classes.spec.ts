import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { createAccount, signInThroughLoginPage } from '../support/identity';

/**
 * Issue #19: /clases-grabadas against the real portal, content service and database — the
 * catalog on the live classes' pattern, and a class that plays with captions, speed, chapters,
 * the keyboard, and resumes on another device (a new browser context) for a signed-in person.
 */

const PATH = '/clases-grabadas';
const API = 'http://localhost:4000/content/wellness/recorded-classes/catalog/';
const PROGRESS = '/api/recorded-classes/progress-class';

test.use({ locale: 'es-PE', timezoneId: 'America/Lima' });

interface CatalogAnswer {
  count: number;
  results: { slug: string; title: string; category: string }[];
  categories: { slug: string; label: string; count: number }[];
}

interface ClassDetail {
  slug: string;
  title: string;
  media: {
    duration_seconds: number;
    chapters: { start_seconds: number; title: string }[];
    transcript: { start_seconds: number; text: string }[];
    video: { url: string };
    captions: { url: string };
  } | null;
}

async function catalog(page: Page, query: string): Promise<CatalogAnswer> {
  const response = await page.request.get(`${API}?page_size=12&${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CatalogAnswer;
}

/** The first class of the catalog that has a recording, with its detail. */
async function playableClass(
  page: Page,
): Promise<ClassDetail & { media: NonNullable<ClassDetail['media']> }> {
  const { results } = await catalog(page, 'page=1');
  for (const item of results) {
    const detail = (await (await page.request.get(`${API}${item.slug}/`)).json()) as ClassDetail;
    if (detail.media) return detail as ClassDetail & { media: NonNullable<ClassDetail['media']> };
  }
  throw new Error('The seed has no recorded class with media on page 1');
}

const video = (page: Page) => page.locator('media-controller video');
const controller = (page: Page) => page.locator('media-controller');

/** The lazy player has taken over (media-chrome's controls are there and the media is known). */
async function playerReady(page: Page) {
  await expect(page.getByRole('button', { name: 'Solo audio' })).toBeVisible();
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(1);
}

const currentTime = (page: Page) =>
  video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

test.describe('the catalog', () => {
  test('shows the service’s classes by category, with the count, and works without a session', async ({
    page,
  }) => {
    const all = await catalog(page, 'page=1');
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = page.getByRole('region', { name: 'Clases grabadas' });
    await expect(results.getByRole('heading', { level: 3 })).toHaveText(
      all.results.map((item) => item.title),
    );
    await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
      `${all.count} clases grabadas. Página 1 de ${Math.ceil(all.count / 12)}.`,
    );
    const first = all.categories[0]!;
    await page
      .getByRole('navigation', { name: 'Filtrar por categoría' })
      .getByRole('link', { name: new RegExp(`^${first.label},`) })
      .click();
    await expect(page).toHaveURL(`${PATH}?categoria=${first.slug}`);
    await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
      `${first.count} clases grabadas de ${first.label}.`,
    );
    // Nothing of a person's: no «Continuar viendo» without a session.
    await expect(page.getByRole('heading', { name: 'Continuar viendo' })).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the catalog pages and the class plays in the browser’s own player, with captions', async ({
    page,
  }) => {
    await page.goto(`${PATH}?pagina=2`);
    await expect(page.getByRole('main').getByRole('status').first()).toContainText('Página 2 de');
    const detail = await playableClass(page);
    await page.goto(`${PATH}/${detail.slug}`);
    const native = page.locator('video[controls]');
    await expect(native).toHaveCount(1);
    await expect(native.locator('track[kind="captions"][default]')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Transcripción' })).toContainText(
      detail.media.transcript[0]!.text,
    );
  });
});

test.describe('the player', () => {
  test('plays with captions on, changes speed, seeks 10 s, goes to a chapter — keyboard only — and saves nothing for a visitor', async ({
    page,
  }) => {
    const saves: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes(PROGRESS)) saves.push(request);
    });
    const detail = await playableClass(page);
    await page.goto(`${PATH}/${detail.slug}`);
    await playerReady(page);

    // The transcript is in the page: text the browser's search finds.
    const transcript = page.getByRole('region', { name: 'Transcripción' });
    for (const part of detail.media.transcript) await expect(transcript).toContainText(part.text);

    // Keyboard only: Tab to «Reproducir», Enter.
    const play = controller(page).getByRole('button', { name: /^reproducir/i });
    await play.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);

    // Captions on by default: a cue's text is on screen.
    await expect
      .poll(() =>
        video(page).evaluate((element: HTMLVideoElement) => {
          const track = element.textTracks[0];
          return track?.mode === 'showing'
            ? ((track.activeCues?.[0] as VTTCue | undefined)?.text ?? '')
            : '';
        }),
      )
      .not.toBe('');

    // Speed: the speed button goes to the next speed.
    await controller(page)
      .getByRole('button', { name: /^Velocidad de reproducción/ })
      .focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.playbackRate))
      .toBe(1.25);

    // «Avanzar 10 segundos».
    const before = await currentTime(page);
    await controller(page)
      .getByRole('button', { name: /^avanzar 10 segundos/i })
      .focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(before + 9);

    // A chapter: the player goes to its start, and marks it.
    const chapter = detail.media.chapters[detail.media.chapters.length - 1]!;
    const chapterButton = page
      .getByRole('navigation', { name: 'Capítulos' })
      .getByRole('button', { name: new RegExp(chapter.title) });
    await chapterButton.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(chapter.start_seconds);
    await expect(chapterButton).toHaveAttribute('aria-current', 'step');

    // A visitor is invited to sign in; nothing reaches the service.
    await expect(
      page.getByText('para guardar tu avance y continuar en cualquier dispositivo'),
    ).toBeVisible();
    await video(page).evaluate((element: HTMLVideoElement) => element.pause());
    await page.goto('/');
    expect(saves.filter((request) => request.method() === 'POST')).toEqual([]);
  });

  test('«Solo audio» plays the sound alone from where the video was', async ({ page }) => {
    const detail = await playableClass(page);
    await page.goto(`${PATH}/${detail.slug}`);
    await playerReady(page);
    await video(page).evaluate((element: HTMLVideoElement) => {
      element.currentTime = 20;
    });
    await page.getByRole('button', { name: 'Solo audio' }).click();
    await expect(page.getByRole('button', { name: 'Solo audio' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const audio = page.locator('media-controller audio');
    await expect(audio).toHaveCount(1);
    await expect(page.locator('media-controller video')).toHaveCount(0);
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
      .toBeGreaterThanOrEqual(19);
  });

  test('a recording that does not load is explained, and the transcript stays', async ({
    page,
  }) => {
    const detail = await playableClass(page);
    await page.route(detail.media.video.url, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`${PATH}/${detail.slug}`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'No pudimos cargar el video de esta clase' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Transcripción' })).toContainText(
      detail.media.transcript[0]!.text,
    );
  });
});

test.describe('progress that follows the person', () => {
  test('a signed-in person leaves at 0:30 and continues there on another device', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await createAccount(request, 'Camila');
    const first = await browser.newContext({ locale: 'es-PE' });
    const page = await first.newPage();
    const detail = await playableClass(page);
    const path = `${PATH}/${detail.slug}`;
    await signInThroughLoginPage(page, request, account, path);
    await playerReady(page);

    await controller(page)
      .getByRole('button', { name: /^reproducir/i })
      .click();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
    // Seek to 0:30 and pause there: the pause saves the position.
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes(PROGRESS) &&
        response.request().method() === 'POST' &&
        (response.request().postDataJSON() as { position_seconds?: number }).position_seconds! >=
          30,
    );
    await video(page).evaluate((element: HTMLVideoElement) => {
      element.currentTime = 30;
    });
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(30);
    await video(page).evaluate((element: HTMLVideoElement) => element.pause());
    const answer = await saved;
    expect(answer.status()).toBe(200);
    const stored = (await answer.json()) as { position_seconds: number; completed: boolean };
    expect(stored.position_seconds).toBeGreaterThanOrEqual(30);
    expect(stored.position_seconds).toBeLessThan(32);
    expect(stored.completed).toBe(false);
    await first.close();

    // Another device: a new browser context, signed in as the same person.
    const second = await browser.newContext({ locale: 'es-PE' });
    const other = await second.newPage();
    await signInThroughLoginPage(other, request, account, PATH);
    const row = other.getByRole('region', { name: 'Continuar viendo' });
    await expect(row.getByRole('link', { name: detail.title })).toBeVisible();
    await row.getByRole('link', { name: detail.title }).click();
    await expect(other).toHaveURL(path);
    await playerReady(other);
    const resume = other.getByRole('button', { name: /^Continuar desde 0:3[01]$/ });
    await expect(resume).toBeVisible();
    await resume.click();
    await expect.poll(() => currentTime(other)).toBeGreaterThanOrEqual(30);
    expect(await currentTime(other)).toBeLessThan(40);
    await second.close();
  });
});

test.describe('accessibility (axe)', () => {
  for (const width of [375, 1280]) {
    test(`no WCAG 2.1 AA violation at ${width} px: the catalog and a class`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(PATH);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, 'main');
      const detail = await playableClass(page);
      await page.goto(`${PATH}/${detail.slug}`);
      await playerReady(page);
      await expectNoAxeViolations(page, 'main');
    });
  }
});
