// The README's test command: unit and integration tests (Vitest), then the browser suite
// (Playwright in a real Chromium). Ends with one line of real totals for CI.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';

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

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    message?: string;
    startTime: number;
    endTime: number;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

interface PlaywrightSuite {
  file: string;
  specs: { tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

/** Seconds per test file of both suites, so the suite's growth shows at every run. */
function fileDurations(vitest: VitestReport | null, playwright: PlaywrightReport | null): [string, number][] {
  const durations = new Map<string, number>();
  const add = (file: string, ms: number) => durations.set(file, (durations.get(file) ?? 0) + ms);
  for (const file of vitest?.testResults ?? []) add(relative(process.cwd(), file.name), file.endTime - file.startTime);
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs)
      for (const test of spec.tests) for (const result of test.results) add(`e2e/${suite.file}`, result.duration);
    suite.suites?.forEach(walk);
  };
  playwright?.suites.forEach(walk);
  return [...durations].sort((a, b) => b[1] - a[1]);
}

/** Vitest's failures scroll away above the browser suite's output, so CI's tail would not name them. */
function vitestFailures(report: VitestReport | null): string[] {
  if (!report) return [];
  const firstLine = (text = '') => text.split('\n').find((line) => line.trim()) ?? '';
  return report.testResults.flatMap((file) => {
    const path = relative(process.cwd(), file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    if (failedTests.length === 0 && file.message) return [`${path}: ${firstLine(file.message)}`];
    return failedTests.map((test) => `${path} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
  });
}

function vitestTotals(report: VitestReport | null, exitCode: number): Totals {
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const failed = report.numFailedTests || (exitCode === 0 ? 0 : 1);
  return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightTotals(report: PlaywrightReport | null, exitCode: number): Totals {
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
  const vitestReport = readJson<VitestReport>(VITEST_JSON);
  totals.push(vitestTotals(vitestReport, vitestExit));

  const browserExit = run(process.execPath, ['--import', 'tsx', 'scripts/ensure-browser.ts']);
  if (browserExit !== 0) totals.push({ passed: 0, failed: 1, skipped: 0 });
  else {
    const playwrightExit = run('npx', ['playwright', 'test']);
    totals.push(playwrightTotals(readJson<PlaywrightReport>(PLAYWRIGHT_JSON), playwrightExit));
  }
  const failures = vitestFailures(vitestReport);
  if (failures.length) console.log(`\nVitest failures:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
  const slowest = fileDurations(vitestReport, readJson<PlaywrightReport>(PLAYWRIGHT_JSON)).slice(0, 10);
  console.log(`\nSlowest test files:\n${slowest.map(([file, ms]) => `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`).join('\n')}`);
}

const sum = totals.reduce((all, t) => ({ passed: all.passed + t.passed, failed: all.failed + t.failed, skipped: all.skipped + t.skipped }));
console.log(`tests: ${sum.passed} passed, ${sum.failed} failed${sum.skipped ? `, ${sum.skipped} skipped` : ''}`);
process.exit(sum.failed > 0 ? 1 : 0);
