import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expectNoAxeViolations, expectNoAxeViolationsAtWidths } from '../support/axe';

/**
 * Issue #29: /sesiones-con-expertos against the real portal and content service: a specialty
 * and its sessions through the address (with and without JavaScript), a session's detail with
 * the expert's registration and the calendar file, unknown addresses, the same-site routes, and
 * axe at 375 and 1280 px. Few page loads, no sign-in.
 */

const PATH = '/sesiones-con-expertos';
const API = 'http://localhost:4000/content/backoffice/session-experts';
const PORTAL = 'http://localhost:3000';

test.use({ locale: 'es-PE', timezoneId: 'America/Lima' });

interface Session {
  slug: string;
  title: string;
  starts_at: string;
  duration_minutes: number;
  price?: number | null;
  expert: { name: string; registration?: { body: string; number: string } | null };
}

/** The service's sessions of a specialty, in the catalog's order: coming first, then passed. */
async function sessionsOf(
  page: Page,
  specialty: number,
): Promise<(Session & { passed: boolean })[]> {
  const response = await page.request.get(`${API}/sessions/?specialty=${specialty}`);
  expect(response.ok()).toBe(true);
  const all = (await response.json()) as Session[];
  const now = Date.now();
  const start = (item: Session) => Date.parse(item.starts_at);
  const passed = (item: Session) => start(item) + item.duration_minutes * 60_000 <= now;
  return [
    ...all.filter((item) => !passed(item)).sort((a, b) => start(a) - start(b)),
    ...all.filter(passed).sort((a, b) => start(b) - start(a)),
  ].map((item) => ({ ...item, passed: passed(item) }));
}

const filter = (page: Page) => page.getByRole('navigation', { name: 'Especialidad' });
const cardTitles = (page: Page) =>
  page.getByRole('region', { name: /^(Sesiones de|Próximas sesiones)/ }).getByRole('heading', {
    level: 3,
  });

/** The first nutrition session to come whose expert has a registration (the seed has one). */
async function upcomingWithRegistration(page: Page) {
  const upcoming = (await sessionsOf(page, 1)).find(
    (item) => !item.passed && item.expert.registration,
  );
  expect(upcoming, 'the seed has a nutrition session to come with a registration').toBeTruthy();
  return upcoming!;
}

// Three tests, not one: a page load and axe at two widths each fit the test timeout on a busy
// 2-core CI runner (the one test of all three timed out there in its fourth axe pass).
test('a specialty is chosen through the address; axe on the catalog at 375 and 1280 px', async ({
  page,
}) => {
  const nutrition = await sessionsOf(page, 1);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PATH);
  await expectNoAxeViolations(page);
  await filter(page).getByRole('link', { name: 'Nutrición' }).click();
  await expect(page).toHaveURL(`${PATH}?especialidad=nutricion`);
  await expect(page.getByRole('heading', { name: 'Sesiones de Nutrición' })).toBeVisible();
  await expect(page).toHaveTitle('Sesiones con expertos: Nutrición | VivaSalud');
  await expect(cardTitles(page)).toHaveText(nutrition.map((item) => item.title));
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
});

test('a session with its expert’s registration, Lima time and price; axe at 375 and 1280 px', async ({
  page,
}) => {
  const upcoming = await upcomingWithRegistration(page);
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(`${PATH}?especialidad=nutricion`);
  await page.getByRole('link', { name: upcoming.title, exact: true }).click();
  await expect(page).toHaveURL(`${PATH}/${upcoming.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(upcoming.title);
  const registration = upcoming.expert.registration!;
  const expert = page.getByRole('region', { name: `Con ${upcoming.expert.name}` });
  await expect(expert).toContainText(`${registration.body} N.º ${registration.number}`);
  const facts = page.getByRole('complementary', { name: 'Fecha y detalles' });
  await expect(facts).toContainText('(hora de Lima)');
  await expect(facts).toContainText(upcoming.price ? `S/ ${upcoming.price.toFixed(2)}` : 'Gratis');
  // Reserving is a button of the page itself (reservations.spec.ts), never a link back to it.
  await expect(page.locator(`a[href="${PATH}/${upcoming.slug}"]`)).toHaveCount(0);
  await expectNoAxeViolationsAtWidths(page);
});

test('«Añadir a mi calendario» downloads the session in Lima time', async ({ page }) => {
  const upcoming = await upcomingWithRegistration(page);
  await page.goto(`${PATH}/${upcoming.slug}`);
  const facts = page.getByRole('complementary', { name: 'Fecha y detalles' });
  const download = page.waitForEvent('download');
  await facts.getByRole('link', { name: /Añadir a mi calendario/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`sesion-${upcoming.slug}.ics`);
  const calendar = new ICAL.Component(ICAL.parse(await readFile((await file.path())!, 'utf8')));
  const timezone = calendar.getFirstSubcomponent('vtimezone');
  if (timezone) ICAL.TimezoneService.register(timezone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(upcoming.starts_at));
  expect(event.endDate.toJSDate().getTime()).toBe(
    Date.parse(upcoming.starts_at) + upcoming.duration_minutes * 60_000,
  );
  expect(event.startDate.zone?.tzid).toBe('America/Lima');
  expect(event.summary).toContain(upcoming.title);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a specialty is a link: its sessions come from the server', async ({ page }) => {
    const psychology = await sessionsOf(page, 2);
    await page.goto(PATH);
    await filter(page).getByRole('link', { name: 'Psicología' }).click();
    await expect(page).toHaveURL(`${PATH}?especialidad=psicologia`);
    await expect(cardTitles(page)).toHaveText(psychology.map((item) => item.title));
  });
});

test.describe('unknown addresses are the not-found screen (404)', () => {
  for (const address of [`${PATH}/no-existe-esta-sesion`, `${PATH}?especialidad=astrologia`]) {
    test(address, async ({ page }) => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Esta página no existe!');
    });
  }
});

test('the same-site routes read the service without a session; bad input is 400', async ({
  request,
}) => {
  const headers = { origin: PORTAL };
  const list = await request.post(`${PORTAL}/api/sessions-with-experts/catalog-class`, {
    headers,
    data: { id: 1 },
  });
  expect(list.status()).toBe(200);
  const sessions = (await list.json()) as Session[];
  expect(sessions.length).toBeGreaterThan(0);
  const one = await request.post(`${PORTAL}/api/sessions-with-experts/get-a-session`, {
    headers,
    data: { slug: sessions[0]!.slug },
  });
  expect(one.status()).toBe(200);
  expect(((await one.json()) as Session).title).toBe(sessions[0]!.title);
  const unknown = await request.post(`${PORTAL}/api/sessions-with-experts/get-a-session`, {
    headers,
    data: { slug: 'no-existe-esta-sesion' },
  });
  expect(unknown.status()).toBe(404);
  const malformed = await request.post(`${PORTAL}/api/sessions-with-experts/get-a-session`, {
    headers,
    data: { slug: 'hola mundo' },
  });
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toMatchObject({ message: 'Invalid slug format' });
});
