import type { Page } from '@playwright/test';

/**
 * Layout shifts as web-vitals counts them for CLS (issue #25: session-dependent parts take no
 * space they later give back): `recordLayoutShifts(page)` before the page loads, then the page's
 * `window.shifts` holds each shift's value and what moved (`tag.class`).
 */
export type Shift = { value: number; sources: string[] };

/** Records every layout shift from the first paint on that no input caused (web-vitals' CLS). */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const target = window as unknown as { shifts: Shift[] };
    target.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        target.shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) =>
            source.node instanceof Element
              ? `${source.node.tagName.toLowerCase()}.${String(source.node.className)}`
              : String(source.node),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
