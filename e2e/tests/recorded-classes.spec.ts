import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { AXE_WIDTHS, expectNoAxeViolations, expectNoAxeViolationsAtWidths } from '../support/axe';
import { PRO_STATE } from '../support/pro-session';
import { STANDARD_STATE } from '../support/standard-session';
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
  results: { slug: string; title: string; category: string; is_pro: boolean }[];
  categories: { slug: string; label: string; count: number }[];
}

interface ClassDetail {
  slug: string;
  title: string;
  is_pro: boolean;
  mentor: { name: string } | null;
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
    // Who teaches it, for a man or a woman alike (issue #25): «Imparte», never «Tu mentor».
    if (detail.mentor) {
      await expect(
        page.getByRole('heading', { level: 2, name: `Imparte: ${detail.mentor.name}` }),
      ).toBeVisible();
    }
    await expect(page.getByText(/Tu mentor/)).toHaveCount(0);
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
    // The player is the region named after the class (media-chrome's own «reproductor de video»
    // is replaced).
    await expect(
      page.getByRole('region', { name: `Reproductor de la clase ${detail.title}` }),
    ).toBeVisible();
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
      .getByRole('button', { name: /^Velocidad 1x$/ })
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
  test(`no WCAG 2.1 AA violation at ${AXE_WIDTHS.join(' and ')} px: the catalog and a class`, async ({
    page,
  }) => {
    // Two pages, each loaded once at a phone's width, then widened (support/axe.ts).
    test.setTimeout(60_000);
    await page.setViewportSize({ width: AXE_WIDTHS[0], height: 900 });
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolationsAtWidths(page, { include: 'main' });
    const detail = await playableClass(page);
    await page.setViewportSize({ width: AXE_WIDTHS[0], height: 900 });
    await page.goto(`${PATH}/${detail.slug}`);
    await playerReady(page);
    await expectNoAxeViolationsAtWidths(page, { include: 'main' });
  });
});

/** The controls a person needs, each with how it is found in the player. */
function controls(page: Page): [string, Locator][] {
  const bar = controller(page);
  return [
    ['Reproducir', bar.getByRole('button', { name: /^reproducir/i })],
    ['Retroceder 10 segundos', bar.getByRole('button', { name: /^retroceder 10 segundos/i })],
    ['Avanzar 10 segundos', bar.getByRole('button', { name: /^avanzar 10 segundos/i })],
    ['Barra de progreso', bar.getByRole('slider', { name: 'Barra de progreso' })],
    ['Silenciar', bar.getByRole('button', { name: /^silenciar/i })],
    ['Configuración', bar.getByRole('button', { name: /^configuración/i })],
    ['Pantalla completa', bar.getByRole('button', { name: /pantalla completa/i })],
    ['Solo audio', page.getByRole('button', { name: /^Solo audio/ })],
  ];
}

/** `locator` is on screen, inside the viewport, ≥ 44 px, and a touch at its centre reaches it. */
async function expectReachable(page: Page, name: string, locator: Locator) {
  await expect(locator, name).toBeVisible();
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  // Edges to the device pixel: layout in rem lands on fractions of a pixel (740.09 for 740),
  // which no screen shows.
  expect(Math.round(box.x), `${name}: left edge`).toBeGreaterThanOrEqual(0);
  expect(Math.round(box.x + box.width), `${name}: right edge`).toBeLessThanOrEqual(viewport.width);
  expect(Math.round(box.y), `${name}: top edge`).toBeGreaterThanOrEqual(0);
  expect(Math.round(box.y + box.height), `${name}: bottom edge`).toBeLessThanOrEqual(
    viewport.height,
  );
  expect(Math.round(box.width), `${name}: width`).toBeGreaterThanOrEqual(44);
  expect(Math.round(box.height), `${name}: height`).toBeGreaterThanOrEqual(44);
  const hit = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    // Hit-tested in the control's own tree (the seek bar is an input in a shadow root): what
    // covers it from anywhere on the page is returned too.
    const root = element.getRootNode() as Document | ShadowRoot;
    let found = root.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    // Inside a shadow root, the host is what the document sees: climb to it.
    while (found && found !== element && !element.contains(found)) {
      const root = found.getRootNode();
      found = root instanceof ShadowRoot ? root.host : null;
    }
    return found !== null;
  });
  expect(hit, `${name}: a touch at its centre reaches it`).toBe(true);
}

test.describe('the player on a phone (issue #25)', () => {
  for (const width of [320, 375]) {
    test(`at ${width} px every control is on screen, big enough and under the finger`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 740 });
      const detail = await playableClass(page);
      await page.goto(`${PATH}/${detail.slug}`);
      await playerReady(page);
      // The cookie notice is answered first, as a person does (it covers the screen's bottom).
      await page.getByRole('button', { name: 'Aceptar todas las cookies' }).click();
      for (const [name, locator] of controls(page)) {
        // «Solo audio» sits under the player: bring each control into view as a person would.
        await locator.scrollIntoViewIfNeeded();
        await expectReachable(page, name, locator);
      }
      // The speed is in the settings menu, reachable too.
      await controller(page)
        .getByRole('button', { name: /^configuración/i })
        .click();
      const captions = controller(page).getByRole('menuitem', { name: /^Subtítulos/ });
      await expectReachable(page, 'Subtítulos', captions);
      const speed = controller(page).getByRole('menuitem', { name: /^Velocidad/ });
      await expectReachable(page, 'Velocidad', speed);
      await speed.click();
      const faster = controller(page).getByRole('menuitemradio', { name: /^1\.5x?$/ });
      // The speeds scroll inside the menu on a small player: a person scrolls to the one they want.
      await faster.scrollIntoViewIfNeeded();
      await expectReachable(page, '1.5x', faster);
      await faster.click();
      await expect
        .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.playbackRate))
        .toBe(1.5);
      // The menu closes with Escape (the keyboard's way out), and the page is clean for axe.
      await page.keyboard.press('Escape');
      await expect(controller(page).getByRole('menuitemradio', { name: /^1\.5x?$/ })).toBeHidden();
      await expectNoAxeViolations(page, 'main');
    });
  }

  test('captions show above the control bar', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const detail = await playableClass(page);
    await page.goto(`${PATH}/${detail.slug}`);
    await playerReady(page);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const element = document.querySelector('media-controller video') as HTMLVideoElement;
          const cues = [...(element.textTracks[0]?.cues ?? [])] as VTTCue[];
          if (cues.length === 0) return 'no cues';
          const bars = [...document.querySelectorAll('media-control-bar')];
          const videoBox = element.getBoundingClientRect();
          const barsTop = Math.min(...bars.map((bar) => bar.getBoundingClientRect().top));
          // Every cue ends (its bottom, `lineAlign: end`) above the bars' top edge.
          const wrong = cues.filter(
            (cue) =>
              cue.snapToLines ||
              typeof cue.line !== 'number' ||
              cue.lineAlign !== 'end' ||
              videoBox.top + (cue.line / 100) * videoBox.height > barsTop,
          );
          return wrong.length === 0 ? 'above' : `${wrong.length} cues over the bar`;
        }),
      )
      .toBe('above');
  });

  test('the seek bar and the time are labelled in Spanish, names match what is shown', async ({
    page,
  }) => {
    const detail = await playableClass(page);
    await page.goto(`${PATH}/${detail.slug}`);
    await playerReady(page);
    await video(page).evaluate((element: HTMLVideoElement) => {
      element.currentTime = 65;
    });
    const seek = controller(page).getByRole('slider', { name: 'Barra de progreso' });
    // The value says where playback is, of how much, in words: «1 minuto, 5 segundos de …».
    await expect(seek).toHaveAttribute(
      'aria-valuetext',
      /^1 minuto, 5 segundos de 1 minuto, \d+ segundos$/,
    );
    // No «búsqueda», no «capítulo: …» anywhere in the player (its shadow roots included).
    await expect(controller(page).locator('[aria-label*="búsqueda"]')).toHaveCount(0);
    await expect(controller(page).locator('[aria-valuetext*="capítulo"]')).toHaveCount(0);
    // Visible text is part of each control's name (WCAG 2.5.3), the rule axe keeps apart.
    const results = await new AxeBuilder({ page })
      .include('media-controller')
      .withRules(['label-content-name-mismatch'])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([]);
  });

  test('«Solo audio» keeps the speed and the time', async ({ page }) => {
    const detail = await playableClass(page);
    await page.goto(`${PATH}/${detail.slug}`);
    await playerReady(page);
    await video(page).evaluate((element: HTMLVideoElement) => {
      element.playbackRate = 1.5;
      element.currentTime = 20;
    });
    await page.getByRole('button', { name: /^Solo audio/ }).click();
    const audio = page.locator('media-controller audio');
    await expect(audio).toHaveCount(1);
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
      .toBeGreaterThanOrEqual(19);
    expect(await audio.evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(1.5);
  });
});

/** A pro class of the catalog (the seed has several), with its public detail. */
async function proClass(page: Page): Promise<ClassDetail> {
  for (let number = 1; ; number++) {
    const response = await page.request.get(`${API}?page_size=12&page=${number}`);
    if (!response.ok()) throw new Error('The seed has no pro recorded class');
    const { results } = (await response.json()) as CatalogAnswer;
    const pro = results.find((item) => item.is_pro);
    if (pro) return (await (await page.request.get(`${API}${pro.slug}/`)).json()) as ClassDetail;
  }
}

const PRO_TEXT = 'Esta clase es parte de VivaSalud Pro';
const MEDIA_ROUTE = '/api/recorded-classes/media-class';

/** Every answer to a media file (`/media/…` video, audio or captions) the page received. */
function mediaAnswers(page: Page) {
  const answers: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (/\/media\/.*\.(webm|vtt|mp4|m4a)(\?|$)/.test(response.url())) {
      answers.push({ url: response.url(), status: response.status() });
    }
  });
  return answers;
}

test.describe('pro classes (issue #25)', () => {
  test('the public answer of a pro class holds no media', async ({ page }) => {
    const detail = await proClass(page);
    expect(detail.is_pro).toBe(true);
    expect(detail.media).toBeNull();
  });

  test('a visitor sees what Pro is and how to get it; no media reaches them', async ({ page }) => {
    const files = mediaAnswers(page);
    const detail = await proClass(page);
    const asked = page.waitForResponse((response) => response.url().includes(MEDIA_ROUTE));
    await page.goto(`${PATH}/${detail.slug}`);
    expect((await asked).status()).toBe(401);
    const gate = page.getByRole('region', { name: 'Clase Pro' });
    await expect(gate).toContainText(PRO_TEXT);
    await expect(gate.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent(`${PATH}/${detail.slug}`)}`,
    );
    await expect(page.locator('video, audio')).toHaveCount(0);
    expect(files).toEqual([]);
    await expectNoAxeViolations(page, 'main');
  });

  test.describe(() => {
    // The standard member's session of the run's set-up (what the member sees, not the sign-in).
    test.use({ storageState: STANDARD_STATE });

    test('a standard member is told the class is for Pro members; no media reaches them', async ({
      page,
    }) => {
      const files = mediaAnswers(page);
      const detail = await proClass(page);
      const path = `${PATH}/${detail.slug}`;
      const asked = page.waitForResponse((response) => response.url().includes(MEDIA_ROUTE));
      await page.goto(path);
      expect((await asked).status()).toBe(403);
      const gate = page.getByRole('region', { name: 'Clase Pro' });
      await expect(gate).toContainText(PRO_TEXT);
      await expect(gate).toContainText('Tu membresía actual no incluye esta clase');
      await expect(page.locator('video, audio')).toHaveCount(0);
      expect(files).toEqual([]);
    });
  });

  test.describe('signed in as the pro member', () => {
    // The session of the run's set-up (one code for the whole run: the service's send limit).
    test.use({ storageState: PRO_STATE });

    test('a pro member plays it; its file without the signature is refused', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const detail = await proClass(page);
      const path = `${PATH}/${detail.slug}`;
      const asked = page.waitForResponse((response) => response.url().includes(MEDIA_ROUTE));
      await page.goto(path);
      const answer = await asked;
      expect(answer.status()).toBe(200);
      const media = (await answer.json()) as { video: { url: string } };
      await playerReady(page);
      await expect(page.getByText(PRO_TEXT)).toHaveCount(0);
      await controller(page)
        .getByRole('button', { name: /^reproducir/i })
        .click();
      await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
      // The signed URL works; the same file without its signature does not.
      const signed = new URL(media.video.url);
      expect(signed.pathname).toMatch(/^\/media\/pro\//);
      const unsigned = `${signed.origin}${signed.pathname}`;
      expect((await request.get(unsigned)).status()).toBe(403);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page explains Pro and holds no media', async ({ page }) => {
      const detail = await proClass(page);
      await page.goto(`${PATH}/${detail.slug}`);
      await expect(page.getByRole('region', { name: 'Clase Pro' })).toContainText(PRO_TEXT);
      await expect(page.locator('video, audio, source')).toHaveCount(0);
    });
  });
});
