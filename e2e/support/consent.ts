import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import { settled } from './settled';

/**
 * Helpers for the consent tests: every request a browser context makes, the analytics chunk and
 * beacons among them, and what the visitor's device holds afterwards.
 */
export const ANALYTICS_CHUNK = /\/assets\/(embedded|firebase)Analytics-[\w-]+\.js$/;
export const BANNER = '#datenschutz-einstellungen';

export interface RecordedRequests {
  all: Request[];
  /** Requests to any origin other than the site's own (data: and blob: URLs are no requests to anyone). */
  foreign(): string[];
  analyticsChunks(): string[];
  /** The bodies of the beacons POSTed to /api/analytics. */
  beacons(): Record<string, unknown>[];
  /** Any request to /api/analytics at all, whatever its body. */
  analyticsRequests(): number;
}

/**
 * Records every request of the context. Beacons are read through a pass-through route: Chromium
 * reports a beacon's body to Playwright only for intercepted requests.
 */
export async function recordRequests(context: BrowserContext, ownOrigin: string): Promise<RecordedRequests> {
  const all: Request[] = [];
  const beacons: Record<string, unknown>[] = [];
  context.on('request', (request) => all.push(request));
  await context.route('**/api/analytics', async (route) => {
    if (route.request().method() === 'POST') beacons.push(JSON.parse(route.request().postData() ?? 'null') as Record<string, unknown>);
    await route.continue();
  });
  const network = () => all.filter((request) => /^https?:/.test(request.url()));
  return {
    all,
    foreign: () =>
      network()
        .map((request) => request.url())
        .filter((url) => new URL(url).origin !== ownOrigin),
    analyticsChunks: () =>
      network()
        .map((request) => request.url())
        .filter((url) => ANALYTICS_CHUNK.test(new URL(url).pathname)),
    beacons: () => [...beacons],
    analyticsRequests: () => network().filter((request) => new URL(request.url()).pathname.startsWith('/api/analytics')).length,
  };
}

/** The device after a visit: cookies by name, and whatever local, session and IndexedDB storage holds. */
export async function deviceState(page: Page) {
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name).sort();
  const storage = await page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    indexedDb: (await indexedDB.databases()).map((database) => database.name),
  }));
  return { cookies, ...storage };
}

export async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'consent');
}

/**
 * Waits until the page has gone quiet, after scrolling once through it (lazy images load on the way). The specs then
 * check what was NOT requested: the last wait is networkidle's 500 ms.
 */
export async function settle(page: Page) {
  await settled(page);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  await settled(page, { quietMs: 500 });
}

/** Beacons arrive asynchronously: waits until one matching `expected` was sent. */
export async function expectBeacon(requests: RecordedRequests, expected: Record<string, unknown>) {
  await expect.poll(() => requests.beacons(), { message: `beacon ${JSON.stringify(expected)}` }).toContainEqual(expected);
}
