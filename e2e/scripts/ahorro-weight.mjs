/**
 * What a page weighs on the wire with and without «Ahorro de datos» (issue #33), in a real
 * Chromium: every response's transferred bytes (CDP `encodedDataLength`: headers and body as
 * received, redirects included), summed by kind, after the page is loaded and scrolled to the
 * end (so that every lazy image is asked for) and the network is quiet. Each run is a fresh
 * browser context (empty cache). Saving data is asked for as a browser does, `Save-Data: on`.
 *
 *   cd e2e && node scripts/ahorro-weight.mjs [base-url] [path…]
 *
 * Defaults: http://localhost:3000 and `/`. Two screens: a phone (390×844 at 2×) and a desktop
 * (1280×800 at 1×). `otros` is mostly Next's prefetches of the links in view (RSC). A figure for
 * a note, not a test: nothing asserts.
 */
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const SCREENS = [
  {
    name: 'teléfono 390×844 @2x',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
  { name: 'escritorio 1280×800 @1x', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
];

const kindOf = (type, url) =>
  url.includes('/_next/image')
    ? 'imágenes'
    : type === 'Script'
      ? 'JavaScript'
      : type === 'Document'
        ? 'HTML'
        : type === 'Font'
          ? 'fuentes'
          : type === 'Stylesheet'
            ? 'CSS'
            : type === 'Media'
              ? 'video/audio'
              : type === 'Image'
                ? 'imágenes'
                : 'otros';

async function weigh(browser, screen, path, saving) {
  const context = await browser.newContext({
    ...screen,
    locale: 'es-PE',
    ...(saving ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {}),
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  const totals = {};
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type, redirectResponse }) => {
    if (redirectResponse) {
      // The 307s of «Ahorro de datos» to an image's lighter copy, apart: what the detour costs.
      totals.redirecciones =
        (totals.redirecciones ?? 0) + (redirectResponse.encodedDataLength ?? 0);
    }
    requests.set(requestId, { url: request.url, type });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (!request) return;
    const kind = kindOf(request.type, request.url);
    totals[kind] = (totals[kind] ?? 0) + encodedDataLength;
  });
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  // Scroll to the end, a screen at a time, as a person reading the page.
  for (
    let y = 0;
    y < (await page.evaluate(() => document.body.scrollHeight));
    y += screen.viewport.height / 2
  ) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await context.close();
  return totals;
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const path of paths.length ? paths : ['/']) {
  for (const screen of SCREENS) {
    const normal = await weigh(browser, screen, path, false);
    const saving = await weigh(browser, screen, path, true);
    const kinds = [...new Set([...Object.keys(normal), ...Object.keys(saving)])].sort();
    const sum = (totals) => Object.values(totals).reduce((a, b) => a + b, 0);
    console.log(`\n${path} — ${screen.name}`);
    console.log(`${'tipo'.padEnd(12)} ${'normal'.padStart(10)} ${'ahorro'.padStart(10)}`);
    for (const kind of kinds) {
      console.log(
        `${kind.padEnd(12)} ${kB(normal[kind] ?? 0).padStart(10)} ${kB(saving[kind] ?? 0).padStart(10)}`,
      );
    }
    const [a, b] = [sum(normal), sum(saving)];
    console.log(
      `${'total'.padEnd(12)} ${kB(a).padStart(10)} ${kB(b).padStart(10)}  (−${kB(a - b)}, −${Math.round((100 * (a - b)) / a)} %)`,
    );
  }
}
await browser.close();
