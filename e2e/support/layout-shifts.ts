import type { Page } from '@playwright/test';

/**
 * Layout shifts as web-vitals counts them for CLS (issue #25: session-dependent parts take no
 * space they later give back): `recordLayoutShifts(page)` before the page loads, then the page's
 * `window.shifts` holds each shift's value, what moved (`tag.class`) and from where to where
 * (`x,y wxh → x,y wxh`, CSS pixels of the viewport), and how long after the navigation began:
 * a failure says what moved, how far and when.
 */
export type Shift = { value: number; at: number; sources: string[] };

/** Records every layout shift from the first paint on that no input caused (web-vitals' CLS). */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const target = window as unknown as { shifts: Shift[] };
    target.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        startTime: number;
        sources?: {
          node?: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const rect = (box: DOMRectReadOnly) =>
          `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
        target.shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map(
            (source) =>
              `${
                source.node instanceof Element
                  ? `${source.node.tagName.toLowerCase()}.${String(source.node.className)}`
                  : String(source.node)
              } ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
