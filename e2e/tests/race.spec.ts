import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatLimaDate, formatLimaDateTime, limaDay } from '@vivasalud/config/lima';
import ICAL from 'ical.js';
import { expectNoAxeViolationsAtWidths } from '../support/axe';

/**
 * The race's information page (issue #25, item 12), real stack: it says what the campaign page
 * does not (when and where, when registration opens), its dates come from one place (the seeded
 * campaign's `event`, moved with the seed: read here, never written), the two pages do not link
 * to each other in a loop, and the registration opening can be added to a calendar.
 */
const CAMPAIGNS = 'http://localhost:3001';
const API_URL = 'http://localhost:4000';
const LANDING = '/campaign/corre-por-la-p/';
const INFO = '/campaign/corre-por-la-p/informacion';

interface Race {
  title: string;
  summary: string;
  body: string[];
  available_until: string;
  event: {
    starts_at: string;
    place: string;
    registration_opens_at: string;
    registration_closes_at: string;
  };
}

async function race(request: APIRequestContext): Promise<Race> {
  const response = await request.get(`${API_URL}/content/campaigns/corre-por-la-p/`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Race;
}

test.describe('the race’s information page (issue #25)', () => {
  test('says when, where and when registration opens, from the campaign’s one set of dates', async ({
    page,
    request,
  }) => {
    const { title, summary, body, event } = await race(request);
    const response = await page.goto(`${CAMPAIGNS}${INFO}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const when = page.getByRole('region', { name: 'La carrera' });
    await expect(when.getByText(formatLimaDate(event.starts_at))).toBeVisible();
    await expect(when.locator('time')).toHaveAttribute('datetime', event.starts_at);
    await expect(when.getByText(event.place)).toBeVisible();
    const registration = page.getByRole('region', { name: 'Inscripción' });
    await expect(registration).toContainText(
      `Se abre el ${formatLimaDate(event.registration_opens_at)} y cierra el ${formatLimaDateTime(event.registration_closes_at)}`,
    );
    // Not the campaign page word for word.
    await expect(page.getByText(summary)).toHaveCount(0);
    for (const paragraph of body) await expect(page.getByText(paragraph)).toHaveCount(0);
  });

  test('the landing leads to it, and it does not lead back: no loop, no link to itself', async ({
    page,
  }) => {
    await page.goto(`${CAMPAIGNS}${LANDING}`);
    await page.getByRole('link', { name: 'Ver la información de la carrera' }).click();
    await expect(page).toHaveURL(`${CAMPAIGNS}${INFO}`);
    const hrefs = await page.getByRole('link').evaluateAll((links) =>
      links
        // The skip link («Saltar al contenido», `#contenido`) moves within the page.
        .filter((link) => !(link.getAttribute('href') ?? '').startsWith('#'))
        .map((link) => (link as HTMLAnchorElement).href),
    );
    expect(hrefs.filter((href) => href.startsWith(`${CAMPAIGNS}/campaign/`))).toEqual([]);
    expect(hrefs.filter((href) => href.includes('/informacion'))).toEqual([]);
  });

  test('adds the registration opening to a calendar (.ics)', async ({ page, request }) => {
    const { title, event } = await race(request);
    await page.goto(`${CAMPAIGNS}${INFO}`);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Añadir recordatorio a mi calendario' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('corre-por-la-p-inscripcion.ics');
    const ics = await readFile((await file.path())!, 'utf8');
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    const parsed = new ICAL.Event(vevent);
    expect(parsed.summary).toBe(`Se abre la inscripción de ${title}`);
    expect(parsed.startDate.isDate).toBe(true);
    expect(parsed.startDate.toString()).toBe(limaDay(event.registration_opens_at));
    expect(parsed.location).toBe(event.place);
    const trigger = vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger') as
      ICAL.Duration | undefined;
    expect(trigger?.toSeconds()).toBe(9 * 60 * 60);
  });

  test('is accessible at 375 and 1280 px (axe)', async ({ page }) => {
    // One load at 375 px, widened to 1280 px (support/axe.ts).
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(`${CAMPAIGNS}${INFO}`);
    await expectNoAxeViolationsAtWidths(page, {
      atWidth: () =>
        expect(
          page.getByRole('link', { name: 'Añadir recordatorio a mi calendario' }),
        ).toBeVisible(),
    });
  });
});
