import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { AXE_WIDTHS, expectNoAxeViolationsAtWidths } from '../support/axe';

/**
 * Issue #15: /clases-en-vivo, the first content area, against the real portal and content
 * service: the catalog by category and page in the address, with and without JavaScript, hostile
 * addresses, the empty state and axe.
 */

const PATH = '/clases-en-vivo';
const API = 'http://localhost:4000/content/wellness/resources/catalog/';

test.use({ locale: 'es-PE', timezoneId: 'America/Lima' });

interface CatalogAnswer {
  count: number;
  results: { slug: string; title: string }[];
  categories: { slug: string; label: string; count: number }[];
}

async function service(page: Page, query: string): Promise<CatalogAnswer> {
  const response = await page.request.get(`${API}?page_size=12&${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CatalogAnswer;
}

interface Scheduled {
  slug: string;
  title: string;
  starts_at: string;
  duration_minutes: number;
  mentor: { slug: string; name: string } | null;
}

/**
 * Every class of the service (`query` narrows it), in the catalog's order: those a person can
 * still join (not ended now) by start, then the ended ones, the most recent first.
 */
async function catalogOrder(page: Page, query = '') {
  const first = await service(page, `page=1&${query}`);
  const rest = await Promise.all(
    Array.from({ length: Math.ceil(first.count / 12) - 1 }, (_, index) =>
      service(page, `page=${index + 2}&${query}`),
    ),
  );
  const now = Date.now();
  const all = [first, ...rest].flatMap((answer) => answer.results as unknown as Scheduled[]);
  const start = (item: Scheduled) => Date.parse(item.starts_at);
  const ended = (item: Scheduled) => start(item) + item.duration_minutes * 60_000 <= now;
  return [
    ...all.filter((item) => !ended(item)).sort((a, b) => start(a) - start(b)),
    ...all.filter(ended).sort((a, b) => start(b) - start(a)),
  ].map((item) => ({ ...item, ended: ended(item) }));
}

const filter = (page: Page) => page.getByRole('navigation', { name: 'Filtrar por categoría' });
const results = (page: Page) => page.getByRole('region', { name: /^Clases/ });
const cardTitles = (page: Page) => results(page).getByRole('heading', { level: 3 });
const summary = (page: Page) => page.getByRole('main').getByRole('status').first();

test.describe('the catalog', () => {
  test('opens with the classes a person can still join, soonest first; the ended ones last', async ({
    page,
  }) => {
    const all = await catalogOrder(page);
    const ended = all.filter((item) => item.ended);
    expect(ended.length, 'the seed has classes that have ended').toBeGreaterThan(0);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(PATH);
    await expect(cardTitles(page)).toHaveText(all.slice(0, 12).map((item) => item.title));
    // The first class, on a phone too, is one a person can join.
    const first = results(page).getByRole('article').first();
    await expect(first).not.toContainText('Finalizada');
    await expect(results(page).getByText('Finalizada')).toHaveCount(0);
    // The last page closes with the ended ones, the most recent first.
    await page.goto(`${PATH}?pagina=4`);
    await expect(page).toHaveTitle(/^Clases en vivo \(página 4 de 4\) \| VivaSalud$/);
    // As many as the service has (the seed: 41, with the full class of issue #28).
    expect(Math.ceil(all.length / 12)).toBe(4);
    await expect(summary(page)).toHaveText(`${all.length} clases en vivo. Página 4 de 4.`);
    await expect(cardTitles(page)).toHaveText(all.slice(36).map((item) => item.title));
    const cards = results(page).getByRole('article');
    await expect(cards.last()).toContainText('Finalizada');
    const pagination = page.getByRole('navigation', { name: 'Paginación' });
    await expect(
      pagination.locator('[aria-current="page"]').filter({ visible: true }),
    ).toContainText('Página 4');
  });

  test('every category has its Spanish label and its count, from the service', async ({ page }) => {
    const { categories } = await service(page, 'page=1');
    await page.goto(PATH);
    // «Todas» is the page shown: marked, no link to itself.
    const links = filter(page).getByRole('link');
    await expect(links).toHaveCount(categories.length);
    await expect(filter(page).locator('[aria-current="page"]')).toHaveText(/^Todas/);
    await expect(filter(page).getByRole('link', { name: /^Meditación/ })).toBeVisible();
    for (const category of categories) {
      const link = filter(page).getByRole('link', {
        name: `${category.label}, ${category.count} ${category.count === 1 ? 'clase' : 'clases'}`,
      });
      await expect(link.locator('[aria-hidden="true"]')).toHaveText(
        `${category.label} (${category.count})`,
      );
    }
  });

  test('by keyboard: a category from page 2 goes back to its first page, without a reload', async ({
    page,
  }) => {
    await page.goto(`${PATH}?pagina=2`);
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    const yoga = filter(page).getByRole('link', { name: /^Yoga/ });
    // Tab from the «Todas» link to the category, as a keyboard user would.
    await filter(page)
      .getByRole('link', { name: /^Todas/ })
      .focus();
    const order = await filter(page).getByRole('link').allTextContents();
    const steps = order.findIndex((text) => text.startsWith('Yoga'));
    for (let step = 0; step < steps; step += 1) await page.keyboard.press('Tab');
    await expect(yoga).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${PATH}?categoria=yoga`);
    const expected = await catalogOrder(page, 'category=yoga');
    await expect(cardTitles(page)).toHaveText(expected.map((item) => item.title));
    await expect(summary(page)).toHaveText(`${expected.length} clases en vivo de Yoga.`);
    await expect(filter(page).locator('[aria-current="page"]')).toHaveText(/^Yoga/);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);

    // Then back to all classes and on to the next page, by keyboard still.
    await filter(page)
      .getByRole('link', { name: /^Todas/ })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(PATH);
    const next = page
      .getByRole('navigation', { name: 'Paginación' })
      .getByRole('link', { name: /siguiente/i })
      .filter({ visible: true });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${PATH}?pagina=2`);
    await expect(summary(page)).toHaveText(
      `${(await catalogOrder(page)).length} clases en vivo. Página 2 de 4.`,
    );
  });

  test('the classes of one person (home’s specialists lead here), and back to everyone’s', async ({
    page,
  }) => {
    const all = await catalogOrder(page);
    const mentor = all.find((item) => item.mentor)!.mentor!;
    const theirs = all.filter((item) => item.mentor?.slug === mentor.slug);
    await page.goto(`${PATH}?imparte=${mentor.slug}`);
    await expect(cardTitles(page)).toHaveText(theirs.slice(0, 12).map((item) => item.title));
    await expect(summary(page)).toContainText(`${theirs.length} clases en vivo`);
    const who = page.getByRole('navigation', { name: 'Imparte' });
    await expect(who.locator('[aria-current="page"]')).toHaveText(mentor.name);
    await who.getByRole('link', { name: 'Todas las personas' }).click();
    await expect(page).toHaveURL(PATH);
    await expect(summary(page)).toHaveText(`${all.length} clases en vivo. Página 1 de 4.`);
  });

  test('the menu names the area as the page does: «Clases en vivo»', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clases en vivo');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Menú principal' });
    await nav.getByRole('button', { name: 'Clases y recursos' }).click();
    // On its own page the item is the current one, not a link to itself (issue #25, item 2).
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Clases en vivo');
    await expect(nav.getByRole('link', { name: 'Clases en vivo', exact: true })).toHaveCount(0);
    await expect(page.getByText('Clases en línea')).toHaveCount(0);
  });

  test('a card leads to its class', async ({ page }) => {
    await page.goto(PATH);
    const first = cardTitles(page).first();
    const title = (await first.textContent()) ?? '';
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/clases-en-vivo\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('an empty category says so and leads back to every class', async ({ page }) => {
    const response = await page.goto(`${PATH}?categoria=danza-aerea`);
    expect(response?.status()).toBe(200);
    await expect(
      page.getByText('No hay clases en vivo de esta categoría por ahora.'),
    ).toBeVisible();
    await expect(summary(page)).toHaveText('0 clases en vivo.');
    await page.getByRole('link', { name: 'Ver todas las clases en vivo' }).click();
    await expect(page).toHaveURL(PATH);
    await expect(cardTitles(page)).toHaveCount(12);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter and the pages are links that work', async ({ page }) => {
    await page.goto(PATH);
    await filter(page)
      .getByRole('link', { name: /^Pilates/ })
      .click();
    await expect(page).toHaveURL(`${PATH}?categoria=pilates`);
    const expected = await catalogOrder(page, 'category=pilates');
    await expect(cardTitles(page)).toHaveText(expected.map((item) => item.title));
    await page.goto(PATH);
    await page
      .getByRole('navigation', { name: 'Paginación' })
      .getByRole('link', { name: '3' })
      .click();
    await expect(page).toHaveURL(`${PATH}?pagina=3`);
    const all = await catalogOrder(page);
    await expect(cardTitles(page)).toHaveText(all.slice(24, 36).map((item) => item.title));
  });
});

test.describe('hostile addresses get a Spanish explanation, never an error', () => {
  for (const [query, text] of [
    ['pagina=0', 'El número de página indicado en la dirección no es válido.'],
    ['pagina=abc', 'El número de página indicado en la dirección no es válido.'],
    ['pagina=-3', 'El número de página indicado en la dirección no es válido.'],
    ['pagina=999', 'Esa página no existe: la lista tiene 4 páginas. Te mostramos la primera.'],
    [
      'categoria=%3Cscript%3Ealert(1)%3C/script%3E',
      'La categoría indicada en la dirección no es válida.',
    ],
    ['categoria=yoga%27%20OR%201%3D1', 'La categoría indicada en la dirección no es válida.'],
    ['categoria=yoga&pagina=99', 'Esa página no existe: la lista tiene 1 página.'],
  ] as const) {
    test(`?${query}`, async ({ page }) => {
      const response = await page.goto(`${PATH}?${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(text)).toBeVisible();
      await expect(cardTitles(page).first()).toBeVisible();
      // Nothing typed in the address is written into what the page shows.
      expect(await page.evaluate(() => document.body.innerText)).not.toContain('alert(1)');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }
});

interface LiveClassDetail {
  slug: string;
  title: string;
  starts_at: string;
  ends_at: string;
  mentor: { slug: string; name: string; bio: string | null } | null;
}

/** The seeded classes, in order of start: the first one has passed, some are still to come. */
async function seededClasses(page: Page) {
  const answers = await Promise.all([1, 2, 3, 4].map((index) => service(page, `page=${index}`)));
  return answers.flatMap((answer) => answer.results);
}

async function liveClass(page: Page, slug: string): Promise<LiveClassDetail> {
  const response = await page.request.get(`${API}${slug}/`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as LiveClassDetail;
}

/** A class that has not started yet (the seed moves its schedule to the week it is seeded). */
async function upcomingClass(page: Page): Promise<LiveClassDetail> {
  for (const { slug } of await seededClasses(page)) {
    const detail = await liveClass(page, slug);
    if (new Date(detail.starts_at).getTime() > Date.now() + 60 * 60_000) return detail;
  }
  throw new Error(
    'No seeded live class is still to come: is apps/api/.data from an old seed? Delete it.',
  );
}

test.describe('a class', () => {
  test('to come: who teaches, its Lima schedule, no action that cannot work, an .ics with a reminder', async ({
    page,
  }) => {
    const upcoming = await upcomingClass(page);
    await page.goto(`${PATH}/${upcoming.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(upcoming.title);
    await expect(page).toHaveTitle(`${upcoming.title} | Clases en vivo | VivaSalud`);
    const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(breadcrumb.getByRole('link', { name: 'Clases en vivo' })).toBeVisible();
    if (upcoming.mentor) {
      await expect(
        page.getByRole('heading', { name: `Imparte: ${upcoming.mentor.name}` }),
      ).toBeVisible();
    }
    await expect(page.getByText(/Tu mentor/)).toHaveCount(0);
    const schedule = page.getByRole('complementary', { name: 'Horario' });
    await expect(schedule).toContainText('(hora de Lima)');
    // Reserving does not exist yet: no «Reservar mi lugar» leading back to this page.
    await expect(page.getByRole('link', { name: /Reservar mi lugar/ })).toHaveCount(0);
    await expect(page.locator(`a[href="${PATH}/${upcoming.slug}"]`)).toHaveCount(0);

    // Structured data: an online Event with the service's schedule.
    const events = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.flatMap((script) => [JSON.parse(script.textContent ?? 'null')].flat()),
      );
    const event = events.find((node: { '@type'?: string }) => node?.['@type'] === 'Event');
    expect(event).toMatchObject({
      name: upcoming.title,
      startDate: upcoming.starts_at,
      endDate: upcoming.ends_at,
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    });

    // The calendar file downloads and parses: the class in Lima time, a reminder 30 min before.
    const download = page.waitForEvent('download');
    await schedule.getByRole('link', { name: /Añadir a mi calendario/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`clase-${upcoming.slug}.ics`);
    const ics = await readFile((await file.path())!, 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const timezone = calendar.getFirstSubcomponent('vtimezone');
    if (timezone) ICAL.TimezoneService.register(timezone);
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    const parsed = new ICAL.Event(vevent);
    expect(parsed.startDate.toJSDate().getTime()).toBe(new Date(upcoming.starts_at).getTime());
    expect(parsed.endDate.toJSDate().getTime()).toBe(new Date(upcoming.ends_at).getTime());
    expect(parsed.startDate.zone?.tzid).toBe('America/Lima');
    const trigger = vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger') as
      ICAL.Duration | undefined;
    expect(trigger?.toSeconds()).toBe(-30 * 60);
  });

  test('that has passed says so and offers the recorded classes', async ({ page }) => {
    const [first] = await seededClasses(page);
    const passed = await liveClass(page, first!.slug);
    expect(new Date(passed.ends_at).getTime()).toBeLessThan(Date.now());
    await page.goto(`${PATH}/${passed.slug}`);
    await expect(page.getByText('Esta clase ya terminó.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Añadir a mi calendario/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Reservar mi lugar/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Ver clases grabadas' }).click();
    await expect(page).toHaveURL('/clases-grabadas');
  });

  for (const slug of ['no-existe', 'yoga%20suave', 'a'.repeat(101)]) {
    test(`/clases-en-vivo/${slug.slice(0, 20)} is the not-found screen (404)`, async ({ page }) => {
      const response = await page.goto(`${PATH}/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Esta página no existe!');
    });
  }
});

test.describe('accessibility (axe)', () => {
  // PATH and PATH/yoga-prenatal: layout.spec.ts scans them whole (not only main) at both widths.
  // Each page loaded once at a phone's width, then widened (support/axe.ts).
  for (const address of [
    `${PATH}?categoria=meditacion`,
    `${PATH}?categoria=danza-aerea`,
    `${PATH}/yoga-suave-para-la-espalda`,
  ]) {
    test(`no WCAG 2.1 AA violation at ${AXE_WIDTHS.join(' and ')} px: ${address}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: AXE_WIDTHS[0], height: 900 });
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolationsAtWidths(page, { include: 'main' });
    });
  }
});
