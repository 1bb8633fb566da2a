import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { BANNER } from './support/consent';
import { concretePublicPaths } from './support/publicSite';
import { settled } from './support/settled';

/**
 * What the server sent and what the page shows once its code has started must be the same, at every width and
 * whatever the visitor's first interaction. A mismatch here once wiped the exposé's facts and inquiry form on
 * phones as soon as the visitor answered the consent banner (the code dropped server HTML it had not hydrated yet).
 *
 * Each route is loaded at each width, with one first interaction each; the kinds rotate over the widths, so every
 * route meets every kind and every width meets every kind. The exposé, where phones arrive, gets every kind at every
 * width. A returning visitor (consent and viewport cookies, the viewport cookie from another width) is checked too.
 */
const WIDTHS = [360, 375, 768, 1024, 1280] as const;
const KINDS = ['accept', 'reject', 'menu', 'field'] as const;
type Kind = (typeof KINDS)[number];
/** A held tap takes effect once the code runs: a few seconds on a busy two-core machine with two pages starting. */
const START_TIMEOUT = 20_000;

/** Parts that the interaction itself changes: the banner goes away, the menu opens. */
const CHANGED_BY_INTERACTION = [BANNER, '#mobile-menu'];

interface Snapshot {
  text: string;
  landmarks: string[];
}

/** The visible text and the visible headings, forms, fields and links, outside what the interaction changes. */
function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate((excluded) => {
    const outside = (element: Element) => !excluded.some((selector) => element.closest(selector));
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true }) && outside(element);
    const marks: string[] = [];
    for (const element of document.body.querySelectorAll(
      'h1, h2, h3, h4, h5, h6, form, input, select, textarea, button, a[href], main, nav, header, footer, aside',
    )) {
      if (!visible(element)) continue;
      const tag = element.tagName.toLowerCase();
      const name = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.getAttribute('href') ?? '';
      marks.push(
        `${tag}${element instanceof HTMLInputElement ? `[${element.type}]` : ''} ${name} ${/^h\d$/.test(tag) ? element.textContent?.trim() : ''}`.trim(),
      );
    }
    // innerText of the body, less the excluded parts' own text.
    let text = document.body.innerText;
    for (const selector of excluded) {
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        const own = element.innerText.trim();
        if (own) text = text.replace(own, '');
      }
    }
    return { text: text.replace(/\s+/g, ' ').trim(), landmarks: marks };
  }, CHANGED_BY_INTERACTION);
}

/** The first interaction of the given kind; false where the page at this width offers no such control. */
async function interact(page: Page, kind: Kind, touch: boolean): Promise<boolean> {
  const tap = async (locator: ReturnType<Page['locator']>) => (touch ? locator.tap() : locator.click());
  if (kind === 'accept' || kind === 'reject') {
    const answer = page.locator(BANNER).getByRole('button', { name: kind === 'accept' ? 'Akzeptieren' : 'Ablehnen' });
    if (!(await answer.isVisible())) return false;
    await tap(answer);
    await expect(page.locator(BANNER)).toBeHidden({ timeout: START_TIMEOUT });
    return true;
  }
  if (kind === 'menu') {
    const open = page.getByRole('button', { name: 'Menü öffnen' });
    if (await open.isVisible()) {
      await tap(open);
      await expect(page.locator('#mobile-menu')).toBeVisible({ timeout: START_TIMEOUT });
      return true;
    }
    // Wide screens show the navigation itself: the first interaction is the pointer over it.
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' }).filter({ visible: true });
    if (!(await navigation.count())) return false;
    await navigation.first().hover();
    return true;
  }
  const field = page
    .locator('main')
    .locator('input[type="text"], input[type="email"], input:not([type]), textarea')
    .filter({ visible: true })
    .first();
  if (!(await field.count())) return false;
  await tap(field);
  await page.keyboard.type('Ab');
  return true;
}

async function started(page: Page) {
  await expect(page.locator('#root[data-interactive]')).toHaveCount(1, { timeout: START_TIMEOUT });
  // Whatever the start renders lands within a few frames; the parts it shows load their code meanwhile.
  await settled(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * A tab that visits one case after another. A new context costs a renderer process (about half a second here, per
 * visit); a tab that navigates on keeps its process. Each visit still comes as a first one: the cookies and the
 * origin's storage are cleared before it, and the HTTP cache is off (as DevTools' "Disable cache"), so every script
 * and style is fetched again.
 */
interface Lane {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  touch: boolean;
}

async function openLane(browser: Browser, width: number): Promise<Lane> {
  const touch = width < 1024;
  const context = await browser.newContext({ viewport: { width, height: 800 }, hasTouch: touch, isMobile: touch, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page, cdp, touch };
}

async function asFirstVisit({ context, page, cdp }: Lane, cookies: Record<string, string>) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  // Off the site first, so nothing of the last visit (a pending beacon, a timer) writes into the next one.
  await page.goto('about:blank');
  await context.clearCookies();
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  const cookieList = Object.entries(cookies).map(([name, value]) => ({ name, value, url: origin }));
  if (cookieList.length) await context.addCookies(cookieList);
}

async function checkParity(lane: Lane, path: string, width: number, kind: Kind, cookies: { consent?: string; viewport?: string } = {}) {
  const { page, touch } = lane;
  await asFirstVisit(lane, cookies);
  await page.goto(path, { waitUntil: 'load' });
  const before = await snapshot(page);
  const label = `${path} at ${width} px, first interaction: ${kind}${cookies.viewport ? `, viewport cookie ${cookies.viewport}` : ''}`;
  try {
    // Where the page offers no such control (no banner for a returning visitor, no field), a keyboard user's Tab.
    if (!(await interact(page, kind, touch))) await page.keyboard.press('Tab');
    await started(page);
  } catch (error) {
    throw new Error(`${label}: ${(error as Error).message}`);
  }
  const after = await snapshot(page);
  expect(after.landmarks, `landmarks of ${label}`).toEqual(before.landmarks);
  // A typed field shows its text in no innerText; everything else must read as the server sent it. The search
  // request's page is the one exception: it answers the link in the URL's fragment, which the server never sees.
  if (new URL(page.url()).pathname !== '/suchauftrag') expect(after.text, `text of ${label}`).toBe(before.text);
}

/** Runs the cases in two lanes side by side, each lane one tab visiting its cases in turn. */
async function inLanes<T>(browser: Browser, width: number, items: T[], run: (lane: Lane, item: T) => Promise<void>) {
  const lanes = await Promise.all([openLane(browser, width), openLane(browser, width)]);
  let next = 0;
  try {
    await Promise.all(
      lanes.map(async (lane) => {
        while (next < items.length) await run(lane, items[next++]);
      }),
    );
  } finally {
    await Promise.all(lanes.map((lane) => lane.context.close()));
  }
}

/** Every public route with a real record for each `:id`, and an unknown path (the 404 page). */
async function allRoutes(request: APIRequestContext) {
  const routes = await concretePublicPaths(request);
  return [
    ...routes.map((route) => ({ ...route, kinds: route.name === 'angebote-id' ? KINDS : null })),
    { name: '404', path: '/diese-seite-gibt-es-nicht', kinds: null },
  ];
}

test.describe('what the server sent stays on the page once its code starts', () => {
  test.describe.configure({ timeout: 180_000 });

  WIDTHS.forEach((width, widthIndex) => {
    // The exposé, where phones arrive, gets every kind at every width.
    test(`every public route at ${width} px, the kinds of first interaction in turn`, async ({ browser, request }) => {
      const cases = (await allRoutes(request)).flatMap(({ path, kinds }, routeIndex) =>
        (kinds ?? [KINDS[(routeIndex + widthIndex) % KINDS.length]]).map((kind) => ({ path, kind })),
      );
      await inLanes(browser, width, cases, (lane, { path, kind }) => checkParity(lane, path, width, kind));
    });
  });

  for (const [width, viewport] of [
    [375, 'desktopMedium'],
    [1280, 'mobileMedium'],
  ] as const) {
    test(`a returning visitor at ${width} px whose viewport cookie says ${viewport} (a turned phone, a resized window)`, async ({
      browser,
      request,
    }) => {
      const cases = (await allRoutes(request)).map(({ path }, index) => ({
        path,
        kind: index % 2 ? ('menu' as const) : ('field' as const),
      }));
      await inLanes(browser, width, cases, (lane, { path, kind }) => checkParity(lane, path, width, kind, { consent: 'denied', viewport }));
    });
  }
});
