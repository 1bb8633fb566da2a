// npm run test:stress — the long runs of the security and reliability suite (docs/security.md):
// load, crash by SIGKILL, disk full, backup under load. Each starts the real server (server/index.ts) as a child
// process on loopback with its own data directory. Ends with "stress: N passed, N failed"; exit code 1 on failure.
// `-- --full` runs each scenario at its release length (stress/lengths.ts).
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuild } from '../scripts/buildAll';
import { seededDataDir } from '../test-support/seededData';
import { killAll, ROOT, scratchDirs, tempDir } from '../test-support/serverProcess';
import { backupScenario } from './backup';
import { crashScenario } from './crash';
import { diskFullScenario } from './diskFull';
import { stressLengths } from './lengths';
import { check, checks } from './lib';
import { loadScenario } from './load';

const started = Date.now();
const only = process.env.STRESS_ONLY?.split(',');
const wanted = (name: string) => !only || only.includes(name);
const lengths = stressLengths(process.argv.slice(2), process.env);
const logDir = join(ROOT, 'test-results', 'stress');
rmSync(logDir, { recursive: true, force: true });
mkdirSync(logDir, { recursive: true });

// A scenario that hangs fails after this long, so that the other scenarios and the totals line still come (CI stops
// the whole run after 90 minutes and would report nothing).
const SCENARIO_LIMIT_MS = Number(process.env.STRESS_SCENARIO_MINUTES ?? 12) * 60_000;

async function scenario(name: string, body: () => Promise<unknown>) {
  if (!wanted(name)) return;
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`did not finish within ${SCENARIO_LIMIT_MS / 60_000} minutes`)), SCENARIO_LIMIT_MS);
  });
  try {
    await Promise.race([body(), limit]);
  } catch (error) {
    check(name, 'ran to the end', false, (error as Error).stack ?? String(error));
  } finally {
    clearTimeout(timer);
    await killAll();
  }
}

try {
  await ensureBuild();
  // The load and backup runs browse and back up the demo content (listings, images, team): each gets a copy, made
  // before the scenarios' time limits start.
  const seeded = async (name: string) => {
    if (!wanted(name)) return '';
    const dir = tempDir(name);
    await seededDataDir(dir);
    return dir;
  };
  const loadData = await seeded('load');
  const backupData = await seeded('backup');
  await scenario('load', () => loadScenario(loadData, logDir, lengths.loadSeconds));
  await scenario('crash', () => crashScenario(logDir, lengths.crashRounds));
  await scenario('disk-full', () => diskFullScenario(logDir));
  await scenario('backup', () => backupScenario(backupData, logDir, lengths.backups));
} catch (error) {
  check('setup', 'the stress run could start', false, (error as Error).stack ?? String(error));
} finally {
  await killAll();
  if (!process.env.STRESS_KEEP) for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
}

const passed = checks.filter((c) => c.passed).length;
const failed = checks.length - passed;
console.log(`\nStress run took ${Math.round((Date.now() - started) / 1000)} s; server logs in ${logDir}`);
for (const c of checks.filter((c) => !c.passed)) console.log(`FAILED [${c.scenario}] ${c.name}: ${c.detail}`);
console.log(`stress: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || checks.length === 0 ? 1 : 0);
