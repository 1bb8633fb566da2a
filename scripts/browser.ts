import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Chromium flags that work headless here and keep it from calling Google's hosts. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * For the browser tests only, not for Lighthouse (which measures pages as a visitor's browser draws them): this machine
 * has no GPU, and Chromium's separate GPU process spent a third of a core compositing in software. Compositing in
 * software inside the browser process took a run of public-quality and routes from 144 s to 126 s.
 */
export const browserTestArgs = ['--in-process-gpu', '--disable-gpu-compositing'];

/** The browser for the browser tests, in this order: CHROME_PATH, Debian's Chromium, Playwright's own. */
export function findBrowser(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [env.CHROME_PATH, '/usr/bin/chromium', safePlaywrightPath()];
  return candidates.find((path): path is string => Boolean(path && existsSync(path))) ?? null;
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
