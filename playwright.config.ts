import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findBrowser } from './scripts/browser';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: findBrowser() ?? undefined, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --import tsx scripts/ensure-build.ts && node --import tsx server/index.ts',
    url: `http://localhost:${PORT}/`,
    env: { PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
