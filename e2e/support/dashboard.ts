import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from './admin';
export { accessibilityViolations } from './axe';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/**
 * Browser tests of the dashboard, signed in as the test server's admin. The sign-in happens once per
 * worker through the API: the server allows ten sign-ins per account (and per address) in 15 minutes,
 * and every test file of the run shares that budget.
 */
export const test = base.extend<{ visitor: APIRequestContext }, { staffState: StorageState }>({
  staffState: [
    async ({ playwright }, provide, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const api = await playwright.request.newContext({ baseURL });
      // An address of its own: the browser tests' sign-ins through the login form keep their budget.
      const response = await api.post('/api/auth/login', {
        data: E2E_ADMIN,
        headers: { origin: baseURL, 'x-forwarded-for': '192.0.2.44' },
      });
      expect(response.status(), await response.text()).toBe(200);
      await provide(await api.storageState());
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  storageState: async ({ staffState }, provide) => provide(staffState),
  // Asks the public API as a visitor, e.g. whether an offer is on the website. Without the empty
  // storage state, Playwright would hand this context the staff session of the test's options.
  visitor: async ({ playwright, baseURL }, provide) => {
    const api = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    expect((await api.get('/api/auth/me')).status()).toBe(401);
    await provide(api);
    await api.dispose();
  },
});
export { expect };

/**
 * How long a freshly opened dashboard screen may take to show its record: the dashboard's code loads lazily, and
 * on a busy two-core machine late in the suite that once took more than the 7 s of an ordinary expectation.
 */
export const SCREEN_START_TIMEOUT = 30_000;

/**
 * Everything the page writes to the console as a warning or error, and uncaught errors. Chromium
 * logs every 4xx answer; a 401 from /api/auth/me is how the server says "signed out", so it is expected.
 */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const url = message.location().url;
    if (url.endsWith('/api/auth/me') && message.text().includes('status of 401')) return;
    messages.push(`${message.type()}: ${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/** A photo-sized test picture (the server refuses pictures under 200 px). */
export async function testPicture(red: number, green: number, blue: number): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: red, g: green, b: blue } } })
    .jpeg()
    .toBuffer();
  return { name: `bild-${red}-${green}-${blue}.jpg`, mimeType: 'image/jpeg', buffer };
}

const DESKTOP = { width: 1280, height: 900 };

/**
 * How far the page reaches beyond the viewport's right edge, with the outermost elements that do
 * it (so a failure says what to fix), or null when nothing scrolls sideways.
 */
async function sidewaysOverflow(page: Page, viewportWidth: number) {
  return page.evaluate((width) => {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    // Outermost offenders only: an element that overflows because its parent does is not named again.
    const offenders = [...document.body.querySelectorAll('*')].filter((element) => {
      if (element.getBoundingClientRect().right <= width + 0.5) return false;
      const parent = element.parentElement;
      return !parent || parent === document.body || parent.getBoundingClientRect().right <= width + 0.5;
    });
    // (Inline callbacks only: a named function here would be renamed by some TypeScript transforms and not exist in the page.)
    return {
      scrollWidth,
      offenders: offenders.slice(0, 5).map((element) => {
        const id = element.id ? `#${element.id}` : '';
        const classes = [...element.classList]
          .filter((name) => !/^css-/.test(name))
          .slice(0, 3)
          .map((name) => `.${name}`)
          .join('');
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        const { left, right } = element.getBoundingClientRect();
        return `<${element.tagName.toLowerCase()}${id}${classes}> ${Math.round(left)}–${Math.round(right)} px${text ? ` "${text}"` : ''}`;
      }),
    };
  }, viewportWidth);
}

/**
 * Screenshots at 375 px and 1280 px in test-results/screenshots/, to be looked at after a run;
 * the page is left at the desktop size the tests work in. At each width the page must not scroll
 * sideways; both screenshots are taken before that is checked, so a failure leaves both to look at.
 */
export async function screenshots(page: Page, name: string) {
  const overflows: string[] = [];
  for (const size of [{ width: 375, height: 812 }, DESKTOP]) {
    await page.setViewportSize(size);
    // Let the layout settle (react-admin switches between phone and desktop layouts by media query).
    await page.waitForTimeout(400);
    const file = `${name}-${size.width}.png`;
    await page.screenshot({ path: `test-results/screenshots/${file}`, fullPage: true });
    const overflow = await sidewaysOverflow(page, size.width);
    if (overflow) {
      overflows.push(
        `${file}: the page is ${overflow.scrollWidth} px wide at a ${size.width} px viewport, so it scrolls sideways; ` +
          `reaching past the edge: ${overflow.offenders.join('; ') || '(no element found)'}`,
      );
    }
  }
  expect(overflows, `Screenshots "${name}" scroll sideways:\n${overflows.join('\n')}`).toEqual([]);
}

/** A record as visitors get it from the public API, or null when they get none. */
export async function publicRecord(visitor: APIRequestContext, resource: string, id: string) {
  const response = await visitor.get(`/api/${resource}/${id}`);
  return response.ok() ? ((await response.json()) as Record<string, unknown>) : null;
}

/** The public list of a resource for a filter, as the website's pages ask for it. */
export async function publicList(visitor: APIRequestContext, resource: string, filter: Record<string, unknown>) {
  const response = await visitor.get(`/api/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}
