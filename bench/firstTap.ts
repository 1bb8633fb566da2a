import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, findBrowser } from '../scripts/browser';

/**
 * How long a visitor waits for a control of a content page to answer their first tap, against the same control's
 * next tap once the page's code runs: as a phone would (375 px, touch, the CPU slowed 4× as Lighthouse's mobile run
 * does), in a fresh browser per run, the page left idle 3 s after it loaded. Timed from the tap's own timestamp
 * (when the browser got it, however long the page then kept it waiting) to the first frame that shows its effect.
 */
export interface Control {
  /** What the table calls it. */
  name: string;
  path: string;
  /** A consent answer given before the page loads: the control is then the one a returning visitor sees. */
  consent?: 'granted' | 'denied';
  /** The control's selector. */
  tap: string;
  /** In the page: whether the visitor sees the tap's effect. */
  effect: () => boolean;
  /** Undoes the effect, so that the same control can be tapped again (closes the menu, reopens the banner). */
  reset: (page: Page) => Promise<void>;
}

export interface TapFigures {
  name: string;
  path: string;
  /** Median of the runs, in ms. */
  firstMs: number;
  laterMs: number;
  firstRunsMs: number[];
  laterRunsMs: number[];
}

const BANNER = '#datenschutz-einstellungen';
const bannerGone = () => !document.querySelector('#datenschutz-einstellungen')?.checkVisibility();
const reopenBanner = async (page: Page) => {
  await page.locator('footer').getByRole('button', { name: 'Datenschutz-Einstellungen' }).tap();
  await page.locator(BANNER).waitFor({ state: 'visible' });
};

export const CONTROLS: Control[] = [
  {
    name: 'Menü öffnen',
    path: '/',
    tap: 'button[aria-label="Menü öffnen"]',
    effect: () => Boolean(document.querySelector('#mobile-menu')?.checkVisibility()),
    reset: async (page) => {
      await page.getByRole('button', { name: 'Menü schließen' }).tap();
      await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
    },
  },
  { name: 'Einwilligung: Ablehnen', path: '/', tap: `${BANNER} [data-consent-choice="denied"]`, effect: bannerGone, reset: reopenBanner },
  {
    name: 'Einwilligung: Akzeptieren',
    path: '/kontakt',
    tap: `${BANNER} [data-consent-choice="granted"]`,
    effect: bannerGone,
    reset: reopenBanner,
  },
  {
    name: 'Datenschutz-Einstellungen',
    path: '/',
    consent: 'denied',
    tap: 'footer button:text-is("Datenschutz-Einstellungen")',
    effect: () => Boolean(document.querySelector('#datenschutz-einstellungen')?.checkVisibility()),
    reset: async (page) => {
      await page.locator(BANNER).getByRole('button', { name: 'Ohne Änderung schließen' }).tap();
      await page.locator(BANNER).waitFor({ state: 'hidden' });
    },
  },
];

const CPU_SLOWDOWN = 4;
const IDLE_AFTER_LOAD_MS = 3_000;

/** Records the timestamp of each tap as the browser got it, before any of the page's code runs. */
function recordTaps() {
  const taps: number[] = [];
  (window as unknown as { __taps: number[] }).__taps = taps;
  window.addEventListener('pointerdown', (event) => taps.push(event.timeStamp), { capture: true });
}

/** Taps the control and resolves with the ms from the tap to the first frame that shows its effect. */
async function timeTap(page: Page, control: Control): Promise<number> {
  // Watches every frame from before the tap, so a page busy starting its code is caught in the frame it paints. A
  // string, not a function: tsx would wrap a named inner function in a helper the page does not have. It ends in
  // `undefined`, or evaluate would wait for the promise.
  await page.evaluate(`window.__effectAt = new Promise((resolve) => {
    const effect = ${control.effect.toString()};
    const check = (now) => (effect() ? resolve(now) : requestAnimationFrame(check));
    requestAnimationFrame(check);
  }); undefined`);
  const before = await page.evaluate(() => (window as unknown as { __taps: number[] }).__taps.length);
  await page.locator(control.tap).first().tap();
  const elapsed = await page.evaluate(async (count) => {
    const state = window as unknown as { __taps: number[]; __effectAt: Promise<number> };
    const shown = await Promise.race([state.__effectAt, new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000))]);
    return shown === null || state.__taps[count] === undefined ? null : shown - state.__taps[count];
  }, before);
  if (elapsed === null) throw new Error(`${control.name} on ${control.path}: no tap recorded, or its effect not seen within 20 s.`);
  return elapsed;
}

async function runOnce(origin: string, control: Control, executablePath: string) {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, locale: 'de-DE' });
    if (control.consent) await context.addCookies([{ name: 'consent', value: control.consent, url: origin }]);
    await context.addInitScript(recordTaps);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(origin + control.path, { waitUntil: 'load' });
    await page.waitForTimeout(IDLE_AFTER_LOAD_MS);
    const first = await timeTap(page, control);
    await control.reset(page);
    await page.waitForTimeout(1_000);
    const later = await timeTap(page, control);
    return { first, later };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each control `runs` times, interleaved (one run of each in turn), so that a busy moment of the machine hits all. */
export async function firstTapFigures(origin: string, { runs = 3, controls = CONTROLS } = {}): Promise<TapFigures[]> {
  const executablePath = findBrowser();
  if (!executablePath) throw new Error('No Chromium found (CHROME_PATH, /usr/bin/chromium).');
  const times = controls.map(() => ({ first: [] as number[], later: [] as number[] }));
  for (let run = 0; run < runs; run++) {
    for (const [index, control] of controls.entries()) {
      const { first, later } = await runOnce(origin, control, executablePath);
      times[index].first.push(Math.round(first));
      times[index].later.push(Math.round(later));
    }
  }
  return controls.map((control, index) => ({
    name: control.name,
    path: control.path,
    firstMs: median(times[index].first),
    laterMs: median(times[index].later),
    firstRunsMs: times[index].first,
    laterRunsMs: times[index].later,
  }));
}

/** The table of docs/performance.md. */
export function formatTapTable(figures: TapFigures[]): string {
  const lines = ['| Control | Page | First tap (median) | Later tap (median) | Runs (first / later) |', '|---|---|---|---|---|'];
  for (const row of figures)
    lines.push(
      `| ${row.name} | \`${row.path}\` | ${row.firstMs} ms | ${row.laterMs} ms | ${row.firstRunsMs.join(', ')} / ${row.laterRunsMs.join(', ')} |`,
    );
  return lines.join('\n');
}
