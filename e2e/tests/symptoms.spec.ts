import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AXE_WIDTHS, expectNoAxeViolationsAtWidths } from '../support/axe';
import { hydrated, openWithoutScripts } from '../support/hydration';

/**
 * Issue #31: the symptoms and diseases directory against the real portal and content service —
 * the search in a person's own words (typos, no accents, lay terms), «¿Quisiste decir…?», the
 * empty state with where to get help, the A–Z by keyboard, a condition's page, and «Lo más
 * buscado» counting a search-then-open once (not on reload).
 */

const PATH = '/sintomas-y-enfermedades';
const API = 'http://localhost:4000/content/home/sintomas-enfermedades';
const SEARCH_LABEL = 'Busca un síntoma o una enfermedad';

test.use({ locale: 'es-PE', timezoneId: 'America/Lima' });

interface Entry {
  id: number;
  slug: string;
  nombre: string;
  masBuscado: number;
  estado: string;
}

/**
 * Asked with credentials, the service answers from its database, not from its 10-second answer
 * cache (apps/api `content/cache.ts`): a counter as it is now.
 */
const FRESH = { headers: { authorization: 'Bearer e2e-fresh-read' } };

async function entries(request: APIRequestContext): Promise<Entry[]> {
  const response = await request.get(`${API}/listSintomasEnfermedades`, FRESH);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Entry[];
}

const searchForm = (page: Page) =>
  page.getByRole('search', { name: 'Buscar síntomas y enfermedades' });
const results = (page: Page) => page.locator('section[aria-labelledby="resultados"]');
const resultTitles = (page: Page) => results(page).getByRole('heading', { level: 3 });

async function search(page: Page, text: string) {
  const form = searchForm(page);
  await form.getByRole('searchbox', { name: SEARCH_LABEL }).fill(text);
  await form.getByRole('searchbox', { name: SEARCH_LABEL }).press('Enter');
}

test.describe('searching as people write', () => {
  for (const [typed, found, matched] of [
    ['presion alta', 'Hipertensión arterial', 'Lo encontramos por «presión alta»'],
    ['AZUCAR EN LA SANGRE', 'Diabetes tipo 2', 'Lo encontramos por «azúcar en la sangre»'],
    ['nuemonia', 'Neumonía', null],
    ['zancudo', 'Dengue', 'Lo encontramos por «picadura de zancudo»'],
  ] as const) {
    test(`«${typed}» finds ${found} first`, async ({ page }) => {
      await page.goto(PATH);
      await hydrated(searchForm(page));
      await search(page, typed);
      await expect(page).toHaveURL(
        `${PATH}?q=${new URLSearchParams({ q: typed }).get('q')!.replace(/ /g, '+')}`,
      );
      await expect(resultTitles(page).first()).toHaveText(found);
      await expect(results(page).getByRole('status')).toHaveText(/^\d+ resultados? para «/);
      if (matched) await expect(results(page).getByText(matched).first()).toBeVisible();
      // What was typed stays in the box.
      await expect(searchForm(page).getByRole('searchbox', { name: SEARCH_LABEL })).toHaveValue(
        typed,
      );
    });
  }

  test('a result opens the condition’s page: where to get help first, then its description', async ({
    page,
  }) => {
    await page.goto(`${PATH}?q=presion+alta`);
    await results(page).getByRole('link', { name: 'Hipertensión arterial' }).click();
    await expect(page).toHaveURL(`${PATH}/hipertension-arterial`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hipertensión arterial');
    const detail = (await (
      await page.request.get(
        `${API}/listarSintomasEnfermedadesDetail/${(await entries(page.request)).find((e) => e.slug === 'hipertension-arterial')!.id}/`,
      )
    ).json()) as {
      cuandoBuscarAyuda: { urgente: string[]; emergencia: string[] };
      revision: { revisadoPor: { nombre: string } };
    };
    // Where to get help comes first, NHS-style: soon, and now (SAMU 106).
    const help = page.getByRole('region', { name: 'Cuándo buscar ayuda' });
    await expect(
      help
        .getByRole('note', { name: /Llama al 106 \(SAMU\) o ve a emergencia/ })
        .getByRole('listitem'),
    ).toHaveText(detail.cuandoBuscarAyuda.emergencia);
    await expect(help.getByRole('link', { name: '106 (SAMU)' })).toHaveAttribute('href', 'tel:106');
    await expect(help.getByRole('link', { name: 'Línea 113 de salud' })).toHaveAttribute(
      'href',
      'tel:113',
    );
    await expect(
      page.getByText(`Revisado por ${detail.revision.revisadoPor.nombre}`),
    ).toBeVisible();
    // What the library has on it (by its tags), to read, watch or listen to.
    await expect(
      page
        .getByRole('region', { name: 'Para leer, ver y escuchar' })
        .getByRole('link', { name: 'Hipertensión: lo que debes saber' }),
    ).toHaveAttribute('href', /^\/vive-sanamente\/lecturas\//);
    await expect(
      page.getByRole('navigation', { name: /ruta de navegación/i }).getByRole('link', {
        name: 'Síntomas y enfermedades',
      }),
    ).toBeVisible();
    const data = await page
      .locator('script[type="application/ld+json"]')
      .allTextContents()
      .then((texts) => texts.join(''));
    expect(data).toContain('"@type":"MedicalCondition"');
  });

  test('a close miss offers «¿Quisiste decir …?», which searches the right word', async ({
    page,
  }) => {
    await page.goto(`${PATH}?q=sarampeon`);
    await expect(results(page).getByText('¿Quisiste decir')).toContainText(
      '¿Quisiste decir Sarampión?',
    );
    await results(page).getByText('¿Quisiste decir').getByRole('link').click();
    await expect(page).toHaveURL(`${PATH}?q=Sarampi%C3%B3n`);
    await expect(resultTitles(page).first()).toHaveText('Sarampión');
    await expect(results(page).getByText('¿Quisiste decir')).toHaveCount(0);
  });

  test('nothing found: says so, how to search otherwise, and where to get help', async ({
    page,
  }) => {
    await page.goto(`${PATH}?q=${encodeURIComponent('qwxzv')}`);
    await expect(results(page).getByRole('status')).toHaveText('0 resultados para «qwxzv».');
    await expect(results(page).getByText(/No encontramos síntomas ni enfermedades/)).toBeVisible();
    await expect(results(page).getByRole('link', { name: '106 (SAMU)' })).toBeVisible();
    // The A–Z stays there to browse.
    await expect(
      page.getByRole('navigation', { name: 'Síntomas y enfermedades de la A a la Z' }),
    ).toBeVisible();
  });

  test('HTML and SQL in the query are only text; a query of 500 characters is cut with a notice', async ({
    page,
  }) => {
    await page.goto(`${PATH}?q=${encodeURIComponent("<b>tos</b> ' OR 1=1 --")}`);
    await expect(results(page).getByRole('status')).toHaveText(/para «<b>tos<\/b> ' OR 1=1 --»\.$/);
    await expect(results(page).locator('b')).toHaveCount(0);
    await page.goto(`${PATH}?q=${'a'.repeat(500)}`);
    await expect(
      page.getByText('Tu búsqueda era muy larga: buscamos sus primeros 100 caracteres.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('without JavaScript the search is a plain form; typed before hydration, it survives', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-PE' });
    const page = await context.newPage();
    await page.goto(PATH);
    await search(page, 'pulmonia');
    await expect(resultTitles(page).first()).toHaveText('Neumonía');
    await context.close();

    const scripted = await browser.newPage({ locale: 'es-PE' });
    const release = await openWithoutScripts(scripted, PATH);
    const box = searchForm(scripted).getByRole('searchbox', { name: SEARCH_LABEL });
    await box.fill('dolor de cabeza');
    await release();
    await hydrated(searchForm(scripted));
    await expect(box).toHaveValue('dolor de cabeza');
    await scripted.close();
  });
});

test.describe('the A–Z', () => {
  test('by keyboard: a letter lists its conditions; letters without any are shown, not linked', async ({
    page,
  }) => {
    const all = (await entries(page.request)).filter((entry) => entry.estado === 'ACT');
    const underD = all
      .filter((entry) => entry.nombre.startsWith('D'))
      .map((entry) => entry.nombre)
      .sort((a, b) => a.localeCompare(b, 'es'));
    await page.goto(PATH);
    const nav = page.getByRole('navigation', { name: 'Síntomas y enfermedades de la A a la Z' });
    const items = nav.getByRole('listitem');
    await expect(items).toHaveCount(27);
    await expect(items.nth(14)).toHaveText(/^Ñ/);
    // K has no condition: shown, not a link, and said so.
    await expect(nav.getByRole('link', { name: 'K', exact: true })).toHaveCount(0);
    await expect(nav.getByText('K (sin resultados)')).toBeVisible();

    await nav.getByRole('link', { name: 'D', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${PATH}?letra=D`);
    await expect(nav.getByRole('link', { name: 'D', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const group = page.getByRole('region', { name: 'Síntomas y enfermedades con D' });
    await expect(group.getByRole('listitem')).toHaveText(underD);
    await expect(page.getByRole('link', { name: 'Ver todos de la A a la Z' })).toBeVisible();
  });

  test('a letter outside the alphabet is dropped with a notice; the index shows', async ({
    page,
  }) => {
    await page.goto(`${PATH}?letra=${encodeURIComponent('<script>')}`);
    await expect(
      page.getByText('La letra de la dirección no es una letra del abecedario'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lo más buscado' })).toBeVisible();
  });

  test('«Lo más buscado» lists the most searched conditions, most first', async ({ page }) => {
    const top = (await entries(page.request))
      .filter((entry) => entry.estado === 'ACT' && entry.masBuscado >= 50)
      .sort((a, b) => b.masBuscado - a.masBuscado || a.nombre.localeCompare(b.nombre, 'es'))
      .slice(0, 6)
      .map((entry) => entry.nombre);
    await page.goto(PATH);
    await expect(
      page.getByRole('region', { name: 'Lo más buscado' }).getByRole('listitem'),
    ).toHaveText(top);
  });

  test('an unknown condition is the not-found page', async ({ page }) => {
    const response = await page.goto(`${PATH}/no-existe-esta-condicion`);
    expect(response?.status()).toBe(404);
  });
});

test('opened from a search, a condition counts once for «Lo más buscado»: not again on reload or later that day', async ({
  page,
}) => {
  const before = (await entries(page.request)).find((entry) => entry.slug === 'varicela')!;
  const counted = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/sintomas/mas-buscado') &&
      response.request().method() === 'POST',
  );
  await page.goto(`${PATH}?q=varicela`);
  await hydrated(searchForm(page));
  await results(page).getByRole('link', { name: 'Varicela' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Varicela');
  expect((await counted).status()).toBe(204);
  await expect
    .poll(async () => (await entries(page.request)).find((e) => e.slug === 'varicela')!.masBuscado)
    .toBe(before.masBuscado + 1);

  // A reload reports nothing; opened from a search again today, it is not counted again.
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/sintomas/mas-buscado')) reports.push(request.method());
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Varicela');
  await page.goto(`${PATH}?q=varicela`);
  await hydrated(searchForm(page));
  const again = page.waitForResponse((response) =>
    response.url().endsWith('/api/sintomas/mas-buscado'),
  );
  await results(page).getByRole('link', { name: 'Varicela' }).click();
  expect((await again).status()).toBe(204);
  expect(reports).toEqual(['POST']);
  expect((await entries(page.request)).find((e) => e.slug === 'varicela')!.masBuscado).toBe(
    before.masBuscado + 1,
  );
});

test.describe('the mini-manuals', () => {
  test('a condition links its mini-manual: contents, sections, printable', async ({ page }) => {
    await page.goto(`${PATH}/hipertension-arterial`);
    await page
      .getByRole('region', { name: 'Mini-manuales' })
      .getByRole('link', { name: 'Cómo tomar tu presión arterial en casa' })
      .click();
    await expect(page).toHaveURL('/mini-manuales/como-tomar-tu-presion-arterial-en-casa');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Cómo tomar tu presión arterial en casa',
    );
    const contents = page.getByRole('navigation', { name: 'Contenido' });
    const first = contents.getByRole('link').first();
    const title = await first.textContent();
    await first.click();
    await expect(page.getByRole('heading', { level: 2, name: title! })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Imprimir este mini-manual' })).toBeVisible();
    // Printed, it is its content only.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir este mini-manual' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toBeHidden();
  });

  test('the list shows the active ones; an annulled or unknown one is not found', async ({
    page,
  }) => {
    const listed = (await (
      await page.request.get('http://localhost:4000/content/mini-manual/listMiniManuales/')
    ).json()) as { titulo: string }[];
    await page.goto('/mini-manuales');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mini-manuales');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      listed.map((manual) => manual.titulo),
    );
    for (const slug of ['suero-casero-para-la-diarrea', 'no-existe']) {
      expect((await page.goto(`/mini-manuales/${slug}`))?.status()).toBe(404);
    }
  });
});

test('a frequent topic lists what carries it, and counts once for the day', async ({ page }) => {
  const TAGS = 'http://localhost:4000/content/Busqueda';
  const total = async () =>
    (
      (await (await page.request.get(`${TAGS}/etiquetaDataBusquedaListar`, FRESH)).json()) as {
        etiqueta: string;
        totalMasBuscado: number;
      }[]
    ).find((tag) => tag.etiqueta === 'gastritis')!.totalMasBuscado;
  const carried = (await (
    await page.request.get(`${TAGS}/etiquetaDataResultado/gastritis/`)
  ).json()) as {
    resultados: { titulo: string }[];
  };
  const before = await total();
  await page.goto(PATH);
  const counted = page.waitForResponse((response) =>
    response.url().endsWith('/api/sintomas/mas-buscado'),
  );
  await page
    .getByRole('navigation', { name: 'Temas frecuentes' })
    .getByRole('link', { name: 'Gastritis', exact: true })
    .click();
  await expect(page).toHaveURL(`${PATH}?tema=gastritis`);
  await expect(results(page).getByRole('heading', { level: 2 })).toHaveText('Sobre Gastritis');
  await expect(resultTitles(page)).toHaveText(carried.resultados.map((item) => item.titulo));
  expect((await counted).status()).toBe(204);
  await expect.poll(total).toBe(before + 1);
  // Counted already today: the reload's report changes nothing.
  const again = page.waitForResponse((response) =>
    response.url().endsWith('/api/sintomas/mas-buscado'),
  );
  await page.reload();
  await expect(results(page).getByRole('heading', { level: 2 })).toHaveText('Sobre Gastritis');
  expect((await again).status()).toBe(204);
  expect(await total()).toBe(before + 1);
});

test('a topic the service does not have is said, and the index shows', async ({ page }) => {
  await page.goto(`${PATH}?tema=no-existe`);
  await expect(
    page.getByText('No encontramos el tema de la dirección: te mostramos el índice completo.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lo más buscado' })).toBeVisible();
});

test('a crawler or a foreign page reporting a view counts nothing', async ({ request }) => {
  const before = (await entries(request)).find((entry) => entry.slug === 'zika')!;
  const bot = await request.post('/api/sintomas/mas-buscado', {
    headers: {
      origin: 'http://localhost:3000',
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    },
    data: { sintoma: before.id },
  });
  expect(bot.status()).toBe(204);
  const foreign = await request.post('/api/sintomas/mas-buscado', {
    headers: { origin: 'https://example.com' },
    data: { sintoma: before.id },
  });
  expect(foreign.status()).toBe(403);
  const malformed = await request.post('/api/sintomas/mas-buscado', {
    headers: { origin: 'http://localhost:3000' },
    data: { sintoma: 'zika' },
  });
  expect(malformed.status()).toBe(400);
  expect((await entries(request)).find((entry) => entry.slug === 'zika')!.masBuscado).toBe(
    before.masBuscado,
  );
});

test.describe('accessibility (axe)', () => {
  test.describe.configure({ timeout: 60_000 });
  for (const [name, path] of [
    ['the index', PATH],
    ['a search’s results', `${PATH}?q=presion+alta`],
    ['a search without results', `${PATH}?q=qwxzv`],
    ['a letter', `${PATH}?letra=D`],
    ['a topic', `${PATH}?tema=dengue`],
    ['a condition', `${PATH}/dengue`],
    ['a mini-manual', '/mini-manuales/primeros-auxilios-en-casa'],
  ] as const) {
    test(`no WCAG 2.1 AA violation at ${AXE_WIDTHS.join(' and ')} px: ${name}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: AXE_WIDTHS[0], height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolationsAtWidths(page, { include: 'main' });
    });
  }
});
