// One page load timed inside the browser, for the browser phase (browser.ts). An init script,
// present before the app's own scripts, watches the document from navigation start:
// - content: the last change to the page's content (a DOM mutation other than the app's own idle
//   attribute) once the app is at rest with nothing loading and stays so for SETTLED_MS: the root
//   carries `data-app-idle` (src/lib/app-activity.ts, which also marks `lotwise:app-idle` in the
//   Performance timeline) and no spinner or placeholder shows, as tests/e2e/fixtures/app-idle.ts
//   waits for. Every mutation is seen as it happens, so no polling interval rounds the time;
// - LCP: the browser's last 'largest-contentful-paint' candidate by then.
// Both in milliseconds from navigation start (performance.timeOrigin).
import type { Page } from 'playwright';

export type PageTiming = { contentMs: number; lcpMs: number };

declare global {
  interface Window {
    __lotwisePageTiming?: { lastChangeMs: number; readySinceMs?: number; lcpMs: number };
  }
}

/** Loading indicators: a spinner or placeholder (a gauge, with its value, may stay). Same as the e2e fixture. */
const LOADING = '[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root';

/**
 * Installed with `context.addInitScript`: runs in every document before the app. Written as text,
 * not a function's source: tsx's transform adds helpers (`__name`) the browser does not have.
 */
export const pageTimingScript = `(() => {
  const loading = ${JSON.stringify(LOADING)};
  const timing = { lastChangeMs: 0, readySinceMs: undefined, lcpMs: 0 };
  window.__lotwisePageTiming = timing;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) timing.lcpMs = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver((records) => {
    if (records.some((record) => record.attributeName !== 'data-app-idle')) timing.lastChangeMs = performance.now();
    const ready = document.documentElement.hasAttribute('data-app-idle') && !document.querySelector(loading);
    if (!ready) timing.readySinceMs = undefined;
    else if (timing.readySinceMs === undefined) timing.readySinceMs = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();`;

/**
 * How long the app must stay at rest with nothing loading before its content counts as complete:
 * a lazily loaded part of a screen (next/dynamic) is not a call the idle signal counts, so the
 * root can be idle for a moment between the answer that renders it and the calls it then starts.
 */
const SETTLED_MS = 1_000;

/** Opens `url` in `page` (a context with the init script) and returns when its content settled. */
export async function timePageLoad(page: Page, url: string, timeoutMs = 60_000): Promise<PageTiming> {
  await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  await page.waitForFunction(
    (settledMs) => {
      const since = window.__lotwisePageTiming?.readySinceMs;
      return since !== undefined && performance.now() - since >= settledMs;
    },
    SETTLED_MS,
    { timeout: timeoutMs, polling: 100 },
  );
  const { lastChangeMs, lcpMs } = await page.evaluate(() => window.__lotwisePageTiming!);
  return { contentMs: lastChangeMs, lcpMs };
}
