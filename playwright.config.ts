import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './e2e/support/admin';
import { serverDataDir } from './e2e/support/serverData';
import { chromiumArgs, findBrowser } from './scripts/browser';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * Two servers with data of their own, and one worker for each: the visitors' specs run beside the staff's, one file
 * at a time on each side, so no spec meets another's changes. The staff's side holds the specs that sign in and
 * change content, and those that start servers of their own.
 */
const SITE_PORT = PORT;
const STAFF_PORT = PORT + 1;
const STAFF_SPECS = /(dashboard-.*|login|xss|mail|search-alerts)\.spec\.ts$/;
const origin = (port: number) => `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: findBrowser() ?? undefined, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'site', testIgnore: STAFF_SPECS, workers: 1, use: { baseURL: origin(SITE_PORT) } },
    { name: 'staff', testMatch: STAFF_SPECS, workers: 1, use: { baseURL: origin(STAFF_PORT) } },
  ],
  webServer: [SITE_PORT, STAFF_PORT].map((port) => ({
    // A fresh data directory per run, copied from the seeded-data cache (seeded once per version of the seed code);
    // the server creates the E2E admin on it.
    command: `node --import tsx scripts/ensure-build.ts && node --import tsx scripts/seeded-data.ts ${serverDataDir(port)} && node --import tsx server/index.ts`,
    url: `${origin(port)}/`,
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: serverDataDir(port), ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password,
      // Tests play many visitors from one machine, each with its own X-Forwarded-For (as a proxy on this host would send).
      TRUST_PROXY: 'loopback' },
    reuseExistingServer: false,
    // Seeding into an empty cache takes about 30 s alone, several times that on a busy machine.
    timeout: 300_000,
  })),
});
