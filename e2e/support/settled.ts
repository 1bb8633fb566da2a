import type { Page } from '@playwright/test';

/** How long no request may be open before the page is asked whether its code is idle. */
const QUIET_MS = 100;

interface Requests {
  open: number;
  changedAt: number;
}

const tracked = new WeakMap<Page, Requests>();

function track(page: Page): Requests {
  const requests = { open: 0, changedAt: Date.now() };
  const change = (delta: number) => {
    requests.open = Math.max(0, requests.open + delta);
    requests.changedAt = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  tracked.set(page, requests);
  return requests;
}

/**
 * Waits until the page has settled: no request open for QUIET_MS, then the page's main thread idle (its code ran, so
 * whatever it loads next, a deferred part's code, has started), and no request since. Playwright's networkidle
 * waits 500 ms after the last request every time: in loops over every route and screen that idle time was most of
 * several specs' run. The first call on a page waits for networkidle once, since requests from before it are unknown;
 * from then on the page's requests are counted.
 */
export async function settled(page: Page, timeout = 15_000) {
  let requests = tracked.get(page);
  if (!requests) {
    requests = track(page);
    await page.waitForLoadState('networkidle', { timeout });
    return;
  }
  const deadline = Date.now() + timeout;
  for (;;) {
    while (requests.open > 0 || Date.now() - requests.changedAt < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`The page did not settle within ${timeout} ms (${requests.open} requests open).`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const quietSince = requests.changedAt;
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })));
    if (requests.open === 0 && requests.changedAt === quietSince) return;
  }
}
