// The README's test command: unit and integration tests (Vitest), then the browser suite
// (Playwright in a real Chromium). Ends with one line of real totals for CI.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const RESULTS = 'test-results';
const VITEST_JSON = `${RESULTS}/vitest.json`;
const PLAYWRIGHT_JSON = `${RESULTS}/playwright.json`;

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

function readJson<T>(path: string): T | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
}

function vitestTotals(exitCode: number): Totals {
  const report = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(VITEST_JSON);
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const failed = report.numFailedTests || (exitCode === 0 ? 0 : 1);
  return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightTotals(exitCode: number): Totals {
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(PLAYWRIGHT_JSON);
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const { expected, unexpected, flaky, skipped } = report.stats;
  // A test that only passed on retry is reported as failed: flakiness is a defect here.
  const failed = unexpected + flaky || (exitCode === 0 ? 0 : 1);
  return { passed: expected, failed, skipped };
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const totals: Totals[] = [];
const buildExit = run(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts']);
// The exposé PDF tests render pages to PNG with poppler's pdftoppm.
const popplerExit = run(process.execPath, ['--import', 'tsx', 'scripts/ensure-poppler.ts']);
if (buildExit !== 0 || popplerExit !== 0) totals.push({ passed: 0, failed: 1, skipped: 0 });
else {
  const vitestExit = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`]);
  totals.push(vitestTotals(vitestExit));

  const browserExit = run(process.execPath, ['--import', 'tsx', 'scripts/ensure-browser.ts']);
  if (browserExit !== 0) totals.push({ passed: 0, failed: 1, skipped: 0 });
  else {
    const playwrightExit = run('npx', ['playwright', 'test']);
    totals.push(playwrightTotals(playwrightExit));
  }
}

const sum = totals.reduce((all, t) => ({ passed: all.passed + t.passed, failed: all.failed + t.failed, skipped: all.skipped + t.skipped }));
console.log(`tests: ${sum.passed} passed, ${sum.failed} failed${sum.skipped ? `, ${sum.skipped} skipped` : ''}`);
process.exit(sum.failed > 0 ? 1 : 0);
