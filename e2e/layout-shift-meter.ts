import type { Page } from '@playwright/test';

// The cumulative layout shift (CLS) of a page as the browser measures it: its own layout-shift
// entries, shifts right after a click or key excluded as the metric does (issue 13).

/** The most a page may shift: "good" CLS. */
export const CLS_LIMIT = 0.05;

/** Starts counting the layout shifts of every document the page loads from now on. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shift counted so far on the current document. */
export const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
