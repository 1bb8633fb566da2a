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
 * Waits until the page has settled: no request open for `quietMs`, then the page's main thread idle (its code ran, so
 * whatever it loads next, a deferred part's code, has started), and no request since. Playwright's networkidle
 * waits 500 ms after the last request every time: in loops over every route and screen that idle time was most of
 * several specs' run. A check that something did NOT load (no analytics, no foreign host) asks for networkidle's
 * 500 ms, so that a request a timer starts late is still seen. The first call on a page waits for networkidle once,
 * since requests from before it are unknown; from then on the page's requests are counted.
 */
export async function settled(page: Page, { timeout = 15_000, quietMs = QUIET_MS }: { timeout?: number; quietMs?: number } = {}) {
  let requests = tracked.get(page);
  if (!requests) {
    requests = track(page);
    await page.waitForLoadState('networkidle', { timeout });
    // Requests from before tracking began finished meanwhile and were counted down: none is open now.
    requests.open = 0;
    return;
  }
  const deadline = Date.now() + timeout;
  for (;;) {
    while (requests.open > 0 || Date.now() - requests.changedAt < quietMs) {
      if (Date.now() > deadline) throw new Error(`The page did not settle within ${timeout} ms (${requests.open} requests open).`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const quietSince = requests.changedAt;
    const idle = await page
      .evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })))
      .then(
        () => true,
        (error: Error) => {
          // A navigation replaced the page meanwhile: wait for the new one to settle.
          if (/Execution context was destroyed|navigation/i.test(error.message)) return false;
          throw error;
        },
      );
    if (idle && requests.open === 0 && requests.changedAt === quietSince) return;
  }
}
