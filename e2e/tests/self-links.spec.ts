import { expect, test, type Page } from '@playwright/test';

/**
 * Issue #25: «Reservar mi lugar» led to the page it was on. No link of the site may point to the
 * page it is on: a link is a promise to go somewhere. A bounded crawl of the built portal — home,
 * every page home and its menu link to, the catalogs, and one detail of each catalog area (a live
 * class to come and one that has ended) — checks every link of every page: its resolved address
 * (without the `#fragment`) must not be the page's own. A link to a fragment of the page (the
 * skip link «Saltar al contenido», `#contenido`) is allowed when that element exists on the page:
 * it moves focus there, it does something.
 *
 * The whole page is checked: its content, whatever sits around it (the campaign strip, the
 * banners) and the site's header and footer. Where the shell names the page shown — the logo on
 * home, the menu item of the page, «Inicia sesión» on the login page, a legal page in the footer —
 * that item is text marked `aria-current="page"`, not a link. `/auth/login` is checked too.
 */

/** The pages checked beyond those home links to (the catalogs whose details are sampled). */
const CATALOGS = ['/clases-en-vivo', '/clases-grabadas', '/guias-y-consejos'];
/** At most this many pages (the crawl stays bounded as the site grows). */
const MAX_PAGES = 50;

interface SelfLink {
  page: string;
  text: string;
  href: string;
}

/** The links of the page shown that lead to the page itself. */
async function selfLinks(page: Page): Promise<SelfLink[]> {
  return page.evaluate(() => {
    const here = new URL(window.location.href);
    const normal = (url: URL) =>
      `${url.origin}${url.pathname.replace(/(.)\/$/, '$1')}${url.search}`;
    const found: { page: string; text: string; href: string }[] = [];
    for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
      const raw = link.getAttribute('href') ?? '';
      const target = new URL(raw, here);
      if (normal(target) !== normal(here)) continue;
      // A fragment of this page that exists: the skip link and the like do something.
      const id = decodeURIComponent(target.hash.slice(1));
      if (id && document.getElementById(id)) continue;
      found.push({
        page: here.pathname + here.search,
        text: (link.innerText || link.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' '),
        href: raw,
      });
    }
    return found;
  });
}

/** The same-site page addresses the page links to (no API routes, no files, no fragments). */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
      .filter((link) => !link.hasAttribute('download'))
      .map((link) => new URL(link.getAttribute('href') ?? '', window.location.href))
      .filter((url) => url.origin === window.location.origin && !url.pathname.startsWith('/api/'))
      .map((url) => url.pathname + url.search),
  );
  return [...new Set(hrefs)];
}

/** The address of a card's page in a catalog's list (the first card, or the last one). */
async function detailOf(page: Page, catalog: string, which: 'first' | 'last' = 'first') {
  const cards = page.getByRole('main').locator(`article h3 a[href^="${catalog}/"]`);
  const href = await (which === 'first' ? cards.first() : cards.last()).getAttribute('href');
  expect(href, `a card of ${catalog}`).toMatch(new RegExp(`^${catalog}/`));
  return href!;
}

test('no link of the portal leads to the page it is on', async ({ page }) => {
  // Some fifty pages, one after another.
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const toVisit: string[] = ['/'];
  const seen = new Set<string>();
  const found: SelfLink[] = [];

  async function check(address: string) {
    if (seen.has(address) || seen.size >= MAX_PAGES) return;
    seen.add(address);
    // A broken link (404) is another defect: its not-found page is checked all the same.
    // The links are in the HTML the server sends: no need to wait for every image.
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    found.push(...(await selfLinks(page)));
  }

  // Home, and every page it links to (the menu included), and the login page.
  await check('/');
  toVisit.push(...(await internalLinks(page)), '/auth/login');
  for (const address of toVisit) await check(address);

  // The catalogs and one detail of each; the live classes: one to come and one that has ended.
  for (const catalog of CATALOGS) {
    await check(catalog);
    await page.goto(catalog);
    await check(await detailOf(page, catalog));
  }
  await page.goto('/clases-en-vivo?pagina=4');
  await check(await detailOf(page, '/clases-en-vivo', 'last'));
  await check('/clases-en-vivo?pagina=2');

  expect(seen.size).toBeGreaterThan(10);
  expect(found, `links to the page they are on, in ${seen.size} pages`).toEqual([]);
});
