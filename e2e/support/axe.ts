import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * axe on the page as it is now (or only inside `include`, a CSS selector): no WCAG 2.1 A/AA
 * violation, each listed with its targets.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
}

/** The two widths the issues check: a phone's (the mobile header) and a desktop's. */
export const AXE_WIDTHS = [375, 1280] as const;

/**
 * axe on the page as loaded, at each width in turn: the page is loaded once (at the first width,
 * by the caller) and widened, as `layout.spec.ts`'s every-route scan does — the layout is CSS
 * media queries, the header's breakpoint too. `atWidth` runs a check of the test's own at each
 * width before axe (e.g. nothing scrolls sideways).
 */
export async function expectNoAxeViolationsAtWidths(
  page: Page,
  { include, atWidth }: { include?: string; atWidth?: (width: number) => Promise<void> } = {},
) {
  for (const width of AXE_WIDTHS) {
    await test.step(`axe at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      // Two frames: the media queries have applied and the page has laid out at the new width.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          ),
      );
      await atWidth?.(width);
      await expectNoAxeViolations(page, include);
    });
  }
}
