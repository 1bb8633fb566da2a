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
