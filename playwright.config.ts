import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './e2e/support/admin';
import { serverDataDir } from './e2e/support/serverData';
import { browserTestArgs, chromiumArgs, findBrowser } from './scripts/browser';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: findBrowser() ?? undefined, args: [...chromiumArgs, ...browserTestArgs] },
    // Recording a trace of every test (and throwing away those that pass) cost about a quarter of the browser suite's
    // time on two cores; E2E_TRACE=1 turns it on where a failure needs one.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
  webServer: {
    // A fresh data directory per run, copied from the seeded-data cache (seeded once per version of the seed code);
    // the server creates the E2E admin on it.
    command: `node --import tsx scripts/ensure-build.ts && node --import tsx scripts/seeded-data.ts ${serverDataDir(PORT)} && node --import tsx server/index.ts`,
    url: `http://localhost:${PORT}/`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: serverDataDir(PORT),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Tests play many visitors from one machine, each with its own X-Forwarded-For (as a proxy on this host would send).
      TRUST_PROXY: 'loopback',
    },
    reuseExistingServer: false,
    // Seeding into an empty cache takes about 30 s alone, several times that on a busy machine.
    timeout: 300_000,
  },
});
