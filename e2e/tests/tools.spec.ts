import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expectNoAxeViolationsAtWidths } from '../support/axe';

/**
 * Issue #7: the tools page and the four calculators against the real portal and content service.
 * Each calculator is filled in by keyboard, its address reproduces the result with JavaScript
 * off, the fertile days download as an .ics file, and axe is clean with a result shown.
 */

const TOOLS = '/herramientas-para-tu-salud';
const IMC = `${TOOLS}/calculadora-IMC`;
const CALORIES = `${TOOLS}/calculadora-de-calorias`;
const HEIGHT = `${TOOLS}/calculadora-de-estatura`;
const FERTILE = `${TOOLS}/calculadora-de-dias-fertiles`;

// Spanish date fields (dd/mm/aaaa), as people in Peru see them.
test.use({ locale: 'es-PE', timezoneId: 'America/Lima' });

const result = (page: Page) => page.getByRole('region', { name: 'Tu resultado', exact: true });

/** The result as it is shown, without its announcement for screen readers (the status). */
const shownText = (region: Locator) =>
  region.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[role="status"]').forEach((status) => status.remove());
    return copy.textContent ?? '';
  });

/** Opens a page and waits until the calculator can react (hydrated). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('form[data-hydrated]')).toHaveCount(1);
}

/**
 * Types a date into a date field by keyboard, in the segment order the browser shows (dd/mm/aaaa
 * or mm/dd/yyyy: Chromium takes it from its own language, not the page's), found by a probe.
 */
async function typeDate(page: Page, label: string, iso: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.focus();
  await page.keyboard.type('02012000');
  const dayFirst = (await field.inputValue()) === '2000-01-02';
  await field.fill('');
  // Focus anew: the first segment (a focused field keeps the segment it was on).
  await field.blur();
  await field.focus();
  const [year, month, day] = iso.split('-');
  await page.keyboard.type(dayFirst ? `${day}${month}${year}` : `${month}${day}${year}`);
  await expect(field).toHaveValue(iso);
}

/** Moves focus to a control by Tab from the one before, then types: keyboard only. */
async function typeInto(page: Page, label: string | RegExp, text: string) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await field.focus();
  await page.keyboard.type(text);
}

test.describe('the tools page', () => {
  test('shows the header, the four tools and their calls to action from home/herramienta-salud', async ({
    page,
  }) => {
    await page.goto(TOOLS);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Herramientas para tu salud' }),
    ).toBeVisible();
    await expect(
      page.getByText(/Calculadoras sencillas para conocerte mejor y dar el primer paso/),
    ).toBeVisible();
    for (const [name, path] of [
      ['Usar la calculadora de IMC', IMC] as const,
      ['Usar la calculadora de calorías', CALORIES],
      ['Usar la calculadora de estatura', HEIGHT],
      ['Usar la calculadora de días fértiles', FERTILE],
    ]) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', path);
    }
    const next = page.getByRole('region', { name: 'Da el siguiente paso' });
    await expect(next.getByRole('heading', { level: 3 })).toHaveText([
      '¿Quieres mejorar tu alimentación?',
      'Pon en movimiento tus calorías',
      'Acompaña su crecimiento',
      '¿Planeas un embarazo o ya estás esperando?',
    ]);
  });

  test('the old top-level paths redirect to the calculators, with their query', async ({
    page,
  }) => {
    await page.goto('/calculadora-IMC?peso=70&talla=175&sexo=m&edad=30');
    await expect(page).toHaveURL(`${IMC}?peso=70&talla=175&sexo=m&edad=30`);
    await expect(result(page).getByText('22.9', { exact: true })).toBeVisible();
  });
});

test.describe('filled in by keyboard', () => {
  test('IMC: 70 kg, 175 cm, a man of 30 → 22.9 Normal; the address holds the inputs', async ({
    page,
  }) => {
    await open(page, IMC);
    await typeInto(page, 'Peso (kg)', '70');
    await page.keyboard.press('Tab');
    await page.keyboard.type('175');
    await page.keyboard.press('Tab');
    await page.keyboard.type('H'); // Hombre, in the native select
    await page.keyboard.press('Tab');
    await page.keyboard.type('30');
    await expect(result(page).getByText('22.9', { exact: true })).toBeVisible();
    await expect(result(page).getByText('Normal', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(`${IMC}?peso=70&talla=175&sexo=m&edad=30`);
    // Enter sends the form: the result stays, nothing reloads.
    await page.keyboard.press('Enter');
    await expect(result(page).getByText('22.9', { exact: true })).toBeVisible();
  });

  test('IMC: 68 kg, 160 cm at 65 → 26.6 Normal by MINSA’s table', async ({ page }) => {
    await open(page, IMC);
    await typeInto(page, 'Peso (kg)', '68');
    await typeInto(page, 'Talla (cm)', '160');
    await page.getByLabel('Sexo').focus();
    await page.keyboard.type('M');
    await typeInto(page, 'Edad (años cumplidos)', '65');
    await expect(result(page).getByText('26.6', { exact: true })).toBeVisible();
    await expect(result(page).getByText(/Ministerio de Salud \(MINSA\)/)).toBeVisible();
  });

  test('IMC for a child from the dates: girl of 60.32 months → z −0.58 (WHO 2007)', async ({
    page,
  }) => {
    await open(page, IMC);
    await typeInto(page, 'Peso (kg)', '18,7');
    await typeInto(page, 'Talla (cm)', '113,8');
    await page.getByLabel('Sexo').focus();
    await page.keyboard.type('M'); // Mujer
    // 1836 days apart.
    await typeDate(page, 'Fecha de nacimiento', '2021-01-01');
    await typeDate(page, 'Fecha de la medición', '2026-01-11');
    await expect(result(page).getByText('-0.58', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/nacimiento=2021-01-01&fecha=2026-01-11/);
  });

  test('calorías: a man of 30, 80 kg, 180 cm, moderate → 2,759 kcal', async ({ page }) => {
    await open(page, CALORIES);
    await page.getByLabel('Sexo').focus();
    await page.keyboard.type('H');
    await page.keyboard.press('Tab');
    await page.keyboard.type('30');
    await page.keyboard.press('Tab');
    await page.keyboard.type('80');
    await page.keyboard.press('Tab');
    await page.keyboard.type('180');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Moderada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Mantener');
    await expect(result(page).getByText('2,759', { exact: true })).toBeVisible();
    await expect(result(page)).toContainText(
      'En reposo usaría 1,780 kcal (metabolismo basal, fórmula de Mifflin–St Jeor)',
    );
    // The figure is said once (issue #25: it was «2,759 kcal al día» three times).
    const shown = await shownText(result(page));
    expect(shown.split('2,759').length - 1).toBe(1);
    expect(shown.split('kcal al día').length - 1).toBe(1);
  });

  test('calorías: a sedentary woman losing weight is never told less than 1,200 kcal', async ({
    page,
  }) => {
    await page.goto(
      `${CALORIES}?sexo=f&edad=30&peso=60&talla=165&actividad=sedentaria&objetivo=bajar`,
    );
    await expect(result(page).getByText('1,200', { exact: true })).toBeVisible();
    await expect(result(page)).toContainText('No recomendamos comer menos de esa cifra');
    const shown = await shownText(result(page));
    expect(shown.split('1,200').length - 1).toBe(1);
  });

  test('estatura: parents 170 / 158 cm, a boy → 170.5 cm (162.0–179.0)', async ({ page }) => {
    await open(page, HEIGHT);
    await page.getByLabel('Tu hija o hijo es').focus();
    await page.keyboard.press('ArrowDown'); // Niña
    await page.keyboard.press('ArrowDown'); // Niño
    await page.keyboard.press('Tab');
    await page.keyboard.type('170');
    await page.keyboard.press('Tab');
    await page.keyboard.type('158');
    await expect(result(page).getByText('170.5', { exact: true })).toBeVisible();
    await expect(result(page)).toContainText('entre 162.0 y 179.0 cm');
  });

  test('días fértiles: 2026-01-01, 28 days → ovulation 15 January, window 10–16, next period 29', async ({
    page,
  }) => {
    await open(page, FERTILE);
    await typeDate(page, 'Primer día de tu última menstruación', '2026-01-01');
    await typeInto(page, 'Duración de tu ciclo (días)', '28');
    const first = result(page).getByRole('listitem').filter({ hasText: 'Ciclo 1' });
    await expect(first).toHaveText(
      'Ciclo 1: Días fértiles del sábado 10 de enero de 2026 al viernes 16 de enero de 2026. Ovulación estimada: jueves 15 de enero de 2026. Próxima menstruación: jueves 29 de enero de 2026.',
    );
    await expect(result(page).getByRole('table')).toHaveCount(3);
    await expect(page).toHaveURL(`${FERTILE}?ultima_regla=2026-01-01&ciclo=28`);
    // A day's mark is read out («15, ovulación estimada») but only its number is seen.
    const ovulation = result(page)
      .getByRole('cell', { name: /^15\s*, ovulación estimada$/ })
      .first();
    await expect(ovulation).toBeVisible();
    const label = await ovulation.getByText(', ovulación estimada').boundingBox();
    expect(label?.width).toBeLessThanOrEqual(1);
  });

  test('the explanation says what the tool computes: to the day after ovulation (10–16 for the 15th)', async ({
    page,
  }) => {
    await open(page, FERTILE);
    await expect(page.getByRole('main')).toContainText(
      'los cinco días previos a la ovulación, el día de la ovulación y el día siguiente',
    );
  });

  test('the IMC explanation writes its numbers as the result does (es-PE: 25.0, not 25,0)', async ({
    page,
  }) => {
    await page.goto(`${IMC}?peso=68&talla=165&sexo=m&edad=30`);
    await expect(result(page).getByText('25.0', { exact: true })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('tiene un IMC de 25.0.');
    await expect(main).not.toContainText(/\d,\d/);
  });

  test('a mistake is said in Spanish next to its field and what was typed stays', async ({
    page,
  }) => {
    await open(page, CALORIES);
    await typeInto(page, 'Edad (años cumplidos)', '16');
    await page.keyboard.press('Tab');
    await expect(
      page.getByText(/Esta calculadora es para personas de 18 años o más/),
    ).toBeVisible();
    await expect(page.getByLabel('Edad (años cumplidos)')).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Calcular' }).press('Enter');
    await expect(page.getByLabel('Edad (años cumplidos)')).toHaveValue('16');
    await expect(page.getByText('Ingresa el peso en kilogramos.')).toBeVisible();
  });
});

test.describe('results appear without moving the page', () => {
  test('no layout shift that the person did not cause, and none on a shared link', async ({
    page,
  }) => {
    // Every layout shift, with whether an input came within 500 ms before it (CLS leaves those out).
    await page.addInitScript(() => {
      const shifts: { value: number; hadRecentInput: boolean }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[]) {
          shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const unexpected = () =>
      page.evaluate(() =>
        (window as unknown as { shifts: { value: number; hadRecentInput: boolean }[] }).shifts
          .filter((shift) => !shift.hadRecentInput)
          .reduce((sum, shift) => sum + shift.value, 0),
      );

    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, IMC);
    await typeInto(page, 'Peso (kg)', '18,7');
    await typeInto(page, 'Talla (cm)', '113,8');
    await page.getByLabel('Sexo').selectOption('f');
    await typeInto(page, 'Edad (años cumplidos)', '7'); // a child: the WHO tables load first
    await expect(result(page).getByText(/Puntaje z/)).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(await unexpected()).toBe(0);

    await page.goto(`${FERTILE}?ultima_regla=2026-01-01&ciclo=28`);
    await expect(result(page).getByRole('table')).toHaveCount(3);
    await page.waitForTimeout(1_000);
    expect(await unexpected()).toBe(0);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const [name, address, expected] of [
    ['IMC', `${IMC}?peso=70&talla=175&sexo=m&edad=30`, '22.9'],
    [
      'calorías',
      `${CALORIES}?sexo=m&edad=30&peso=80&talla=180&actividad=moderada&objetivo=mantener`,
      '2,759',
    ],
    ['estatura', `${HEIGHT}?sexo=m&talla_padre=170&talla_madre=158`, '170.5'],
    ['días fértiles', `${FERTILE}?ultima_regla=2026-01-01&ciclo=28`, 'jueves 15 de enero de 2026'],
  ] as const) {
    test(`the shared address of ${name} shows the same result`, async ({ page }) => {
      await page.goto(address);
      await expect(result(page)).toContainText(expected);
    });
  }

  test('the form is sent to the server, which computes the result or says what is wrong', async ({
    page,
  }) => {
    await page.goto(IMC);
    await page.getByLabel('Peso (kg)').fill('70');
    await page.getByLabel('Talla (cm)').fill('1.75');
    await page.getByLabel('Sexo').selectOption('m');
    await page.getByLabel('Edad (años cumplidos)').fill('30');
    await page.getByRole('button', { name: 'Calcular' }).click();
    await expect(page).toHaveURL(/\?peso=70&talla=1\.75&sexo=m&edad=30/);
    const summary = page.getByRole('group', { name: 'Revisa estos datos' });
    await expect(
      summary.getByRole('link', { name: 'La talla debe estar entre 45 y 250 cm.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Talla (cm)')).toHaveValue('1.75');
    await expect(page.getByLabel('Peso (kg)')).toHaveValue('70');

    await page.getByLabel('Talla (cm)').fill('175');
    await page.getByRole('button', { name: 'Calcular' }).click();
    await expect(result(page).getByText('22.9', { exact: true })).toBeVisible();
  });
});

test.describe('días fértiles: privacy and calendar file', () => {
  test('the .ics file downloads and parses: three all-day windows with a neutral title', async ({
    page,
  }) => {
    await page.goto(`${FERTILE}?ultima_regla=2026-01-01&ciclo=28`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      result(page)
        .getByRole('link', { name: /Descargar/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('recordatorio.ics');
    const text = await readFile((await download.path())!, 'utf8');
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((event) => new ICAL.Event(event));
    expect(
      events.map((event) => [event.summary, event.startDate.toString(), event.endDate.toString()]),
    ).toEqual([
      ['Recordatorio personal', '2026-01-10', '2026-01-17'],
      ['Recordatorio personal', '2026-02-07', '2026-02-14'],
      ['Recordatorio personal', '2026-03-07', '2026-03-14'],
    ]);
  });

  test('the dates go nowhere: not while typing, nor in the next page’s requests (no Referer)', async ({
    page,
  }) => {
    await open(page, FERTILE);
    const sent: string[] = [];
    // `headers()` is read at once: awaiting `allHeaders()` here could outlive the test.
    page.on('request', (request) => {
      sent.push(
        `${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`,
      );
    });
    await typeDate(page, 'Primer día de tu última menstruación', '2026-01-01');
    await typeInto(page, 'Duración de tu ciclo (días)', '28');
    await expect(result(page).getByRole('table')).toHaveCount(3);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    // On to another page by its link (a client navigation, with its own requests).
    await page
      .getByRole('navigation', { name: 'Ruta de navegación' })
      .getByRole('link', { name: 'Herramientas para tu salud' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Herramientas para tu salud' }),
    ).toBeVisible();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((line) => /2026-01-01|ultima_regla|ciclo=/.test(line))).toEqual([]);
  });

  test('with the cookies accepted, no analytics tag starts on a calculator', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'));
    const outside: string[] = [];
    await context.route('https://**/*', (route) => {
      outside.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await open(page, `${FERTILE}?ultima_regla=2026-01-01&ciclo=28`);
    await page.waitForTimeout(3_000); // past the A/B script's tolerance after load
    expect(outside).toEqual([]);
    expect(
      await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []),
    ).not.toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
  });
});

test.describe('accessibility with a result shown (axe)', () => {
  for (const address of [
    `${IMC}?peso=18.7&talla=113.8&sexo=f&nacimiento=2021-01-01&fecha=2026-01-11`,
    `${CALORIES}?sexo=f&edad=30&peso=60&talla=165&actividad=sedentaria&objetivo=bajar`,
    `${HEIGHT}?sexo=f&talla_padre=160&talla_madre=150&talla=118&nacimiento=2016-01-01&fecha=2026-01-01`,
    `${FERTILE}?ultima_regla=2026-01-01&ciclo_min=26&ciclo_max=32`,
    `${IMC}?peso=abc&talla=175`,
  ]) {
    test(`no WCAG 2.1 AA violation at 375 and 1280 px: ${address}`, async ({ page }) => {
      // Loaded once at 375 px, widened to 1280 px: the result stays shown.
      await page.setViewportSize({ width: 375, height: 900 });
      await page.goto(address);
      await expectNoAxeViolationsAtWidths(page, { include: 'main' });
    });
  }
});
