import { expect, test, type Page } from '@playwright/test';

/**
 * Issue #33: a catalog's addresses are served from the cache like a class's page. The proxy
 * answers an address it can vouch for (its query without a mistake, values the service has) from
 * the cached copy of the page for its state: the same HTML for everyone, with a Cache-Control a
 * CDN or nginx honours, at the visitor's address. A corrected address keeps its notice and its
 * `noindex`, rendered per request.
 */

/** The path and query of the page's canonical address (its host is the CMS page's). */
async function canonicalOf(page: Page): Promise<string> {
  const href = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

/** Whether a Cache-Control lets a shared cache (a CDN, nginx) keep the answer. */
function expectSharedCacheable(cacheControl: string | undefined) {
  expect(cacheControl, 'Cache-Control').toMatch(/(?:^|,)\s*s-maxage=[1-9]/);
  expect(cacheControl).not.toMatch(/private|no-store|no-cache/);
}

for (const { address, title } of [
  { address: '/clases-en-vivo?pagina=2', title: /^Clases en vivo \(página 2 de 4\) \| VivaSalud$/ },
  {
    address: '/clases-grabadas?pagina=2',
    title: /^Clases grabadas \(página 2 de \d+\) \| VivaSalud$/,
  },
  { address: '/guias-y-consejos?tipo=consejo&pagina=2', title: /^Guías y consejos: Consejos/ },
  { address: '/experiencias-presenciales?disciplina=yoga', title: /^Experiencias presenciales/ },
  {
    address: '/sesiones-con-expertos?especialidad=nutricion',
    title: /^Sesiones con expertos: Nutrición/,
  },
]) {
  test(`${address} comes from the cache, with a Cache-Control a CDN honours`, async ({
    page,
    request,
  }) => {
    const first = await request.get(address);
    expect(first.status()).toBe(200);
    expectSharedCacheable(first.headers()['cache-control']);
    const again = await request.get(address);
    expect(again.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    expect(await again.text()).toBe(await first.text());

    await page.goto(address);
    await expect(page).toHaveURL(address);
    await expect(page).toHaveTitle(title);
    // Its canonical address is the catalog's, never the copy's.
    expect(await canonicalOf(page)).toBe(address);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
}

test('the copy of /clases-en-vivo?pagina=2 is page 2, and hydrates as the catalog’s own page', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/clases-en-vivo?pagina=2');
  await expect(page.getByRole('main').getByRole('status').first()).toContainText('Página 2 de 4');
  const pagination = page.getByRole('navigation', { name: 'Paginación' });
  await expect(pagination.locator('[aria-current="page"]').filter({ visible: true })).toContainText(
    'Página 2',
  );
  // What the layout derives from the path is the catalog's, in the server's HTML and after
  // hydration alike: the way back from the sign-in, the menu's current item.
  const login = page
    .getByRole('banner')
    .getByRole('link', { name: /Inicia sesión/ })
    .first();
  await expect(login).toHaveAttribute('href', '/auth/login?redirect=%2Fclases-en-vivo');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Menú principal' });
  await nav.getByRole('button', { name: 'Clases y recursos' }).click();
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Clases en vivo');
  await page.waitForLoadState('load');
  expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
});

for (const [query, text] of [
  ['pagina=abc', 'El número de página indicado en la dirección no es válido.'],
  ['pagina=9999', 'Esa página no existe: la lista tiene 4 páginas. Te mostramos la primera.'],
  ['categoria=%3Cscript%3E&pagina=2', 'La categoría indicada en la dirección no es válida.'],
] as const) {
  test(`/clases-en-vivo?${query} keeps its notice, rendered per request and not indexed`, async ({
    page,
  }) => {
    const response = await page.goto(`/clases-en-vivo?${query}`);
    expect(response?.status()).toBe(200);
    expect((await response?.allHeaders())?.['cache-control']).toContain('no-store');
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await canonicalOf(page)).toBe('/clases-en-vivo');
  });
}

for (const address of [
  '/catalogo-en-cache/clases-en-vivo/PAGINA-2',
  '/catalogo-en-cache/clases-en-vivo/CATEGORIA-inventada-PAGINA-1',
]) {
  test(`${address} is no address of its own: the not-found screen (404)`, async ({ page }) => {
    const response = await page.goto(address);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Esta página no existe!');
  });
}
