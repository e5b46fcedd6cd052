import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * One page per worker for all its stories: each story still loads in a fresh document (`goto`),
 * but the Storybook bundle comes from the browser's cache (serve.mjs lets it cache) instead of
 * being fetched and compiled again in a new context for each of ~150 stories. Storage and
 * cookies are cleared before each story, so no story sees what another one's play function left.
 */
const test = base.extend<{ page: Page }, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ storyPage }, use) => {
    await storyPage.context().clearCookies();
    if (storyPage.url().startsWith('http')) {
      await storyPage.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await use(storyPage);
  },
});

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

const index = JSON.parse(
  readFileSync(new URL('../storybook-static/index.json', import.meta.url), 'utf8'),
) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

// Mobile first: the story renders (and runs its play function) at 375 px, then the same page is
// widened to 1280 px, so each story loads once for both screenshots.
const VIEWPORTS = [
  { name: 'movil', width: 375, height: 812 },
  { name: 'escritorio', width: 1280, height: 800 },
] as const;

// A story tagged `ancho-900` is about the header's narrowest desktop width (spec §9): it renders
// and is shot at 900 px only.
const NARROW_DESKTOP = [{ name: 'ancho-900', width: 900, height: 600 }] as const;

for (const story of stories) {
  const viewports = story.tags?.includes('ancho-900') ? NARROW_DESKTOP : VIEWPORTS;
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    for (const [i, viewport] of viewports.entries()) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      if (i === 0) {
        await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
        // Storybook shows the story (some render only a fixed banner, a portal or nothing).
        await page.waitForFunction(() => document.body.classList.contains('sb-show-main'));
        // …and its play function has finished: a screenshot taken while it still types or focuses
        // differs from run to run. Storybook's last render phase is "finished" (also after an error).
        await page.waitForFunction(
          () =>
            (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
              .__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
        );
        await page.waitForLoadState('networkidle');
      }
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`${story.id}--${viewport.name}.png`, { fullPage: true });
    }
  });
}
